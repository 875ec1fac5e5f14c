import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoMessages } from '../../../shared/photos';
import { gamePhotos } from '../../db/schema';
import { type Agent, errorOf, signUp } from '../../test/agent';
import { createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { addPhoto, cameraJpeg, imageOf, uploadPhoto } from '../../test/photos';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

const MB = 1024 * 1024;

/** The orientation an EXIF block holds, after checking it holds nothing of the camera or the place. */
function onlyOrientationOf(exif: Buffer | undefined) {
  const { GPSInfo, Image, Photo } = exifReader(exif as Buffer);
  expect(GPSInfo).toBeUndefined();
  expect([Image?.Make, Image?.Model, Image?.Software, Photo?.DateTimeOriginal]).toEqual([
    undefined,
    undefined,
    undefined,
    undefined,
  ]);
  return Image?.Orientation;
}

/** Every file under the uploads folder, as storage keys (or stray temporary names). */
function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

async function bytesOf(response: Response) {
  return Buffer.from(await response.arrayBuffer());
}

describe('game photos', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: Agent;
  let friend: Agent;
  let other: Agent;
  let groupId: string;
  let placeId: string;
  const newGame = async () => (await createGame(admin, { groupId, placeId })).gameId;
  const filesOf = (gameId: string) => storedFiles(dataDir).filter((file) => file.includes(gameId));

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-photos-'));
    t = await createTestApp({ dataDir });
    const people = await Promise.all([
      signUp(t, 'Avery Admin'),
      signUp(t, 'Frankie Friend'),
      signUp(t, 'Olly Other'),
    ]);
    [admin, friend, other] = people.map((person) => person.agent) as [Agent, Agent, Agent];
    groupId = await createGroup(admin);
    await joinGroup(admin, friend, groupId);
    await joinGroup(admin, other, groupId);
    placeId = (await createPlace(admin, { name: 'Photo Court', address: '1 Lens St', groupId })).id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a copy without GPS or camera details, shown upright by its orientation tag, and a thumbnail, and serves both with cache headers', async () => {
    const gameId = await newGame();
    const original = await cameraJpeg({ width: 64, height: 48, orientation: 6 });
    const before = await sharp(original).metadata();
    expect(exifReader(before.exif as Buffer).GPSInfo?.GPSLatitude).toEqual([37, 46, 29.99]);

    const response = await uploadPhoto(friend, gameId, original);
    expect(response.status).toBe(201);
    const { photo } = (await response.json()) as { photo: { id: string; url: string; thumbnailUrl: string } };
    // As it is shown: turned a quarter, portrait.
    expect(photo).toMatchObject({ width: 48, height: 64, canDelete: true });

    const full = await friend.fetch(photo.url);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/jpeg');
    expect(full.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const served = await bytesOf(full);
    // The pixels lie as the camera wrote them; the orientation tag is the only thing kept of its EXIF.
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48, orientation: 6 });
    expect([meta.xmp, meta.iptc]).toEqual([undefined, undefined]);
    expect(onlyOrientationOf(meta.exif)).toBe(6);
    expect(served.includes('Turnout Test Camera')).toBe(false);
    // Shown as its tag says, it is upright: the left (red) half of the sideways original is on top.
    const { data } = await sharp(served).autoOrient().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 48 + x) * 3, (y * 48 + x) * 3 + 3)];
    expect(pixel(24, 8)[0]).toBeGreaterThan(200);
    expect(pixel(24, 56)[2]).toBeGreaterThan(200);

    const thumbnail = await friend.fetch(photo.thumbnailUrl);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(await bytesOf(thumbnail)).metadata()).exif).toBeUndefined();

    // On disk at the spec's path, nothing half-written, and no stored copy carries the uploader's metadata.
    const [row] = await t.db.select().from(gamePhotos).where(eq(gamePhotos.id, photo.id));
    expect(row?.storageKey).toMatch(new RegExp(`^game-photos/${gameId}_\\d{13}\\.jpg$`));
    expect(filesOf(gameId)).toEqual([row?.storageKey, row?.thumbnailKey].sort());
    const [fullFile, thumbnailFile] = [row?.storageKey, row?.thumbnailKey].map((key) =>
      readFileSync(path.join(dataDir, 'uploads', key ?? '')),
    );
    expect(onlyOrientationOf((await sharp(fullFile).metadata()).exif)).toBe(6);
    expect((await sharp(thumbnailFile).metadata()).exif).toBeUndefined();
  });

  it('stores an upright camera photo with no EXIF at all', async () => {
    const gameId = await newGame();
    const response = await uploadPhoto(friend, gameId, await cameraJpeg({ width: 64, height: 48 }));
    const { photo } = (await response.json()) as { photo: { url: string } };
    expect(photo).toMatchObject({ width: 64, height: 48 });
    const meta = await sharp(await bytesOf(await friend.fetch(photo.url))).metadata();
    expect([meta.width, meta.height, meta.exif, meta.xmp, meta.iptc]).toEqual([
      64,
      48,
      undefined,
      undefined,
      undefined,
    ]);
  });
  it('lists a game’s photos newest first with the uploader’s name, the limits and who may delete each', async () => {
    const gameId = await newGame();
    const first = await addPhoto(friend, gameId);
    t.clock.advance(1000);
    const second = await addPhoto(other, gameId);
    const list = await friend.api.games[':gameId'].photos.$get({ param: { gameId }, query: {} });
    const body = await list.json();
    expect(body.photos.map((p) => [p.id, p.uploaderName, p.canDelete])).toEqual([
      [second.id, 'Olly Other', false],
      [first.id, 'Frankie Friend', true],
    ]);
    expect(body).toMatchObject({
      total: 2,
      canUpload: true,
      limits: { maxBytes: 15 * MB, maxPerGame: null },
    });
    const asAdmin = await (
      await admin.api.games[':gameId'].photos.$get({ param: { gameId }, query: {} })
    ).json();
    expect(asAdmin.photos.every((p) => p.canDelete)).toBe(true);
    const latest = await (
      await friend.api.games[':gameId'].photos.$get({ param: { gameId }, query: { limit: '1' } })
    ).json();
    expect(latest.photos.map((p) => p.id)).toEqual([second.id]);
    expect(latest.total).toBe(2);
  });

  it('judges the type by the content: a text file named .jpg and an SVG are refused, a PNG sent as JPEG is kept', async () => {
    const gameId = await newGame();
    const text = await uploadPhoto(
      friend,
      gameId,
      Buffer.from('Shopping list: balls, water\n'),
      'image/jpeg',
    );
    expect(text.status).toBe(415);
    expect(await errorOf(text)).toMatchObject({ message: photoMessages.unsupportedType });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><rect width="9" height="9"/></svg>',
    );
    expect((await uploadPhoto(friend, gameId, svg, 'image/jpeg')).status).toBe(415);
    expect((await uploadPhoto(friend, gameId, await imageOf('tiff'), 'image/tiff')).status).toBe(415);
    expect((await uploadPhoto(friend, gameId, await cameraJpeg(), 'text/plain')).status).toBe(415);
    const damaged = (await cameraJpeg({ width: 800, height: 600 })).subarray(0, 2000);
    const unreadable = await uploadPhoto(friend, gameId, damaged);
    expect(unreadable.status).toBe(422);
    expect((await errorOf(unreadable)).message).toBe(photoMessages.unreadable);
    expect((await uploadPhoto(friend, gameId, Buffer.alloc(0))).status).toBe(400);
    // A header claiming 10,000 × 10,000 pixels is refused before anything is decoded.
    const bomb = await cameraJpeg({ width: 16, height: 16 });
    const frame = bomb.indexOf(Buffer.from([0xff, 0xc0]));
    bomb.writeUInt16BE(10_000, frame + 5);
    bomb.writeUInt16BE(10_000, frame + 7);
    const huge = await uploadPhoto(friend, gameId, bomb);
    expect(huge.status).toBe(413);
    expect((await errorOf(huge)).message).toBe(photoMessages.tooManyPixels);
    expect(filesOf(gameId)).toEqual([]);

    for (const format of ['png', 'gif', 'webp', 'avif'] as const) {
      const response = await uploadPhoto(friend, gameId, await imageOf(format), 'image/jpeg');
      expect(response.status, format).toBe(201);
      const { photo } = (await response.json()) as { photo: { url: string } };
      expect((await friend.fetch(photo.url)).headers.get('content-type')).toBe('image/webp');
    }
    const rows = await t.db.select().from(gamePhotos).where(eq(gamePhotos.gameId, gameId));
    expect(rows.map((row) => row.storageKey.split('.').at(-1))).toEqual(['webp', 'webp', 'webp', 'webp']);
  });

  it('answers 413 to a body over 15 MB: a declared one before reading it, an undeclared one as it streams', async () => {
    const gameId = await newGame();
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const declared = await friend.fetch(`/api/games/${gameId}/photos`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', 'content-length': String(16 * MB) },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(declared.status).toBe(413);
    expect((await errorOf(declared)).message).toBe('Photos can be at most 15 MB.');
    expect(sent).toBeLessThan(MB);

    const streamed = await uploadPhoto(friend, gameId, Buffer.alloc(15 * MB + 1));
    expect(streamed.status).toBe(413);
    expect(filesOf(gameId)).toEqual([]);
  });

  it('lets the uploader or an admin delete a photo, and its files go with the row', async () => {
    const gameId = await newGame();
    const photo = await addPhoto(friend, gameId);
    const refused = await other.api.photos[':photoId'].$delete({ param: { photoId: photo.id } });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(photoMessages.notYours);
    expect((await friend.api.photos[':photoId'].$delete({ param: { photoId: photo.id } })).status).toBe(200);
    expect(filesOf(gameId)).toEqual([]);
    expect((await friend.fetch(photo.url)).status).toBe(404);

    const another = await addPhoto(other, gameId);
    expect((await admin.api.photos[':photoId'].$delete({ param: { photoId: another.id } })).status).toBe(200);
    expect(await t.db.select().from(gamePhotos).where(eq(gamePhotos.gameId, gameId))).toEqual([]);
  });

  it('removes the photo files with their game and with their group', async () => {
    const gameId = await newGame();
    await addPhoto(friend, gameId);
    expect(filesOf(gameId)).toHaveLength(2);
    expect((await admin.api.games[':gameId'].$delete({ param: { gameId } })).status).toBe(200);
    expect(filesOf(gameId)).toEqual([]);

    const doomedGroup = await createGroup(admin);
    await joinGroup(admin, friend, doomedGroup);
    const court = await createPlace(admin, {
      name: 'Doomed Court',
      address: '2 Lens St',
      groupId: doomedGroup,
    });
    const { gameId: doomedGame } = await createGame(admin, { groupId: doomedGroup, placeId: court.id });
    await addPhoto(admin, doomedGame);
    expect((await admin.api.groups[':groupId'].$delete({ param: { groupId: doomedGroup } })).status).toBe(
      200,
    );
    expect(filesOf(doomedGame)).toEqual([]);
  });

  it('refuses uploads to a game of an inactive group', async () => {
    const quietGroup = await createGroup(admin);
    await joinGroup(admin, friend, quietGroup);
    const court = await createPlace(admin, {
      name: 'Quiet Court',
      address: '3 Lens St',
      groupId: quietGroup,
    });
    const { gameId } = await createGame(admin, { groupId: quietGroup, placeId: court.id });
    await admin.api.groups[':groupId'].deactivate.$post({ param: { groupId: quietGroup } });
    expect((await uploadPhoto(admin, gameId, await cameraJpeg())).status).toBe(409);
    const list = await (
      await admin.api.games[':gameId'].photos.$get({ param: { gameId }, query: {} })
    ).json();
    expect(list.canUpload).toBe(false);
  });
});
