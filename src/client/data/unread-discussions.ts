import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api';

// Apart from discussions.ts: the games list and the tab bar, a first screen, need only this, and a module's
// code goes whole into the first chunk that needs any of it.

/** GET /api/messages/unread: the games whose discussion has messages I have not read. */
export const unreadQuery = queryOptions({
  queryKey: ['discussions', 'unread'] as const,
  queryFn: ({ signal }) => unwrap(api.messages.unread.$get({}, { init: { signal } })),
});

/** The unread games as a set (empty until known, or when the request fails). */
export function useUnreadGames(): Set<string> {
  const { data } = useQuery({ ...unreadQuery, select: (answer) => new Set(answer.games) });
  return data ?? new Set();
}
