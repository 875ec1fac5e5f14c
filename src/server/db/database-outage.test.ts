import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../../../test-support/postgres';
import { RETRY_AFTER_SECONDS } from '../http/errors';
import { type Agent, createHttpAgent, json, signUpWith } from '../test/agent';
import { serveAppOn } from '../test/app-on-database';
import { createGroup } from '../test/groups';
import { serveOverHttp } from '../test/http';
import { burst, type LoadRequest, type Outcome, underLoad } from '../test/load';
import { privatePostgresAvailable, startPrivatePostgres } from '../test/private-postgres';
import { createTestApp, TEST_SIGNUP_CODE, type TestApp } from '../test/test-app';
import { type Database, openDatabase } from './client';

// A PostgreSQL server going away under the app: these run in `npm run test:postgres` (TEST_DATABASE_URL), where
// the app's database is on a server; the embedded database has no connection to lose.
const onServer = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Reads and writes as a member's screens make them: the session (better-auth's, which catches the database's
 * error itself, and the app's own), lists, and a place added in a transaction.
 */
function memberRequests(groupId: string): LoadRequest[] {
  return [
    {
      route: 'GET /api/auth/get-session',
      send: (agent, _, signal) => agent.fetch('/api/auth/get-session', { signal }),
    },
    { route: 'GET /api/me', send: (agent, _, signal) => agent.fetch('/api/me', { signal }) },
    { route: 'GET /api/games', send: (agent, _, signal) => agent.fetch('/api/games', { signal }) },
    { route: 'GET /api/places', send: (agent, _, signal) => agent.fetch('/api/places', { signal }) },
    {
      route: 'POST /api/places',
      send: (agent, n, signal) =>
        agent.fetch('/api/places', {
          ...json({ name: `Court ${n}`, address: `${n} Main St`, groupId, tags: [] }),
          signal,
        }),
    },
  ];
}

/** Every request answered: in full, or 503 with the envelope and when to try again. Never a 500, never a hang. */
function expectCleanAnswers(outcomes: Outcome[]) {
  const unclean = outcomes.filter(
    (outcome) =>
      !(outcome.status >= 200 && outcome.status < 300) &&
      !(
        outcome.status === 503 &&
        outcome.code === 'UNAVAILABLE' &&
        outcome.retryAfter === `${RETRY_AFTER_SECONDS}`
      ),
  );
  expect(unclean).toEqual([]);
  const refused = outcomes.filter((outcome) => outcome.status === 503).length;
  // The cut reached requests in flight (else this test proves nothing), and others got through.
  expect(refused).toBeGreaterThan(0);
  expect(outcomes.length - refused).toBeGreaterThan(0);
  return refused;
}

const expectAllAnswered = (outcomes: Outcome[]) =>
  expect(outcomes.filter((outcome) => outcome.status < 200 || outcome.status >= 300)).toEqual([]);

/** Closing waits for every connection to come back to the pool: one kept out for good holds it forever. */
async function expectEveryConnectionBack(close: () => Promise<void>) {
  const closed = await Promise.race([close().then(() => true), delay(5000, false)]);
  expect(closed, 'a connection never came back to the pool').toBe(true);
}

describe.runIf(onServer)('the app’s database connections cut under load', () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof serveOverHttp>>;
  let admin: pg.Client;
  let agent: Agent;
  let requests: LoadRequest[];
  let database: string;
  let closed = false;

  beforeAll(async () => {
    t = await createTestApp();
    http = await serveOverHttp(t);
    agent = (await http.signUp('Dee')).agent;
    requests = memberRequests(await createGroup(agent));
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const { rows } = await t.db.execute<{ name: string }>(sql`select current_database() as name`);
    database = rows[0]?.name ?? '';
  });
  afterAll(async () => {
    await admin?.end();
    if (!closed) {
      await http?.close();
      await t?.close();
    }
  });

  it('answers 503 while every connection is cut, again and again, then answers every request', async () => {
    let cut = 0;
    const outcomes = await underLoad(agent, requests, async () => {
      for (let round = 0; round < 15; round++) {
        await delay(150);
        const { rows } = await admin.query<{ n: number }>(
          `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where datname = $1 and pid <> pg_backend_pid()`,
          [database],
        );
        cut += rows[0]?.n ?? 0;
      }
    });
    expect(cut).toBeGreaterThan(15);
    expectCleanAnswers(outcomes);
    // No restart: the pool has dropped the dead connections and prepares its statements on new ones.
    expectAllAnswered(await burst(agent, requests));
    closed = true;
    await http.close();
    await expectEveryConnectionBack(t.close);
  });
});

describe.runIf(onServer && privatePostgresAvailable())('a PostgreSQL server restarted under load', () => {
  let server: Awaited<ReturnType<typeof startPrivatePostgres>>;
  let db: Database;
  let app: Awaited<ReturnType<typeof serveAppOn>>;
  let agent: Agent;
  let requests: LoadRequest[];
  let closed = false;

  beforeAll(async () => {
    server = await startPrivatePostgres();
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query('create database turnout');
    await admin.end();
    db = await openDatabase({ kind: 'postgres', url: withDatabase(server.url, 'turnout') });
    await db.migrate();
    app = await serveAppOn(db);
    agent = (await signUpWith(createHttpAgent(app.base, app.config.publicUrl), 'Dee', TEST_SIGNUP_CODE))
      .agent;
    requests = memberRequests(await createGroup(agent));
  });
  afterAll(async () => {
    if (!closed) {
      await app?.close();
      await db?.close();
    }
    await server?.remove();
  });

  it('answers 503 while the server stops and starts, then answers every request without a restart', async () => {
    const outcomes = await underLoad(agent, requests, async () => {
      await delay(500);
      await server.stop('fast');
      await delay(1000);
      await server.start();
      await delay(500);
    });
    expectCleanAnswers(outcomes);
    expectAllAnswered(await burst(agent, requests));
    closed = true;
    await app.close();
    await expectEveryConnectionBack(db.close);
  });
});
