// Databases as earlier releases left them (docs/decisions/058-upgrades-tested-from-every-migration.md): for every
// migration that has shipped, a PostgreSQL dump of a database at that schema holding a small group's data; for a
// few of them, the whole data folder an embedded install had. scripts/make-upgrade-fixtures.ts makes what is
// missing and never remakes what is there.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { REPO_ROOT } from './build';

export const UPGRADE_FIXTURES = path.join(REPO_ROOT, 'test-support/upgrade-fixtures');
const MIGRATIONS = path.join(REPO_ROOT, 'src/server/db/migrations');

/** The ids the fixture's rows have in every era (eras/*.sql). */
export const fixtureIds = {
  ada: '00000000-0000-4000-8000-00000000000a',
  bo: '00000000-0000-4000-8000-00000000000b',
  cy: '00000000-0000-4000-8000-00000000000c',
  group: '00000000-0000-4000-8000-000000000001',
  place: '00000000-0000-4000-8000-000000000002',
  game: '00000000-0000-4000-8000-000000000003',
  court: '00000000-0000-4000-8000-000000000005',
  snacks: '00000000-0000-4000-8000-000000000006',
  poll: '00000000-0000-4000-8000-000000000007',
  photo: '00000000-0000-4000-8000-000000000009',
} as const;

/** Every fixture person's password; their hashes are better-auth's default scrypt, as a server writes them. */
export const FIXTURE_PASSWORD = 'upgrade-fixture-password';

/** The migrations whose whole data folder is kept as well: the oldest, and one from the middle. */
export const DATA_FOLDER_TAGS = ['0000_init', '0016_waitlist_promoted_kinds'] as const;

export interface JournalEntry {
  tag: string;
  when: number;
}

export function journal(migrationsFolder = MIGRATIONS): JournalEntry[] {
  const file = path.join(migrationsFolder, 'meta', '_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

/**
 * The migrations that earlier releases shipped: every one in the journal but the newest, which is this release's
 * own (a database at it is already up to date).
 */
export const shippedMigrations = (migrationsFolder = MIGRATIONS) => journal(migrationsFolder).slice(0, -1);

/** The fixture's SQL for a database at `tag`: the era file written for the newest schema not after it. */
export function eraSql(tag: string): string {
  const eras = readdirSync(path.join(UPGRADE_FIXTURES, 'eras'))
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const era = eras.filter((file) => file.replace(/\.sql$/, '') <= tag).at(-1);
  if (!era) throw new Error(`no fixture era covers ${tag}`);
  return readFileSync(path.join(UPGRADE_FIXTURES, 'eras', era), 'utf8');
}

export const dumpFile = (tag: string) => path.join(UPGRADE_FIXTURES, 'postgres', `${tag}.sql.gz`);
export const dataFolderFile = (tag: string) => path.join(UPGRADE_FIXTURES, 'data-folders', `${tag}.tar.br`);

/** The plain SQL of the dump made at `tag`: schema, data and drizzle's record of the migrations applied. */
export function readDump(tag: string): string {
  const file = dumpFile(tag);
  if (!existsSync(file)) {
    throw new Error(`no upgrade fixture for migration ${tag}: run npx tsx scripts/make-upgrade-fixtures.ts`);
  }
  return gunzipSync(readFileSync(file)).toString('utf8');
}

/** Puts the fixture's photo files where a server with `dataDir` keeps its uploads. */
export function copyFixtureUploads(dataDir: string) {
  cpSync(path.join(UPGRADE_FIXTURES, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true });
}

/** Unpacks the data folder kept for `tag` (pgdata, uploads, kept secrets) into the empty folder `dataDir`. */
export async function unpackDataFolder(tag: string, dataDir: string) {
  const extract = tar.extract();
  const reading = pipeline(Readable.from([brotliDecompressSync(readFileSync(dataFolderFile(tag)))]), extract);
  reading.catch(() => {}); // its error surfaces through the iteration below
  for await (const entry of extract) {
    const target = path.join(dataDir, entry.header.name);
    if (!target.startsWith(dataDir + path.sep)) throw new Error(`${entry.header.name} leaves the folder`);
    const { mode } = entry.header;
    if (entry.header.type === 'directory') {
      mkdirSync(target, { recursive: true, mode });
      entry.resume();
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    mkdirSync(path.dirname(target), { recursive: true });
    await writeFile(target, Buffer.concat(chunks), { mode });
  }
  await reading;
}

/**
 * The migrations folder of a release: this one's journal up to `through`, then `added` (a tag and its SQL each),
 * dated a minute apart after it.
 */
export function releaseMigrations(through: string, added: { tag: string; sql: string }[] = []) {
  const folder = mkdtempSync(path.join(tmpdir(), 'turnout-release-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const kept = journal(folder);
  const end = kept.findIndex((entry) => entry.tag === through);
  if (end < 0) throw new Error(`${through} is not in the journal`);
  const last = kept[end]?.when ?? 0;
  const entries = [
    ...kept.slice(0, end + 1),
    ...added.map(({ tag }, i) => ({ tag, when: last + (i + 1) * 60_000 })),
  ].map((entry, idx) => ({ idx, version: '7', when: entry.when, tag: entry.tag, breakpoints: true }));
  for (const { tag, sql } of added) writeFileSync(path.join(folder, `${tag}.sql`), sql);
  writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
