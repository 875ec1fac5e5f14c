import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attemptCounters } from '../db/schema';
import { tooManyRequests } from './errors';

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

function retryAfterSeconds(windowStart: Date, rule: RateLimitRule, now: Date): number {
  return Math.max(1, Math.ceil((windowStart.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000));
}

/**
 * Counts one attempt for `key` in attempt_counters. The upsert is atomic, so every process (and every
 * parallel request) agrees on the count. A window starts with the first attempt after the last one ended.
 */
export async function recordAttempt(db: Db, key: string, rule: RateLimitRule, now: Date) {
  const windowOpenedAfter = new Date(now.getTime() - rule.windowSeconds * 1000);
  const expired = sql`${attemptCounters.windowStartedAt} < ${windowOpenedAfter}`;
  const [row] = await db
    .insert(attemptCounters)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${attemptCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now} else ${attemptCounters.windowStartedAt} end`,
      },
    })
    .returning({ count: attemptCounters.count, windowStartedAt: attemptCounters.windowStartedAt });
  return { count: row?.count ?? 1, windowStartedAt: row?.windowStartedAt ?? now };
}

/** Counts the attempt and refuses it with a 429 once the window's budget is spent (e.g. the sign-up gate). */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<void> {
  const { count, windowStartedAt } = await recordAttempt(db, key, rule, now);
  if (count > rule.max) throw tooManyRequests(retryAfterSeconds(windowStartedAt, rule, now));
}

/** Gives back an attempt that turned out not to be a guess (a right join code). */
export async function refundAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(attemptCounters)
    .set({ count: sql`greatest(${attemptCounters.count} - 1, 0)` })
    .where(eq(attemptCounters.key, key));
}

/** Longest window any attempt counter uses (join codes: 15 minutes), with room to spare. */
const COUNTER_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Deletes counters whose window ended long ago; run at start and hourly so the table stays small. */
export async function sweepAttemptCounters(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - COUNTER_RETENTION_MS);
  const removed = await db
    .delete(attemptCounters)
    .where(lt(attemptCounters.windowStartedAt, before))
    .returning({ key: attemptCounters.key });
  return removed.length;
}
