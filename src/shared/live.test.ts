import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIVE_EVENT_KINDS, LIVE_RECONNECT_DELAYS_MS, parseLiveEvent, reconnectDelay } from './live';

describe('reconnect back-off', () => {
  it('waits 1, 2, 5, then 10 seconds, and stays at 10', () => {
    expect([0, 1, 2, 3, 4, 50].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
  });

  it('never waits less than the first step nor more than the last, and never shortens', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 1000 }), (attempt) => {
        const delay = reconnectDelay(attempt);
        expect(delay).toBeGreaterThanOrEqual(LIVE_RECONNECT_DELAYS_MS[0]);
        expect(delay).toBeLessThanOrEqual(10_000);
        expect(reconnectDelay(attempt + 1)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });
});

describe('live event', () => {
  const groupId = '0b7a1f4e-3c1d-4a57-9f6e-2d0c8b1a9e11';

  it('accepts the ids the triggers send and refuses anything else', () => {
    expect(parseLiveEvent({ kind: 'rsvp', groupId, gameId: groupId, userId: null })).toEqual({
      kind: 'rsvp',
      groupId,
      gameId: groupId,
      userId: null,
    });
    for (const bad of [
      { kind: 'secret', groupId, gameId: null, userId: null },
      { kind: 'rsvp', groupId: 'not-an-id', gameId: null, userId: null },
      { kind: 'rsvp', groupId, gameId: null },
      { kind: 'rsvp', groupId, gameId: 7, userId: null },
      null,
      'rsvp',
      [],
    ])
      expect(parseLiveEvent(bad)).toBeNull();
  });

  it('keeps exactly a valid notice, dropping any other field, and refuses every other shape', () => {
    const id = fc.oneof(fc.constant(null), fc.uuid());
    const notice = fc.record({
      kind: fc.constantFrom(...LIVE_EVENT_KINDS),
      groupId: id,
      gameId: id,
      userId: id,
    });
    fc.assert(
      fc.property(notice, fc.dictionary(fc.string(), fc.jsonValue()), (event, extra) => {
        expect(parseLiveEvent({ ...extra, ...event })).toEqual(event);
      }),
    );
    fc.assert(
      fc.property(
        notice,
        fc.constantFrom('kind', 'groupId', 'gameId', 'userId'),
        fc.jsonValue(),
        (event, key, value) => {
          const valid =
            key === 'kind'
              ? LIVE_EVENT_KINDS.includes(value as never)
              : value === null || (typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value));
          fc.pre(!valid);
          expect(parseLiveEvent({ ...event, [key]: value })).toBeNull();
        },
      ),
    );
  });
});
