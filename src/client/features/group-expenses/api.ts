import {
  infiniteQueryOptions,
  mutationOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, unwrap } from '../../api';
import { refreshMoney } from '../../data/expenses';
import type {
  MarkPaidInput,
  MarkPaidMutation,
  MarkReceivedInput,
  MarkReceivedMutation,
} from '../../data/settle';

const groupApi = api.groups[':groupId'];

export type GroupExpense = InferResponseType<(typeof groupApi)['expenses']['$get'], 200>['expenses'][number];
export type GroupBalances = InferResponseType<(typeof groupApi)['balances']['$get'], 200>;
export type MemberTotal = GroupBalances['members'][number];

/** Every money query of one group starts with this key; live notices and money changes refresh it. */
const moneyKey = (groupId: string) => ['groups', groupId, 'money'] as const;

/** GET /api/groups/:groupId/expenses: the group's expenses, newest first, a page at a time ("Load more"). */
export const groupExpensesQuery = (groupId: string) =>
  infiniteQueryOptions({
    queryKey: [...moneyKey(groupId), 'expenses'],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        groupApi.expenses.$get(
          { param: { groupId }, query: pageParam ? { cursor: pageParam } : {} },
          { init: { signal } },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useGroupExpenses(groupId: string) {
  return useInfiniteQuery(groupExpensesQuery(groupId));
}

/** GET /api/groups/:groupId/balances: who owes whom within the group, my totals there, and each member's. */
export const groupBalancesQuery = (groupId: string) =>
  queryOptions({
    queryKey: [...moneyKey(groupId), 'balances'],
    queryFn: ({ signal }) => unwrap(groupApi.balances.$get({ param: { groupId } }, { init: { signal } })),
  });

export function useGroupBalances(groupId: string) {
  return useQuery(groupBalancesQuery(groupId));
}

/** POST /api/groups/:groupId/settle/mark-paid: /settle-up's Mark Paid on this group's shares only. */
export function useGroupMarkPaidMutation(groupId: string): MarkPaidMutation {
  const queryClient = useQueryClient();
  return mutationOptions({
    mutationFn: (json: MarkPaidInput) =>
      unwrap(groupApi.settle['mark-paid'].$post({ param: { groupId }, json })),
    // Refused too: the debt may have changed since it was shown, so the fresh figures come back either way.
    onSettled: () => refreshMoney(queryClient),
  });
}

/** POST /api/groups/:groupId/settle/mark-received: /settle-up's Mark Received on this group's shares only. */
export function useGroupMarkReceivedMutation(groupId: string): MarkReceivedMutation {
  const queryClient = useQueryClient();
  return mutationOptions({
    mutationFn: (json: MarkReceivedInput) =>
      unwrap(groupApi.settle['mark-received'].$post({ param: { groupId }, json })),
    onSettled: () => refreshMoney(queryClient),
  });
}

/** GET /api/groups/:groupId/expenses.csv, dated in the viewer's time zone: a plain link downloads it. */
export function groupExpensesCsvUrl(groupId: string, timeZone: string): string {
  const query = new URLSearchParams({ tz: timeZone });
  return `/api/groups/${encodeURIComponent(groupId)}/expenses.csv?${query}`;
}
