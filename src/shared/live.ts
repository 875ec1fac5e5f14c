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
  // A message of a game's discussion (gameId set) or of a group's board, or a reaction to one (issue 61).
  'message',
  // A feed entry of the user named in userId: told to that user only.
  'update',
] as const;

type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/** A change notice: ids only, never private data. Raised by the database's triggers on commit. */
export interface LiveEvent {
  kind: LiveEventKind;
  /** Null only for an `update` that belongs to no one group (a payment settles debts across groups). */
  groupId: string | null;
  gameId: string | null;
  /** The person the change is about (an RSVP's, an attendee's or a member's), when there is one. */
  userId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOrNull = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && UUID.test(value));

/**
 * The notice in `value`, or null unless it is one: a known kind and ids (or nulls), nothing else kept. Written
 * out rather than with zod, so the signed-in frame, which reads every notice, loads no schema library.
 */
export function parseLiveEvent(value: unknown): LiveEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, groupId, gameId, userId } = value as Record<string, unknown>;
  if (!LIVE_EVENT_KINDS.includes(kind as LiveEventKind)) return null;
  if (!idOrNull(groupId) || !idOrNull(gameId) || !idOrNull(userId)) return null;
  return { kind: kind as LiveEventKind, groupId, gameId, userId };
}

/** Server → client: a comment line this often keeps proxies and the client's watchdog from closing the stream. */
export const LIVE_HEARTBEAT_MS = 30_000;
/** Client: waits before reconnecting after the stream drops, then stays at the last. */
export const LIVE_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/** The wait before reconnect attempt `attempt` (0-based). */
export function reconnectDelay(attempt: number): number {
  const steps: readonly number[] = LIVE_RECONNECT_DELAYS_MS;
  return steps[Math.min(Math.max(attempt, 0), steps.length - 1)] ?? 10_000;
}
