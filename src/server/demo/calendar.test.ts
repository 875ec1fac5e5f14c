import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wallClock } from '../../shared/time';
import { DEMO_TIME_ZONE, demoCalendar } from './calendar';

const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

describe('demo calendar', () => {
  it('puts every demo time on the wall clock of its day in the demo zone, across daylight-saving changes', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2040-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -90, max: 30 }),
        (now, days) => {
          const today = wallClock(now, DEMO_TIME_ZONE).date;
          const local = wallClock(demoCalendar(now).at(days, '10:00'), DEMO_TIME_ZONE);
          expect(local.time).toBe('10:00');
          expect(daysBetween(today, local.date)).toBe(days);
        },
      ),
    );
  });

  it('books "this coming weekend" on the next Saturday, a week ahead when loaded during a weekend', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2040-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (now) => {
          const today = wallClock(now, DEMO_TIME_ZONE).date;
          const { saturday } = demoCalendar(now);
          expect(weekdayOf(wallClock(demoCalendar(now).at(saturday, '10:00'), DEMO_TIME_ZONE).date)).toBe(6);
          const weekday = weekdayOf(today);
          expect(saturday).toBe(weekday === 6 ? 7 : weekday === 0 ? 6 : 6 - weekday);
        },
      ),
    );
    // Friday 23:30 in Los Angeles is already Saturday in UTC: the zone decides.
    expect(demoCalendar(new Date('2026-11-21T07:30:00Z')).saturday).toBe(1);
    expect(demoCalendar(new Date('2026-11-21T18:00:00Z')).saturday).toBe(7);
    expect(demoCalendar(new Date('2026-11-22T18:00:00Z')).saturday).toBe(6);
  });
});
