import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimit } from '../db/schema';
import { tooManyRequests } from './errors';

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

const storedKey = (key: string) => `turnout:${key}`;

function retryAfterSeconds(windowStartMs: number, rule: RateLimitRule, now: Date): number {
  return Math.max(1, Math.ceil((windowStartMs + rule.windowSeconds * 1000 - now.getTime()) / 1000));
}

/**
 * Counts one attempt for `key` in the shared rate_limit table. The upsert is atomic, so every process
 * (and every parallel request) agrees on the count. A window starts with the first attempt after the last one ended.
 */
export async function recordAttempt(db: Db, key: string, rule: RateLimitRule, now: Date) {
  const nowMs = now.getTime();
  const windowStart = nowMs - rule.windowSeconds * 1000;
  const result = await db.execute<{ count: number; last_request: string }>(sql`
    insert into rate_limit (key, count, last_request) values (${storedKey(key)}, 1, ${nowMs})
    on conflict (key) do update set
      count = case when rate_limit.last_request < ${windowStart} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request < ${windowStart} then ${nowMs} else rate_limit.last_request end
    returning count, last_request`);
  const row = result.rows[0];
  return { count: Number(row?.count ?? 1), windowStartMs: Number(row?.last_request ?? nowMs) };
}

/** Counts the attempt and refuses it with a 429 once the window's budget is spent (e.g. the sign-up gate). */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<void> {
  const { count, windowStartMs } = await recordAttempt(db, key, rule, now);
  if (count > rule.max) throw tooManyRequests(retryAfterSeconds(windowStartMs, rule, now));
}

/** Refuses with a 429 while `key` has used its budget in the current window, without counting (e.g. join codes). */
export async function assertUnderLimit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<void> {
  const [row] = await db
    .select({ count: rateLimit.count, windowStartMs: rateLimit.lastRequest })
    .from(rateLimit)
    .where(eq(rateLimit.key, storedKey(key)));
  const windowOpen = row && row.windowStartMs >= now.getTime() - rule.windowSeconds * 1000;
  if (windowOpen && row.count >= rule.max)
    throw tooManyRequests(retryAfterSeconds(row.windowStartMs, rule, now));
}
