import {
  infiniteQueryOptions,
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { gameMessages, type OpenSection } from '../../shared/game-rules';
import { localTimeZone } from '../../shared/time';
import { ApiError, api, failureMessage, unwrap } from '../api';
import { groupQuery, groupsQuery } from './groups';

type GameApi = (typeof api.games)[':gameId'];

export type GameSummary = InferResponseType<typeof api.games.$get, 200>['games'][number];
export type GameDetail = InferResponseType<GameApi['$get'], 200>;
export type GameOption = GameDetail['options'][number];
export type CreateGameInput = InferRequestType<typeof api.games.$post>['json'];
export type EditGameInput = InferRequestType<GameApi['$patch']>['json'];
export type AddOptionInput = InferRequestType<GameApi['options']['$post']>['json'];
export type RsvpInput = InferRequestType<GameApi['rsvp']['$put']>['json'];
export type AttendanceInput = InferRequestType<GameApi['attendance']['$put']>['json'];

/** Every games query starts with this key, so one invalidation refreshes lists and details alike. */
const GAMES_KEY = ['games'] as const;

/** GET /api/games: the home view's polls, confirmed games and recent completed ones, optionally of one group. */
export const gamesQuery = (groupId: string | null) =>
  queryOptions({
    queryKey: [...GAMES_KEY, 'list', groupId ?? 'all'],
    queryFn: ({ signal }) =>
      unwrap(api.games.$get({ query: groupId ? { groupId } : {} }, { init: { signal } })),
  });

export function useGames(groupId: string | null) {
  return useQuery(gamesQuery(groupId));
}

/**
 * GET /api/games?section=&cursor=: the pages of one open section after those the home list came with
 * ("Load more"), from the cursor its first page gave. Under the list's key, so whatever refreshes the list
 * refreshes them.
 */
export const moreGamesQuery = (groupId: string | null, section: OpenSection, cursor: string) =>
  infiniteQueryOptions({
    queryKey: [...GAMES_KEY, 'list', groupId ?? 'all', section, cursor],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.games.$get(
          { query: { ...(groupId ? { groupId } : {}), section, cursor: pageParam } },
          { init: { signal } },
        ),
      ),
    initialPageParam: cursor,
    getNextPageParam: (page) => page.more[section] ?? undefined,
  });

/** GET /api/games/:gameId: the game, my permissions, options with answers, attendees, members, update. */
export const gameQuery = (gameId: string) =>
  queryOptions({
    queryKey: [...GAMES_KEY, gameId],
    queryFn: ({ signal }) => unwrap(api.games[':gameId'].$get({ param: { gameId } }, { init: { signal } })),
  });

export function useGame(gameId: string) {
  return useQuery(gameQuery(gameId));
}

/** Refetches every games screen, plus the group page (upcoming games) and the groups list (game counts). */
function useRefreshGames() {
  const queryClient = useQueryClient();
  return (groupId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: GAMES_KEY }),
      queryClient.invalidateQueries({ queryKey: groupsQuery.queryKey, exact: true }),
      queryClient.invalidateQueries({ queryKey: groupQuery(groupId).queryKey, exact: true }),
    ]);
}

/** POST /api/games → { id }: a new poll with its first option. */
export function useCreateGame() {
  const refresh = useRefreshGames();
  return useMutation({
    mutationFn: (json: CreateGameInput) => unwrap(api.games.$post({ json })),
    onSuccess: (_data, input) => refresh(input.groupId),
  });
}

/** PATCH /api/games/:gameId (creator or admin): title, date and place; records an update notice. */
export function useEditGame(gameId: string, groupId: string) {
  const refresh = useRefreshGames();
  return useMutation({
    mutationFn: (json: EditGameInput) => unwrap(api.games[':gameId'].$patch({ param: { gameId }, json })),
    onSuccess: () => refresh(groupId),
  });
}

/** DELETE /api/games/:gameId (creator, poll only). The open detail is only marked stale: it is gone now. */
/** Identifies a game's deletion, so its page knows the 404 that follows is its own doing. */
export const deleteGameKey = (gameId: string) => ['delete-game', gameId] as const;

export function useDeleteGame(gameId: string, groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteGameKey(gameId),
    mutationFn: () => unwrap(api.games[':gameId'].$delete({ param: { gameId } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: gameQuery(gameId).queryKey, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: [...GAMES_KEY, 'list'] }),
        queryClient.invalidateQueries({ queryKey: groupsQuery.queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: groupQuery(groupId).queryKey, exact: true }),
      ]),
  });
}

/** POST /api/games/:gameId/options: another date × place for the poll. */
export function useAddOption(gameId: string, groupId: string) {
  const refresh = useRefreshGames();
  return useMutation({
    mutationFn: (json: AddOptionInput) =>
      unwrap(api.games[':gameId'].options.$post({ param: { gameId }, json })),
    onSuccess: () => refresh(groupId),
  });
}

/** The detail with one person's answer on one option replaced (null removes it). */
export function withAnswer(detail: GameDetail, input: RsvpInput, myUserId: string): GameDetail {
  const userId = input.userId ?? myUserId;
  const fullName = detail.members.find((member) => member.userId === userId)?.fullName ?? '';
  return {
    ...detail,
    options: detail.options.map((option) => {
      if (option.id !== input.optionId) return option;
      const others = option.rsvps.filter((answer) => answer.userId !== userId);
      // A note left out stays as it was; clearing the answer clears its note (as the server does).
      const was = option.rsvps.find((answer) => answer.userId === userId)?.note ?? null;
      const note = input.note === undefined ? was : input.note;
      const answer = input.response
        ? [{ optionId: option.id, userId, response: input.response, fullName, note }]
        : [];
      return { ...option, rsvps: [...others, ...answer] };
    }),
  };
}

/** An admin-only change refused to a member gets the spec's alert; other refusals say why, or the fallback. */
export function rsvpFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return gameMessages.ownRsvpAlert;
  return failureMessage(error, gameMessages.rsvpFailed);
}

/**
 * PUT /api/games/:gameId/rsvp: my answer (or, for admins, anyone's). Shown at once; on failure the previous
 * answers come back and the caller shows the spec's message.
 */
export function useSetRsvp(gameId: string) {
  return useMutation(setRsvpMutation(useQueryClient(), gameId));
}

/** useSetRsvp's mutation, given its query client: the optimistic answer and its rollback. */
export function setRsvpMutation(queryClient: QueryClient, gameId: string) {
  const { queryKey } = gameQuery(gameId);
  return mutationOptions({
    mutationFn: (json: RsvpInput) => unwrap(api.games[':gameId'].rsvp.$put({ param: { gameId }, json })),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey, exact: true });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, withAnswer(previous, input, previous.me.userId));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: GAMES_KEY }),
  });
}

/** PUT /api/games/:gameId/attendance: after booking, who comes (self, or anyone for admins). */
export function useSetAttendance(gameId: string, groupId: string) {
  const refresh = useRefreshGames();
  return useMutation({
    mutationFn: (json: AttendanceInput) =>
      unwrap(api.games[':gameId'].attendance.$put({ param: { gameId }, json })),
    onSuccess: () => refresh(groupId),
  });
}

/** POST /api/games/:gameId/book: the option becomes the game's date and place; its yes answers attend. */
export function useBookGame(gameId: string, groupId: string) {
  const refresh = useRefreshGames();
  return useMutation({
    mutationFn: (optionId: string) =>
      unwrap(api.games[':gameId'].book.$post({ param: { gameId }, json: { optionId } })),
    onSuccess: () => refresh(groupId),
  });
}

/** POST /api/games/:gameId/mark-booked: 'Mark as Confirmed' (confirmed → booked). */
export function useMarkBooked(gameId: string, groupId: string) {
  const refresh = useRefreshGames();
  return useMutation({
    mutationFn: () => unwrap(api.games[':gameId']['mark-booked'].$post({ param: { gameId } })),
    onSuccess: () => refresh(groupId),
  });
}

/** POST /api/games/:gameId/complete: 'Mark as Completed' (booked → completed). */
export function useCompleteGame(gameId: string, groupId: string) {
  const refresh = useRefreshGames();
  return useMutation({
    mutationFn: () => unwrap(api.games[':gameId'].complete.$post({ param: { gameId } })),
    onSuccess: () => refresh(groupId),
  });
}

/** POST /api/games/:gameId/revert: 'Revert to Confirmed' (completed → booked). */
export function useRevertGame(gameId: string, groupId: string) {
  const refresh = useRefreshGames();
  return useMutation({
    mutationFn: () => unwrap(api.games[':gameId'].revert.$post({ param: { gameId } })),
    onSuccess: () => refresh(groupId),
  });
}

/** POST /api/games/:gameId/repeat: Repeat weekly from this game, at its time of day in my zone. */
export function useRepeatGame(gameId: string, groupId: string) {
  const refresh = useRefreshGames();
  return useMutation({
    mutationFn: () =>
      unwrap(api.games[':gameId'].repeat.$post({ param: { gameId }, json: { timeZone: localTimeZone() } })),
    onSuccess: () => refresh(groupId),
  });
}

/** POST /api/games/:gameId/stop-repeating: no more weekly polls; those opened stay. */
export function useStopRepeating(gameId: string, groupId: string) {
  const refresh = useRefreshGames();
  return useMutation({
    mutationFn: () => unwrap(api.games[':gameId']['stop-repeating'].$post({ param: { gameId } })),
    onSuccess: () => refresh(groupId),
  });
}

/** POST /api/games/:gameId/updates/:updateId/seen: hides the updated notice for me. */
export function useAcknowledgeUpdate(gameId: string, groupId: string) {
  const refresh = useRefreshGames();
  return useMutation({
    mutationFn: (updateId: string) =>
      unwrap(api.games[':gameId'].updates[':updateId'].seen.$post({ param: { gameId, updateId } })),
    onSuccess: () => refresh(groupId),
  });
}
