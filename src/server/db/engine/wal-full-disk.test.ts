import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Agent, createHttpAgent, signUpWith } from '../../test/agent';
import { serveAppOn } from '../../test/app-on-database';
import { mountSmallDisk, type SmallDisk, smallDisksAvailable } from '../../test/small-disk';
import { TEST_SIGNUP_CODE } from '../../test/test-app';
import { type Database, openDatabase } from '../client';

const MB = 1024 * 1024;
/** The database thread looks at the log every 2 s and checkpoints after a segment (pglite-worker.mjs). */
const CHECKPOINT_LOOK_MS = 2500;

describe.runIf(smallDisksAvailable())('the embedded database’s log on a disk that fills', () => {
  let disk: SmallDisk;
  let database: Database;
  let server: Awaited<ReturnType<typeof serveAppOn>>;
  let agent: Agent;
  let pgWal: string;

  beforeAll(async () => {
    disk = mountSmallDisk(256);
    const dataDir = path.join(disk.dir, 'data');
    const pgdata = path.join(dataDir, 'pgdata');
    pgWal = path.join(pgdata, 'pg_wal');
    mkdirSync(pgdata, { recursive: true });
    execFileSync('tar', ['-xf', inject('templateDumpPath'), '-C', pgdata], { stdio: 'ignore' });
    database = await openDatabase({ kind: 'embedded', dataDir });
    await database.migrate();
    server = await serveAppOn(database, { dataDir });
    agent = (await signUpWith(createHttpAgent(server.base, server.config.publicUrl), 'Wal', TEST_SIGNUP_CODE))
      .agent;
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
    disk?.unmount();
  });

  /** Log records of `megabytes` that touch no table: only the log grows. */
  const writeLog = (megabytes: number) =>
    database.db.execute(
      sql`select pg_logical_emit_message(false, 'turnout-test', repeat('x', ${megabytes * MB}))`,
    );
  const segments = () => readdirSync(pgWal).filter((name) => /^[0-9A-F]{24}$/.test(name));
  const logBytes = () => segments().reduce((sum, name) => sum + statSync(path.join(pgWal, name)).size, 0);
  const readStatuses = async () =>
    Promise.all(
      ['/api/me', '/api/groups', '/api/games'].map(async (route) => (await agent.fetch(route)).status),
    );

  it('keeps the log four segments long, the next ones made ahead, which take the log while the disk is full', async () => {
    // 60 MB of log in steps of 6 MB, the thread given time to look between them. Without checkpoints
    // PGlite would keep five segments; with them, the log stays four long, the ones ahead recycled.
    for (let step = 0; step < 10; step++) {
      await writeLog(6);
      await delay(CHECKPOINT_LOOK_MS);
    }
    expect(segments().length).toBe(4);
    expect(logBytes()).toBe(64 * MB);

    // Now the disk fills. No checkpoint can run (it writes files of its own), but the segments made ahead take
    // 30 MB more of log, and every read answers meanwhile.
    disk.fill();
    try {
      for (let step = 0; step < 5; step++) {
        await writeLog(6);
        expect(await readStatuses()).toEqual([200, 200, 200]);
      }
      expect(segments().length).toBe(4);
    } finally {
      disk.free();
    }
  }, 120_000);

  it('turns a log that meets a full disk into 503s, then answers again once there is room, commits kept', async () => {
    await database.db.execute(sql`create table wal_test_marks (id int primary key)`);
    await database.db.execute(sql`insert into wal_test_marks values (1)`);
    disk.fill();
    // Each switch starts the next segment: once the recycled ones are used up, the next must be made, and
    // PostgreSQL PANICs on the full disk (PGlite then spins on its thread, answering nothing).
    let failure: unknown;
    for (let step = 0; step < 12 && !failure; step++)
      await database.db
        .execute(sql`select pg_logical_emit_message(false, 'turnout-test', 'x'), pg_switch_wal()`)
        .catch((error: unknown) => {
          failure = error;
        });
    const codes: unknown[] = [];
    for (let error = failure; error; error = (error as { cause?: unknown }).cause)
      codes.push((error as { code?: unknown }).code);
    expect(codes).toContain('53100');

    // Requests are not left hanging: after the probe's 10 s the thread is replaced, and until the folder can
    // reopen every answer is a 503 with Retry-After.
    const started = Date.now();
    let answer = await agent.fetch('/api/groups');
    while (answer.status !== 503 && Date.now() - started < 20_000) answer = await agent.fetch('/api/groups');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect((await answer.json()).error.code).toBe('UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(20_000);

    disk.free();
    const freed = Date.now();
    while ((await readStatuses()).some((status) => status !== 200) && Date.now() - freed < 60_000)
      await delay(500);
    expect(await readStatuses()).toEqual([200, 200, 200]);
    const marks = await database.db.execute(sql`select id from wal_test_marks`);
    expect(marks.rows).toEqual([{ id: 1 }]);
    // And it writes again.
    await database.db.execute(sql`insert into wal_test_marks values (2)`);
  }, 120_000);
});
