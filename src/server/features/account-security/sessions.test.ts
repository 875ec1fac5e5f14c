import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../../db/schema';
import { createAgent, errorOf, json, signUp } from '../../test/agent';
import { createTestApp, type TestApp } from '../../test/test-app';

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DAY = 24 * 60 * 60 * 1000;

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The same person signed in on three browsers: the sign-up one, Firefox on Windows, Safari on an iPhone. */
  async function personOnThreeDevices() {
    const person = await signUp(t, 'Dev Ices');
    const signInWith = async (userAgent: string) => {
      const agent = createAgent(t);
      const response = await agent.fetch('/api/auth/sign-in/email', {
        ...json({ email: person.email, password: person.password }),
        headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      });
      expect(response.status).toBe(200);
      return agent;
    };
    return {
      ...person,
      laptop: await signInWith(FIREFOX_ON_WINDOWS),
      phone: await signInWith(SAFARI_ON_IPHONE),
    };
  }

  const list = async (agent: ReturnType<typeof createAgent>) => {
    const response = await agent.api.account.sessions.$get();
    expect(response.status).toBe(200);
    return (await response.json()).sessions;
  };

  it('lists the devices with the current one marked, and no session tokens', async () => {
    const { agent } = await personOnThreeDevices();
    const sessions = await list(agent);
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.map((s) => s.device)).toEqual(
      expect.arrayContaining(['Firefox on Windows', 'Safari on iOS']),
    );
    expect(JSON.stringify(sessions)).not.toMatch(/token/i);
    for (const s of sessions) expect(new Date(s.lastActiveAt).getTime()).toBeGreaterThan(Date.now() - DAY);
  });

  it('signs out one device, whose next request is refused', async () => {
    const { agent, laptop, phone } = await personOnThreeDevices();
    const laptopSession = (await list(laptop)).find((s) => s.current);
    const response = await agent.api.account.sessions[':sessionId'].$delete({
      param: { sessionId: laptopSession?.id ?? '' },
    });
    expect(response.status).toBe(200);
    expect((await laptop.api.me.$get()).status).toBe(401);
    expect((await phone.api.me.$get()).status).toBe(200);
    expect(await list(agent)).toHaveLength(2);
  });

  it("answers 404 for another person's session and for a malformed id", async () => {
    const { laptop } = await personOnThreeDevices();
    const stranger = await signUp(t, 'Stranger');
    const target = (await list(laptop)).find((s) => s.current)?.id ?? '';
    for (const sessionId of [target, 'not-a-uuid']) {
      const response = await stranger.agent.api.account.sessions[':sessionId'].$delete({
        param: { sessionId },
      });
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toEqual({
        code: 'NOT_FOUND',
        message: 'This session has already ended.',
      });
    }
    expect((await laptop.api.me.$get()).status).toBe(200);
  });

  it('signs out all other devices and keeps this one', async () => {
    const { agent, laptop, phone } = await personOnThreeDevices();
    const response = await agent.api.account.sessions['revoke-others'].$post();
    expect(await response.json()).toEqual({ revoked: 2, signedOut: false });
    expect((await laptop.api.me.$get()).status).toBe(401);
    expect((await phone.api.me.$get()).status).toBe(401);
    expect((await agent.api.me.$get()).status).toBe(200);
  });

  it('signs out everywhere, this device included, clearing its cookie', async () => {
    const { agent, laptop, userId } = await personOnThreeDevices();
    const response = await agent.api.account.sessions['revoke-all'].$post();
    expect(await response.json()).toEqual({ revoked: 3, signedOut: true });
    expect(response.headers.getSetCookie().join('\n')).toMatch(/turnout\.session_token=;.*Max-Age=0/);
    expect((await agent.api.me.$get()).status).toBe(401);
    expect((await laptop.api.me.$get()).status).toBe(401);
    expect(await t.db.select().from(session).where(eq(session.userId, userId))).toEqual([]);
  });

  it('refuses anonymous callers', async () => {
    expect((await createAgent(t).api.account.sessions.$get()).status).toBe(401);
  });

  it('extends a session that is used before it expires, re-setting its cookie', async () => {
    const { agent, userId } = await signUp(t, 'Still Here');
    const [before] = await t.db.select().from(session).where(eq(session.userId, userId));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * DAY);
    const response = await agent.api.me.$get();
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join('\n')).toMatch(
      /turnout\.session_token=[^;]+;.*Max-Age=2592000/,
    );
    const [after] = await t.db.select().from(session).where(eq(session.userId, userId));
    expect(after?.expiresAt.getTime()).toBeGreaterThan((before?.expiresAt.getTime() ?? 0) + DAY);
    expect(after?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? 0);
  });

  it('refuses an expired session', async () => {
    const { agent } = await signUp(t, 'Long Gone');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * DAY);
    expect((await agent.api.me.$get()).status).toBe(401);
  });
});

describe('change password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (agent: ReturnType<typeof createAgent>, body: Record<string, unknown>) =>
    agent.fetch('/api/auth/change-password', json(body));

  it('needs the current password', async () => {
    const { agent, email, password } = await signUp(t, 'Care Ful');
    const response = await change(agent, { currentPassword: 'not-it-at-all', newPassword: 'fresh-pass-123' });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: 'INVALID_PASSWORD', message: 'Invalid password' });
    const signIn = await createAgent(t).fetch('/api/auth/sign-in/email', json({ email, password }));
    expect(signIn.status).toBe(200);
  });

  it('ends every other session even when the client asks to keep them; this one goes on', async () => {
    const { agent, email, password } = await signUp(t, 'New Leaf');
    const other = createAgent(t);
    await other.fetch('/api/auth/sign-in/email', json({ email, password }));
    const response = await change(agent, {
      currentPassword: password,
      newPassword: 'fresh-pass-123',
      revokeOtherSessions: false,
    });
    expect(response.status).toBe(200);
    expect((await other.api.me.$get()).status).toBe(401);
    expect((await agent.api.me.$get()).status).toBe(200);
    const oldPassword = await createAgent(t).fetch('/api/auth/sign-in/email', json({ email, password }));
    expect(oldPassword.status).toBe(401);
    const newPassword = await createAgent(t).fetch(
      '/api/auth/sign-in/email',
      json({ email, password: 'fresh-pass-123' }),
    );
    expect(newPassword.status).toBe(200);
  });

  it('rejects a new password shorter than 8 characters', async () => {
    const { agent, password } = await signUp(t, 'Tiny');
    const response = await change(agent, { currentPassword: password, newPassword: 'short' });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
  });
});
