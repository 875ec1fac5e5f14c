import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../test/s3-server';
import { type FileStorage, KeyTakenError } from './file-storage';
import { localDiskStorage } from './local-disk';
import { s3Storage } from './s3';

async function bytesOf(storage: FileStorage, key: string) {
  const file = await storage.open(key);
  if (!file) return null;
  return { size: file.size, bytes: Buffer.from(await new Response(file.body).arrayBuffer()) };
}

const data = (text: string) => new TextEncoder().encode(text);

// One contract, two stores: what the photo code relies on holds on the local disk and on an S3-compatible
// server alike.
describe.each([
  {
    name: 'local disk',
    start: async () => {
      const root = await mkdtemp(path.join(tmpdir(), 'turnout-storage-'));
      return { storage: localDiskStorage(root), stop: () => rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3',
    start: async () => {
      const server = await startS3Server();
      return { storage: s3Storage(server.settings), stop: server.stop };
    },
  },
])('file storage on $name', ({ start }) => {
  let storage: FileStorage;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, stop } = await start());
  });
  afterAll(() => stop());

  it('stores a file and opens it as a stream with its size; an absent key opens as null', async () => {
    await storage.create('game-photos/g1_1.jpg', data('jpeg bytes'), 'image/jpeg');
    expect(await bytesOf(storage, 'game-photos/g1_1.jpg')).toEqual({
      size: 10,
      bytes: Buffer.from('jpeg bytes'),
    });
    expect(await storage.open('game-photos/g1_2.jpg')).toBeNull();
  });

  it('never replaces a file: a taken key throws KeyTakenError and the first bytes stay', async () => {
    await storage.create('game-photos/g2_1.jpg', data('first'), 'image/jpeg');
    const second = storage.create('game-photos/g2_1.jpg', data('second!'), 'image/jpeg');
    await expect(second).rejects.toThrow(KeyTakenError);
    await expect(second).rejects.toMatchObject({ key: 'game-photos/g2_1.jpg' });
    expect((await bytesOf(storage, 'game-photos/g2_1.jpg'))?.bytes.toString()).toBe('first');
  });

  it('lets exactly one of several parallel writers of a key win', async () => {
    const writes = await Promise.allSettled(
      ['a', 'bb', 'ccc', 'dddd', 'eeeee'].map((text) =>
        storage.create('game-photos/g3_1.jpg', data(text), 'image/jpeg'),
      ),
    );
    const won = writes.flatMap((write, i) => (write.status === 'fulfilled' ? [i] : []));
    expect(won).toHaveLength(1);
    for (const write of writes) {
      if (write.status === 'rejected') expect(write.reason).toBeInstanceOf(KeyTakenError);
    }
    expect((await bytesOf(storage, 'game-photos/g3_1.jpg'))?.size).toBe((won[0] ?? 0) + 1);
  });

  it('lists the files directly in a folder with when each was written, not those of sub-folders', async () => {
    const before = Date.now();
    await storage.create('listed/one_1.jpg', data('1'), 'image/jpeg');
    await storage.create('listed/two_2.png', data('22'), 'image/png');
    await storage.create('listed/thumbnails/one_1.webp', data('3'), 'image/webp');
    const after = Date.now();
    const files = await storage.list('listed');
    expect(files.map((file) => file.key).sort()).toEqual(['listed/one_1.jpg', 'listed/two_2.png']);
    for (const { modifiedAt } of files) {
      // S3 keeps whole seconds.
      expect(modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(modifiedAt.getTime()).toBeLessThanOrEqual(after + 1000);
    }
    expect((await storage.list('listed/thumbnails')).map((file) => file.key)).toEqual([
      'listed/thumbnails/one_1.webp',
    ]);
    expect(await storage.list('nothing-here')).toEqual([]);
  });

  it('removes files, and keys already gone or none at all are fine', async () => {
    await storage.create('removed/r_1.jpg', data('1'), 'image/jpeg');
    await storage.create('removed/r_2.jpg', data('2'), 'image/jpeg');
    await storage.remove(['removed/r_1.jpg', 'removed/r_2.jpg', 'removed/never_3.jpg']);
    await storage.remove([]);
    expect(await storage.list('removed')).toEqual([]);
    expect(await storage.open('removed/r_1.jpg')).toBeNull();
  });

  it('refuses keys the server did not build', async () => {
    for (const key of [
      '../escape.jpg',
      'game-photos/../x.jpg',
      'game-photos/Name With Space.jpg',
      'top.jpg',
    ]) {
      await expect(storage.create(key, data('x'), 'image/jpeg'), key).rejects.toThrow('unsafe storage key');
      await expect(storage.open(key), key).rejects.toThrow('unsafe storage key');
      await expect(storage.remove([key]), key).rejects.toThrow('unsafe storage key');
    }
  });
});
