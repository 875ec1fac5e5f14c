import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api';

export interface ServerStatus {
  version: string;
  database: 'embedded' | 'postgres';
  healthy: boolean;
  features: { google: boolean; passwordReset: boolean };
}

/** GET /api/status (public): version, database kind, health and which optional features are on. */
export const statusQuery = queryOptions({
  queryKey: ['status'],
  queryFn: ({ signal }) => apiFetch<ServerStatus>('/api/status', { signal }),
});

export function useServerStatus() {
  return useQuery(statusQuery);
}
