import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  createGroupSchema,
  inviteLink,
  inviteShareMessage,
  inviteState,
  joinCodeSchema,
} from './groups';

const now = new Date('2026-11-20T18:00:00Z');

describe('inviteState', () => {
  it('is none without an invite, active before expiry and under max uses, expired otherwise', () => {
    expect(inviteState(null, now)).toBe('none');
    const base = { expiresAt: addDays(now, 7), maxUses: null, currentUses: 0 };
    expect(inviteState(base, now)).toBe('active');
    expect(inviteState({ ...base, expiresAt: now }, now)).toBe('expired');
    expect(inviteState({ ...base, maxUses: 2, currentUses: 2 }, now)).toBe('expired');
    expect(inviteState({ ...base, maxUses: 2, currentUses: 1 }, now)).toBe('active');
  });

  it('expires exactly when the clock passes expires_at, in any time zone representation', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (offsetMs) => {
        const expiresAt = new Date(now.getTime() + offsetMs);
        const state = inviteState({ expiresAt: expiresAt.toISOString(), maxUses: null, currentUses: 0 }, now);
        return state === (offsetMs > 0 ? 'active' : 'expired');
      }),
    );
  });
});

describe('addDays', () => {
  it('adds whole 24-hour days to the instant, across daylight-saving changes', () => {
    const beforeDstEnds = new Date('2026-10-30T12:00:00Z');
    expect(addDays(beforeDstEnds, 7).toISOString()).toBe('2026-11-06T12:00:00.000Z');
  });
});

describe('join code', () => {
  it('accepts exactly four digits', () => {
    expect(joinCodeSchema.safeParse({ code: '1234' }).success).toBe(true);
    for (const code of ['123', '12345', '12a4', '', ' 12 ']) {
      const result = joinCodeSchema.safeParse({ code });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please enter a valid 4-digit code');
    }
  });
});

describe('group name', () => {
  it('is required after trimming', () => {
    expect(createGroupSchema.safeParse({ name: '  ' }).error?.issues[0]?.message).toBe(
      'Group name is required',
    );
    expect(createGroupSchema.parse({ name: ' Fun ' })).toEqual({ name: 'Fun' });
  });
});

describe('invite link and share message', () => {
  it('points at /groups/join/{id} on the origin and carries the code', () => {
    const link = inviteLink('https://turnout.example/', 'abc');
    expect(link).toBe('https://turnout.example/groups/join/abc');
    const message = inviteShareMessage('Pickleball', link, '4821');
    expect(message).toContain(link);
    expect(message).toContain('4821');
    expect(message).toContain('Pickleball');
  });
});
