import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { readDump } from '../../../test-support/upgrade-fixtures';
import { type Database, openDatabase } from '../db/client';
import { scratchDatabase } from './server-process';
import type { Query } from './upgrade-checks';

/** Everything the app keeps gone, as in a database no release has touched. */
const EMPTY = `drop schema if exists drizzle cascade; drop extension if exists pg_trgm cascade;
  drop schema public cascade; create schema public;`;

/** Empties `pglite` and loads the fixture dump made at `tag` into it. */
export async function restoreEmbedded(pglite: PGlite, tag: string) {
  await pglite.exec(EMPTY);
  await pglite.exec(readDump(tag));
  await pglite.exec('reset search_path'); // the dump empties it for its own statements
}

/** An in-memory embedded database, opened from the tests' migrated template: cheaper than a new one. */
export async function embeddedDatabase(): Promise<{ database: Database; pglite: PGlite; query: Query }> {
  const template = inject('templateDumpPath');
  const database = await openDatabase({
    kind: 'embedded-memory',
    loadDataDir: template ? new Blob([readFileSync(template)]) : undefined,
  });
  if (!database.pglite) throw new Error('an in-memory database has its PGlite');
  const pglite = database.pglite;
  return {
    database,
    pglite,
    query: async (text) => (await pglite.query<Record<string, unknown>>(text)).rows,
  };
}

/** A new database on the PostgreSQL server holding the fixture dump made at `tag`, with a connection of its own. */
export async function postgresAt(tag: string) {
  const scratch = await scratchDatabase('turnout_upgrade');
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  await client.query(readDump(tag));
  await client.query('reset search_path'); // the dump empties it for its own statements
  const query: Query = async (text) => (await client.query(text)).rows;
  return {
    url: scratch.url,
    query,
    drop: async () => {
      await client.end();
      await scratch.drop();
    },
  };
}
