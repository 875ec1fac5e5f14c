import { describe, expect, it } from 'vitest';
import { GAME_STATUSES } from './constants';
import {
  canDeleteGame,
  canEditGame,
  completesEarly,
  GAME_TRANSITIONS,
  type GameAction,
  gameMessages,
  isPastOption,
  nextStatus,
  statusBadge,
} from './games';

const actions = Object.keys(GAME_TRANSITIONS) as GameAction[];
const allowed: Record<string, string> = {
  'poll:book': 'confirmed',
  'confirmed:markBooked': 'booked',
  'booked:complete': 'completed',
  'completed:revert': 'booked',
};

describe('game lifecycle', () => {
  it.each(GAME_STATUSES.flatMap((status) => actions.map((action) => [status, action] as const)))(
    '%s --%s-->',
    (status, action) => {
      expect(nextStatus(status, action)).toBe(allowed[`${status}:${action}`] ?? null);
    },
  );

  it('labels statuses as the spec does, with Past Due for a poll whose date has passed', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(statusBadge('poll', '2026-11-21T12:00:00Z', now)).toEqual({ label: 'Poll', color: 'blue' });
    expect(statusBadge('poll', '2026-11-19T12:00:00Z', now)).toEqual({ label: 'Past Due', color: 'red' });
    expect(statusBadge('confirmed', now, now).label).toBe('Ready to Book');
    expect(statusBadge('booked', now, now).label).toBe('Confirmed');
    expect(statusBadge('completed', now, now)).toEqual({ label: 'Completed', color: 'gray' });
    expect(statusBadge('cancelled', now, now)).toEqual({ label: 'Cancelled', color: 'red' });
  });

  it('lets the creator or an admin edit until completed, and only the creator delete a poll', () => {
    expect(canEditGame('booked', true, false)).toBe(true);
    expect(canEditGame('booked', false, true)).toBe(true);
    expect(canEditGame('booked', false, false)).toBe(false);
    expect(canEditGame('completed', true, true)).toBe(false);
    const creator = { isCreator: true, isAdmin: false, creatorInGroup: true };
    const admin = { isCreator: false, isAdmin: true, creatorInGroup: true };
    const member = { isCreator: false, isAdmin: false, creatorInGroup: false };
    expect(canDeleteGame('poll', creator)).toBe(true);
    expect(canDeleteGame('poll', admin)).toBe(false);
    expect(canDeleteGame('poll', member)).toBe(false);
    expect(canDeleteGame('confirmed', creator)).toBe(false);
    // Once the creator is gone, an admin may, still only a poll.
    expect(canDeleteGame('poll', { ...admin, creatorInGroup: false })).toBe(true);
    expect(canDeleteGame('booked', { ...admin, creatorInGroup: false })).toBe(false);
  });

  it('refuses a poll option once its time has passed, and asks before completing a game not yet started', () => {
    const now = new Date('2026-12-05T18:00:00Z');
    expect(isPastOption('2026-12-05T17:59:59Z', now)).toBe(true);
    expect(isPastOption(now, now)).toBe(false);
    expect(isPastOption('2026-12-05T18:30:00Z', now)).toBe(false);
    expect(completesEarly('2026-12-05T18:30:00Z', now)).toBe(true);
    expect(completesEarly(now, now)).toBe(false);
    expect(completesEarly('2026-12-04T18:00:00Z', now)).toBe(false);
  });

  it("says the group's member count under Minimum people in words that fit the number", () => {
    expect(gameMessages.minPeopleHint(1)).toBe('At least 2: the group has 1 member so far');
    expect(gameMessages.minPeopleHint(2)).toBe("At least 2, at most the group's 2 members");
    expect(gameMessages.minPeopleHint(12)).toBe("At least 2, at most the group's 12 members");
  });
});
