import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FileStorage } from '../storage/file-storage';
import { PHOTO_FOLDERS } from '../storage/photo-folders';
import { type Facts, factsSql, TABLES_SQL } from './facts';
import { BackupError, DATABASE, KEPT_FILES, keptEntry, type Manifest } from './format';
import { eachEntry, verifyBackup } from './read';

export interface RestoreTarget {
  dataDir: string;
  /** Set: the database is restored with pg_restore, and only the photos come from the file. */
  databaseUrl: string | undefined;
  storage: FileStorage;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

async function entriesOf(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Fills an empty data folder (and an empty photo storage) from a backup. Everything is checked before the
 * first write: the target is empty, the file is whole and Turnout's. Should a write still fail, what was
 * written is removed, so a refused restore changes nothing.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<Manifest> {
  const { dataDir, databaseUrl, storage } = target;
  const embedded = !databaseUrl;
  if (embedded && (await entriesOf(dataDir)).length > 0)
    throw new BackupError(`${dataDir} is not empty: a restore fills an empty data folder (set DATA_DIR).`);
  for (const folder of PHOTO_FOLDERS)
    if ((await storage.list(folder)).length > 0)
      throw new BackupError('The photo storage already holds photos: a restore fills an empty one.');
  const manifest = await verifyBackup(file);
  if (embedded && manifest.database !== 'embedded')
    throw new BackupError(
      `${file} holds photos only: restore its database with pg_restore and DATABASE_URL.`,
    );
  if (!embedded && manifest.database === 'embedded')
    throw new BackupError(`${file} holds an embedded database: restore it without DATABASE_URL.`);

  const stored: string[] = [];
  try {
    await mkdir(dataDir, { recursive: true });
    await eachEntry(file, async (name, data) => {
      if (name === DATABASE) await loadDatabase(path.join(dataDir, 'pgdata'), data, manifest);
      const kept = KEPT_FILES.find((kept) => keptEntry(kept) === name);
      if (kept && embedded) await writeFile(path.join(dataDir, kept), data, { mode: 0o600 });
      if (name.startsWith('photos/')) {
        const key = name.slice('photos/'.length);
        await storage.create(
          key,
          data,
          CONTENT_TYPES[path.extname(key).slice(1)] ?? 'application/octet-stream',
        );
        stored.push(key);
      }
    });
  } catch (error) {
    await storage.remove(stored).catch(() => {});
    if (embedded)
      for (const name of await entriesOf(dataDir))
        await rm(path.join(dataDir, name), { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(`The restore failed and was undone: ${(error as Error).message}`);
  }
  return manifest;
}

/** PGlite unpacks its dump into the folder; the rows are counted again against the manifest. */
async function loadDatabase(dir: string, dump: Buffer, manifest: Manifest) {
  const db = await PGlite.create(dir, {
    loadDataDir: new Blob([new Uint8Array(dump)]),
    extensions: { pg_trgm },
  });
  try {
    const tables = (await db.query<{ name: string }>(TABLES_SQL)).rows.map((row) => row.name);
    const found = (await db.query<{ facts: Facts }>(factsSql(tables))).rows[0]?.facts;
    if (JSON.stringify(sortedKeys(found?.rows)) !== JSON.stringify(sortedKeys(manifest.rows)))
      throw new BackupError(
        'The restored database does not hold the rows the backup counted; it was undone.',
      );
  } finally {
    await db.close();
  }
}

const sortedKeys = (rows: Record<string, number> | undefined) =>
  Object.fromEntries(Object.entries(rows ?? {}).sort(([a], [b]) => a.localeCompare(b)));
