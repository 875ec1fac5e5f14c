import type { QueryClient } from '@tanstack/react-query';
import { FIRST_SCREEN_DATA_ID, type FirstScreenData } from '../../shared/first-screen';
import { gamesQuery } from '../data/games';
import { groupsQuery } from '../data/groups';
import { meQuery } from '../data/me';
import { unreadQuery } from '../data/updates';
import { rememberUser } from '../offline/device-store';

/**
 * The data of the signed-in frame and of the games list (/dashboard, /games), asked for by the routes'
 * loaders while the screens' code loads and the session is checked, instead of by the screens once both
 * have arrived: a cold start makes one round of API requests, not two (issue 23). The screens' own queries
 * then find these in flight or fresh. A screen that came drawn (by the server, or by the service worker from
 * what the device kept) comes with its answers: they are shown at once and asked again behind them.
 */
export function prefetchFrame(queryClient: QueryClient): void {
  const drawn = takeEmbeddedFirstScreen();
  if (drawn) {
    // Its user — the server's for this session, or the device's last — counts as signed in while the check runs.
    rememberUser(drawn.user);
    seedFirstScreen(queryClient, drawn);
  }
  void queryClient.prefetchQuery(meQuery);
  void queryClient.prefetchQuery(unreadQuery);
}

/** The games list's data; a list filtered by group (?group=) is left to the page, which checks the filter. */
export function prefetchGames(queryClient: QueryClient, url: URL): void {
  void queryClient.prefetchQuery(groupsQuery);
  if (!url.searchParams.has('group')) void queryClient.prefetchQuery(gamesQuery(null));
}

/**
 * The answers a server-drawn first screen came with (src/shared/first-screen.ts): put in the cache as of
 * when the server asked, then marked stale, so the screen starts on exactly what the HTML showed and asks
 * again in the background for anything that changed since.
 */
export function seedFirstScreen(queryClient: QueryClient, { at, answers }: FirstScreenData): void {
  const seeded = [
    [meQuery.queryKey, answers.me],
    [unreadQuery.queryKey, answers.unread],
    [groupsQuery.queryKey, answers.groups],
    [gamesQuery(null).queryKey, answers.games],
  ] as const;
  for (const [queryKey, data] of seeded) {
    queryClient.setQueryData(queryKey, data as never, { updatedAt: at });
    void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
  }
}

/** The first screen's answers from the page's HTML, once: the element goes, so a later visit cannot reuse them. */
export function takeEmbeddedFirstScreen(): FirstScreenData | null {
  const element = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as FirstScreenData;
  } catch {
    return null;
  }
}
