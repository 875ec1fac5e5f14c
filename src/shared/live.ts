import { z } from 'zod';

/** What changed; each kind maps to the screens' data the client refetches. */
export const LIVE_EVENT_KINDS = [
  'game',
  'rsvp',
  'attendee',
  'expense',
  'share',
  'photo',
  'member',
  'group',
  // A feed entry of the user named in userId: told to that user only.
  'update',
] as const;

/** A change notice: ids only, never private data. Raised by the database's triggers on commit. */
export const liveEventSchema = z.object({
  kind: z.enum(LIVE_EVENT_KINDS),
  /** Null only for an `update` that belongs to no one group (a payment settles debts across groups). */
  groupId: z.uuid().nullable(),
  gameId: z.uuid().nullable(),
  /** The person the change is about (an RSVP's, an attendee's or a member's), when there is one. */
  userId: z.uuid().nullable(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** Server → client: a comment line this often keeps proxies and the client's watchdog from closing the stream. */
export const LIVE_HEARTBEAT_MS = 30_000;
/** Client: waits before reconnecting after the stream drops, then stays at the last. */
export const LIVE_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/** The wait before reconnect attempt `attempt` (0-based). */
export function reconnectDelay(attempt: number): number {
  const steps: readonly number[] = LIVE_RECONNECT_DELAYS_MS;
  return steps[Math.min(Math.max(attempt, 0), steps.length - 1)] ?? 10_000;
}
