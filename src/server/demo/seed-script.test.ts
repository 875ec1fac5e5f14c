import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_SECRET, SIGNUP_CODE } from '../../../test-support/server';
import { postgresAvailable, scratchDatabase } from '../test/server-process';
import { demoSignIn } from './seed';

// `npm run seed:demo` itself, as an operator runs it, on an empty database of a PostgreSQL server.
const available = await postgresAvailable();

const run = promisify(execFile);
/** npm, tsx and the migrations take a while; a busy machine may need much longer. */
const SCRIPT_TIMEOUT_MS = 120_000;

/** Every file under `dir`, relative to it, sorted. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe.runIf(available)('npm run seed:demo on an empty PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let db: pg.Client;
  let dataDir: string;

  /** Runs the script as an operator would, with only the settings a PostgreSQL install needs. */
  const seed = async () => {
    const { stdout } = await run('npm', ['run', '--silent', 'seed:demo'], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        AUTH_SECRET,
        SIGNUP_CODE,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
      },
      timeout: SCRIPT_TIMEOUT_MS,
    });
    return stdout;
  };

  const rowCount = async (table: string) => {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from "${table}"`);
    return rows[0]?.n ?? 0;
  };

  /** Each table of the app's schema with a digest of its whole content: any write changes it. */
  const snapshot = async () => {
    const { rows: tables } = await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const digests: Record<string, string> = {};
    for (const { name: table } of tables) {
      const { rows } = await db.query<{ digest: string | null }>(
        `select md5(string_agg(t::text, '|' order by t::text)) as digest from "${table}" t`,
      );
      digests[table] = rows[0]?.digest ?? 'empty';
    }
    return digests;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-seed-script-'));
    database = await scratchDatabase('turnout_seed');
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end().catch(() => {});
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates the empty database and loads people, groups, places, games, expenses, debts and a photo', async () => {
    expect(await seed()).toContain(`Demo loaded. Sign in as ${demoSignIn.email} / ${demoSignIn.password}`);

    expect(await rowCount('user')).toBe(4);
    expect(await rowCount('groups')).toBe(2);
    expect(await rowCount('places')).toBeGreaterThanOrEqual(3);
    const { rows: games } = await db.query<{ status: string }>('select status from games order by date');
    expect(games.map((g) => g.status)).toEqual(['completed', 'booked', 'poll']);
    expect(await rowCount('expenses')).toBe(2);
    expect(await rowCount('expense_shares')).toBe(6);
    expect(await rowCount('debt_balances')).toBeGreaterThan(0);
    expect(await rowCount('rsvps')).toBeGreaterThan(0);
    const { rows: people } = await db.query<{ email: string }>(
      'select email from profiles where venmo_id is not null and zelle_id is not null',
    );
    expect(people.map((p) => p.email)).toContain(demoSignIn.email);
    expect(people).toHaveLength(4);

    // The photo's files are where the server serves uploads from.
    const { rows: photos } = await db.query<{ storage_key: string; thumbnail_key: string }>(
      'select storage_key, thumbnail_key from game_photos',
    );
    expect(photos).toHaveLength(1);
    const [photo] = photos;
    expect(filesUnder(path.join(dataDir, 'uploads'))).toEqual(
      [photo?.storage_key, photo?.thumbnail_key].sort(),
    );
  });

  it(
    'refuses a second time and changes nothing, in the database or on disk',
    async () => {
      const before = await snapshot();
      const filesBefore = filesUnder(path.join(dataDir, 'uploads'));
      expect(before.user).not.toBe('empty');

      const stdout = await seed();
      expect(stdout).toContain('The database already has users; demo not loaded.');
      expect(stdout).not.toContain('Demo loaded.');

      expect(await snapshot()).toEqual(before);
      expect(filesUnder(path.join(dataDir, 'uploads'))).toEqual(filesBefore);
    },
    SCRIPT_TIMEOUT_MS,
  );
});
