import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, unwrap } from '../api';

/** GET /api/updates?before=: the feed, newest first, a page at a time. Live 'update' notices refetch ['updates']. */
export const updatesFeedQuery = infiniteQueryOptions({
  queryKey: ['updates', 'feed'],
  queryFn: ({ pageParam, signal }) =>
    unwrap(api.updates.$get({ query: pageParam ? { before: pageParam } : {} }, { init: { signal } })),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
});

export function useUpdatesFeed() {
  return useInfiniteQuery(updatesFeedQuery);
}

/** GET /api/updates/unread: the badge on the Updates tab and in the drawer. */
export const unreadQuery = queryOptions({
  queryKey: ['updates', 'unread'],
  queryFn: ({ signal }) => unwrap(api.updates.unread.$get(undefined, { init: { signal } })),
});

export function useUnreadCount(): number {
  return useQuery(unreadQuery).data?.unread ?? 0;
}

/** POST /api/updates/read: what the feed has shown is read; the badge follows at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: string) => unwrap(api.updates.read.$post({ json: { upTo } })),
    onSuccess: (result) => queryClient.setQueryData(unreadQuery.queryKey, result),
  });
}
