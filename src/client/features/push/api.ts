import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailKind } from '../../../shared/updates';
import { api, unwrap } from '../../api';
import { currentSubscription, subscribeThisDevice, unsubscribeThisDevice } from '../../data/browser-push';

/** GET /api/push/kinds: which kinds come as push, on every device where push is on. */
export const pushKindsQuery = queryOptions({
  queryKey: ['push', 'kinds'],
  queryFn: ({ signal }) => unwrap(api.push.kinds.$get(undefined, { init: { signal } })),
});

export function usePushKinds(enabled: boolean) {
  return useQuery({ ...pushKindsQuery, enabled });
}

/** PUT /api/push/kinds: one kind on or off; the answer is every kind's setting. */
export function useSetPushKind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: { kind: MailKind; enabled: boolean }) => unwrap(api.push.kinds.$put({ json })),
    onSuccess: (saved) => queryClient.setQueryData(pushKindsQuery.queryKey, saved),
  });
}

/** Whether this browser has push on: its own subscription, asked of the browser, not the server. */
export const thisDeviceQuery = queryOptions({
  queryKey: ['push', 'this-device'],
  queryFn: async () => ({ subscribed: (await currentSubscription()) !== null }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useThisDevicePush(enabled: boolean) {
  return useQuery({ ...thisDeviceQuery, enabled });
}

/** GET /api/push/key, then POST /api/push/subscriptions with what the browser made of it. */
export function useTurnOnPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { publicKey } = await unwrap(api.push.key.$get());
      await subscribeThisDevice(publicKey, (subscription) =>
        unwrap(
          api.push.subscriptions.$post({
            json: {
              endpoint: subscription.endpoint ?? '',
              expirationTime: subscription.expirationTime ?? null,
              keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
            },
          }),
        ),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: thisDeviceQuery.queryKey }),
  });
}

/** DELETE /api/push/subscriptions for this browser's endpoint, then the browser's own unsubscribe. */
export function useTurnOffPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unsubscribeThisDevice((endpoint) => unwrap(api.push.subscriptions.$delete({ json: { endpoint } }))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: thisDeviceQuery.queryKey }),
  });
}
