import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, signUp } from '../test/agent';
import { createTestApp, type TestApp } from '../test/test-app';
import { verifiedValue } from './session-reader';

const COOKIE = 'turnout.session_token';
const HOUR_MS = 60 * 60 * 1000;

describe('reading the session of a request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const headersOf = (agent: Agent, extra = '') =>
    new Headers({ cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ') + extra });
  const tokenOf = (agent: Agent) => decodeURIComponent(agent.cookies.get(COOKIE) ?? '').split('.')[0] ?? '';
  const expiresAt = async (token: string) =>
    (await t.db.execute<{ expires_at: string }>(sql`select expires_at from session where token = ${token}`))
      .rows[0]?.expires_at;

  it('answers a live session in one statement, as better-auth would, without its token', async () => {
    const pat = await signUp(t, 'Pat Reader');
    let read: Awaited<ReturnType<typeof t.auth.readSession>> = null;
    const statements = await t.countQueries(async () => {
      read = await t.auth.readSession(headersOf(pat.agent));
    });
    expect(statements).toHaveLength(1);
    const theirs = await t.auth.api.getSession({ headers: headersOf(pat.agent) });
    expect(read).toEqual({
      session: {
        id: theirs?.session.id,
        userId: pat.userId,
        expiresAt: theirs?.session.expiresAt,
        createdAt: theirs?.session.createdAt,
        updatedAt: theirs?.session.updatedAt,
        ipAddress: theirs?.session.ipAddress ?? null,
        userAgent: theirs?.session.userAgent ?? null,
      },
      user: { ...theirs?.user, image: null },
      setCookies: [],
    });
    expect(JSON.stringify(read)).not.toContain(tokenOf(pat.agent));
  });

  it('refuses a cookie whose signature does not hold, and a session that was signed out', async () => {
    const sam = await signUp(t, 'Sam Forger');
    const token = tokenOf(sam.agent);
    const forged = `${token}.${createHmac('sha256', 'another-secret').update(token).digest('base64')}`;
    expect(
      await t.auth.readSession(new Headers({ cookie: `${COOKIE}=${encodeURIComponent(forged)}` })),
    ).toBeNull();
    expect(await t.auth.readSession(new Headers({ cookie: `${COOKIE}=${token}` }))).toBeNull();
    expect(await t.auth.readSession(new Headers())).toBeNull();

    await t.db.execute(sql`delete from session where token = ${token}`);
    expect(await t.auth.readSession(headersOf(sam.agent))).toBeNull();
    expect((await sam.agent.api.me.$get()).status).toBe(401);
  });

  it('refuses an expired session, and better-auth removes it', async () => {
    const ex = await signUp(t, 'Ex Pired');
    const token = tokenOf(ex.agent);
    await t.db.execute(
      sql`update session set expires_at = now() - interval '1 minute' where token = ${token}`,
    );
    expect(await t.auth.readSession(headersOf(ex.agent))).toBeNull();
    expect(await expiresAt(token)).toBeUndefined();
  });

  it('extends a session an hour after its last refresh, re-setting its cookie, through better-auth', async () => {
    const old = await signUp(t, 'Olive Ager');
    const token = tokenOf(old.agent);
    await t.db.execute(
      sql`update session set expires_at = expires_at - interval '2 hours' where token = ${token}`,
    );
    const before = new Date(String(await expiresAt(token))).getTime();
    const read = await t.auth.readSession(headersOf(old.agent));
    expect(read?.user.id).toBe(old.userId);
    expect(read?.setCookies.some((line) => line.startsWith(`${COOKIE}=`))).toBe(true);
    const after = new Date(String(await expiresAt(token))).getTime();
    expect(after - before).toBeGreaterThan(HOUR_MS);

    // Through a route, the refreshed cookie reaches the browser.
    await t.db.execute(
      sql`update session set expires_at = expires_at - interval '2 hours' where token = ${token}`,
    );
    const me = await old.agent.fetch('/api/me');
    expect(me.status).toBe(200);
    expect(me.headers.getSetCookie().some((line) => line.startsWith(`${COOKIE}=`))).toBe(true);
  });

  it('leaves a "don\'t remember me" session to better-auth, which answers it', async () => {
    const brief = await signUp(t, 'Brief Visit');
    const read = await t.auth.readSession(headersOf(brief.agent, '; turnout.dont_remember=x.y'));
    expect(read?.user.id).toBe(brief.userId);
  });
});

describe('verifiedValue', () => {
  const secret = 'a-secret-that-is-long-enough-0123456789';
  const sign = (value: string, key = secret) =>
    `${value}.${createHmac('sha256', key).update(value).digest('base64')}`;

  it('gives back the value of a genuine signature and nothing for any other', () => {
    expect(verifiedValue(sign('abc.def'), secret)).toBe('abc.def');
    expect(verifiedValue(sign('abc', 'other-secret'), secret)).toBeNull();
    expect(verifiedValue(`${sign('abc')}x`, secret)).toBeNull();
    expect(verifiedValue(sign('abc').replace(/=$/, ''), secret)).toBeNull();
    expect(verifiedValue('abc', secret)).toBeNull();
    expect(verifiedValue('.abc', secret)).toBeNull();
    expect(verifiedValue(`abc.${'A'.repeat(43)}=`, secret)).toBeNull();
  });
});
