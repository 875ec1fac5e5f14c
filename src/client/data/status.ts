import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api';

/** GET /api/status (public): version, database kind, health and which optional features are on. */
export const statusQuery = queryOptions({
  queryKey: ['status'],
  queryFn: ({ signal }) => unwrap(api.status.$get(undefined, { init: { signal } })),
});

export function useServerStatus() {
  return useQuery(statusQuery);
}
