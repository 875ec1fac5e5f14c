import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { accountSecurityMessages } from '../../../shared/account-security';
import type { Db } from '../../db/client';
import { session } from '../../db/schema';
import { notFound } from '../../http/errors';
import { describeDevice, deviceOf } from './device';

export const SESSION_NOT_FOUND = accountSecurityMessages.sessionEnded;

/**
 * The user's live sessions, newest activity first. Ids only: session tokens are bearer credentials and never
 * leave the server (better-auth's own list returns them).
 */
export async function listSessions(db: Db, userId: string, currentSessionId: string, now: Date) {
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
    .orderBy(desc(session.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    /** The device's parts, for a screen to say `device` in its own language. */
    ...deviceOf(row.userAgent),
    ipAddress: row.ipAddress,
    signedInAt: row.createdAt.toISOString(),
    // better-auth touches a session when it extends it (at most hourly), so this is accurate to the hour.
    lastActiveAt: row.updatedAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/** Ends one of the user's sessions; its next request is refused. Someone else's session is a 404. */
export async function revokeSession(db: Db, userId: string, sessionId: string): Promise<void> {
  const deleted = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  if (deleted.length === 0) throw notFound(SESSION_NOT_FOUND);
}

/** Ends every session of the user but the one making the request; returns how many ended. */
export async function revokeOtherSessions(db: Db, userId: string, currentSessionId: string) {
  const deleted = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, currentSessionId)))
    .returning({ id: session.id });
  return deleted.length;
}
