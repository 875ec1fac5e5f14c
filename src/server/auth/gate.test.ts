import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema';
import { createAgent, json } from '../test/agent';
import { createTestApp, TEST_SIGNUP_CODE, type TestApp } from '../test/test-app';

const newUser = (email: string) => ({ name: 'Gatecrasher', email, password: 'correct-horse-9' });

describe('sign-up gate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const userCount = async () => (await t.db.select({ n: count() }).from(user))[0]?.n;

  it('refuses sign-up without a gate pass, even when the endpoint is called directly', async () => {
    const agent = createAgent(t);
    const before = await userCount();
    const response = await agent.fetch('/api/auth/sign-up/email', json(newUser('nopass@example.test')));
    expect(response.status).toBe(403);
    const body = await response.json();
    expect(body.error).toEqual({ code: 'GATE_REQUIRED', message: 'Invalid invite code. Please try again.' });
    expect(await userCount()).toBe(before);
  });

  it('refuses a forged gate cookie', async () => {
    const agent = createAgent(t);
    agent.cookies.set('turnout.gate', `${Date.now() + 60_000}.forged`);
    const response = await agent.fetch('/api/auth/sign-up/email', json(newUser('forged@example.test')));
    expect(response.status).toBe(403);
  });

  it('answers a wrong code with the spec message and sets no pass', async () => {
    const agent = createAgent(t);
    const response = await agent.api.gate.$post({ json: { code: 'WRONG1' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'INVALID_GATE_CODE', message: 'Invalid invite code. Please try again.' },
    });
    expect(agent.cookies.has('turnout.gate')).toBe(false);
    expect(await (await agent.api.gate.$get()).json()).toEqual({ passed: false });
  });

  it('rejects a code longer than six characters as a validation error', async () => {
    const response = await createAgent(t).api.gate.$post({ json: { code: 'TOOLONG7' } });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { code: expect.any(String) } },
    });
  });

  it('accepts the code in any case, remembers the pass, and lets the visitor sign up', async () => {
    const agent = createAgent(t);
    const gate = await agent.api.gate.$post({ json: { code: TEST_SIGNUP_CODE.toLowerCase() } });
    expect(gate.status).toBe(200);
    expect(await (await agent.api.gate.$get()).json()).toEqual({ passed: true });
    const setCookie = gate.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);

    const response = await agent.fetch('/api/auth/sign-up/email', json(newUser('welcome@example.test')));
    expect(response.status).toBe(200);
    const me = await agent.api.me.$get();
    expect(me.status).toBe(200);
  });
});

describe('gate rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimit: { authMax: 1000, windowSeconds: 60, gateMax: 3, resetMax: 1000, waitlistMax: 1000 },
    });
  });
  afterAll(() => t.close());

  it('gives 429 after the budget of attempts per client, even for the right code', async () => {
    const agent = createAgent(t, '192.0.2.10');
    for (let i = 0; i < 3; i++) {
      expect((await agent.api.gate.$post({ json: { code: 'WRONG1' } })).status).toBe(400);
    }
    const blocked = await agent.api.gate.$post({ json: { code: TEST_SIGNUP_CODE } });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });

  it('counts per client address, ignoring a client-sent address header', async () => {
    const other = createAgent(t, '192.0.2.11');
    const spoofed = await other.fetch('/api/gate', {
      ...json({ code: TEST_SIGNUP_CODE }),
      headers: { 'content-type': 'application/json', 'x-turnout-client-ip': '192.0.2.10' },
    });
    expect(spoofed.status).toBe(200);
  });
});

describe('sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimit: { authMax: 2, windowSeconds: 60, gateMax: 10, resetMax: 1000, waitlistMax: 1000 },
    });
  });
  afterAll(() => t.close());

  it('gives 429 with the error envelope once the limit is reached', async () => {
    const agent = createAgent(t, '192.0.2.20');
    const attempt = () =>
      agent.fetch(
        '/api/auth/sign-in/email',
        json({ email: 'nobody@example.test', password: 'wrong-password' }),
      );
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    const body = await limited.json();
    expect(body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});
