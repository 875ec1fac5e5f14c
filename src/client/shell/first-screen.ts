import type { QueryClient } from '@tanstack/react-query';
import { gamesQuery } from '../features/games/api';
import { groupsQuery } from '../features/groups/api';
import { meQuery } from '../features/profile/api';
import { unreadQuery } from '../features/updates/api';

/**
 * The data of the signed-in frame and of the games list (/dashboard, /games), asked for by the routes'
 * loaders while the screens' code loads and the session is checked, instead of by the screens once both
 * have arrived: a cold start makes one round of API requests, not two (issue 23). The screens' own queries
 * then find these in flight or fresh.
 */
export function prefetchFrame(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(meQuery);
  void queryClient.prefetchQuery(unreadQuery);
}

/** The games list's data; a list filtered by group (?group=) is left to the page, which checks the filter. */
export function prefetchGames(queryClient: QueryClient, url: URL): void {
  void queryClient.prefetchQuery(groupsQuery);
  if (!url.searchParams.has('group')) void queryClient.prefetchQuery(gamesQuery(null));
}
