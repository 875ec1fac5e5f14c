import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { assertSafeKey } from '../storage/file-storage';
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
} from './format';

/** Calls `visit` with each entry's name and bytes, in the file's order. */
export async function eachEntry(file: string, visit: (name: string, data: Buffer) => Promise<void> | void) {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  reading.catch(() => {}); // its error surfaces through the iteration below
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    await visit(entry.header.name, Buffer.concat(chunks));
  }
  await reading;
}

const knownEntry = (name: string) => {
  if (name === MANIFEST || name === DATABASE || name === CONTENTS) return true;
  if (KEPT_FILES.some((file) => keptEntry(file) === name)) return true;
  if (!name.startsWith('photos/')) return false;
  try {
    assertSafeKey(name.slice('photos/'.length));
    return true;
  } catch {
    return false;
  }
};

/**
 * Reads the whole file and checks it without writing anything: a gzipped tar whose first entry is Turnout's
 * manifest in a known format, whose last lists a matching SHA-256 for every other entry, and nothing else.
 */
export async function verifyBackup(file: string): Promise<Manifest> {
  const notOurs = new BackupError(`${file} is not a Turnout backup.`);
  const damaged = (why: string) => new BackupError(`${file} is damaged or incomplete (${why}).`);
  const head = Buffer.alloc(2);
  try {
    const handle = await open(file, 'r');
    await handle.read(head, 0, 2, 0).finally(() => handle.close());
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  if (head[0] !== 0x1f || head[1] !== 0x8b) throw notOurs;

  let manifest: Manifest | undefined;
  let contents: Contents | undefined;
  const sums = new Map<string, string>();
  try {
    await eachEntry(file, (name, data) => {
      if (!manifest) {
        const parsed = name === MANIFEST ? parseJson(data) : undefined;
        if ((parsed as Manifest | undefined)?.app !== APP) throw notOurs;
        manifest = parsed as Manifest;
        if (manifest.format > FORMAT)
          throw new BackupError(`${file} was written by a newer release (format ${manifest.format}).`);
      } else if (contents) throw damaged(`${name} after ${CONTENTS}`);
      if (!knownEntry(name) || sums.has(name)) throw damaged(`unexpected entry ${name}`);
      if (name === CONTENTS) contents = parseJson(data) as Contents;
      else sums.set(name, createHash('sha256').update(data).digest('hex'));
    });
  } catch (error) {
    if (error instanceof BackupError) throw error;
    if (!manifest) throw notOurs;
    throw damaged((error as Error).message);
  }
  if (!manifest) throw notOurs;
  if (!contents) throw damaged(`no ${CONTENTS}`);
  const listed = Object.entries(contents.sha256 ?? {});
  if (listed.length !== sums.size) throw damaged('entries are missing');
  for (const [name, sum] of listed)
    if (sums.get(name) !== sum) throw damaged(`${name} does not match its checksum`);
  const photos = [...sums.keys()].filter((name) => name.startsWith('photos/')).length;
  if (photos + (contents.missingPhotos?.length ?? 0) !== manifest.photos) throw damaged('photos are missing');
  if (manifest.database === 'embedded' && !sums.has(DATABASE)) throw damaged('no database');
  return manifest;
}

function parseJson(data: Buffer): unknown {
  try {
    return JSON.parse(data.toString('utf8'));
  } catch {
    return undefined;
  }
}
