import { notifications } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';
import { ApiError, api, errorMessage, queryClient, unwrap } from '../api';
import { type ThreadRef, threadKey } from '../data/discussions';
import { refreshSession } from '../data/session';
import { isNetworkFailure, isOnline, reportReachable } from './connectivity';
import { deviceEpoch, readItem, updateItem } from './device-store';

/**
 * Messages wait in IndexedDB until the server has them, like RSVPs given offline (decision 061): every message
 * goes through here, online or not. Its id is chosen when it is written, so a send repeated after a lost
 * answer, or by a second tab, is stored once by the server.
 */
export interface QueuedMessage {
  id: string;
  thread: ThreadRef;
  body: string;
  mentions: string[];
  queuedAt: number;
}

const queueKey = (userId: string) => `message-queue:${userId}`;
const without = (queue: readonly QueuedMessage[], id: string) => queue.filter((m) => m.id !== id);

let shown: QueuedMessage[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export async function loadMessageQueue(userId: string): Promise<void> {
  shown = (await readItem<QueuedMessage[]>(queueKey(userId))) ?? [];
  emit();
}

/** Shows the message at once, keeps it on the device, and sends it now if the network is there. */
export async function queueMessage(userId: string, entry: Omit<QueuedMessage, 'id' | 'queuedAt'>) {
  const message: QueuedMessage = { ...entry, id: crypto.randomUUID(), queuedAt: Date.now() };
  const since = deviceEpoch();
  shown = [...shown, message];
  emit();
  await updateItem<QueuedMessage[]>(queueKey(userId), (stored) => [...(stored ?? []), message], since);
  if (isOnline()) await sendQueuedMessages(userId);
}

type Outcome = 'sent' | 'unreachable' | 'signed-out' | { refused: string };

async function send({ id, thread, body, mentions }: QueuedMessage): Promise<Outcome> {
  const json = { id, body, mentions };
  try {
    await unwrap(
      thread.kind === 'game'
        ? api.games[':gameId'].messages.$post({ param: { gameId: thread.gameId }, json })
        : api.groups[':groupId'].messages.$post({ param: { groupId: thread.groupId }, json }),
    );
    reportReachable(true);
    return 'sent';
  } catch (error) {
    if (isNetworkFailure(error)) {
      reportReachable(false);
      return 'unreachable';
    }
    reportReachable(true);
    if (error instanceof ApiError && error.status === 401) return 'signed-out';
    // A 429 or a server in trouble: the message waits for the next try rather than being lost.
    if (error instanceof ApiError && (error.status === 429 || error.status >= 500)) return 'unreachable';
    return { refused: errorMessage(error) };
  }
}

/** Sends the oldest waiting message; false when the rest must wait. */
async function sendOldest(userId: string, since: number): Promise<boolean> {
  const oldest = ((await readItem<QueuedMessage[]>(queueKey(userId), since)) ?? [])[0];
  if (!oldest || since !== deviceEpoch()) return false;
  const outcome = await send(oldest);
  if (outcome === 'unreachable') return false;
  if (outcome === 'signed-out') {
    void refreshSession();
    return false;
  }
  if (outcome === 'sent') {
    // The server's copy is on screen before the waiting one goes, so nothing flickers.
    await queryClient.invalidateQueries({ queryKey: threadKey(oldest.thread) });
  } else notifications.show({ color: 'red', message: outcome.refused, autoClose: false });
  await updateItem<QueuedMessage[]>(queueKey(userId), (stored) => without(stored ?? [], oldest.id), since);
  shown = without(shown, oldest.id);
  emit();
  return true;
}

let running = false;
let again = false;

/** Sends the queue oldest first, one tab at a time; a call while sending makes it look again after. */
export async function sendQueuedMessages(userId: string): Promise<void> {
  if (running) {
    again = true;
    return;
  }
  running = true;
  const since = deviceEpoch();
  const work = async () => {
    while (await sendOldest(userId, since)) {}
  };
  try {
    do {
      again = false;
      await (navigator.locks ? navigator.locks.request('turnout-message-queue', work) : work());
    } while (again);
  } finally {
    running = false;
  }
}

const NONE: QueuedMessage[] = [];
let cacheOf: QueuedMessage[] = NONE;
let cache = new Map<string, QueuedMessage[]>();

/** The thread's messages still waiting to be sent, oldest first. */
export function useQueuedMessages(thread: ThreadRef): QueuedMessage[] {
  const key = threadKey(thread).join(':');
  return useSyncExternalStore(subscribe, () => {
    if (cacheOf !== shown) {
      cacheOf = shown;
      cache = new Map();
      for (const m of shown) {
        const k = threadKey(m.thread).join(':');
        cache.set(k, [...(cache.get(k) ?? []), m]);
      }
    }
    return cache.get(key) ?? NONE;
  });
}
