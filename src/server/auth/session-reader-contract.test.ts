import type { BetterAuthOptions } from 'better-auth';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, signUp } from '../test/agent';
import { createTestApp, type TestApp } from '../test/test-app';
import { verifiedValue } from './session-reader';

// The session reader (session-reader.ts) answers the usual request without better-auth's endpoint: it takes
// better-auth's cookie names, secret and session timing from `auth.$context`, checks the cookie's signature
// as better-auth signs it, reads the session row and applies better-auth's refresh rule itself. None of that
// is better-auth's public API, so each assumption is checked here against the installed version: an upgrade
// that changes one fails this file, by name, before the reader starts to disagree with better-auth.

const HOUR_S = 60 * 60;
const DAY_S = 24 * HOUR_S;

describe("what the session reader assumes of better-auth's internals", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const cookieHeader = (agent: Agent) =>
    new Headers({ cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ') });

  it('$context names the cookies, holds the secret and the session timing as configured', async () => {
    const context = await t.auth.$context;
    expect(context.authCookies.sessionToken.name).toBe('turnout.session_token');
    expect(context.authCookies.sessionData.name).toBe('turnout.session_data');
    expect(context.authCookies.dontRememberToken.name).toBe('turnout.dont_remember');
    expect(context.secret).toBe(t.config.authSecret);
    expect(context.sessionConfig).toMatchObject({ expiresIn: 30 * DAY_S, updateAge: HOUR_S });
  });

  it('answers sessions from the database row alone: no cookie cache, no secondary storage, refresh on read', async () => {
    const options: BetterAuthOptions = (await t.auth.$context).options;
    expect(options.session?.cookieCache?.enabled ?? false).toBe(false);
    expect(options.secondaryStorage).toBeUndefined();
    expect(options.session?.deferSessionRefresh ?? false).toBe(false);
    expect(options.session?.disableSessionRefresh ?? false).toBe(false);
  });

  it('signs the session cookie as `token.base64(HMAC-SHA256(secret, token))`, the token being the row key', async () => {
    const pat = await signUp(t, 'Pat Contract');
    const { authCookies, secret } = await t.auth.$context;
    const signed = decodeURIComponent(pat.agent.cookies.get(authCookies.sessionToken.name) ?? '');
    const token = verifiedValue(signed, secret);
    expect(token).not.toBeNull();
    const rows = await t.db.execute<{ user_id: string }>(
      sql`select user_id from session where token = ${token}`,
    );
    expect(rows.rows).toEqual([{ user_id: pat.userId }]);
  });

  it('refreshes a session exactly when `expiresAt - expiresIn + updateAge <= now`, as the reader does', async () => {
    const { sessionConfig, authCookies } = await t.auth.$context;
    const refreshedAgo = async (agent: Agent, seconds: number) => {
      const token = decodeURIComponent(agent.cookies.get(authCookies.sessionToken.name) ?? '').split('.')[0];
      const expiresAt = new Date(Date.now() + (sessionConfig.expiresIn - seconds) * 1000);
      await t.db.execute(
        sql`update session set expires_at = ${expiresAt.toISOString()} where token = ${token}`,
      );
    };
    const refreshes = async (agent: Agent) => {
      const theirs = await t.auth.api.getSession({ headers: cookieHeader(agent), returnHeaders: true });
      return theirs.headers
        .getSetCookie()
        .some((line) => line.startsWith(`${authCookies.sessionToken.name}=`));
    };

    const fresh = await signUp(t, 'Fresh Minute');
    await refreshedAgo(fresh.agent, sessionConfig.updateAge - 60);
    expect((await t.auth.readSession(cookieHeader(fresh.agent)))?.setCookies).toEqual([]);
    expect(await refreshes(fresh.agent)).toBe(false);

    const due = await signUp(t, 'Due Minute');
    await refreshedAgo(due.agent, sessionConfig.updateAge + 60);
    expect(await refreshes(due.agent)).toBe(true);
    await refreshedAgo(due.agent, sessionConfig.updateAge + 60);
    const read = await t.auth.readSession(cookieHeader(due.agent));
    expect(read?.setCookies.some((line) => line.startsWith(`${authCookies.sessionToken.name}=`))).toBe(true);
  });
});
