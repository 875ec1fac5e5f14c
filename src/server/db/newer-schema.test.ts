import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresAvailable, scratchDatabase } from '../test/server-process';
import { type DatabaseTarget, openDatabase } from './client';
import { expectedSchema } from './schema-version';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const ours = expectedSchema(migrations);
const NEWER_TAG = '0999_rule_this_release_lacks';

/** A newer release's migrations: this release's, and one more that it does not know. */
function newerRelease(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'turnout-newer-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  writeFileSync(path.join(dir, `${NEWER_TAG}.sql`), 'ALTER TABLE "games" ADD COLUMN "newer_rule" integer;');
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: object[] };
  journal.entries.push({
    idx: journal.entries.length,
    version: '7',
    when: ours.when + 60_000,
    tag: NEWER_TAG,
    breakpoints: true,
  });
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** What a start could change: the migrations applied and recorded, and every table's rows. */
async function contents(target: DatabaseTarget) {
  const database = await openDatabase(target);
  try {
    const read = async (query: string) => (await database.db.execute(sql.raw(query))).rows;
    const tables = (await read(`select tablename from pg_tables where schemaname = 'public' order by 1`)).map(
      (row) => String(row.tablename),
    );
    const rows: Record<string, unknown[]> = {};
    for (const table of tables) rows[table] = await read(`select * from "${table}" order by 1`);
    return {
      applied: await read('select id, hash, created_at from drizzle.__drizzle_migrations order by id'),
      tags: await read('select * from drizzle.migration_tags order by created_at'),
      rows,
    };
  } finally {
    await database.close();
  }
}

/** Starts the real server process and resolves when it exits, with its exit code and everything it printed. */
async function startServer(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/server/main.ts'],
      { env: { ...process.env, PORT: '0', SIGNUP_CODE: 'PROC42', ...env }, timeout: 60_000 },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code, output: (failed.stdout ?? '') + (failed.stderr ?? '') };
  }
}

/** Migrates `target` as the newer release would, then starts this release on it. */
async function startOnNewerDatabase(target: DatabaseTarget, env: Record<string, string>) {
  const folder = newerRelease();
  try {
    const newer = await openDatabase(target, { migrationsFolder: folder });
    await newer.migrate();
    await newer.db.execute(sql`insert into waitlist (email) values ('kept@example.test')`);
    await newer.close();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const before = await contents(target);
  expect(before.applied.length).toBeGreaterThan(1);
  expect(before.tags.at(-1)).toMatchObject({ tag: NEWER_TAG });

  const started = await startServer(env);
  expect(started.code).toBe(1);
  expect(started.output.trim().split('\n')).toEqual([
    `The database is at schema ${NEWER_TAG}, newer than this release knows (${ours.tag}): run a newer release.`,
  ]);
  expect(await contents(target)).toEqual(before);
}

describe('an older release started on a database a newer one migrated', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-newer-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses in one line naming both schemas, and changes nothing (embedded)', async () => {
    await startOnNewerDatabase({ kind: 'embedded', dataDir }, { DATA_DIR: dataDir });
  }, 120_000);
});

const available = await postgresAvailable();

describe.runIf(available)('an older release started on a PostgreSQL database a newer one migrated', () => {
  it('refuses in one line naming both schemas, and changes nothing (PostgreSQL server)', async () => {
    const scratch = await scratchDatabase('turnout_newer');
    try {
      await startOnNewerDatabase(
        { kind: 'postgres', url: scratch.url },
        {
          DATABASE_URL: scratch.url,
          AUTH_SECRET: 'newer-schema-secret-0123456789-abcdef',
        },
      );
    } finally {
      await scratch.drop();
    }
  }, 120_000);
});
