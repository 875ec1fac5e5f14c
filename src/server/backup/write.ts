import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import type { Database } from '../db/client';
import type { FileStorage } from '../storage/file-storage';
import { PHOTO_FOLDERS } from '../storage/photo-folders';
import { APP_VERSION } from '../version';
import { type Facts, factsSql, TABLES_SQL } from './facts';
import {
  APP,
  BackupError,
  CONTENTS,
  type Contents,
  DATABASE,
  FORMAT,
  KEPT_FILES,
  keptEntry,
  MANIFEST,
  type Manifest,
  photoEntry,
} from './format';

export interface BackupSource {
  /** The embedded database in DATA_DIR; unset with DATABASE_URL, whose database pg_dump saves. */
  database: Database | undefined;
  dataDir: string;
  storage: FileStorage;
  /** Keeps photo files from being removed until the returned function is called (held-removals.ts). */
  holdRemovals?: () => () => Promise<void>;
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** Writes a backup to `out` (see format.ts) and resolves with its manifest (and the photos not found) once all of it is written. */
export async function writeBackup(
  source: BackupSource,
  out: Writable,
): Promise<{ manifest: Manifest; missingPhotos: string[] }> {
  const release = source.holdRemovals?.();
  try {
    const snapshot = await takeSnapshot(source);
    const photos = snapshot?.facts.photos ?? (await listPhotos(source.storage));
    const manifest: Manifest = {
      app: APP,
      format: FORMAT,
      createdAt: new Date().toISOString(),
      version: APP_VERSION,
      schema: snapshot?.facts.schema ?? null,
      database: snapshot ? 'embedded' : 'postgres',
      rows: snapshot?.facts.rows ?? {},
      photos: photos.length,
    };
    const pack = tar.pack();
    const written = pipeline(pack, createGzip(), out);
    written.catch(() => {}); // awaited below; a failed write also fails the entry being added
    const sums: Record<string, string> = {};
    const add = (name: string, data: Uint8Array) =>
      new Promise<void>((resolve, reject) => {
        sums[name] = sha256(data);
        pack.entry({ name, size: data.byteLength, mode: 0o600 }, Buffer.from(data), (error) =>
          error ? reject(error) : resolve(),
        );
      });
    const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

    await add(MANIFEST, json(manifest));
    if (snapshot) await add(DATABASE, snapshot.dump);
    if (snapshot)
      for (const file of KEPT_FILES) {
        const full = path.join(source.dataDir, file);
        if (existsSync(full)) await add(keptEntry(file), readFileSync(full));
      }
    const missingPhotos: string[] = [];
    for (const key of photos) {
      const stored = await source.storage.open(key);
      if (!stored) {
        missingPhotos.push(key);
        continue;
      }
      const hash = createHash('sha256');
      const entry = pack.entry({ name: photoEntry(key), size: stored.size, mode: 0o600 });
      const hashing = new Transform({
        transform(chunk, _encoding, done) {
          hash.update(chunk);
          done(null, chunk);
        },
      });
      await pipeline(
        Readable.fromWeb(stored.body as import('node:stream/web').ReadableStream),
        hashing,
        entry,
      );
      sums[photoEntry(key)] = hash.digest('hex');
    }
    await add(CONTENTS, json({ sha256: sums, missingPhotos } satisfies Contents));
    pack.finalize();
    await written;
    return { manifest, missingPhotos };
  } finally {
    await release?.();
  }
}

async function takeSnapshot(source: BackupSource) {
  const { database } = source;
  if (!database) return undefined;
  if (!database.snapshot) throw new BackupError('This database cannot be copied while it serves.');
  const tables = await database.db.execute<{ name: string }>(sql.raw(TABLES_SQL));
  const { facts, dump } = await database.snapshot<{ facts: Facts }>(
    factsSql(tables.rows.map((row) => row.name)),
  );
  const found = facts[0]?.facts;
  if (!found) throw new Error('the snapshot read no facts');
  return { facts: found, dump };
}

/** With DATABASE_URL the photos are whatever the storage holds (disk folder or bucket listing). */
async function listPhotos(storage: FileStorage): Promise<string[]> {
  const listed = await Promise.all(PHOTO_FOLDERS.map((folder) => storage.list(folder)));
  return listed
    .flat()
    .map((file) => file.key)
    .sort();
}
