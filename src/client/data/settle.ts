import {
  infiniteQueryOptions,
  mutationOptions,
  queryOptions,
  type UseMutationOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { api, unwrap } from '../api';
import { refreshMoney } from './expenses';

const settleApi = api['settle-up'];

export type SettleUp = InferResponseType<typeof settleApi.$get, 200>;
export type DebtView = SettleUp['debts'][number];
export type MarkPaidInput = InferRequestType<(typeof settleApi)['mark-paid']['$post']>['json'];
export type MarkReceivedInput = InferRequestType<(typeof settleApi)['mark-received']['$post']>['json'];
export type SettledPayment = InferResponseType<typeof settleApi.history.$get, 200>['payments'][number];
type ShareStep = (typeof settleApi.shares)[':shareId'];
export type ShareReceiveInput = { shareId: string } & InferRequestType<
  ShareStep['mark-received']['$post']
>['json'];

/** GET /api/settle-up: the debts the user is on either side of, with both people's payment ids, and totals. */
export const settleUpQuery = queryOptions({
  queryKey: ['settle-up'],
  queryFn: ({ signal }) => unwrap(settleApi.$get(undefined, { init: { signal } })),
});

export function useSettleUp() {
  return useQuery(settleUpQuery);
}

/** What a debt row's Mark Paid calls: /settle-up's step, or the same step limited to one group's shares. */
export type MarkPaidMutation = UseMutationOptions<
  InferResponseType<(typeof settleApi)['mark-paid']['$post'], 200>,
  Error,
  MarkPaidInput
>;
/** What a debt row's Mark Received calls. */
export type MarkReceivedMutation = UseMutationOptions<
  InferResponseType<(typeof settleApi)['mark-received']['$post'], 200>,
  Error,
  MarkReceivedInput
>;

/** POST /api/settle-up/mark-paid (the debtor; `otherUserId` is the creditor, `amountCents` the debt as shown): pending → verifying. */
export function useMarkPaidMutation(): MarkPaidMutation {
  const queryClient = useQueryClient();
  return mutationOptions({
    mutationFn: (json: MarkPaidInput) => unwrap(settleApi['mark-paid'].$post({ json })),
    // Refused too: the debt may have changed since it was shown, so the fresh figures come back either way.
    onSettled: () => refreshMoney(queryClient),
  });
}

/** POST /api/settle-up/mark-received (the creditor; `otherUserId` is the debtor): verifying → settled. */
export function useMarkReceivedMutation(): MarkReceivedMutation {
  const queryClient = useQueryClient();
  return mutationOptions({
    mutationFn: (json: MarkReceivedInput) => unwrap(settleApi['mark-received'].$post({ json })),
    onSettled: () => refreshMoney(queryClient),
  });
}

/**
 * GET /api/settle-up/history?cursor=: my settled payments, newest first, a page at a time. Under 'settle-up',
 * so every change to money refreshes it with the debts.
 */
export const settleHistoryQuery = infiniteQueryOptions({
  queryKey: ['settle-up', 'history'],
  queryFn: ({ pageParam, signal }) =>
    unwrap(settleApi.history.$get({ query: pageParam ? { cursor: pageParam } : {} }, { init: { signal } })),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
});

export function useSettleHistory() {
  return useInfiniteQuery(settleHistoryQuery);
}

/** POST /api/settle-up/shares/:shareId/mark-paid (the share's debtor, from My Expenses): pending → verifying. */
export function useMarkSharePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) =>
      unwrap(settleApi.shares[':shareId']['mark-paid'].$post({ param: { shareId } })),
    onSettled: () => refreshMoney(queryClient),
  });
}

/** POST /api/settle-up/shares/:shareId/mark-received (the share's creditor): verifying → settled. */
export function useMarkShareReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shareId, paymentMethod }: ShareReceiveInput) =>
      unwrap(
        settleApi.shares[':shareId']['mark-received'].$post({ param: { shareId }, json: { paymentMethod } }),
      ),
    onSettled: () => refreshMoney(queryClient),
  });
}
