import { sql } from 'drizzle-orm';
import type { Logger } from '../../log';
import type { Db } from '../client';

/**
 * PostgreSQL's autovacuum renews a table's planner statistics once its rows changed since the last ANALYZE
 * exceed 50 + 10 % of its rows (autovacuum_analyze_threshold, autovacuum_analyze_scale_factor).
 */
const THRESHOLD_ROWS = 50;
const SCALE_FACTOR = 0.1;

/**
 * ANALYZE of the app's tables that changed past autovacuum's threshold since their last one; their names.
 * The embedded database has no autovacuum: without this, a table that grew since the hourly housekeeping
 * was planned as it was then, and statements on it slowed as it grew (decision 041).
 */
export async function analyzeChangedTables(db: Db): Promise<string[]> {
  // The counts this process has not yet handed to the statistics views are handed over at this statement's end.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const { rows } = await db.execute<{ name: string }>(sql`
    select s.relname as name
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = 'public'
      and s.n_mod_since_analyze > ${THRESHOLD_ROWS} + ${SCALE_FACTOR} * greatest(c.reltuples, 0)
    order by s.relname`);
  for (const { name } of rows) await db.execute(sql`analyze ${sql.identifier(name)}`);
  return rows.map((row) => row.name);
}

/** analyzeChangedTables every minute (autovacuum's default naptime) on the embedded database. */
export function startAutoAnalyze({ db, log, everyMs = 60_000 }: { db: Db; log: Logger; everyMs?: number }) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    // A pass still under way is not doubled; the next tick looks again.
    running ??= analyzeChangedTables(db)
      .catch((error: unknown) => log.error('analyzing changed tables failed', { error: String(error) }))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return {
    /** Stops the timer and waits for a pass under way, so the database can close after it. */
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
