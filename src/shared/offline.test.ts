import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RSVP_RESPONSES } from './constants';
import { enqueueRsvp, lastRefreshedLabel, type QueuedRsvp, withoutRsvp } from './offline';

let counter = 0;
const rsvp = (gameId: string, optionId: string, response: QueuedRsvp['response'], userId?: string) => {
  counter += 1;
  return { id: `q${counter}`, gameId, optionId, response, queuedAt: counter, ...(userId ? { userId } : {}) };
};
const shown = (queue: QueuedRsvp[]) =>
  queue.map((q) => `${q.gameId}/${q.optionId}${q.userId ? `@${q.userId}` : ''}=${q.response}`);

describe('the offline RSVP queue', () => {
  it('keeps answers on different options and games in the order they were given', () => {
    let queue: QueuedRsvp[] = [];
    for (const next of [rsvp('g1', 'o1', 'yes'), rsvp('g2', 'o1', 'no'), rsvp('g1', 'o2', 'maybe')]) {
      queue = enqueueRsvp(queue, next);
    }
    expect(shown(queue)).toEqual(['g1/o1=yes', 'g2/o1=no', 'g1/o2=maybe']);
  });

  it('replaces a waiting answer on the same option by the newer one, sent after the others', () => {
    let queue: QueuedRsvp[] = [];
    for (const next of [rsvp('g1', 'o1', 'yes'), rsvp('g1', 'o2', 'yes'), rsvp('g1', 'o1', null)]) {
      queue = enqueueRsvp(queue, next);
    }
    expect(shown(queue)).toEqual(['g1/o2=yes', 'g1/o1=null']);
  });

  it("keeps an admin's answer for a member apart from the admin's own on the same option", () => {
    let queue: QueuedRsvp[] = [];
    for (const next of [rsvp('g1', 'o1', 'yes'), rsvp('g1', 'o1', 'no', 'u2'), rsvp('g1', 'o1', 'maybe')]) {
      queue = enqueueRsvp(queue, next);
    }
    expect(shown(queue)).toEqual(['g1/o1@u2=no', 'g1/o1=maybe']);
  });

  it('drops only the entry that was sent', () => {
    const first = rsvp('g1', 'o1', 'yes');
    const second = rsvp('g1', 'o2', 'no');
    expect(withoutRsvp([first, second], first.id)).toEqual([second]);
  });

  it('holds, for each option and person answered, the last answer given, in the order given', () => {
    const answer = fc.record({
      gameId: fc.constantFrom('g1', 'g2'),
      optionId: fc.constantFrom('o1', 'o2', 'o3'),
      userId: fc.constantFrom(undefined, 'u2'),
      response: fc.constantFrom(...RSVP_RESPONSES, null),
    });
    const keyOf = (q: QueuedRsvp) => `${q.gameId}/${q.optionId}@${q.userId ?? 'me'}`;
    fc.assert(
      fc.property(fc.array(answer, { minLength: 1, maxLength: 30 }), (answers) => {
        const given = answers.map((a) => rsvp(a.gameId, a.optionId, a.response, a.userId));
        const queue = given.reduce(enqueueRsvp, [] as QueuedRsvp[]);
        const lastOfEach = new Map(given.map((g) => [keyOf(g), g]));
        expect(queue).toEqual([...lastOfEach.values()].sort((a, b) => a.queuedAt - b.queuedAt));
      }),
    );
  });
});

describe('last refreshed', () => {
  const zone = 'America/Los_Angeles';
  const at = Date.parse('2026-11-28T23:05:00Z'); // 3:05 PM in Los Angeles

  it('gives the time alone on the same day in the viewer’s zone', () => {
    expect(lastRefreshedLabel(at, Date.parse('2026-11-29T07:00:00Z'), zone)).toBe('Last refreshed 3:05 PM');
  });

  it('gives the date too once the viewer’s day has changed, though UTC’s has not', () => {
    expect(lastRefreshedLabel(at, Date.parse('2026-11-29T08:30:00Z'), zone)).toBe(
      'Last refreshed Sat, Nov 28, 2026, 3:05 PM',
    );
    expect(lastRefreshedLabel(at, at, 'Asia/Kolkata')).toBe('Last refreshed 4:35 AM');
  });
});
