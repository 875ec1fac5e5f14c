import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, unwrap } from '../api';
import { refreshSession } from './session';

export type ProfileChanges = InferRequestType<typeof api.me.$patch>['json'];

/** GET /api/me: the signed-in user and their profile. */
export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => unwrap(api.me.$get(undefined, { init: { signal } })),
});

export function useMe() {
  return useQuery(meQuery);
}

/**
 * PATCH /api/me: full name, Venmo and Zelle ids. The name shows on many screens (members, debts, RSVPs),
 * so every cached answer is refreshed, and the session too (it carries the name).
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: ProfileChanges) => unwrap(api.me.$patch({ json })),
    onSuccess: async (saved) => {
      queryClient.setQueryData(meQuery.queryKey, saved);
      await Promise.all([queryClient.invalidateQueries(), refreshSession()]);
    },
  });
}
