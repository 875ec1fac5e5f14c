import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../shared/live';
import { applyLiveEvent, staleKeys } from './invalidation';

const GROUP = '11111111-1111-4111-8111-111111111111';
const OTHER_GROUP = '22222222-2222-4222-8222-222222222222';
const GAME = '33333333-3333-4333-8333-333333333333';
const OTHER_GAME = '44444444-4444-4444-8444-444444444444';

const event = (kind: LiveEvent['kind']): LiveEvent => ({ kind, groupId: GROUP, gameId: GAME, userId: null });

/** Every screen's data as the app keys it, so a test sees which of them an event marks stale. */
const SCREENS: Record<string, QueryKey> = {
  gamesList: ['games', 'list', 'all'],
  game: ['games', GAME],
  otherGame: ['games', OTHER_GAME],
  gameExpenses: ['games', GAME, 'expenses'],
  otherGameExpenses: ['games', OTHER_GAME, 'expenses'],
  groupsList: ['groups'],
  group: ['groups', GROUP],
  otherGroup: ['groups', OTHER_GROUP],
  groupMoney: ['groups', GROUP, 'money', 'debts'],
  otherGroupMoney: ['groups', OTHER_GROUP, 'money', 'debts'],
  settleUp: ['settle-up'],
  settleHistory: ['settle-up', 'history'],
  expenses: ['expenses', 'list'],
  me: ['me'],
  places: ['places'],
  updates: ['updates', 'unread'],
  status: ['status'],
};

/** The names of the screens whose data `kind` leaves stale, from a cache where all were fresh. */
function staleAfter(kind: LiveEvent['kind']): string[] {
  const queryClient = new QueryClient();
  for (const queryKey of Object.values(SCREENS)) queryClient.setQueryData(queryKey, { fresh: true });
  applyLiveEvent(queryClient, event(kind));
  return Object.entries(SCREENS)
    .filter(([, queryKey]) => queryClient.getQueryState(queryKey)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

describe('applyLiveEvent', () => {
  it.each(['game', 'rsvp', 'attendee'] as const)(
    'a %s change refreshes every game and its group only',
    (kind) => {
      expect(staleAfter(kind)).toEqual(
        ['game', 'gameExpenses', 'gamesList', 'group', 'groupMoney', 'otherGame', 'otherGameExpenses'].sort(),
      );
    },
  );

  it.each(['expense', 'share'] as const)(
    'a %s change refreshes money wherever it shows, and no game',
    (kind) => {
      expect(staleAfter(kind)).toEqual(
        ['expenses', 'gameExpenses', 'groupMoney', 'me', 'settleHistory', 'settleUp'].sort(),
      );
    },
  );

  it('a photo refreshes its own game (with what hangs under it) and nothing else', () => {
    expect(staleAfter('photo')).toEqual(['game', 'gameExpenses']);
  });

  it.each(['member', 'group'] as const)(
    'a %s change refreshes groups, games, places and the profile',
    (kind) => {
      const stale = staleAfter(kind);
      expect(stale).toEqual(
        Object.keys(SCREENS)
          .filter((name) => !['settleUp', 'settleHistory', 'expenses', 'updates', 'status'].includes(name))
          .sort(),
      );
    },
  );

  it("an update refreshes the updates feed only, not anyone's money or games", () => {
    expect(staleAfter('update')).toEqual(['updates']);
  });

  it('never marks the server status stale, whatever changed', () => {
    for (const kind of [
      'game',
      'rsvp',
      'attendee',
      'expense',
      'share',
      'photo',
      'member',
      'group',
      'update',
    ] as const)
      expect(staleAfter(kind)).not.toContain('status');
  });
});

describe('staleKeys', () => {
  it("names the event's own group and game, not all of them, for money", () => {
    expect(staleKeys(event('share'))).toContainEqual(['groups', GROUP, 'money']);
    expect(staleKeys(event('share'))).toContainEqual(['games', GAME, 'expenses']);
  });
});
