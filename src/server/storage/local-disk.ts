import { randomUUID } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { type FileHandle, link, mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertSafeKey, type FileStorage, KeyTakenError } from './file-storage';

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/**
 * Files under `root` (DATA_DIR/uploads), one per key. A file is written and flushed under a temporary name,
 * then hard-linked to its key, which fails if the key exists: readers never see half a file, a crash leaves
 * at most a stray `.tmp`, and two writers of one key cannot overwrite each other.
 */
export function localDiskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    async create(key, data) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.tmp`;
      try {
        const handle = await open(temporary, 'wx', 0o600);
        try {
          await handle.writeFile(data);
          await handle.datasync();
        } finally {
          await handle.close();
        }
        await link(temporary, target);
      } catch (error) {
        if (errorCode(error) === 'EEXIST') throw new KeyTakenError(key);
        throw error;
      } finally {
        await rm(temporary, { force: true });
      }
    },

    async open(key) {
      let handle: FileHandle;
      try {
        handle = await open(fileOf(key), 'r');
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return null;
        throw error;
      }
      // Size and bytes come from one open file, even if the key is removed meanwhile.
      const { size } = await handle.stat();
      const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
      return { body, size };
    },

    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },

    async list(folder) {
      const dir = path.join(root, ...folder.split('/'));
      let entries: Dirent[];
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return [];
        throw error;
      }
      // Only files directly in the folder; a temporary file is a write in progress (or a crash's leftover).
      const keys = entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
        .map((entry) => `${folder}/${entry.name}`);
      return Promise.all(keys.map(async (key) => ({ key, modifiedAt: (await stat(fileOf(key))).mtime })));
    },
  };
}
