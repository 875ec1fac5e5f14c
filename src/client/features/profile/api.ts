import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api';

export interface Me {
  user: { id: string; email: string };
  profile: {
    id: string;
    email: string;
    fullName: string;
    avatarUrl: string | null;
    venmoId: string | null;
    zelleId: string | null;
  };
}

/** GET /api/me: the signed-in user and their profile. */
export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => apiFetch<Me>('/api/me', { signal }),
});

export function useMe() {
  return useQuery(meQuery);
}
