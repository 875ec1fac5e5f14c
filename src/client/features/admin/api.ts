import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, unwrap } from '../../api';

const adminApi = api.admin;

export type AdminGroup = InferResponseType<typeof adminApi.groups.$get, 200>['groups'][number];
export type AdminGame = InferResponseType<typeof adminApi.games.$get, 200>['games'][number];
export type AdminPlace = InferResponseType<typeof adminApi.places.$get, 200>['places'][number];

/** GET /api/admin/groups: the groups the user created or administers, with counts. */
export const adminGroupsQuery = queryOptions({
  queryKey: ['admin', 'groups'],
  queryFn: ({ signal }) => unwrap(adminApi.groups.$get(undefined, { init: { signal } })),
});

export function useAdminGroups() {
  return useQuery(adminGroupsQuery);
}

/** GET /api/admin/games?groupId=: the games of the user's groups, newest first. */
export const adminGamesQuery = (groupId: string | undefined) =>
  queryOptions({
    queryKey: ['admin', 'games', groupId ?? 'all'],
    queryFn: ({ signal }) => unwrap(adminApi.games.$get({ query: { groupId } }, { init: { signal } })),
  });

export function useAdminGames(groupId: string | undefined) {
  return useQuery(adminGamesQuery(groupId));
}

/** GET /api/admin/places?groupId=: the places of the groups the user administers. */
export const adminPlacesQuery = (groupId: string | undefined) =>
  queryOptions({
    queryKey: ['admin', 'places', groupId ?? 'all'],
    queryFn: ({ signal }) => unwrap(adminApi.places.$get({ query: { groupId } }, { init: { signal } })),
  });

export function useAdminPlaces(groupId: string | undefined) {
  return useQuery(adminPlacesQuery(groupId));
}
