import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  FIRST_SCREEN_DATA_ID,
  type FirstScreenData,
  KEPT_BUILD_HEADER,
  KEPT_FIRST_SCREEN_CACHE,
  KEPT_LANG_HEADER,
  KEPT_SCHEME_HEADER,
  KEPT_TITLE_HEADER,
  scriptSafeJson,
} from '../../shared/first-screen';
import { gamesQuery } from '../data/games';
import { groupsQuery } from '../data/groups';
import { meQuery } from '../data/me';
import { type AuthStatus, useAuthSession } from '../data/session';
import { unreadQuery } from '../data/updates';
import { useOnline } from './connectivity';
import { appBuild, deviceEpoch, keepResponse, type RememberedUser } from './device-store';

/** How long the list must stay as it is before it is kept: a burst of live changes is kept once. */
const SETTLE_MS = 1_000;

/** The answers the screen shows, as the cache holds them, and the oldest of their times; none if one is missing. */
function shownAnswers(queryClient: QueryClient): Omit<FirstScreenData, 'user'> | null {
  const keys = {
    me: meQuery.queryKey,
    unread: unreadQuery.queryKey,
    groups: groupsQuery.queryKey,
    games: gamesQuery(null).queryKey,
  };
  const states = Object.entries(keys).map(([name, key]) => [name, queryClient.getQueryState(key)] as const);
  if (states.some(([, state]) => state?.data === undefined)) return null;
  const answers = Object.fromEntries(states.map(([name, state]) => [name, state?.data]));
  const at = Math.min(...states.map(([, state]) => state?.dataUpdatedAt ?? 0));
  return { at, answers: answers as FirstScreenData['answers'] };
}

async function keep(queryClient: QueryClient, user: RememberedUser, path: string, since: number) {
  const root = document.getElementById('root');
  const shown = shownAnswers(queryClient);
  if (!root || !shown) return;
  const { id, name, email, twoFactorEnabled } = user;
  const data: FirstScreenData = { user: { id, name, email, twoFactorEnabled }, ...shown };
  const page = `${root.innerHTML}<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptSafeJson(data)}</script>`;
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    [KEPT_BUILD_HEADER]: appBuild(),
    [KEPT_SCHEME_HEADER]: document.documentElement.dataset.mantineColorScheme ?? '',
    [KEPT_LANG_HEADER]: document.documentElement.lang,
    // Header values are bytes: the title goes encoded.
    [KEPT_TITLE_HEADER]: encodeURIComponent(document.title),
  };
  await keepResponse(KEPT_FIRST_SCREEN_CACHE, path, new Response(page, { headers }), since);
}

/**
 * Keeps the games list as drawn, with its answers, once it shows the server's latest, so the next start from
 * the home screen paints it from the service worker before the app's code has run (src/client/sw/first-screen.ts),
 * as a cold start paints the server's drawing. Only the unfiltered list, online, for a session the server
 * confirmed.
 */
export function useKeepFirstScreen(showing: boolean, version: number): void {
  const queryClient = useQueryClient();
  const online = useOnline();
  const { status, checking, user } = useAuthSession();
  const { pathname } = useLocation();
  const confirmed: AuthStatus | null = checking ? null : status;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` (the list's answer time) is the trigger: a newer answer is kept again.
  useEffect(() => {
    if (!showing || !online || confirmed !== 'signed-in' || !user || !('caches' in window)) return;
    const since = deviceEpoch();
    const timer = setTimeout(() => void keep(queryClient, user, pathname, since).catch(() => {}), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [showing, version, online, confirmed, user, pathname, queryClient]);
}
