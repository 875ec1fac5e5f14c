import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIVE_RECONNECT_DELAYS_MS, liveEventSchema, reconnectDelay } from './live';

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
  it('accepts the ids the triggers send and refuses anything else', () => {
    const groupId = '0b7a1f4e-3c1d-4a57-9f6e-2d0c8b1a9e11';
    expect(liveEventSchema.parse({ kind: 'rsvp', groupId, gameId: groupId, userId: null }).kind).toBe('rsvp');
    expect(liveEventSchema.safeParse({ kind: 'secret', groupId, gameId: null, userId: null }).success).toBe(
      false,
    );
  });
});
