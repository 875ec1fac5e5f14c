import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { api, unwrap } from '../../api';
import { refreshMoney } from '../expenses/api';

const settleApi = api['settle-up'];

export type SettleUp = InferResponseType<typeof settleApi.$get, 200>;
export type DebtView = SettleUp['debts'][number];
export type MarkPaidInput = InferRequestType<(typeof settleApi)['mark-paid']['$post']>['json'];
export type MarkReceivedInput = InferRequestType<(typeof settleApi)['mark-received']['$post']>['json'];

/** GET /api/settle-up: the debts the user is on either side of, with both people's payment ids, and totals. */
export const settleUpQuery = queryOptions({
  queryKey: ['settle-up'],
  queryFn: ({ signal }) => unwrap(settleApi.$get(undefined, { init: { signal } })),
});

export function useSettleUp() {
  return useQuery(settleUpQuery);
}

/** POST /api/settle-up/mark-paid (the debtor; `otherUserId` is the creditor, `amountCents` the debt as shown): pending → verifying. */
export function useMarkPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: MarkPaidInput) => unwrap(settleApi['mark-paid'].$post({ json })),
    // Refused too: the debt may have changed since it was shown, so the fresh figures come back either way.
    onSettled: () => refreshMoney(queryClient),
  });
}

/** POST /api/settle-up/mark-received (the creditor; `otherUserId` is the debtor): verifying → settled. */
export function useMarkReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: MarkReceivedInput) => unwrap(settleApi['mark-received'].$post({ json })),
    onSettled: () => refreshMoney(queryClient),
  });
}
