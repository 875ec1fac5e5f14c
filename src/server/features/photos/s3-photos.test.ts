import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_CODE } from '../../../../test-support/server';
import { gamePhotos } from '../../db/schema';
import { s3Storage } from '../../storage/s3';
import { type Agent, createAgent, createHttpAgent, signUp, signUpWith } from '../../test/agent';
import { createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { addPhoto, cameraJpeg, uploadPhoto } from '../../test/photos';
import { createPlace } from '../../test/places';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import {
  aWeekAhead,
  postgresAvailable,
  type ServerProcess,
  scratchDatabase,
  startServerProcess,
} from '../../test/server-process';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sweepOrphanPhotos } from './sweep';

const HOUR = 60 * 60 * 1000;

/** Every file in a folder and its sub-folders. */
const filesIn = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' });

/** The headers a photo is served with. */
const servedHeaders = (response: Response) =>
  Object.fromEntries(
    ['content-type', 'content-length', 'cache-control'].map((name) => [name, response.headers.get(name)]),
  );

/** A group with its admin, a member and a stranger to it, and a place for games. */
async function people(t: TestApp) {
  const [admin, member, stranger] = (
    await Promise.all([signUp(t, 'Ada Admin'), signUp(t, 'Mo Member'), signUp(t, 'Stu Stranger')])
  ).map((person) => person.agent) as [Agent, Agent, Agent];
  const groupId = await createGroup(admin);
  await joinGroup(admin, member, groupId);
  const placeId = (await createPlace(admin, { name: 'Bucket Court', address: '1 Cloud St', groupId })).id;
  const newGame = async () => (await createGame(admin, { groupId, placeId })).gameId;
  return { admin, member, stranger, newGame };
}

describe('photos in an S3 bucket', () => {
  let s3: TestS3Server;
  let t: TestApp;
  let dataDir: string;
  let crew: Awaited<ReturnType<typeof people>>;
  const objectsOf = async (gameId: string) => (await s3.keys()).filter((key) => key.includes(gameId));
  const rowOf = async (photoId: string) =>
    (await t.db.select().from(gamePhotos).where(eq(gamePhotos.id, photoId)))[0];

  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-s3-photos-'));
    // Only the settings say S3: the app picks its storage from them, as the server does.
    t = await createTestApp({ dataDir, s3: s3.settings });
    crew = await people(t);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores the image and its thumbnail in the bucket, and nothing in the data folder', async () => {
    const gameId = await crew.newGame();
    const photo = await addPhoto(crew.member, gameId);
    const row = await rowOf(photo.id);
    expect(row?.storageKey).toMatch(new RegExp(`^game-photos/${gameId}_\\d{13}\\.jpg$`));
    expect(await objectsOf(gameId)).toEqual([row?.storageKey, row?.thumbnailKey].sort());
    const full = await sharp(await s3.bytesOf(row?.storageKey ?? '')).metadata();
    expect(full).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(full.exif).toBeUndefined();
    expect((await sharp(await s3.bytesOf(row?.thumbnailKey ?? '')).metadata()).format).toBe('webp');
    expect(filesIn(dataDir)).toEqual([]);
  });

  it('serves them to the group’s members only, with the headers the local disk gives', async () => {
    const gameId = await crew.newGame();
    const photo = await addPhoto(crew.member, gameId);
    const row = await rowOf(photo.id);

    // The same upload on an app that keeps photos on its disk.
    const diskDir = mkdtempSync(path.join(tmpdir(), 'turnout-disk-photos-'));
    const onDisk = await createTestApp({ dataDir: diskDir });
    try {
      const local = await people(onDisk);
      const localPhoto = await addPhoto(local.member, await local.newGame());
      for (const [variant, key] of [
        ['url', row?.storageKey],
        ['thumbnailUrl', row?.thumbnailKey],
      ] as const) {
        const served = await crew.admin.fetch(photo[variant]);
        expect(served.status, variant).toBe(200);
        const bytes = Buffer.from(await served.arrayBuffer());
        expect(bytes.equals(await s3.bytesOf(key ?? '')), variant).toBe(true);
        const fromDisk = await local.admin.fetch(localPhoto[variant]);
        expect(servedHeaders(served), variant).toEqual(servedHeaders(fromDisk));
        expect(servedHeaders(served), variant).toMatchObject({
          'content-length': String(bytes.length),
          'cache-control': 'private, max-age=31536000, immutable',
        });
        await fromDisk.arrayBuffer();
      }
      expect(servedHeaders(await crew.member.fetch(photo.url))['content-type']).toBe('image/jpeg');
    } finally {
      await onDisk.close();
      rmSync(diskDir, { recursive: true, force: true });
    }

    expect((await crew.stranger.fetch(photo.url)).status).toBe(404);
    expect((await crew.stranger.fetch(photo.thumbnailUrl)).status).toBe(404);
    expect((await createAgent(t).fetch(photo.url)).status).toBe(401);
  });

  it('deletes both objects with the photo, and with its game', async () => {
    const gameId = await crew.newGame();
    const photo = await addPhoto(crew.member, gameId);
    expect(await objectsOf(gameId)).toHaveLength(2);
    expect((await crew.member.api.photos[':photoId'].$delete({ param: { photoId: photo.id } })).status).toBe(
      200,
    );
    expect(await objectsOf(gameId)).toEqual([]);
    expect((await crew.member.fetch(photo.url)).status).toBe(404);

    await addPhoto(crew.member, gameId);
    expect(await objectsOf(gameId)).toHaveLength(2);
    expect((await crew.admin.api.games[':gameId'].$delete({ param: { gameId } })).status).toBe(200);
    expect(await objectsOf(gameId)).toEqual([]);
  });

  it('sweeps objects no photo uses once they are an hour old, and keeps the rest', async () => {
    const storage = s3Storage(s3.settings);
    const gameId = await crew.newGame();
    const photo = await addPhoto(crew.member, gameId);
    const row = await rowOf(photo.id);
    const lost = `game-photos/${gameId}_1.jpg`;
    const lostThumbnail = `game-photos/thumbnails/${gameId}_1.webp`;
    await storage.create(lost, new Uint8Array(8), 'image/jpeg');
    await storage.create(lostThumbnail, new Uint8Array(8), 'image/webp');
    // S3 keeps whole seconds: an upload still in flight is written in a later second than the lost files.
    const written = (await Promise.all([storage.list('game-photos'), storage.list('game-photos/thumbnails')]))
      .flat()
      .filter((file) => file.key.includes(gameId));
    const latest = Math.max(...written.map((file) => file.modifiedAt.getTime()));
    await new Promise((resolve) => setTimeout(resolve, latest + 1000 - Date.now() + 50));
    const inFlight = `game-photos/${gameId}_2.jpg`;
    await storage.create(inFlight, new Uint8Array(8), 'image/jpeg');

    // An hour after the lost files were written, the one just written is still young.
    const now = new Date(latest + HOUR + 1);
    expect((await sweepOrphanPhotos(t.db, storage, now)).sort()).toEqual([lost, lostThumbnail].sort());
    expect(await objectsOf(gameId)).toEqual([inFlight, row?.storageKey, row?.thumbnailKey].sort());
    expect((await crew.member.fetch(photo.url)).status).toBe(200);
    expect(await sweepOrphanPhotos(t.db, storage, now)).toEqual([]);
  });
});

const available = await postgresAvailable();

describe.runIf(available)('two server processes sharing a PostgreSQL database and a bucket', () => {
  let s3: TestS3Server;
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  const dataDirs: string[] = [];
  let one: ServerProcess;
  let two: ServerProcess;

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) dataDirs.push(mkdtempSync(path.join(tmpdir(), 'turnout-s3-process-')));
    s3 = await startS3Server();
    database = await scratchDatabase('turnout_s3');
    const env = (dataDir: string) => ({
      DATA_DIR: dataDir,
      S3_BUCKET: s3.settings.bucket,
      S3_ENDPOINT: s3.settings.endpoint ?? '',
      S3_ACCESS_KEY_ID: s3.settings.credentials?.accessKeyId ?? '',
      S3_SECRET_ACCESS_KEY: s3.settings.credentials?.secretAccessKey ?? '',
      S3_FORCE_PATH_STYLE: 'true',
    });
    one = await startServerProcess(database.url, env(dataDirs[0] ?? '')); // migrates first
    two = await startServerProcess(database.url, env(dataDirs[1] ?? ''));
  }, 120_000);
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await database?.drop();
    await s3?.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('serve to a member and delete on one a photo uploaded through the other, with no file on either machine', async () => {
    const admin = await signUpWith(createHttpAgent(one.url), 'Ada One', SIGNUP_CODE);
    const member = await signUpWith(createHttpAgent(two.url), 'Tom Two', SIGNUP_CODE);
    const groupId = await createGroup(admin.agent);
    await joinGroup(admin.agent, member.agent, groupId);
    const placeId = (await createPlace(admin.agent, { name: 'Shared Court', address: '2 Cloud St', groupId }))
      .id;
    const { gameId } = await createGame(admin.agent, { groupId, placeId, date: aWeekAhead() });
    const upload = await uploadPhoto(admin.agent, gameId, await cameraJpeg());
    expect(upload.status).toBe(201);
    const { photo } = (await upload.json()) as { photo: { id: string; url: string } };

    const onTwo = member.agent;
    const served = await onTwo.fetch(photo.url);
    expect(served.status).toBe(200);
    const keys = (await s3.keys()).filter((key) => key.includes(gameId));
    expect(keys).toHaveLength(2);
    const full = keys.find((key) => key.endsWith('.jpg')) ?? '';
    expect(Buffer.from(await served.arrayBuffer()).equals(await s3.bytesOf(full))).toBe(true);

    expect((await createHttpAgent(two.url).fetch(photo.url)).status).toBe(401);
    const adminOnTwo = createHttpAgent(two.url);
    for (const [name, value] of admin.agent.cookies) adminOnTwo.cookies.set(name, value);
    expect((await adminOnTwo.api.photos[':photoId'].$delete({ param: { photoId: photo.id } })).status).toBe(
      200,
    );
    expect((await s3.keys()).filter((key) => key.includes(gameId))).toEqual([]);
    expect((await admin.agent.fetch(photo.url)).status).toBe(404);
    for (const dir of dataDirs) {
      expect(filesIn(dir).filter((file) => /\.(jpe?g|png|webp|avif|gif)$/i.test(file))).toEqual([]);
    }
  });
});
