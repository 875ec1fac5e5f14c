import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoMessages } from '../../../shared/photos';
import { createApp } from '../../app';
import { gamePhotos } from '../../db/schema';
import { createLogger } from '../../log';
import { type Agent, createAgent, errorOf, signUp } from '../../test/agent';
import { createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { cameraJpeg, uploadPhoto } from '../../test/photos';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';
import { decodeNeed, memoryRoom } from './memory-room';

const MB = 1024 * 1024;

describe('photo uploads when memory is short', () => {
  let t: TestApp;
  let dataDir: string;
  let owner: Agent;
  let gameId: string;
  const rows = () => t.db.select().from(gamePhotos).where(eq(gamePhotos.gameId, gameId));
  const files = () =>
    readdirSync(path.join(dataDir, 'uploads'), { recursive: true }).filter((file) =>
      String(file).includes(gameId),
    );

  /** The same app and database, told it may use `limitBytes` of memory; `owner` signed in on it. */
  const withLimit = (limitBytes: number) => {
    const app = createApp({
      config: { ...t.config, memoryLimitBytes: limitBytes },
      database: t.database,
      auth: t.auth,
      log: createLogger('silent'),
      clock: t.clock,
    });
    const agent = createAgent({ ...t, app });
    for (const [name, value] of owner.cookies) agent.cookies.set(name, value);
    return agent;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-photo-memory-'));
    t = await createTestApp({ dataDir });
    const [o, friend] = await Promise.all([signUp(t, 'Morgan Memory'), signUp(t, 'Frankie Friend')]);
    owner = o.agent;
    const groupId = await createGroup(owner);
    await joinGroup(owner, friend.agent, groupId);
    const placeId = (await createPlace(owner, { name: 'Memory Court', address: '1 Ram St', groupId })).id;
    gameId = (await createGame(owner, { groupId, placeId })).gameId;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses an upload with 503, its message and Retry-After before reading it, and goes on serving', async () => {
    const tight = withLimit(MB);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 65_536;
        controller.enqueue(new Uint8Array(65_536));
      },
    });
    const refused = await tight.fetch(`/api/games/${gameId}/photos`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', 'content-length': String(10 * MB) },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await errorOf(refused)).toEqual({ code: 'PHOTO_NO_MEMORY', message: photoMessages.noMemory });
    expect(sent).toBeLessThan(MB);
    expect(await rows()).toEqual([]);
    const gallery = await tight.api.games[':gameId'].photos.$get({ param: { gameId }, query: {} });
    expect(gallery.status).toBe(200);
    // The same upload where memory allows it is stored.
    expect((await uploadPhoto(owner, gameId, await cameraJpeg())).status).toBe(201);
  });

  it('refuses, once its turn comes, a photo whose decode would not fit, while a JPEG still does', async () => {
    const png = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    // Room for a JPEG's decode (the PNG passes the check before its body is read, as the JPEG after it does),
    // not for the whole of a 36-megapixel PNG.
    const limit = process.memoryUsage.rss() + 2 * decodeNeed({ format: 'jpeg', pixels: 0 }) + 32 * MB;
    expect(decodeNeed({ format: 'png', pixels: 6000 * 6000 })).toBeGreaterThan(
      limit - process.memoryUsage.rss(),
    );
    const roomy = withLimit(limit);
    const before = (await rows()).length;
    const refused = await uploadPhoto(roomy, gameId, new Uint8Array(png), 'image/png');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await errorOf(refused)).message).toBe(photoMessages.noMemory);
    expect(await rows()).toHaveLength(before);
    expect(files()).toHaveLength(2 * before);
    expect((await uploadPhoto(roomy, gameId, await cameraJpeg())).status).toBe(201);
  });
});

describe('memory room', () => {
  it('counts the decodes under way beside the resident memory, and frees their share when they end', async () => {
    let resident = 100 * MB;
    const room = memoryRoom(300 * MB, () => resident);
    const need = decodeNeed({ format: 'jpeg', pixels: 12_000_000 });
    expect(room.admits()).toBe(true);
    let finish = () => {};
    const first = room.hold(need, () => new Promise<void>((resolve) => (finish = resolve)));
    resident = 300 * MB - 2 * need + 1;
    expect(room.admits()).toBe(false);
    await expect(room.hold(need, async () => 'second')).rejects.toMatchObject({ status: 503 });
    finish();
    await first;
    expect(room.admits()).toBe(true);
    await expect(room.hold(need, async () => 'second')).resolves.toBe('second');
  });
});
