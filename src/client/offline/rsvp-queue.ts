import { notifications } from '@mantine/notifications';
import { useEffect, useSyncExternalStore } from 'react';
import { enqueueRsvp, type QueuedRsvp, withoutRsvp } from '../../shared/offline';
import { ApiError, api, queryClient, unwrap } from '../api';
import { gameQuery, type RsvpInput, rsvpFailure, withAnswer } from '../data/games';
import { refreshSession } from '../data/session';
import { isNetworkFailure, isOnline, reportReachable } from './connectivity';
import { deviceEpoch, readItem, updateItem } from './device-store';

/**
 * RSVPs given offline wait in IndexedDB (they outlive the tab) and are sent one at a time, in the order
 * given, when the app is open and online (docs/decisions/017-offline-data.md). This tab keeps a copy of
 * the queue so screens can show the waiting answers at once.
 */
const queueKey = (userId: string) => `rsvp-queue:${userId}`;

let shown: QueuedRsvp[] = [];
/** The refusal of a queued answer, per game, until its game page shows it or the user answers again. */
const refusals = new Map<string, string>();
/** Games whose page is open here: a refusal of theirs is shown on the page, others as a notification. */
const watched = new Map<string, number>();
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Reads the user's queue from the device (at start, and after another tab may have changed it). */
export async function loadQueue(userId: string): Promise<void> {
  shown = (await readItem<QueuedRsvp[]>(queueKey(userId))) ?? [];
  emit();
}

/** Forgets this tab's copy (the user signed out; the device's copy is wiped with the rest). */
export function forgetQueue(): void {
  shown = [];
  refusals.clear();
  emit();
}

export function hasQueuedRsvps(): boolean {
  return shown.length > 0;
}

/** Puts an answer in the queue: shown at once, stored before this resolves, sent at once when online. */
export async function queueRsvp(userId: string, gameId: string, input: RsvpInput): Promise<void> {
  const entry: QueuedRsvp = { ...input, gameId, id: crypto.randomUUID(), queuedAt: Date.now() };
  const since = deviceEpoch();
  shown = enqueueRsvp(shown, entry);
  refusals.delete(gameId);
  emit();
  await updateItem<QueuedRsvp[]>(queueKey(userId), (stored) => enqueueRsvp(stored ?? [], entry), since);
  if (isOnline()) await sendQueuedRsvps(userId);
}

type Outcome = 'sent' | 'unreachable' | 'signed-out' | { refused: string };

async function send({ gameId, optionId, userId, response }: QueuedRsvp): Promise<Outcome> {
  const json: RsvpInput = { optionId, response, ...(userId ? { userId } : {}) };
  try {
    await unwrap(api.games[':gameId'].rsvp.$put({ param: { gameId }, json }));
    reportReachable(true);
    return 'sent';
  } catch (error) {
    if (isNetworkFailure(error)) {
      reportReachable(false);
      return 'unreachable';
    }
    reportReachable(true);
    if (error instanceof ApiError && error.status === 401) return 'signed-out';
    return { refused: rsvpFailure(error) };
  }
}

function refuse(gameId: string, message: string) {
  refusals.set(gameId, message);
  if (!watched.get(gameId)) {
    const title = queryClient.getQueryData(gameQuery(gameId).queryKey)?.game.title;
    notifications.show({ color: 'red', title, message, autoClose: false });
  }
}

/**
 * Sends the oldest waiting answer. Sent, it goes into the game's cached page before it leaves the queue (so
 * nothing flickers back); refused, it just leaves, which rolls the page back to the server's answers, and
 * the refusal is shown. False when the rest must wait: nothing left, no network, the device wiped, or a 401
 * (the session check that follows signs out if the session is gone, which wipes the queue).
 */
async function sendOldest(userId: string, since: number): Promise<boolean> {
  const oldest = ((await readItem<QueuedRsvp[]>(queueKey(userId), since)) ?? [])[0];
  if (!oldest || since !== deviceEpoch()) return false;
  const outcome = await send(oldest);
  if (outcome === 'unreachable') return false;
  if (outcome === 'signed-out') {
    void refreshSession();
    return false;
  }
  const { queryKey } = gameQuery(oldest.gameId);
  if (outcome === 'sent') {
    queryClient.setQueryData(queryKey, (detail) => detail && withAnswer(detail, oldest, detail.me.userId));
  } else refuse(oldest.gameId, outcome.refused);
  await updateItem<QueuedRsvp[]>(queueKey(userId), (stored) => withoutRsvp(stored ?? [], oldest.id), since);
  shown = withoutRsvp(shown, oldest.id);
  emit();
  void queryClient.invalidateQueries({ queryKey: ['games'] });
  return true;
}

/** Runs `work` in one tab at a time, so two open tabs never send the same answer twice. */
function oneTabAtATime(work: () => Promise<void>): Promise<void> {
  return navigator.locks ? navigator.locks.request('turnout-rsvp-queue', work) : work();
}

let running = false;
let again = false;

/** Sends the user's queue, oldest first, one at a time; a call while sending makes it look again after. */
export async function sendQueuedRsvps(userId: string): Promise<void> {
  if (running) {
    again = true;
    return;
  }
  running = true;
  const since = deviceEpoch();
  try {
    do {
      again = false;
      await oneTabAtATime(async () => {
        let more = true;
        while (more) more = await sendOldest(userId, since);
      });
    } while (again);
  } finally {
    running = false;
  }
  if (since === deviceEpoch()) await loadQueue(userId);
}

const NO_ENTRIES: QueuedRsvp[] = [];
let byGame = new Map<string, QueuedRsvp[]>();
let byGameOf: QueuedRsvp[] = NO_ENTRIES;

/** The answers of one game still waiting to be sent, oldest first. */
export function useQueuedRsvps(gameId: string): QueuedRsvp[] {
  return useSyncExternalStore(subscribe, () => {
    if (byGameOf !== shown) {
      byGameOf = shown;
      byGame = new Map();
      for (const entry of shown) byGame.set(entry.gameId, [...(byGame.get(entry.gameId) ?? []), entry]);
    }
    return byGame.get(gameId) ?? NO_ENTRIES;
  });
}

/** The refusal of this game's queued answer, if any; while mounted, the game counts as on screen. */
export function useQueuedRsvpRefusal(gameId: string): string | null {
  useEffect(() => {
    watched.set(gameId, (watched.get(gameId) ?? 0) + 1);
    return () => {
      watched.set(gameId, (watched.get(gameId) ?? 1) - 1);
    };
  }, [gameId]);
  return useSyncExternalStore(subscribe, () => refusals.get(gameId) ?? null);
}

/** The user has read the refusal (they answer again). */
export function dismissQueuedRsvpRefusal(gameId: string): void {
  if (refusals.delete(gameId)) emit();
}
