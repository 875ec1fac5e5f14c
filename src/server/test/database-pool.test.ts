import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import type { Database } from '../db/client';
import { groups, waitlist } from '../db/schema';
import { leaseDatabase } from './database-pool';

/** Rows in every table of the app's schema, and the planner's statistics on them. */
async function leftOver({ db }: Database) {
  const { rows } = await db.execute<{ tables: string }>(
    sql`select string_agg(format('select count(*) from %I', tablename), ' union all ') as tables
      from pg_tables where schemaname = 'public'`,
  );
  const counts = await db.execute<{ count: number }>(
    sql.raw(`select sum(count)::int as count from (${rows[0]?.tables}) t`),
  );
  const statistics = await db.execute<{ count: number }>(sql`select count(*)::int as count from pg_statistic
    where starelid in (select oid from pg_class where relnamespace = 'public'::regnamespace)`);
  return { rows: counts.rows[0]?.count, statistics: statistics.rows[0]?.count };
}

// Embedded runs only (npm run test:postgres leaves this file out): on a PostgreSQL server, every test app gets
// a new database made from the template.
describe.skipIf(!inject('templateDumpPath'))('pooled test databases', () => {
  it('come back as the template left them: no rows, no statistics, the session’s settings reset', async () => {
    const first = await leaseDatabase({});
    await first.database.db.insert(groups).values([{ name: 'Kept?' }, { name: 'Kept too?' }]);
    await first.database.db.insert(waitlist).values({ email: 'early@example.test' });
    await first.database.db.execute(sql`analyze`);
    await first.database.db.execute(sql`set work_mem = '7MB'`);
    const before = await leftOver(first.database);
    expect(before.rows).toBe(3);
    expect(before.statistics).toBeGreaterThan(0);
    await first.release();

    const second = await leaseDatabase({});
    expect(second.database.pglite).toBe(first.database.pglite); // the same PGlite, emptied
    expect(await leftOver(second.database)).toEqual({ rows: 0, statistics: 0 });
    const { rows } = await second.database.db.execute<{ work_mem: string }>(sql`show work_mem`);
    expect(rows[0]?.work_mem).not.toBe('7MB');
    await second.release();
  });

  it('count each app’s statements for that app alone', async () => {
    const seen: string[] = [];
    const first = await leaseDatabase({ onQuery: (query) => seen.push(`first: ${query}`) });
    await first.database.db.execute(sql`select 1 as one`);
    await first.release();
    const second = await leaseDatabase({ onQuery: (query) => seen.push(`second: ${query}`) });
    await second.database.db.execute(sql`select 2 as two`);
    await second.release();
    expect(seen).toEqual(['first: select 1 as one', 'second: select 2 as two']);
  });

  it('stop every LISTEN an app left running', async () => {
    const heard: string[] = [];
    const first = await leaseDatabase({});
    await first.database.listen('pool_test', {
      onNotice: (payload) => heard.push(payload),
      onResync: () => {},
    });
    await first.release();
    const second = await leaseDatabase({});
    await second.database.db.execute(sql`select pg_notify('pool_test', 'after release')`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([]);
    await second.release();
  });

  it('are closed, not kept, when a test changed the schema or closed them', async () => {
    const altered = await leaseDatabase({});
    await altered.database.db.execute(sql`alter table waitlist add column note text`);
    await altered.release();
    expect(altered.database.pglite?.closed).toBe(true);

    const closed = await leaseDatabase({});
    await closed.database.close();
    await closed.release();
    const next = await leaseDatabase({});
    expect(next.database.pglite).not.toBe(closed.database.pglite);
    expect(next.database.pglite?.closed).toBe(false);
    await next.release();
  });
});
