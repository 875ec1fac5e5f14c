import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { Reaction } from '../../shared/discussions';
import { api, unwrap } from '../api';

/** Which discussion: a game's, or a group's board. */
export type ThreadRef =
  | { kind: 'game'; gameId: string; groupId: string }
  | { kind: 'board'; groupId: string };

export type ThreadPage = InferResponseType<(typeof api.games)[':gameId']['messages']['$get'], 200>;
export type ThreadMessage = ThreadPage['messages'][number];

/** Every discussion's data starts with 'discussions': a live 'message' notice makes it all stale. */
export const threadKey = (thread: ThreadRef) =>
  thread.kind === 'game'
    ? (['discussions', 'game', thread.gameId] as const)
    : (['discussions', 'board', thread.groupId] as const);

function readPage(thread: ThreadRef, cursor: string | null, signal: AbortSignal) {
  const query = cursor ? { cursor } : {};
  const init = { init: { signal } };
  return thread.kind === 'game'
    ? unwrap(api.games[':gameId'].messages.$get({ param: { gameId: thread.gameId }, query }, init))
    : unwrap(api.groups[':groupId'].messages.$get({ param: { groupId: thread.groupId }, query }, init));
}

/** GET …/messages: the newest page first; 'Show earlier' reads the page before. */
export const threadQuery = (thread: ThreadRef) =>
  infiniteQueryOptions({
    queryKey: threadKey(thread),
    queryFn: ({ pageParam, signal }) => readPage(thread, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.earlierCursor,
  });

export function useThread(thread: ThreadRef) {
  return useInfiniteQuery(threadQuery(thread));
}

/** After any change, the discussion refetches (the live notice would do it too, a moment later). */
function useThreadMutation<Input>(thread: ThreadRef, call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: threadKey(thread) }),
  });
}

export const useEditMessage = (thread: ThreadRef) =>
  useThreadMutation(thread, ({ messageId, body }: { messageId: string; body: string }) =>
    unwrap(api.messages[':messageId'].$patch({ param: { messageId }, json: { body } })),
  );

export const useDeleteMessage = (thread: ThreadRef) =>
  useThreadMutation(thread, (messageId: string) =>
    unwrap(api.messages[':messageId'].$delete({ param: { messageId } })),
  );

export const useReact = (thread: ThreadRef) =>
  useThreadMutation(
    thread,
    ({ messageId, reaction, on }: { messageId: string; reaction: Reaction; on: boolean }) => {
      const param = { param: { messageId, reaction } };
      const reactions = api.messages[':messageId'].reactions[':reaction'];
      return on ? unwrap(reactions.$put(param)) : unwrap(reactions.$delete(param));
    },
  );

export const usePin = (thread: ThreadRef) =>
  useThreadMutation(thread, ({ messageId, pinned }: { messageId: string; pinned: boolean }) => {
    const param = { param: { messageId } };
    const pins = api.messages[':messageId'].pin;
    return pinned ? unwrap(pins.$put(param)) : unwrap(pins.$delete(param));
  });

export const useMute = (thread: ThreadRef & { kind: 'game' }) =>
  useThreadMutation(thread, (muted: boolean) =>
    unwrap(api.games[':gameId'].messages.mute.$put({ param: { gameId: thread.gameId }, json: { muted } })),
  );

/** PUT …/messages/read once the game's discussion is shown: its dot goes, here and in the Games tab. */
export async function markThreadRead(gameId: string) {
  await unwrap(api.games[':gameId'].messages.read.$put({ param: { gameId } }));
}
