import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type Database, type DatabaseOptions, openDatabase } from '../db/client';

/**
 * In-memory test databases, kept by each test worker and emptied between test apps. Opening one from the
 * template costs much CPU (PostgreSQL starting in WebAssembly); emptying one costs a small part of that. An
 * emptied database is the template again: every table truncated (identities restarted), the planner's
 * statistics dropped, the session's settings, temporary tables and advisory locks reset, every LISTEN the app
 * left stopped. One whose schema a test changed is closed instead of kept (decision 038).
 */
interface Pooled {
  database: Database;
  /** The app's statement counter, swapped on each lease: the Drizzle logger is bound when a database opens. */
  onQuery?: DatabaseOptions['onQuery'];
  empty: string;
  schema: string;
}

const IDLE_AT_MOST = 2;
const idle: Pooled[] = [];

const schemaOf = async ({ db }: Database) => {
  const { rows } = await db.execute<{
    schema: string;
  }>(sql`select md5(string_agg(x, ',' order by x)) as schema
    from (select format('col %s.%s %s %s %s', c.relname, a.attname, a.atttypid, a.attnotnull, a.atthasdef) as x
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped
      union all select format('rel %s %s', relname, relkind) from pg_class where relnamespace = 'public'::regnamespace
      union all select format('trigger %s %s %s', c.relname, t.tgname, t.tgenabled) from pg_trigger t
        join pg_class c on c.oid = t.tgrelid where c.relnamespace = 'public'::regnamespace
      union all select format('function %s %s', proname, md5(prosrc)) from pg_proc
        where pronamespace = 'public'::regnamespace
      union all select format('constraint %s %s', conname, md5(pg_get_constraintdef(oid))) from pg_constraint
        where connamespace = 'public'::regnamespace) f`);
  return rows[0]?.schema ?? '';
};

async function open(): Promise<Pooled> {
  const dump = readFileSync(inject('templateDumpPath'));
  const pooled: Partial<Pooled> = {};
  const database = await openDatabase(
    { kind: 'embedded-memory', loadDataDir: new Blob([dump]) },
    { onQuery: (query, params) => pooled.onQuery?.(query, params) },
  );
  const { rows } = await database.db.execute<{ tables: string }>(
    sql`select string_agg(format('%I', tablename), ', ') as tables from pg_tables where schemaname = 'public'`,
  );
  const empty = `truncate table ${rows[0]?.tables} restart identity cascade;
    delete from pg_statistic where starelid in (select oid from pg_class where relnamespace = 'public'::regnamespace);
    reset all; discard temp; select pg_advisory_unlock_all();`;
  return Object.assign(pooled, { database, empty, schema: await schemaOf(database) });
}

/** Empties a database an app is done with and keeps it, or closes it when it cannot be the template again. */
async function giveBack(pooled: Pooled): Promise<void> {
  const { database } = pooled;
  pooled.onQuery = undefined;
  if (database.pglite?.closed) return;
  if (idle.length < IDLE_AT_MOST) {
    const emptied = await database.pglite?.exec(pooled.empty).then(
      () => true,
      () => false,
    );
    if (emptied && (await schemaOf(database)) === pooled.schema) {
      idle.push(pooled);
      return;
    }
  }
  await database.close();
}

/**
 * A database for one test app, as the template left it. `release` gives it back once the app is done;
 * `database.close()` closes it for good (a test of what a closed database does).
 */
export async function leaseDatabase(options: DatabaseOptions) {
  const pooled = idle.pop() ?? (await open());
  pooled.onQuery = options.onQuery;
  const stops = new Set<() => Promise<void>>();
  // The app's observers of statement times go with it, as its LISTENs do: the next app starts with none.
  const unobserve = new Set<() => void>();
  const database: Database = {
    ...pooled.database,
    observeQueryTimes: (observer) => {
      const stop = pooled.database.observeQueryTimes(observer);
      unobserve.add(stop);
      return stop;
    },
    listen: async (channel, listener) => {
      const stop = await pooled.database.listen(channel, listener);
      const stopOnce = async () => {
        if (stops.delete(stopOnce)) await stop();
      };
      stops.add(stopOnce);
      return stopOnce;
    },
  };
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    for (const stop of unobserve) stop();
    for (const stop of [...stops]) await stop();
    await giveBack(pooled);
  };
  return { database, release };
}
