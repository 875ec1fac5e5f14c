// `npx tsx scripts/make-upgrade-fixtures.ts`: makes the upgrade fixtures that are missing (decision 058,
// test-support/upgrade-fixtures.ts): for every shipped migration a PostgreSQL dump, and for DATA_FOLDER_TAGS the
// embedded data folder. Each is made as the release of that migration made its database: drizzle's migrator
// (which every release before decision 058 ran) applies the journal up to the tag, the era's SQL writes the
// data, and a release from decision 044 on notes its schema's tag. A fixture that exists is never remade: it
// stands for what an earlier release wrote. Needs a PostgreSQL server (TEST_DATABASE_URL, else the local one)
// and its pg_dump.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import tar from 'tar-stream';
import type { Db } from '../src/server/db/client';
import { initDataDir } from '../src/server/db/data-dir/embedded-folder';
import { keptAuthSecret, keptSignupCode } from '../src/server/db/data-dir/kept-secrets';
import { recordSchema } from '../src/server/db/schema-version';
import { LOCAL_POSTGRES, scratchDatabase } from '../test-support/postgres';
import {
  copyFixtureUploads,
  DATA_FOLDER_TAGS,
  dataFolderFile,
  dumpFile,
  eraSql,
  type JournalEntry,
  journal,
  releaseMigrations,
  shippedMigrations,
} from '../test-support/upgrade-fixtures';

/** The first migration whose release noted its tag in drizzle.migration_tags (decision 044). */
const FIRST_TAGGED = '0024_group_balances_kept';

const serverUrl = process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES;

async function makeDump(entry: JournalEntry) {
  const scratch = await scratchDatabase(serverUrl, 'turnout_fixture');
  const release = releaseMigrations(entry.tag);
  const pool = new pg.Pool({ connectionString: scratch.url, max: 1 });
  try {
    const db = drizzlePg(pool);
    await migratePg(db, { migrationsFolder: release.folder });
    if (entry.tag >= FIRST_TAGGED) await recordSchema(db as unknown as Db, entry);
    await pool.query(eraSql(entry.tag));
    await pool.end();
    const dump = execFileSync('pg_dump', ['--column-inserts', '--no-owner', '--no-privileges', scratch.url], {
      maxBuffer: 64 * 1024 * 1024,
    }).toString('utf8');
    // pg_dump guards a dump read by psql with \restrict; the tests run the dump as plain SQL.
    const plain = dump.replace(/^\\(un)?restrict .*\n/gm, '');
    mkdirSync(path.dirname(dumpFile(entry.tag)), { recursive: true });
    writeFileSync(dumpFile(entry.tag), gzipSync(plain, { level: 9 }));
  } finally {
    await pool.end().catch(() => {});
    release.remove();
    await scratch.drop();
  }
}

/** Every folder and file under `root`, parents first, in name order: the archive reads the same each time. */
function walk(root: string, relative = ''): string[] {
  return readdirSync(path.join(root, relative))
    .sort()
    .flatMap((name) => {
      const entry = path.join(relative, name);
      return statSync(path.join(root, entry)).isDirectory() ? [entry, ...walk(root, entry)] : [entry];
    });
}

async function archive(root: string, when: Date): Promise<Buffer> {
  const pack = tar.pack();
  const packed = buffer(pack);
  for (const name of walk(root)) {
    const stat = statSync(path.join(root, name));
    const header = { name, mode: stat.mode & 0o777, mtime: when };
    if (stat.isDirectory()) pack.entry({ ...header, type: 'directory' });
    else pack.entry(header, readFileSync(path.join(root, name)));
  }
  pack.finalize();
  const tarball = await packed;
  // A data folder is mostly PostgreSQL's catalogues, three times over (template0, template1, postgres): brotli's
  // large window finds the copies, where gzip's 32 KB one cannot.
  return brotliCompressSync(tarball, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: tarball.length,
    },
  });
}

async function makeDataFolder(entry: JournalEntry) {
  const root = mkdtempSync(path.join(tmpdir(), 'turnout-fixture-folder-'));
  const release = releaseMigrations(entry.tag);
  try {
    const pgdata = path.join(root, 'pgdata');
    await initDataDir(pgdata);
    // As the server's database thread opens it (engine/pglite-worker.mjs), and WAL segments no longer needed are
    // removed rather than kept for reuse: the archive then carries no stale log.
    const pglite = await PGlite.create(pgdata, {
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'wal_recycle=off'],
    });
    const db = drizzlePglite(pglite);
    await migratePglite(db, { migrationsFolder: release.folder });
    if (entry.tag >= FIRST_TAGGED) await recordSchema(db as unknown as Db, entry);
    await pglite.exec(eraSql(entry.tag));
    // Everything is in the data files after a checkpoint; the log moves on to a new, nearly empty segment.
    await pglite.exec('checkpoint');
    await pglite.query('select pg_switch_wal()');
    await pglite.exec('checkpoint');
    await pglite.close();
    copyFixtureUploads(root);
    keptSignupCode(root);
    keptAuthSecret(root);
    mkdirSync(path.dirname(dataFolderFile(entry.tag)), { recursive: true });
    writeFileSync(dataFolderFile(entry.tag), await archive(root, new Date(entry.when)));
  } finally {
    release.remove();
    rmSync(root, { recursive: true, force: true });
  }
}

const made: string[] = [];
for (const entry of shippedMigrations()) {
  const file = dumpFile(entry.tag);
  if (existsSync(file)) continue;
  await makeDump(entry);
  made.push(file);
}
for (const tag of DATA_FOLDER_TAGS) {
  const entry = journal().find((candidate) => candidate.tag === tag);
  if (!entry) throw new Error(`${tag} is not in the migrations' journal`);
  const file = dataFolderFile(tag);
  if (existsSync(file)) continue;
  await makeDataFolder(entry);
  made.push(file);
}
for (const file of made)
  console.log(`made ${path.relative(process.cwd(), file)} (${statSync(file).size} bytes)`);
if (made.length === 0) console.log('every upgrade fixture is there');
