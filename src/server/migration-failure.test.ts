import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_SECRET } from '../../test-support/server';
import { unpackDataFolder } from '../../test-support/upgrade-fixtures';
import { type DatabaseTarget, openDatabase } from './db/client';
import { postgresAvailable } from './test/server-process';
import { describeSchema, tableRows } from './test/upgrade-checks';
import { postgresAt } from './test/upgrade-databases';

/**
 * A database at 0016 where someone made by hand a table that 0017 creates, after three others: 0017 fails at
 * that statement, and the three tables it made before are undone with it.
 */
const AT = '0016_waitlist_promoted_kinds';
const FAILED = `Migration 0017_web_push failed and was rolled back; the database stays at schema ${AT}: relation "push_vapid_keys" already exists`;

async function withDatabase<T>(
  target: DatabaseTarget,
  use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
) {
  const database = await openDatabase(target);
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

/** Everything a start could change: the schema, every row, and drizzle's record of what was applied. */
const contents = (target: DatabaseTarget) =>
  withDatabase(target, async (db) => {
    const query = async (text: string) => (await db.execute(sql.raw(text))).rows as Record<string, unknown>[];
    return {
      schema: await describeSchema(query),
      rows: await tableRows(query),
      applied: await query('select id, hash, created_at::text from drizzle.__drizzle_migrations order by id'),
    };
  });

/** Starts the real server process; resolves once it exits, with its exit code and everything it printed. */
async function startServer(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/server/main.ts'],
      { env: { ...process.env, PORT: '0', SIGNUP_CODE: 'FAIL42', ...env }, timeout: 90_000 },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code, output: (failed.stdout ?? '') + (failed.stderr ?? '') };
  }
}

async function expectRefusedUnchanged(target: DatabaseTarget, env: Record<string, string>) {
  await withDatabase(target, (db) => db.execute(sql`create table push_vapid_keys (made_by_hand integer)`));
  const before = await contents(target);
  expect(before.schema).toContain('column public.push_vapid_keys.made_by_hand integer');

  const started = await startServer(env);
  expect(started.code).toBe(1);
  expect(started.output.trim().split('\n')).toEqual([FAILED]);
  const after = await contents(target);
  expect(after.schema.some((line) => line.includes('push_opt_outs'))).toBe(false);
  expect(after).toEqual(before);
}

describe('a server whose migration fails at start', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-failing-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('exits with one line naming it, the data folder as it was (embedded)', async () => {
    await unpackDataFolder(AT, dataDir);
    await expectRefusedUnchanged({ kind: 'embedded', dataDir }, { DATA_DIR: dataDir });
  }, 180_000);
});

const available = await postgresAvailable();

describe.runIf(available)('a server whose migration fails at start on PostgreSQL', () => {
  it('exits with one line naming it, the database as it was', async () => {
    const restored = await postgresAt(AT);
    try {
      const target: DatabaseTarget = { kind: 'postgres', url: restored.url };
      await expectRefusedUnchanged(target, { DATABASE_URL: restored.url, AUTH_SECRET });
    } finally {
      await restored.drop();
    }
  }, 120_000);
});
