import { describe, expect, it } from 'vitest';
import { parseCalendar } from '../test/ical';
import { buildCalendar, type CalendarGame } from './ics';

const game: CalendarGame = {
  gameId: '0b0e9c3e-4a43-4c7a-9e0c-8d6f0f6b7a11',
  title: 'Sunday Pickleball',
  status: 'booked',
  start: new Date('2026-11-29T15:00:00Z'),
  durationMinutes: 120,
  sequence: 3,
  placeName: 'Court One',
  placeAddress: '1 Main St, Springfield',
  groupName: 'Sunday Club',
  url: 'https://turnout.example/games/0b0e9c3e-4a43-4c7a-9e0c-8d6f0f6b7a11',
  going: ['Ada Admin', 'Mo Member'],
};

describe('iCalendar documents of games', () => {
  it('writes a stable UID, the SEQUENCE, the UTC start and a 2-hour end, the place, link and who is going', () => {
    const { method, events } = parseCalendar(buildCalendar([game]));
    expect(method).toBe('PUBLISH');
    expect(events).toEqual([
      {
        uid: `game-${game.gameId}@turnout`,
        sequence: 3,
        start: new Date('2026-11-29T15:00:00Z'),
        end: new Date('2026-11-29T17:00:00Z'),
        summary: 'Sunday Pickleball',
        location: 'Court One, 1 Main St, Springfield',
        status: 'CONFIRMED',
        description: expect.stringContaining('Going: Ada Admin, Mo Member'),
        url: game.url,
      },
    ]);
    expect(buildCalendar([game])).toMatch(/DTSTART:20261129T150000Z/);
  });

  it('marks polls tentative, and cancels every event of a CANCEL with an organizer', () => {
    const poll = { ...game, status: 'poll' as const, going: [] };
    expect(parseCalendar(buildCalendar([poll])).events[0]).toMatchObject({
      status: 'TENTATIVE',
      summary: 'Sunday Pickleball (poll)',
    });
    const cancel = buildCalendar([{ ...game, sequence: 4 }], {
      method: 'CANCEL',
      organizer: { name: 'Turnout', email: 'no-reply@turnout.example' },
    });
    const parsed = parseCalendar(cancel);
    expect(parsed.method).toBe('CANCEL');
    expect(parsed.events[0]).toMatchObject({
      status: 'CANCELLED',
      sequence: 4,
      uid: `game-${game.gameId}@turnout`,
    });
    expect(cancel).toMatch(/ORGANIZER;CN="?Turnout"?:mailto:no-reply@turnout.example/);
  });
});
