import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { z } from 'zod';
import type { GameStatus } from './constants';
import { gameSchemaMessages, isTimeZone } from './games';
import { defineMessages, englishOf } from './i18n/define';
import { wallClock, zonedInstant } from './time';

dayjs.extend(utc);

const DAY_MS = 24 * 60 * 60 * 1000;
/** The next week's poll opens this long before its date at the latest (issue 22). */
export const OPEN_AHEAD_MS = 6 * DAY_MS;

/** Repeat weekly's refusals and failures (issue 22); its hint is the screens' (game-forms-messages.ts). */
export const seriesText = defineMessages({
  forbidden: {
    id: 'gameForms.series.forbidden',
    defaultMessage: 'Only the game creator or a group admin can change whether this game repeats.',
  },
  cancelled: { id: 'gameForms.series.cancelled', defaultMessage: 'A cancelled game cannot repeat.' },
  repeatFailed: {
    id: 'gameForms.series.repeatFailed',
    defaultMessage: 'Failed to repeat this game. Please try again.',
  },
  stopFailed: {
    id: 'gameForms.series.stopFailed',
    defaultMessage: 'Failed to stop repeating. Please try again.',
  },
});

export const seriesMessages = englishOf(seriesText);

/** POST /api/games/:gameId/repeat: the caller's zone keeps the game's wall-clock time week after week. */
export const repeatSchema = z.object({
  timeZone: z.string().max(64).refine(isTimeZone, gameSchemaMessages.unknownTimeZone).default('UTC'),
});

/** The creator or a group admin, on any game that is not cancelled. */
export function canRepeatGame(status: GameStatus, isCreator: boolean, isAdmin: boolean): boolean {
  return status !== 'cancelled' && (isCreator || isAdmin);
}

/**
 * The same wall-clock time 7 calendar days later in `timeZone`, so a 7 pm game stays at 7 pm across a
 * daylight-saving change. A time that does not exist that day (skipped by the clock change) moves forward by
 * the gap, as clocks do. Sub-minute parts are kept.
 */
export function nextSlot(slot: Date, timeZone: string): Date {
  const { date, time } = wallClock(slot, timeZone);
  const weekLater = dayjs.utc(date).add(7, 'day').format('YYYY-MM-DD');
  const seconds = ((slot.getTime() % 60_000) + 60_000) % 60_000;
  return new Date(zonedInstant(weekLater, time, timeZone).getTime() + seconds);
}

/**
 * The date of the game to open: the series' next date, or — when the series waited longer than that (an
 * inactive group, a stopped server) — the first weekly slot after it still ahead of `now`, so a series that
 * wakes up opens one game, not a burst of weeks already past.
 */
export function slotToOpen(nextDate: Date, timeZone: string, now: Date): Date {
  let slot = nextDate;
  while (slot.getTime() <= now.getTime()) slot = nextSlot(slot, timeZone);
  return slot;
}

/**
 * A running series opens its next game when its latest game is completed or 6 days before the next date,
 * whichever comes first.
 */
export function seriesDue(series: { nextDate: Date; latestStatus: GameStatus | null }, now: Date): boolean {
  return series.latestStatus === 'completed' || series.nextDate.getTime() - OPEN_AHEAD_MS <= now.getTime();
}
