import dayjs from 'dayjs';
import { wallClock, zonedInstant } from '../../shared/time';

/** The demo people live in one zone, so "10:00" and "this weekend" mean the same on every server. */
export const DEMO_TIME_ZONE = 'America/Los_Angeles';

export interface DemoCalendar {
  /** The instant of `time` ('HH:mm') on the day `days` after the load day (negative: before), in the demo zone. */
  at(days: number, time: string): Date;
  /** Days from the load day to the coming Saturday: 1–7, a week ahead when loaded on a Saturday or a Sunday. */
  saturday: number;
}

/** Dates of the demo, relative to the day it is loaded. */
export function demoCalendar(now: Date): DemoCalendar {
  const today = wallClock(now, DEMO_TIME_ZONE).date;
  // Calendar arithmetic on the date alone (in UTC, where no day is 23 or 25 hours long).
  const day = dayjs.utc(today);
  return {
    at: (days, time) => zonedInstant(day.add(days, 'day').format('YYYY-MM-DD'), time, DEMO_TIME_ZONE),
    // Loaded on a Saturday: a week ahead (7, not 0); on a Sunday: 6, the next weekend's.
    saturday: (6 - day.day() + 7) % 7 || 7,
  };
}
