import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { parse } from 'hono/utils/cookie';
import type { Db } from '../db/client';
import { session as sessions, user as users } from '../db/schema';

export type SessionUser = typeof users.$inferSelect;
/** A session as routes see it: never its token. */
export type SessionRecord = Omit<typeof sessions.$inferSelect, 'token'>;
export interface SignedInSession {
  session: SessionRecord;
  user: SessionUser;
  /** Set-Cookie lines to send back (a refreshed session's cookie), usually none. */
  setCookies: string[];
}

/**
 * What the reader needs of better-auth: its cookie names, session timing and secret, and the full lookup.
 * Only the lookup is public API; session-reader-contract.test.ts holds the installed version to the rest.
 */
export interface SessionAuth {
  $context: Promise<{
    secret: string;
    authCookies: {
      sessionToken: { name: string };
      sessionData: { name: string };
      dontRememberToken: { name: string };
    };
    sessionConfig: { expiresIn: number; updateAge: number };
  }>;
  api: {
    getSession(input: { headers: Headers; returnHeaders: true }): Promise<{
      headers: Headers;
      response: {
        session: Omit<SessionRecord, 'ipAddress' | 'userAgent'> & Partial<SessionRecord>;
        user: Omit<SessionUser, 'image' | 'twoFactorEnabled'> & {
          image?: string | null;
          twoFactorEnabled?: boolean | null;
        };
      } | null;
    }>;
  };
}

/**
 * Reads the signed-in session of a request. Every API request asks, so the usual case is answered here in one
 * prepared statement and a synchronous HMAC check: a session cookie whose signature holds, a live session
 * that needs no refresh. better-auth's own lookup — the same answer, through its endpoint machinery,
 * WebCrypto and a query built anew each time — cost a sizeable share of the server's main thread under the
 * mixed load. Anything else (no valid row, a refresh due, a "don't remember me" or stale cached-session
 * cookie) goes to better-auth, which refreshes, clears cookies and deletes expired sessions as it always has.
 */
export function createSessionReader(auth: SessionAuth, db: Db) {
  const byToken = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_by_token');

  async function viaBetterAuth(headers: Headers): Promise<SignedInSession | null> {
    const { headers: answer, response } = await auth.api.getSession({ headers, returnHeaders: true });
    if (!response) return null;
    const { token: _token, ...session } = response.session as typeof response.session & { token?: string };
    return {
      session: { ipAddress: null, userAgent: null, ...session },
      user: {
        ...response.user,
        image: response.user.image ?? null,
        twoFactorEnabled: response.user.twoFactorEnabled ?? false,
      },
      setCookies: answer.getSetCookie(),
    };
  }

  return async function readSession(headers: Headers): Promise<SignedInSession | null> {
    const context = await auth.$context;
    const cookies = parse(headers.get('cookie') ?? '');
    const { sessionToken, sessionData, dontRememberToken } = context.authCookies;
    const signed = cookies[sessionToken.name];
    if (!signed) return null;
    if (cookies[sessionData.name] !== undefined || cookies[dontRememberToken.name] !== undefined)
      return viaBetterAuth(headers);
    const token = verifiedValue(signed, context.secret);
    if (!token) return null;
    const [row] = await byToken.execute({ token });
    const now = Date.now();
    const { expiresIn, updateAge } = context.sessionConfig;
    // better-auth's rule: a session is extended once `updateAge` has passed since its last refresh.
    const refreshDue = (expiresAt: Date) => expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now;
    if (!row || row.session.expiresAt.getTime() <= now || refreshDue(row.session.expiresAt))
      return viaBetterAuth(headers);
    const { token: _token, ...session } = row.session;
    return { session, user: row.user, setCookies: [] };
  };
}

/** The value of a cookie signed as better-auth signs them (`value.base64(HMAC-SHA256(secret, value))`), if genuine. */
export function verifiedValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  // The one encoding better-auth writes: 32 bytes as padded base64.
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const given = Buffer.from(signature, 'base64');
  const expected = createHmac('sha256', secret).update(value).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
