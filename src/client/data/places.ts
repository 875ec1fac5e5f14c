import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { api, unwrap } from '../api';
import { groupQuery, groupsQuery } from './groups';

type GroupPlacesApi = (typeof api.groups)[':groupId']['places'];

export type MyPlace = InferResponseType<typeof api.places.$get, 200>['places'][number];
export type SimilarPlace = InferResponseType<typeof api.places.similar.$get, 200>['places'][number];
export type GroupPlaceItem = InferResponseType<GroupPlacesApi['$get'], 200>['places'][number];
export type ImportablePlace = InferResponseType<GroupPlacesApi['importable']['$get'], 200>['places'][number];
export type GroupPlaceDetail = InferResponseType<GroupPlacesApi[':placeId']['$get'], 200>;
export type CreatePlaceInput = InferRequestType<typeof api.places.$post>['json'];
export type UpdatePlaceInput = InferRequestType<GroupPlacesApi[':placeId']['$patch']>['json'];

/** The cursor query of a page: none for the first. */
const after = (cursor: string | null) => (cursor ? { cursor } : {});

/** GET /api/places: every place of the user's groups, plus their own ungrouped places, a page at a time. */
const placesQuery = infiniteQueryOptions({
  queryKey: ['places'],
  queryFn: ({ pageParam, signal }) =>
    unwrap(api.places.$get({ query: after(pageParam) }, { init: { signal } })),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
});

export function usePlaces() {
  return useInfiniteQuery(placesQuery);
}

/** GET /api/places/:placeId: one place with the user's groups that list it. */
export const placeQuery = (placeId: string) =>
  queryOptions({
    queryKey: ['places', placeId],
    queryFn: ({ signal }) =>
      unwrap(api.places[':placeId'].$get({ param: { placeId } }, { init: { signal } })),
  });

export function usePlace(placeId: string) {
  return useQuery(placeQuery(placeId));
}

/** GET /api/places/similar: the server refuses short input, so callers enable it only past the minimums. */
export const similarPlacesQuery = (name: string, address: string) =>
  queryOptions({
    queryKey: ['places', 'similar', name, address],
    queryFn: ({ signal }) =>
      unwrap(api.places.similar.$get({ query: { name, address } }, { init: { signal } })),
  });

export function useSimilarPlaces(name: string, address: string, enabled: boolean) {
  return useQuery({ ...similarPlacesQuery(name, address), enabled });
}

const groupPlacesPage = (groupId: string, cursor: string | null, signal?: AbortSignal) =>
  unwrap(
    api.groups[':groupId'].places.$get({ param: { groupId }, query: after(cursor) }, { init: { signal } }),
  );

/**
 * GET /api/groups/:groupId/places?q=: a place picker's choices (new game, edit game, add option): the first
 * page of the group's places by name, or of those whose name holds `search`. The rest are a search away, so
 * a group with hundreds of places still sends one page.
 */
export const groupPlaceChoicesQuery = (groupId: string, search: string) =>
  queryOptions({
    queryKey: ['groups', groupId, 'places', 'choices', search],
    queryFn: ({ signal }) =>
      unwrap(
        api.groups[':groupId'].places.$get(
          { param: { groupId }, query: search ? { q: search } : {} },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  });

/**
 * GET /api/groups/:groupId/places: the group's places, its cost override preferred, a page at a time (404 for
 * non-members).
 */
const groupPlacesPagesQuery = (groupId: string) =>
  infiniteQueryOptions({
    queryKey: ['groups', groupId, 'places', 'pages'],
    queryFn: ({ pageParam, signal }) => groupPlacesPage(groupId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useGroupPlaces(groupId: string) {
  return useInfiniteQuery(groupPlacesPagesQuery(groupId));
}

/**
 * GET /api/groups/:groupId/places/importable: another group's places, each marked if this group has it, a
 * page at a time.
 */
const importablePlacesQuery = (groupId: string, fromGroupId: string) =>
  infiniteQueryOptions({
    queryKey: ['groups', groupId, 'places', 'importable', fromGroupId],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.groups[':groupId'].places.importable.$get(
          { param: { groupId }, query: { fromGroupId, ...after(pageParam) } },
          { init: { signal } },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useImportablePlaces(groupId: string, fromGroupId: string | null) {
  return useInfiniteQuery({
    ...importablePlacesQuery(groupId, fromGroupId ?? ''),
    enabled: fromGroupId !== null,
  });
}

/** GET /api/groups/:groupId/places/:placeId: the place as this group sees it, and whether I may edit it. */
export const groupPlaceQuery = (groupId: string, placeId: string) =>
  queryOptions({
    queryKey: ['groups', groupId, 'places', placeId],
    queryFn: ({ signal }) =>
      unwrap(
        api.groups[':groupId'].places[':placeId'].$get({ param: { groupId, placeId } }, { init: { signal } }),
      ),
  });

export function useGroupPlace(groupId: string, placeId: string) {
  return useQuery(groupPlaceQuery(groupId, placeId));
}

/**
 * Refetches every list a place appears in: the user's places (and searches), the group's own screens
 * (its page shows the places grid) and the groups list, whose place counts change.
 */
function useRefreshPlaces() {
  const queryClient = useQueryClient();
  return (groupId: string | null | undefined) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: placesQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: groupsQuery.queryKey, exact: true }),
      // A prefix: the group page, its places screen, the edit screen and the import lists.
      groupId ? queryClient.invalidateQueries({ queryKey: groupQuery(groupId).queryKey }) : null,
    ]);
}

/** POST /api/places → { place }; with a group id the place is added to that group too. */
export function useCreatePlace() {
  const refresh = useRefreshPlaces();
  return useMutation({
    mutationFn: (input: CreatePlaceInput) => unwrap(api.places.$post({ json: input })),
    onSuccess: (_data, input) => refresh(input.groupId),
  });
}

/** POST /api/groups/:groupId/places/link: adds an existing place (a chosen suggestion) to the group. */
export function useLinkPlace() {
  const refresh = useRefreshPlaces();
  return useMutation({
    mutationFn: ({
      groupId,
      ...json
    }: {
      groupId: string;
      placeId: string;
      groupCostPerHourCents?: number;
    }) => unwrap(api.groups[':groupId'].places.link.$post({ param: { groupId }, json })),
    onSuccess: (_data, input) => refresh(input.groupId),
  });
}

/** POST /api/groups/:groupId/places/import → { imported }: places of another group of mine. */
export function useImportPlaces(groupId: string) {
  const refresh = useRefreshPlaces();
  return useMutation({
    mutationFn: (json: { fromGroupId: string; placeIds: string[] }) =>
      unwrap(api.groups[':groupId'].places.import.$post({ param: { groupId }, json })),
    onSuccess: () => refresh(groupId),
  });
}

/**
 * Saves the edit form: PATCH /api/groups/:groupId/places/:placeId (admins: shared fields plus this group's
 * cost override) or, without a group, PATCH /api/places/:placeId (a place of my own, in none of my groups).
 */
export function useUpdatePlace(groupId: string | null, placeId: string) {
  const refresh = useRefreshPlaces();
  return useMutation({
    mutationFn: ({ groupCostPerHourCents, ...fields }: UpdatePlaceInput) =>
      groupId
        ? unwrap(
            api.groups[':groupId'].places[':placeId'].$patch({
              param: { groupId, placeId },
              json: { ...fields, groupCostPerHourCents },
            }),
          )
        : unwrap(api.places[':placeId'].$patch({ param: { placeId }, json: fields })),
    onSuccess: () => refresh(groupId),
  });
}

/** DELETE /api/places/:placeId: takes a place of my own (in none of my groups) off my list. */
export function useRemoveOwnPlace() {
  const refresh = useRefreshPlaces();
  return useMutation({
    mutationFn: (placeId: string) => unwrap(api.places[':placeId'].$delete({ param: { placeId } })),
    onSuccess: () => refresh(null),
  });
}

/** DELETE /api/groups/:groupId/places/:placeId (admins): takes the place off this group's list. */
export function useRemoveGroupPlace(groupId: string) {
  const refresh = useRefreshPlaces();
  return useMutation({
    mutationFn: (placeId: string) =>
      unwrap(api.groups[':groupId'].places[':placeId'].$delete({ param: { groupId, placeId } })),
    onSuccess: () => refresh(groupId),
  });
}
