import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistMessages } from '../../../shared/landing';
import { waitlist } from '../../db/schema';
import { createAgent, errorOf } from '../../test/agent';
import { createTestApp, type TestApp } from '../../test/test-app';

const MINUTE = 60 * 1000;

async function rowsFor(t: TestApp, email: string) {
  return t.db.select().from(waitlist).where(sql`lower(${waitlist.email}) = lower(${email})`);
}

describe('waitlist', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('adds a signed-out visitor with their interest, trimmed; a blank interest is stored as null', async () => {
    const visitor = createAgent(t);
    const response = await visitor.api.waitlist.$post({
      json: { email: '  pat@example.test ', interest: '  Weekly pickleball ' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ joined: true });
    expect(await rowsFor(t, 'pat@example.test')).toMatchObject([
      { email: 'pat@example.test', interest: 'Weekly pickleball', createdAt: t.clock() },
    ]);
    await visitor.api.waitlist.$post({ json: { email: 'lee@example.test', interest: '   ' } });
    await visitor.api.waitlist.$post({ json: { email: 'max@example.test' } });
    expect((await rowsFor(t, 'lee@example.test'))[0]?.interest).toBeNull();
    expect((await rowsFor(t, 'max@example.test'))[0]?.interest).toBeNull();
  });

  it('refuses a missing or malformed e-mail and an overlong interest with 400 and writes nothing', async () => {
    const visitor = createAgent(t);
    const cases = [
      [{ email: '   ' }, 'email', waitlistMessages.emailRequired],
      [{ email: 'not-an-email' }, 'email', waitlistMessages.emailInvalid],
      [
        { email: 'long@example.test', interest: 'x'.repeat(501) },
        'interest',
        waitlistMessages.interestTooLong,
      ],
    ] as const;
    const [{ count: before }] = (
      await t.db.execute<{ count: number }>(sql`select count(*)::int from waitlist`)
    ).rows as [{ count: number }];
    for (const [json, field, message] of cases) {
      const response = await visitor.api.waitlist.$post({ json });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toEqual({
        code: 'VALIDATION_FAILED',
        message,
        fields: { [field]: message },
      });
    }
    const missing = await visitor.fetch('/api/waitlist', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(missing.status).toBe(400);
    const after = (await t.db.execute<{ count: number }>(sql`select count(*)::int from waitlist`)).rows[0];
    expect(after?.count).toBe(before);
  });

  it('answers a second sign-up with one address exactly like the first, keeping one row and the first interest', async () => {
    const first = await createAgent(t).api.waitlist.$post({
      json: { email: 'twice@example.test', interest: 'Tennis' },
    });
    const second = await createAgent(t, '192.0.2.44').api.waitlist.$post({
      json: { email: 'TWICE@Example.test', interest: 'Something else entirely' },
    });
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual(await first.json());
    expect(await rowsFor(t, 'twice@example.test')).toMatchObject([
      { email: 'twice@example.test', interest: 'Tennis' },
    ]);
  });
});

describe('waitlist rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimit: { authMax: 1000, windowSeconds: 60, gateMax: 1000, resetMax: 1000, waitlistMax: 3 },
    });
  });
  afterAll(() => t.close());

  it('allows 3 sign-ups per client address per minute, then 429 until the window ends; others are unaffected', async () => {
    const busy = createAgent(t, '198.51.100.200');
    for (let i = 0; i < 3; i++) {
      const response = await busy.api.waitlist.$post({ json: { email: `busy${i}@example.test` } });
      expect(response.status).toBe(200);
    }
    const refused = await busy.api.waitlist.$post({ json: { email: 'busy3@example.test' } });
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in 1 minute.',
    });
    expect(await rowsFor(t, 'busy3@example.test')).toEqual([]);

    // A client-sent address header does not escape the limit: the socket address counts.
    const spoofed = await busy.fetch('/api/waitlist', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-turnout-client-ip': '10.9.8.7' },
      body: JSON.stringify({ email: 'busy4@example.test' }),
    });
    expect(spoofed.status).toBe(429);

    const other = createAgent(t, '198.51.100.201');
    expect((await other.api.waitlist.$post({ json: { email: 'other@example.test' } })).status).toBe(200);

    t.clock.advance(MINUTE + 1000);
    expect((await busy.api.waitlist.$post({ json: { email: 'busy3@example.test' } })).status).toBe(200);
  });
});
