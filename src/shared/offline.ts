import type { RsvpResponse } from './constants';
import { formatGameDate, formatGameTime } from './time';

/** The banner shown while the app reads only what the device kept (issue 23). */
export const OFFLINE_BANNER = 'Offline — showing what you last saw';
/** Under an answer given offline that waits in the device's queue. */
export const QUEUED_RSVP_HINT = 'Will be sent when you are back online';
/** The tooltip of a money action while offline: money changes are never queued. */
export const OFFLINE_MONEY_TOOLTIP = 'You are offline. Money changes need a connection.';

/** An RSVP given offline, waiting on the device to be sent as PUT /api/games/:gameId/rsvp. */
export interface QueuedRsvp {
  id: string;
  gameId: string;
  optionId: string;
  /** Whose answer: absent for one's own, a member's id when an admin answers for them. */
  userId?: string;
  response: RsvpResponse | null;
  queuedAt: number;
}

const sameAnswer = (a: QueuedRsvp, b: QueuedRsvp) =>
  a.gameId === b.gameId && a.optionId === b.optionId && (a.userId ?? null) === (b.userId ?? null);

/**
 * The queue with `next` at its end: an answer still waiting on the same option for the same person is
 * replaced, since only the last one says what they mean; the others keep their order.
 */
export function enqueueRsvp(queue: readonly QueuedRsvp[], next: QueuedRsvp): QueuedRsvp[] {
  return [...queue.filter((waiting) => !sameAnswer(waiting, next)), next];
}

/** The queue without the entry `id` (sent, or refused by the server). */
export function withoutRsvp(queue: readonly QueuedRsvp[], id: string): QueuedRsvp[] {
  return queue.filter((waiting) => waiting.id !== id);
}

/**
 * 'Last refreshed 3:05 PM' in the viewer's time zone, with the date in front when the data is from another
 * day than `now` there ('Last refreshed Sat, Nov 28, 2026, 3:05 PM').
 */
export function lastRefreshedLabel(at: number, now: number, timeZone: string): string {
  const time = formatGameTime(new Date(at), timeZone);
  const day = formatGameDate(new Date(at), timeZone);
  const sameDay = day === formatGameDate(new Date(now), timeZone);
  return `Last refreshed ${sameDay ? time : `${day}, ${time}`}`;
}
