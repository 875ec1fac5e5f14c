import { describe, expect, it } from 'vitest';
import { describeUpdate, updateLink } from './update-text';

const ZONE = 'America/Los_Angeles';
const share = {
  kind: 'expense_share' as const,
  groupId: 'g',
  gameId: 'game',
  data: { actorName: 'Alex', amountCents: 1250, description: 'New balls', gameTitle: 'Saturday Doubles' },
};

describe('a feed entry whose subject is gone', () => {
  it('says a deleted expense is no longer owed', () => {
    expect(describeUpdate(share, ZONE)).toBe('You owe Alex $12.50 for New balls at Saturday Doubles');
    expect(describeUpdate({ ...share, subjectGone: true }, ZONE)).toBe(
      'You no longer owe Alex $12.50 for New balls at Saturday Doubles: the expense was deleted',
    );
  });

  it('names every payer of an expense several people paid, never one of them as the one owed', () => {
    const several = {
      ...share,
      data: {
        ...share.data,
        amountCents: 1000,
        splitMode: 'shares' as const,
        payers: [
          { fullName: 'Alex', amountCents: 3000 },
          { fullName: 'Sam', amountCents: 2000 },
        ],
      },
    };
    expect(describeUpdate(several, ZONE)).toBe(
      'You owe $10.00 for New balls at Saturday Doubles: Alex paid $30.00, Sam paid $20.00 · split by shares',
    );
    expect(describeUpdate({ ...several, subjectGone: true }, ZONE)).toBe(
      'You no longer owe $10.00 for New balls at Saturday Doubles: the expense was deleted',
    );
  });

  it('marks an entry of a deleted game, and opens the games list instead of a missing page', () => {
    const poll = {
      kind: 'poll_opened' as const,
      groupId: 'g',
      gameId: 'game',
      data: { actorName: 'Alex', groupName: 'Club', gameTitle: 'Doubles' },
    };
    expect(describeUpdate({ ...poll, subjectGone: true }, ZONE)).toBe(
      'Alex opened a poll in Club: Doubles (deleted)',
    );
    expect(updateLink({ ...poll, subjectGone: true })).toBe('/games');
    expect(updateLink(poll)).toBe('/games/game');
    // The entry of the deletion itself already says so.
    const deleted = { ...poll, kind: 'game_deleted' as const, subjectGone: true };
    expect(describeUpdate(deleted, ZONE)).toBe('Alex deleted the poll Doubles');
  });
});

describe('someone gone from a group', () => {
  const departure = { kind: 'member_left' as const, groupId: 'g', gameId: null };
  it('reads as a removal when an admin removed them, as leaving when they left', () => {
    expect(
      describeUpdate({ ...departure, data: { actorName: 'Alex', groupName: 'Club', removed: true } }, ZONE),
    ).toBe('Alex was removed from Club');
    expect(describeUpdate({ ...departure, data: { actorName: 'Alex', groupName: 'Club' } }, ZONE)).toBe(
      'Alex left Club',
    );
  });
});
