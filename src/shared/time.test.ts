import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from './i18n/locales';
import {
  DATE_PRESETS,
  formatGameDate,
  formatGameTime,
  presetDate,
  presetLabel,
  slotLabel,
  TIME_SLOTS,
  wallClock,
  zonedInstant,
} from './time';

const zones = ['America/Los_Angeles', 'Europe/Berlin', 'Asia/Kolkata', 'Pacific/Auckland', 'UTC'];

describe('time slots', () => {
  it('are the 35 half-hours from 07:00 to 00:00', () => {
    expect(TIME_SLOTS).toHaveLength(35);
    expect(TIME_SLOTS[0]).toBe('07:00');
    expect(TIME_SLOTS[1]).toBe('07:30');
    expect(TIME_SLOTS.at(-2)).toBe('23:30');
    expect(TIME_SLOTS.at(-1)).toBe('00:00');
  });
});

describe('slot and preset labels', () => {
  it("keep the spec's English and say the slot and the preset's weekday in the viewer's language", () => {
    expect(slotLabel('19:30')).toBe('7:30 PM');
    expect(slotLabel('19:30', 'de')).toBe('19:30');
    expect(slotLabel('07:00', 'fr')).toBe('7:00');
    expect(DATE_PRESETS.map((preset) => presetLabel(preset))).toEqual([
      'Sat 7am',
      'Sat 8am',
      'Sun 8am',
      'Thu 7pm',
    ]);
    expect(presetLabel(DATE_PRESETS[0], 'de')).toMatch(/^Sa\.?,? 0?7:00$/);
    expect(presetLabel(DATE_PRESETS[2], 'es')).toMatch(/^dom\.?,? 0?8:00$/);
    expect(presetLabel(DATE_PRESETS[3], 'fr')).toMatch(/^jeu\.? 19:00$/);
    expect(presetLabel(DATE_PRESETS[3], 'pt-BR')).toMatch(/^qui\.?,? 19:00$/);
  });
});

describe('presets', () => {
  it('Sat 7am made in Los Angeles is 7:00 AM there and the right instant', () => {
    const now = new Date('2026-11-22T02:00:00Z'); // Sat Nov 21, 6 PM in Los Angeles
    const { date, time } = presetDate(DATE_PRESETS[0], now, 'America/Los_Angeles');
    expect(date).toBe('2026-11-28'); // never today: next Saturday
    const instant = zonedInstant(date, time, 'America/Los_Angeles');
    expect(instant.toISOString()).toBe('2026-11-28T15:00:00.000Z');
    expect(formatGameTime(instant, 'America/Los_Angeles')).toBe('7:00 AM');
    expect(formatGameDate(instant, 'America/Los_Angeles')).toBe('Sat, Nov 28, 2026');
  });

  it('always fall 1 to 7 days ahead on the right weekday, at the preset time, in any zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        fc.constantFrom(...DATE_PRESETS),
        (now, zone, preset) => {
          const { date, time } = presetDate(preset, now, zone);
          const instant = zonedInstant(date, time, zone);
          const local = wallClock(instant, zone);
          const today = wallClock(now, zone).date;
          const daysAhead = Math.round((Date.parse(date) - Date.parse(today)) / 86_400_000);
          return (
            new Date(`${date}T00:00:00Z`).getUTCDay() === preset.weekday &&
            daysAhead >= 1 &&
            daysAhead <= 7 &&
            local.date === date &&
            local.time === time
          );
        },
      ),
    );
  });

  it("reads a zone's wall clock even at a time the process's own zone skips (Los Angeles in the tests)", () => {
    // 2:30 AM on 8 March 2026 does not exist in Los Angeles; in Berlin it does.
    expect(wallClock('2026-03-08T01:30:00Z', 'Europe/Berlin')).toEqual({ date: '2026-03-08', time: '02:30' });
    expect(wallClock('2026-03-08T08:00:00Z', 'UTC')).toEqual({ date: '2026-03-08', time: '08:00' });
    expect(wallClock('2026-11-28T08:00:00Z', 'Asia/Kolkata')).toEqual({ date: '2026-11-28', time: '13:30' });
    // The screens' and mails' words read the same way.
    expect(formatGameTime('2026-03-08T01:30:00Z', 'Europe/Berlin')).toBe('2:30 AM');
    expect(formatGameDate('2026-03-08T01:30:00Z', 'Europe/Berlin')).toBe('Sun, Mar 8, 2026');
    expect(formatGameTime('2026-11-28T19:05:00Z', 'UTC')).toBe('7:05 PM');
    expect(formatGameTime('2026-11-28T00:00:00Z', 'UTC')).toBe('12:00 AM');
  });

  it('round-trips wall-clock times through instants in any zone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.constantFrom(...TIME_SLOTS),
        fc.integer({ min: 0, max: 3650 }),
        (zone, slot, days) => {
          const date = new Date(Date.UTC(2026, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
          return wallClock(zonedInstant(date, slot, zone), zone).time === slot;
        },
      ),
    );
  });
});

describe('dates and times in every shipped language', () => {
  const locales = [...SUPPORTED_LOCALES];

  it('a time field’s slot is read back from its label: the labels of a language are all different', () => {
    fc.assert(
      fc.property(fc.constantFrom(...locales), fc.constantFrom(...TIME_SLOTS), (locale, slot) => {
        const labels = TIME_SLOTS.map((each) => slotLabel(each, locale));
        return TIME_SLOTS[labels.indexOf(slotLabel(slot, locale))] === slot;
      }),
    );
  });

  it('a game shows the time its form offers: the same clock in the list, the page and the time field', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.constantFrom(...zones),
        fc.constantFrom(...TIME_SLOTS),
        fc.integer({ min: 0, max: 3650 }),
        (locale, zone, slot, days) => {
          const date = new Date(Date.UTC(2026, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
          return formatGameTime(zonedInstant(date, slot, zone), zone, locale) === slotLabel(slot, locale);
        },
      ),
    );
  });

  it('writes the day the viewer’s calendar shows, with its number and year, in any zone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 3650 * 24 }),
        (locale, zone, hours) => {
          const instant = new Date(Date.UTC(2026, 0, 1) + hours * 3_600_000);
          const [year, , day] = wallClock(instant, zone).date.split('-');
          const shown = formatGameDate(instant, zone, locale);
          return shown.includes(year ?? '') && new RegExp(`\\b${Number(day)}\\b`).test(shown);
        },
      ),
    );
  });

  it('uses each language’s clock: 12 hours in English, 24 in the others', () => {
    expect(locales.map((locale) => slotLabel('19:30', locale))).toEqual([
      '7:30 PM',
      '19:30',
      '19:30',
      '19:30',
      '19:30',
    ]);
  });
});
