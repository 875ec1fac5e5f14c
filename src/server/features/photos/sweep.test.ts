import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePhotos } from '../../db/schema';
import { localDiskStorage } from '../../storage/local-disk';
import { signUp } from '../../test/agent';
import { createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { cameraJpeg, uploadPhoto } from '../../test/photos';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sweepOrphanPhotos } from './sweep';

// Files no photo row points to (a crash between writing an upload's files and its row, or between deleting
// rows and their files) are removed once they are an hour old; every file a photo uses stays.
describe('orphan photo sweep', () => {
  let t: TestApp;
  let dataDir: string;
  const uploads = () => path.join(dataDir, 'uploads');

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-photo-sweep-'));
    t = await createTestApp({ dataDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('removes old files without a row and keeps used and recent ones', async () => {
    const storage = localDiskStorage(uploads());
    const { agent } = await signUp(t, 'Sam Sweep');
    const groupId = await createGroup(agent);
    await joinGroup(agent, (await signUp(t, 'Fay Friend')).agent, groupId);
    const placeId = (await createPlace(agent, { name: 'Sweep Court', address: '1 Sweep St', groupId })).id;
    const { gameId } = await createGame(agent, { groupId, placeId });
    expect((await uploadPhoto(agent, gameId, await cameraJpeg())).status).toBe(201);
    const [photo] = await t.db.select().from(gamePhotos);
    if (!photo) throw new Error('no photo');

    const lost = `game-photos/${gameId}_1.jpg`;
    const lostThumbnail = `game-photos/thumbnails/${gameId}_1.webp`;
    const inFlight = `game-photos/${gameId}_2.jpg`;
    for (const key of [lost, lostThumbnail, inFlight])
      await storage.create(key, new Uint8Array(8), 'image/jpeg');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const key of [lost, lostThumbnail, photo.storageKey, photo.thumbnailKey]) {
      utimesSync(path.join(uploads(), ...key.split('/')), twoHoursAgo, twoHoursAgo);
    }

    expect((await sweepOrphanPhotos(t.db, storage, new Date())).sort()).toEqual([lost, lostThumbnail].sort());
    const left = [
      ...(await storage.list('game-photos')),
      ...(await storage.list('game-photos/thumbnails')),
    ].map((file) => file.key);
    expect(left.sort()).toEqual([photo.storageKey, photo.thumbnailKey, inFlight].sort());
    expect((await agent.fetch(`/api/photos/${photo.id}`)).status).toBe(200);
    expect(await sweepOrphanPhotos(t.db, storage, new Date())).toEqual([]);
  });
});
