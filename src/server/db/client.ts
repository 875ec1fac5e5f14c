import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { initDataDir, lockDataDir } from './data-dir/embedded-folder';
import { keepThroughCutConnections } from './engine/cut-connections';
import { type Listener, listenOnServer } from './engine/listen';
import { MAX_PREPARED_PER_CONNECTION, preparingClient } from './engine/pg-prepared';
import { PGliteThread } from './engine/pglite-thread';
import { preparedStatements } from './engine/prepared-statements.mjs';
import { type QueryTimeObserver, QueryTimes } from './engine/query-times';
import { applyMigrations } from './migration-runner';
import * as schema from './schema';
import { expectedSchema, recordSchema, refuseNewerSchema } from './schema-version';

/** Drizzle database over either driver; both speak the same PostgreSQL, so services see one type. */
export type Db = NodePgDatabase<typeof schema>;

export type DatabaseKind = 'embedded' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /**
   * Applies the committed migrations, each in a transaction of its own (one that fails is rolled back whole and
   * stops the start: MigrationFailedError), and records the schema reached; refuses (SchemaTooNewError),
   * changing nothing, a database that a newer release migrated.
   */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance in embedded mode (tests dump it as a template). */
  pglite?: PGlite;
  /** A data folder's copy for a backup (engine/pglite-thread.ts); only an embedded database in a folder has one. */
  snapshot?: PGliteThread['snapshot'];
  /** LISTENs on `channel` (NOTIFY from triggers, sent on commit); resolves to a function that stops it. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  /** Tells `observer` how long each statement took (the metrics); returns the function that stops it. */
  observeQueryTimes(observer: QueryTimeObserver): () => void;
  /** The connection pool's state; only a PostgreSQL server is reached through a pool. */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  /** Connections open, idle among them, and statements waiting for one. */
  total: number;
  idle: number;
  waiting: number;
}

export type DatabaseTarget =
  | { kind: 'embedded'; dataDir: string }
  | { kind: 'embedded-memory'; loadDataDir?: Blob | File }
  | { kind: 'postgres'; url: string };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  /** Called with every SQL statement the app sends (tests count them to hold query budgets). */
  onQuery?: (query: string, params?: unknown[]) => void;
  /** Another release's migrations (tests play a newer release with one); unset, this release's own. */
  migrationsFolder?: string;
}

/**
 * Applies the pending migrations (migration-runner.ts) between the check that the database is not newer and the
 * record of the schema reached.
 */
function migrator(db: Db, options: DatabaseOptions) {
  const folder = options.migrationsFolder ?? migrationsFolder;
  return async () => {
    const expected = expectedSchema(folder);
    await refuseNewerSchema(db, expected);
    await applyMigrations(db, folder);
    await recordSchema(db, expected);
  };
}

/**
 * PGlite runs PostgreSQL inside this process, so its buffer cache is this process's memory. The default
 * 128 MB of shared_buffers is sized for a server; Turnout's working set is a few MB and the OS page cache
 * sits behind it, so 16 MB keeps the whole process small at no measured cost to the benches.
 * The embedded database's thread checkpoints after each segment of log (pglite-worker.mjs); a checkpoint keeps
 * four segments (64 MB) recycled ahead of it and removes the rest, so the log holds its room before a disk fills.
 */
const pgliteOptions = {
  extensions: { pg_trgm },
  startParams: [
    ...PGlite.defaultStartParams,
    ...['-c', 'shared_buffers=16MB', '-c', 'min_wal_size=64MB', '-c', 'max_wal_size=64MB'],
  ],
};

/**
 * In-memory databases (the tests', a fresh one per test file or test) share one compiled PostgreSQL module and
 * one file bundle per process. Left to itself, each PGlite reads and compiles its WebAssembly and reads its
 * files again: a good part of the time a database took to open from the template.
 */
let compiled: Promise<Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>> | undefined;
function compiledPglite() {
  compiled ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const read = (file: string) => readFile(path.join(dist, file));
    const [pglite, initdb, bundle] = await Promise.all([
      read('pglite.wasm'),
      read('initdb.wasm'),
      read('pglite.data'),
    ]);
    return {
      pgliteWasmModule: await WebAssembly.compile(pglite),
      initdbWasmModule: await WebAssembly.compile(initdb),
      fsBundle: new Blob([bundle]),
    };
  })();
  return compiled;
}

const drizzleOptions = ({ onQuery }: DatabaseOptions) =>
  ({ schema, casing: 'snake_case', logger: onQuery ? { logQuery: onQuery } : false }) as const;

/**
 * An in-process PGlite as Drizzle sees it, with its statements prepared once (prepared-statements.mjs), as the
 * database's thread does for a data folder: the tests then run the queries the way the server does.
 */
function withPreparedStatements(client: PGlite, times: QueryTimes): PGlite {
  const prepared = preparedStatements(client);
  const query = (...args: Parameters<typeof prepared.query>) => times.timed(() => prepared.query(...args));
  const bound = <T extends object>(target: T, key: string | symbol) => {
    const value = Reflect.get(target, key);
    return typeof value === 'function' ? value.bind(target) : value;
  };
  const inTransaction = (tx: Transaction) =>
    new Proxy(tx, {
      get: (target, key) =>
        key === 'query'
          ? (sql: string, params?: unknown[], options?: QueryOptions) => {
              if (target.closed) throw new Error('Transaction is closed');
              return query(sql, params, options, true);
            }
          : bound(target, key),
    });
  return new Proxy(client, {
    get: (target, key) => {
      if (key === 'query') return query;
      if (key === 'transaction')
        return <T>(body: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => body(inTransaction(tx)));
      return bound(target, key);
    },
  });
}

function wrapPglite(
  client: PGlite | PGliteThread,
  release: () => Promise<void>,
  options: DatabaseOptions,
  times: QueryTimes,
): Database {
  const db = drizzlePglite(
    client instanceof PGliteThread ? client.asPGlite() : withPreparedStatements(client, times),
    drizzleOptions(options),
  );
  return {
    db: db as unknown as Db,
    kind: 'embedded',
    pglite: client instanceof PGliteThread ? undefined : client,
    snapshot: client instanceof PGliteThread ? (factsSql) => client.snapshot(factsSql) : undefined,
    migrate: migrator(db as unknown as Db, options),
    // One process owns an embedded database, so its notices cannot be missed and need no resync.
    listen: async (channel, listener) => {
      const stop = await client.listen(channel, listener.onNotice);
      return () => stop();
    },
    observeQueryTimes: (observer) => times.observe(observer),
    close: async () => {
      await client.close();
      await release();
    },
  };
}

export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<Database> {
  const times = new QueryTimes();
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      Client: preparingClient(MAX_PREPARED_PER_CONNECTION, times),
    });
    // An idle connection can be cut by the server (restart, failover, a forced drop): the pool replaces it;
    // unhandled, the event would crash the process. 57P01 is the server's own "shutting down".
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error(`database connection lost: ${error.message}`);
    });
    keepThroughCutConnections(pool);
    const db = drizzlePg(pool, drizzleOptions(options));
    return {
      db,
      kind: 'postgres',
      migrate: migrator(db, options),
      listen: (channel, listener) => listenOnServer(target.url, channel, listener),
      observeQueryTimes: (observer) => times.observe(observer),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  if (target.kind === 'embedded-memory') {
    const client = await PGlite.create({
      ...pgliteOptions,
      ...(await compiledPglite()),
      loadDataDir: target.loadDataDir,
    });
    return wrapPglite(client, async () => {}, options, times);
  }
  const dir = path.join(target.dataDir, 'pgdata');
  const release = await lockDataDir(dir);
  try {
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await initDataDir(dir);
    // A data folder is the server's database: it runs on a thread of its own, so queries never hold up the
    // event loop. (In-memory databases are the tests' and stay in-process, where they load a template fast.)
    const client = await PGliteThread.open(dir, pgliteOptions.startParams, times);
    return wrapPglite(client, release, options, times);
  } catch (error) {
    await release();
    throw error;
  }
}
