import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, unwrap } from '../../api';

const adminApi = api.admin;

export type AdminGroup = InferResponseType<typeof adminApi.groups.$get, 200>['groups'][number];
export type AdminGame = InferResponseType<typeof adminApi.games.$get, 200>['games'][number];
export type AdminPlace = InferResponseType<typeof adminApi.places.$get, 200>['places'][number];

/** The cursor query of a page: none for the first. */
const after = (cursor: string | null) => (cursor ? { cursor } : {});

const groupsPage = (cursor: string | null, signal?: AbortSignal) =>
  unwrap(adminApi.groups.$get({ query: after(cursor) }, { init: { signal } }));

/** GET /api/admin/groups: the groups the user created or administers, with counts, a page at a time. */
const adminGroupsQuery = infiniteQueryOptions({
  queryKey: ['admin', 'groups'],
  queryFn: ({ pageParam, signal }) => groupsPage(pageParam, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
});

export function useAdminGroups() {
  return useInfiniteQuery(adminGroupsQuery);
}

/**
 * Every page of GET /api/admin/groups, for the Places tab's group filter, which must offer each group the
 * user runs; each response stays a page.
 */
const adminGroupChoicesQuery = queryOptions({
  queryKey: ['admin', 'groups', 'choices'],
  queryFn: async ({ signal }) => {
    let page = await groupsPage(null, signal);
    const groups = [...page.groups];
    while (page.nextCursor) {
      page = await groupsPage(page.nextCursor, signal);
      groups.push(...page.groups);
    }
    return { groups };
  },
});

export function useAdminGroupChoices() {
  return useQuery(adminGroupChoicesQuery);
}

/** GET /api/admin/games?groupId=: the games of the user's groups, newest first, a page at a time. */
const adminGamesQuery = (groupId: string | undefined) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'games', groupId ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      unwrap(adminApi.games.$get({ query: { groupId, ...after(pageParam) } }, { init: { signal } })),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useAdminGames(groupId: string | undefined) {
  return useInfiniteQuery(adminGamesQuery(groupId));
}

/** GET /api/admin/places?groupId=: the places of the groups the user administers, a page at a time. */
const adminPlacesQuery = (groupId: string | undefined) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'places', groupId ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      unwrap(adminApi.places.$get({ query: { groupId, ...after(pageParam) } }, { init: { signal } })),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useAdminPlaces(groupId: string | undefined) {
  return useInfiniteQuery(adminPlacesQuery(groupId));
}
