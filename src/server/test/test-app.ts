import { inject } from 'vitest';
import { scratchDatabase } from '../../../test-support/postgres';
import { AUTH_SECRET, SIGNUP_CODE } from '../../../test-support/server';
import { createApp } from '../app';
import { createAuth } from '../auth/auth';
import type { Config } from '../config';
import { type Database, type DatabaseOptions, openDatabase } from '../db/client';
import { LiveHub } from '../live/hub';
import { createLogger, type Logger } from '../log';
import { machineMemoryLimit } from '../memory-limit';
import type { PushReach } from '../notifications/push-endpoint';
import { leaseDatabase } from './database-pool';
import { testPasswordHashing } from './password-hashing';

/** The sign-up code of the apps made here: the one every server a test starts has too. */
export const TEST_SIGNUP_CODE = SIGNUP_CODE;

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    publicUrl: 'http://localhost:3000',
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    signupCode: TEST_SIGNUP_CODE,
    authSecret: AUTH_SECRET,
    google: undefined,
    smtpUrl: undefined,
    mailFrom: 'Turnout <test@localhost>',
    rateLimit: { authMax: 1000, windowSeconds: 60, gateMax: 1000, resetMax: 1000, waitlistMax: 1000 },
    photos: { maxBytes: 15 * 1024 * 1024, maxPerGame: null },
    logLevel: 'silent',
    metricsToken: undefined,
    memoryLimitBytes: machineMemoryLimit(),
    processes: 1,
    trustProxy: false,
    s3: undefined,
    ...overrides,
  };
}

/**
 * A database as the migrated template left it, and how to give it back: in memory (PGlite, kept by the worker
 * and emptied between apps: database-pool.ts), or a new database on TEST_DATABASE_URL, dropped on release.
 */
async function freshDatabase(
  options: DatabaseOptions,
): Promise<{ database: Database; release: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return leaseDatabase(options);
  const scratch = await scratchDatabase(serverUrl, 'turnout_test', { template: inject('templateDatabase') });
  const database = await openDatabase({ kind: 'postgres', url: scratch.url }, options);
  let dropped = false;
  const release = async () => {
    if (dropped) return;
    dropped = true;
    await database.close();
    await scratch.drop();
  };
  return { database: { ...database, close: release }, release };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A clock that tests move by hand: invite expiry and rate-limit windows without sleeping. */
export function testClock(start = new Date('2026-11-20T18:00:00Z')) {
  let now = start.getTime();
  const clock = () => new Date(now);
  clock.advance = (ms: number) => {
    now += ms;
  };
  return clock;
}

/** Counts the SQL statements the app sends while `measure` runs; `capture` keeps their parameters too. */
function queryCounter() {
  let counting = false;
  let statements: { sql: string; params: unknown[] }[] = [];
  const capture = async (run: () => Promise<unknown>) => {
    statements = [];
    counting = true;
    try {
      await run();
    } finally {
      counting = false;
    }
    return statements;
  };
  return {
    onQuery: (query: string, params?: unknown[]) => {
      if (counting) statements.push({ sql: query, params: params ?? [] });
    },
    capture,
    measure: async (run: () => Promise<unknown>): Promise<string[]> =>
      (await capture(run)).map((statement) => statement.sql),
  };
}

/** The whole Hono app on a fresh database; call `close()` in afterAll. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  clock = testClock(),
  {
    liveHeartbeatMs = 30_000,
    pushReach,
    log = createLogger(overrides.logLevel ?? 'silent'),
  }: {
    liveHeartbeatMs?: number;
    /** A test's own push service and DNS answers; without it, as in production. */
    pushReach?: PushReach;
    /** Where the app, its auth and its live hub log (a test reads the lines); unset, standard output. */
    log?: Logger;
  } = {},
) {
  const config = testConfig(overrides);
  const counter = queryCounter();
  const { database, release } = await freshDatabase({ onQuery: counter.onQuery });
  const auth = createAuth(config, database.db, { log, password: testPasswordHashing });
  const live = new LiveHub(database, log);
  await live.start();
  const app = createApp({
    config,
    database,
    auth,
    log,
    clock,
    live,
    liveHeartbeatMs,
    pushReach,
  });
  return {
    app,
    config,
    database,
    db: database.db,
    auth,
    clock,
    countQueries: counter.measure,
    captureQueries: counter.capture,
    live,
    pushReach,
    log,
    close: async () => {
      await live.close();
      await release();
    },
  };
}
