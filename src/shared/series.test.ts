import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canRepeatGame, nextSlot, OPEN_AHEAD_MS, seriesDue, slotToOpen } from './series';
import { wallClock, zonedInstant } from './time';

const DAY_MS = 24 * 60 * 60 * 1000;
// Zones with daylight saving on either side of the year, one with a 30-minute change, one that changes at
// midnight, and ones without any.
const zones = [
  'America/Los_Angeles',
  'America/New_York',
  'Europe/Berlin',
  'Australia/Lord_Howe',
  'America/Santiago',
  'Pacific/Auckland',
  'Asia/Kolkata',
  'UTC',
];
const instant = fc.date({ min: new Date('2000-01-01'), max: new Date('2060-01-01'), noInvalidDate: true });
const zone = fc.constantFrom(...zones);
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * `later` shows `slot`'s local time, unless the clocks skip that time on `later`'s day: then it moves forward
 * by the gap, as a wall clock does. Returns `later`'s wall clock.
 */
function expectSameWallTimeWhereItExists(slot: Date, later: Date, timeZone: string) {
  const before = wallClock(slot, timeZone);
  const after = wallClock(later, timeZone);
  const exists = wallClock(zonedInstant(after.date, before.time, timeZone), timeZone).time === before.time;
  if (exists) expect(after.time).toBe(before.time);
  else expect(after.time > before.time).toBe(true);
  return after;
}

describe('next slot', () => {
  it('keeps 7 pm at 7 pm across the spring and autumn clock changes', () => {
    const zoneLA = 'America/Los_Angeles';
    const beforeSpring = zonedInstant('2026-03-03', '19:00', zoneLA);
    expect(nextSlot(beforeSpring, zoneLA).toISOString()).toBe('2026-03-11T02:00:00.000Z'); // 7 pm PDT
    expect(nextSlot(beforeSpring, zoneLA).getTime() - beforeSpring.getTime()).toBe(7 * DAY_MS - 3_600_000);
    const beforeAutumn = zonedInstant('2026-10-28', '19:00', zoneLA);
    expect(nextSlot(beforeAutumn, zoneLA).toISOString()).toBe('2026-11-05T03:00:00.000Z'); // 7 pm PST
  });

  it('is 7 calendar days later at the same local time, whenever that time exists that day', () => {
    fc.assert(
      fc.property(instant, zone, (slot, timeZone) => {
        const after = expectSameWallTimeWhereItExists(slot, nextSlot(slot, timeZone), timeZone);
        expect(after.date).toBe(plusDays(wallClock(slot, timeZone).date, 7));
      }),
      { numRuns: 2000 },
    );
  });

  it('never gives the same instant twice: each week strictly later, 7 days ± a clock change apart', () => {
    fc.assert(
      fc.property(instant, zone, fc.integer({ min: 1, max: 80 }), (start, timeZone, weeks) => {
        const seen = new Set<number>();
        let slot = start;
        for (let week = 0; week < weeks; week += 1) {
          const next = nextSlot(slot, timeZone);
          expect(Math.abs(next.getTime() - slot.getTime() - 7 * DAY_MS)).toBeLessThanOrEqual(2 * 3_600_000);
          expect(seen.has(next.getTime())).toBe(false);
          seen.add(next.getTime());
          slot = next;
        }
      }),
    );
  });

  it('keeps seconds', () => {
    const slot = new Date('2026-11-28T15:00:42.500Z');
    expect(nextSlot(slot, 'Europe/Berlin').toISOString()).toBe('2026-12-05T15:00:42.500Z');
  });
});

describe('the slot to open', () => {
  it('is the next date while that is ahead, else the first weekly slot after now: one game, never a burst', () => {
    fc.assert(
      fc.property(
        instant,
        zone,
        fc.integer({ min: -400 * DAY_MS, max: 30 * DAY_MS }),
        (next, timeZone, ahead) => {
          const now = new Date(next.getTime() - ahead);
          const slot = slotToOpen(next, timeZone, now);
          expect(slot.getTime()).toBeGreaterThan(now.getTime());
          if (next.getTime() > now.getTime()) expect(slot).toEqual(next);
          // The first such slot: the one before it is not ahead of now.
          else expect(slot.getTime() - 7 * DAY_MS - 2 * 3_600_000).toBeLessThanOrEqual(now.getTime());
          expectSameWallTimeWhereItExists(slot, nextSlot(slot, timeZone), timeZone);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('a series is due', () => {
  const next = new Date('2026-12-05T15:00:00Z');
  it('6 days before its next date, and not a moment earlier while its game is not completed', () => {
    const opens = new Date(next.getTime() - OPEN_AHEAD_MS);
    expect(seriesDue({ nextDate: next, latestStatus: 'booked' }, opens)).toBe(true);
    expect(seriesDue({ nextDate: next, latestStatus: 'poll' }, new Date(opens.getTime() - 1))).toBe(false);
    expect(seriesDue({ nextDate: next, latestStatus: null }, new Date(opens.getTime() - 1))).toBe(false);
  });

  it('as soon as its latest game is completed, whichever comes first', () => {
    expect(seriesDue({ nextDate: next, latestStatus: 'completed' }, new Date('2026-11-20T18:00:00Z'))).toBe(
      true,
    );
  });
});

describe('who may repeat', () => {
  it('the creator or an admin, on a game that is not cancelled', () => {
    expect(canRepeatGame('completed', true, false)).toBe(true);
    expect(canRepeatGame('poll', false, true)).toBe(true);
    expect(canRepeatGame('poll', false, false)).toBe(false);
    expect(canRepeatGame('cancelled', true, true)).toBe(false);
  });
});
