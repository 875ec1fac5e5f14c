import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoMessages } from '../../../shared/photos';
import { createApp } from '../../app';
import { gamePhotos } from '../../db/schema';
import { createLogger } from '../../log';
import type { FileStorage } from '../../storage/file-storage';
import { localDiskStorage } from '../../storage/local-disk';
import { type Agent, createAgent, errorOf, signUp } from '../../test/agent';
import { createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { cameraJpeg, uploadPhoto } from '../../test/photos';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('photo limits and failures', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: Agent;
  let friend: Agent;
  let groupId: string;
  let placeId: string;
  const newGame = async () => (await createGame(admin, { groupId, placeId })).gameId;
  const rowsOf = (gameId: string) => t.db.select().from(gamePhotos).where(eq(gamePhotos.gameId, gameId));
  const filesOf = (gameId: string) =>
    readdirSync(path.join(dataDir, 'uploads'), { recursive: true }).filter((file) =>
      String(file).includes(gameId),
    );

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-photo-limits-'));
    t = await createTestApp({ dataDir, photos: { maxBytes: 15 * 1024 * 1024, maxPerGame: 2 } });
    const [a, f] = await Promise.all([signUp(t, 'Avery Admin'), signUp(t, 'Frankie Friend')]);
    admin = a.agent;
    friend = f.agent;
    groupId = await createGroup(admin);
    await joinGroup(admin, friend, groupId);
    placeId = (await createPlace(admin, { name: 'Limit Court', address: '1 Cap St', groupId })).id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a photo over the per-game maximum with the limit named, before reading it', async () => {
    const gameId = await newGame();
    const photo = await cameraJpeg();
    expect((await uploadPhoto(friend, gameId, photo)).status).toBe(201);
    expect((await uploadPhoto(admin, gameId, photo)).status).toBe(201);
    const third = await uploadPhoto(friend, gameId, photo);
    expect(third.status).toBe(409);
    expect((await errorOf(third)).message).toBe(photoMessages.limitReached(2));
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 65_536;
        controller.enqueue(new Uint8Array(65_536));
      },
    });
    const unread = await friend.fetch(`/api/games/${gameId}/photos`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', 'content-length': String(10 * 1024 * 1024) },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(unread.status).toBe(409);
    expect(sent).toBeLessThan(1024 * 1024);
    const list = await (
      await friend.api.games[':gameId'].photos.$get({ param: { gameId }, query: {} })
    ).json();
    expect(list).toMatchObject({ total: 2, canUpload: false, limits: { maxPerGame: 2 } });
  });

  it('holds the maximum when uploads race, and the refused ones leave no files', async () => {
    const gameId = await newGame();
    const photo = await cameraJpeg({ width: 400, height: 300 });
    const statuses = await Promise.all(
      [friend, admin, friend, admin, friend].map(
        async (agent) => (await uploadPhoto(agent, gameId, photo)).status,
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    const rows = await rowsOf(gameId);
    expect(rows).toHaveLength(2);
    expect(filesOf(gameId).sort()).toEqual(
      rows
        .flatMap((row) => [row.storageKey, row.thumbnailKey].map((key) => path.join(...key.split('/'))))
        .sort(),
    );
  });

  it('leaves neither a file nor a row when storing fails halfway, and says the upload failed', async () => {
    const disk = localDiskStorage(path.join(dataDir, 'uploads'));
    const failingThumbnails: FileStorage = {
      ...disk,
      create: async (key, data, contentType) => {
        if (key.includes('/thumbnails/')) throw new Error('disk full');
        await disk.create(key, data, contentType);
      },
    };
    const app = createApp({
      config: t.config,
      database: t.database,
      auth: t.auth,
      log: createLogger('silent'),
      clock: t.clock,
      storage: failingThumbnails,
    });
    const broken = createAgent({ ...t, app });
    for (const [name, value] of friend.cookies) broken.cookies.set(name, value);
    const gameId = await newGame();
    const response = await uploadPhoto(broken, gameId, await cameraJpeg());
    expect(response.status).toBe(500);
    expect((await errorOf(response)).code).toBe('INTERNAL');
    expect(filesOf(gameId)).toEqual([]);
    expect(await rowsOf(gameId)).toEqual([]);
  });
});
