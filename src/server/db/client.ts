import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { type Listener, listenOnServer } from './listen';
import * as schema from './schema';

/** Drizzle database over either driver; both speak the same PostgreSQL, so services see one type. */
export type Db = NodePgDatabase<typeof schema>;

export type DatabaseKind = 'embedded' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Applies the committed migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance in embedded mode (tests dump it as a template). */
  pglite?: PGlite;
  /** LISTENs on `channel` (NOTIFY from triggers, sent on commit); resolves to a function that stops it. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
}

export type DatabaseTarget =
  | { kind: 'embedded'; dataDir: string }
  | { kind: 'embedded-memory'; loadDataDir?: Blob | File }
  | { kind: 'postgres'; url: string };

export class DatabaseLockedError extends Error {}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  /** Called with every SQL statement the app sends (tests count them to hold query budgets). */
  onQuery?: (query: string, params?: unknown[]) => void;
}

const drizzleOptions = ({ onQuery }: DatabaseOptions) =>
  ({ schema, casing: 'snake_case', logger: onQuery ? { logQuery: onQuery } : false }) as const;

function wrapPglite(client: PGlite, release: () => Promise<void>, options: DatabaseOptions): Database {
  const db = drizzlePglite(client, drizzleOptions(options));
  return {
    db: db as unknown as Db,
    kind: 'embedded',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process owns an embedded database, so its notices cannot be missed and need no resync.
    listen: async (channel, listener) => {
      const stop = await client.listen(channel, listener.onNotice);
      return () => stop();
    },
    close: async () => {
      await client.close();
      await release();
    },
  };
}

/** Locks the PGlite data directory: a second process on it would corrupt the database. */
async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  try {
    return await lockfile.lock(dir, { lockfilePath: `${dir}.lock`, stale: 15_000, update: 5_000 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DatabaseLockedError(
        `The database in ${dir} is in use by another Turnout process. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    throw error;
  }
}

export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection can be cut by the server (restart, failover, a forced drop): the pool replaces it;
    // unhandled, the event would crash the process. 57P01 is the server's own "shutting down".
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error(`database connection lost: ${error.message}`);
    });
    const db = drizzlePg(pool, drizzleOptions(options));
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      listen: (channel, listener) => listenOnServer(target.url, channel, listener),
      close: () => pool.end(),
    };
  }
  if (target.kind === 'embedded-memory') {
    const client = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: target.loadDataDir });
    return wrapPglite(client, async () => {}, options);
  }
  const dir = path.join(target.dataDir, 'pgdata');
  const release = await lockDataDir(dir);
  try {
    const client = await PGlite.create(dir, { extensions: { pg_trgm } });
    return wrapPglite(client, release, options);
  } catch (error) {
    await release();
    throw error;
  }
}
