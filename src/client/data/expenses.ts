import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import type { z } from 'zod';
import type { expensesQuery } from '../../shared/expenses';
import { api, unwrap } from '../api';

export type ExpensesFilter = Omit<z.output<typeof expensesQuery>, 'cursor'>;
export type MyExpense = InferResponseType<typeof api.expenses.$get, 200>['expenses'][number];
export type GameExpense = InferResponseType<
  (typeof api.games)[':gameId']['expenses']['$get'],
  200
>['expenses'][number];
export type ExpenseShare = GameExpense['shares'][number];
export type NewExpenseInput = InferRequestType<typeof api.expenses.$post>['json'];
export type ExpenseChange = InferRequestType<(typeof api.expenses)[':expenseId']['$patch']>['json'];
export type ExpenseGameChoice = InferResponseType<typeof api.expenses.games.$get, 200>['games'][number];

/** Every list of the user's expenses starts with this key. */
const EXPENSES_KEY = ['expenses'] as const;

/**
 * After any change to money: settle-up, every expenses list, every game's expenses panel, every group's
 * expenses screen (keys ['groups', id, 'money', …]) and the profile. A settle step does not know which games
 * its shares came from, so all games' expenses panels refetch.
 */
export function refreshMoney(queryClient: QueryClient, gameId?: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['settle-up'] }),
    queryClient.invalidateQueries({ queryKey: EXPENSES_KEY }),
    queryClient.invalidateQueries(
      gameId
        ? { queryKey: gameExpensesQuery(gameId).queryKey }
        : { predicate: ({ queryKey }) => queryKey[0] === 'games' && queryKey[2] === 'expenses' },
    ),
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) => queryKey[0] === 'groups' && queryKey[2] === 'money',
    }),
    queryClient.invalidateQueries({ queryKey: ['me'] }),
  ]);
}

/**
 * GET /api/expenses: the user's expenses (paid or shared) with their own share, filtered by date and status,
 * a page at a time ("Load more").
 */
export const myExpensesQuery = (filter: ExpensesFilter) =>
  infiniteQueryOptions({
    queryKey: [...EXPENSES_KEY, filter.period, filter.status],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.expenses.$get(
          { query: pageParam ? { ...filter, cursor: pageParam } : filter },
          { init: { signal } },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useMyExpenses(filter: ExpensesFilter) {
  return useInfiniteQuery(myExpensesQuery(filter));
}

/** GET /api/expenses/export.csv: what the list shows under the same filters, dated in the viewer's zone. */
export function myExpensesCsvUrl(filter: ExpensesFilter, timeZone: string): string {
  const query = new URLSearchParams({ period: filter.period, status: filter.status, tz: timeZone });
  return `/api/expenses/export.csv?${query}`;
}

/**
 * GET /api/expenses/games?q=: the games I may add an expense to whose title or group name contains `q`,
 * newest first, at most 20 (and whether more matched). Under 'games' so any change to games refreshes it.
 */
export const expenseGamesQuery = (search: string) =>
  queryOptions({
    queryKey: ['games', 'expense-choices', search],
    queryFn: ({ signal }) => unwrap(api.expenses.games.$get({ query: { q: search } }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });

export function useExpenseGames(search: string) {
  return useQuery(expenseGamesQuery(search));
}

/** GET /api/games/:gameId/expenses: the game's expenses with payer, shares and whether I may delete each. */
export const gameExpensesQuery = (gameId: string) =>
  queryOptions({
    queryKey: ['games', gameId, 'expenses'],
    queryFn: ({ signal }) =>
      unwrap(api.games[':gameId'].expenses.$get({ param: { gameId } }, { init: { signal } })),
  });

export function useGameExpenses(gameId: string) {
  return useQuery(gameExpensesQuery(gameId));
}

/** POST /api/expenses → 201 { expense }: split as chosen (equally among everyone at the game by default). */
export function useAddExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: NewExpenseInput) => unwrap(api.expenses.$post({ json })),
    onSuccess: (_data, input) => refreshMoney(queryClient, input.gameId),
  });
}

/**
 * PATCH /api/expenses/:expenseId: a new amount, split or payers, the shares derived anew (its creator or payer,
 * while no share beyond a payer's own is under way; else 409 with the lock message).
 */
export function useEditExpense(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ expenseId, json }: { expenseId: string; json: ExpenseChange }) =>
      unwrap(api.expenses[':expenseId'].$patch({ param: { expenseId }, json })),
    onSuccess: () => refreshMoney(queryClient, gameId),
  });
}

/** DELETE /api/expenses/:expenseId (its creator or payer, while no other share is paid or settled). */
export function useDeleteExpense(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expenseId: string) => unwrap(api.expenses[':expenseId'].$delete({ param: { expenseId } })),
    onSuccess: () => refreshMoney(queryClient, gameId),
  });
}

/** POST /api/expenses/:expenseId/recalculate: re-split among the game's current attendees. */
export function useRecalculateExpense(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expenseId: string) =>
      unwrap(api.expenses[':expenseId'].recalculate.$post({ param: { expenseId } })),
    onSuccess: () => refreshMoney(queryClient, gameId),
  });
}
