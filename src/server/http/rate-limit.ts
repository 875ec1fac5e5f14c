import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tooManyRequests } from './errors';

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

/**
 * Counts one attempt for `key` in the shared rate_limit table (atomic upsert, so every process agrees)
 * and throws a 429 ApiError once the window's budget is spent.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  const now = Date.now();
  const windowStart = now - rule.windowSeconds * 1000;
  const result = await db.execute<{ count: number; last_request: string }>(sql`
    insert into rate_limit (key, count, last_request) values (${`turnout:${key}`}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request < ${windowStart} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request < ${windowStart} then ${now} else rate_limit.last_request end
    returning count, last_request`);
  const row = result.rows[0];
  if (row && row.count > rule.max) {
    const retryAfter = Math.max(
      1,
      Math.ceil((Number(row.last_request) + rule.windowSeconds * 1000 - now) / 1000),
    );
    throw tooManyRequests(retryAfter);
  }
}
