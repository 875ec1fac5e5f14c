import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api';

/** GET /api/me: the signed-in user and their profile. */
export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => unwrap(api.me.$get(undefined, { init: { signal } })),
});

export function useMe() {
  return useQuery(meQuery);
}
