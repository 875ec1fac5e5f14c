import { describe, expect, it } from 'vitest';
import { describeGameChange, netGameChanges } from './game-changes';

const SAT_7AM_LA = '2026-11-28T15:00:00.000Z';
const SAT_930AM_LA = '2026-11-28T17:30:00.000Z';
const SUN_930AM_LA = '2026-11-29T17:30:00.000Z';
const now = { date: SUN_930AM_LA, time: SUN_930AM_LA, place: 'Court Two', title: 'Evening Rally' };

describe('the changes a reader has not seen', () => {
  it('lists every changed field once, date and time first, to what it is now', () => {
    const rows = [
      { updateType: 'title' as const, oldValue: 'Morning Rally' },
      { updateType: 'time' as const, oldValue: SAT_7AM_LA },
      // A second edit moved the day: the time row above still reads from 7:00 AM.
      { updateType: 'date' as const, oldValue: SAT_930AM_LA },
      { updateType: 'time' as const, oldValue: SAT_930AM_LA },
    ];
    expect(netGameChanges(rows, now)).toEqual([
      { updateType: 'date', from: SAT_930AM_LA, to: SUN_930AM_LA },
      { updateType: 'time', from: SAT_7AM_LA, to: SUN_930AM_LA },
      { updateType: 'title', from: 'Morning Rally', to: 'Evening Rally' },
    ]);
  });

  it('leaves out a field changed and changed back', () => {
    expect(netGameChanges([{ updateType: 'place', oldValue: 'Court Two' }], now)).toEqual([]);
  });
});

describe('a change as the game page says it', () => {
  const zone = 'America/Los_Angeles';
  it('names the time and the date in the reader’s zone', () => {
    expect(describeGameChange({ updateType: 'time', from: SAT_7AM_LA, to: SAT_930AM_LA }, zone)).toBe(
      'Time changed from 7:00 AM to 9:30 AM.',
    );
    expect(describeGameChange({ updateType: 'date', from: SAT_930AM_LA, to: SUN_930AM_LA }, zone)).toBe(
      'Date changed from Sat, Nov 28, 2026 to Sun, Nov 29, 2026.',
    );
    expect(describeGameChange({ updateType: 'title', from: 'A', to: 'B' }, zone)).toBe(
      'Title changed from "A" to "B".',
    );
    expect(describeGameChange({ updateType: 'place', from: 'Court One', to: 'Court Two' }, zone)).toBe(
      'Place changed from Court One to Court Two.',
    );
  });

  it('says nothing of a time that reads the same (moved by whole days)', () => {
    expect(describeGameChange({ updateType: 'time', from: SAT_930AM_LA, to: SUN_930AM_LA }, zone)).toBeNull();
  });
});
