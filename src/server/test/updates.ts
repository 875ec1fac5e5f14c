import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox, updates } from '../db/schema';

/**
 * A person's feed entries in the order they were written, straight from the table. Tests keep the clock
 * still, so created_at ties; the writing transaction's id (xmin) grows with each change.
 */
export function entriesOf(db: Db, userId: string) {
  return db
    .select({ kind: updates.kind, gameId: updates.gameId, groupId: updates.groupId, data: updates.data })
    .from(updates)
    .where(eq(updates.userId, userId))
    .orderBy(asc(updates.createdAt), sql`xmin::text::bigint`, asc(updates.id));
}

/** The mail queued for a person, optionally of one kind. */
export function mailsQueuedFor(db: Db, userId: string, kind?: (typeof mailOutbox.$inferSelect)['kind']) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), kind ? eq(mailOutbox.kind, kind) : undefined))
    .orderBy(asc(mailOutbox.createdAt));
}
