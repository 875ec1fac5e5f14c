import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgErrorCode } from '../../http/errors';
import { countingTurns, work } from '../../test/turns';
import { type Database, openDatabase } from '../client';

// The server's embedded database runs PGlite on a thread of its own (pglite-thread.ts, pglite-worker.mjs).
describe('embedded database on its own thread', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'turnout-thread-'));
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'embedded', dataDir: dir });
    await database.migrate();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the event loop free while a query runs', async () => {
    expect(database.pglite).toBeUndefined(); // not in this thread
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const started = performance.now();
    await database.db.execute(sql`select pg_sleep(0.4)`);
    const took = performance.now() - started;
    clearInterval(ticker);
    delay.disable();
    expect(took).toBeGreaterThanOrEqual(390);
    // In-process, the 400 ms sleep would hold the loop: no tick, and a delay of 400 ms.
    expect(ticks).toBeGreaterThan(20);
    expect(delay.max / 1e6).toBeLessThan(200);
  });

  it('hands back one reply per turn of the event loop, so handlers never run back to back', async () => {
    // Each query's handler works 5 ms, long enough for every other reply to arrive meanwhile. Delivered
    // together, several handlers would see the same turn.
    const turns = await countingTurns((turn) =>
      Promise.all(
        Array.from({ length: 20 }, async () => {
          await database.db.execute(sql`select 1`);
          const seen = turn();
          work(5);
          return seen;
        }),
      ),
    );
    expect(new Set(turns).size).toBe(turns.length);
  });

  it('brings back rows of every type the app reads, and PostgreSQL errors with their codes', async () => {
    const { rows } = await database.db.execute<Record<string, unknown>>(
      sql`select 1::int as i, 'x'::text as t, true as b, now() as at, array['a','b']::text[] as list,
        '{"k":1}'::jsonb as j, gen_random_uuid() as id, 12345678901::bigint as big`,
    );
    expect(rows[0]).toMatchObject({ i: 1, t: 'x', b: true, list: ['a', 'b'], j: { k: 1 } });
    expect(typeof rows[0]?.at).toBe('string'); // timestamps stay text for Drizzle, as in-process
    await database.db.execute(sql`insert into waitlist (email) values ('twice@example.test')`);
    const again = await database.db
      .execute(sql`insert into waitlist (email) values ('twice@example.test')`)
      .catch((error: unknown) => error);
    expect(pgErrorCode(again)).toBe('23505');
  });

  it('commits a transaction whole, or rolls it back whole when it throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into waitlist (email) values ('kept@example.test')`);
      await tx.transaction(async (inner) => {
        await inner.execute(sql`insert into waitlist (email) values ('inner@example.test')`);
      });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into waitlist (email) values ('lost@example.test')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // Another query waiting behind a transaction runs after it, never inside it.
    const [, other] = await Promise.all([
      database.db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into waitlist (email) values ('also-lost@example.test')`);
          await new Promise((resolve) => setTimeout(resolve, 50));
          throw new Error('no');
        })
        .catch(() => {}),
      database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from waitlist where email = 'also-lost@example.test'`,
      ),
    ]);
    expect(other.rows[0]?.n).toBe(0);
    const { rows } = await database.db.execute<{ email: string }>(
      sql`select email from waitlist where email in ('kept@example.test', 'inner@example.test', 'lost@example.test', 'also-lost@example.test') order by email`,
    );
    expect(rows.map((r) => r.email)).toEqual(['inner@example.test', 'kept@example.test']);
  });

  it('delivers NOTIFY to a listener after commit, and stops when told', async () => {
    const heard: string[] = [];
    const stop = await database.listen('thread_test', { onNotice: (p) => heard.push(p), onResync: () => {} });
    await database.db.execute(sql`select pg_notify('thread_test', 'hello')`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(['hello']);
    await stop();
    await database.db.execute(sql`select pg_notify('thread_test', 'unheard')`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(['hello']);
  });
});
