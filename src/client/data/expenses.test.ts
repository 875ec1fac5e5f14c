import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { gameExpensesQuery, refreshMoney } from './expenses';

/** Data that shows money, and data that does not, as the screens key it. */
const CACHED: Record<string, QueryKey> = {
  settleUp: ['settle-up'],
  settleHistory: ['settle-up', 'history'],
  myExpenses: ['expenses', 'list', {}],
  gameExpenses: gameExpensesQuery('game-1').queryKey,
  otherGameExpenses: gameExpensesQuery('game-2').queryKey,
  groupMoney: ['groups', 'group-1', 'money', 'debts'],
  me: ['me'],
  game: ['games', 'game-1'],
  groups: ['groups'],
  group: ['groups', 'group-1'],
  updates: ['updates'],
};

async function staleAfterRefresh(gameId?: string): Promise<string[]> {
  const queryClient = new QueryClient();
  for (const queryKey of Object.values(CACHED)) queryClient.setQueryData(queryKey, { fresh: true });
  await refreshMoney(queryClient, gameId);
  return Object.entries(CACHED)
    .filter(([, queryKey]) => queryClient.getQueryState(queryKey)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

describe('refreshMoney', () => {
  it("after a game's expense changes: money everywhere, that game's expenses only, nothing else", async () => {
    expect(await staleAfterRefresh('game-1')).toEqual(
      ['gameExpenses', 'groupMoney', 'me', 'myExpenses', 'settleHistory', 'settleUp'].sort(),
    );
  });

  it("after a settle step, which knows no game: every game's expenses, not the games themselves", async () => {
    expect(await staleAfterRefresh()).toEqual(
      [
        'gameExpenses',
        'groupMoney',
        'me',
        'myExpenses',
        'otherGameExpenses',
        'settleHistory',
        'settleUp',
      ].sort(),
    );
  });
});
