import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, unwrap } from '../../api';

type GuestsApi = (typeof api.games)[':gameId']['guests'];
export type AddGuestBody = InferRequestType<GuestsApi['$post']>['json'];

/**
 * A guest changes who comes: the game page (its guests, answers, waiting list, cost per head) and the games
 * lists' counts are refetched, through the games queries' shared key.
 */
function useRefreshGames() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['games'] });
}

/** POST /api/games/:gameId/guests: a member going brings a guest. */
export function useAddGuest(gameId: string) {
  const refresh = useRefreshGames();
  return useMutation({
    mutationFn: (json: AddGuestBody) =>
      unwrap(api.games[':gameId'].guests.$post({ param: { gameId }, json })),
    onSuccess: refresh,
  });
}

/** DELETE /api/games/:gameId/guests/:guestId: their host or a group admin. */
export function useRemoveGuest(gameId: string) {
  const refresh = useRefreshGames();
  return useMutation({
    mutationFn: (guestId: string) =>
      unwrap(api.games[':gameId'].guests[':guestId'].$delete({ param: { gameId, guestId } })),
    onSuccess: refresh,
  });
}
