import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { faultMessages } from '../../shared/faults';
import { type Database, openDatabase } from '../db/client';
import { gamePhotos, places } from '../db/schema';
import { type Agent, createHttpAgent, signUpWith } from '../test/agent';
import { serveAppOn } from '../test/app-on-database';
import { createGame } from '../test/games';
import { createGroup, joinGroup } from '../test/groups';
import { cameraJpeg, uploadPhoto } from '../test/photos';
import { createPlace } from '../test/places';
import { aWeekAhead } from '../test/server-process';
import { mountSmallDisk, type SmallDisk, smallDisksAvailable } from '../test/small-disk';
import { TEST_SIGNUP_CODE } from '../test/test-app';

describe.runIf(smallDisksAvailable())('a full disk', () => {
  // The data folder (embedded database, photos) on one small disk, the spooled upload bodies (TMPDIR) on
  // another: each fills for real, and the kernel refuses the next write with ENOSPC, PostgreSQL with disk_full.
  let data: SmallDisk;
  let spool: SmallDisk;
  let dataDir: string;
  const previousTmpdir = process.env.TMPDIR;
  let database: Database;
  let server: Awaited<ReturnType<typeof serveAppOn>>;
  let agent: Agent;
  let gameId: string;
  let photoId: string;

  beforeAll(async () => {
    data = mountSmallDisk(64);
    spool = mountSmallDisk(4);
    dataDir = path.join(data.dir, 'data');
    // The migrated template, unpacked where the server keeps its database: the folder a server would open.
    const pgdata = path.join(dataDir, 'pgdata');
    mkdirSync(pgdata, { recursive: true });
    execFileSync('tar', ['-xf', inject('templateDumpPath'), '-C', pgdata], { stdio: 'ignore' });
    database = await openDatabase({ kind: 'embedded', dataDir });
    await database.migrate();
    // Upload bodies spool to os.tmpdir(), which follows TMPDIR, as an operator would point it.
    process.env.TMPDIR = spool.dir;
    server = await serveAppOn(database, { dataDir });
    agent = (await signUpWith(createHttpAgent(server.base, server.config.publicUrl), 'Dee', TEST_SIGNUP_CODE))
      .agent;
    const groupId = await createGroup(agent);
    const friend = await signUpWith(
      createHttpAgent(server.base, server.config.publicUrl),
      'Eli',
      TEST_SIGNUP_CODE,
    );
    await joinGroup(agent, friend.agent, groupId);
    const place = await createPlace(agent, { name: 'Court', address: '1 Main St', groupId });
    gameId = (await createGame(agent, { groupId, placeId: place.id, date: aWeekAhead() })).gameId;
    const first = await uploadPhoto(agent, gameId, await cameraJpeg());
    expect(first.status).toBe(201);
    photoId = (await first.json()).photo.id;
  });
  afterAll(async () => {
    if (previousTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmpdir;
    await server?.close();
    await database?.close();
    data?.unmount();
    spool?.unmount();
  });

  const photoRows = async () => (await database.db.select({ n: count() }).from(gamePhotos))[0]?.n;
  /** Every photo file, thumbnails included; a `.tmp` would be a write left half done. */
  const photoFiles = () =>
    readdirSync(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  const spooled = () => readdirSync(spool.dir).filter((name) => name !== 'filler');

  async function expectStorageFull(response: Response) {
    expect(response.status).toBe(507);
    const { error } = await response.json();
    expect(error).toEqual({
      code: 'STORAGE_FULL',
      message: faultMessages.storageFull,
      requestId: expect.any(String),
    });
  }

  /** The reads a member's screens make: each still answers in full. */
  async function expectReadsAnswer() {
    const answers = await Promise.all(
      ['/api/me', '/api/games', '/api/places', `/api/games/${gameId}`, `/api/games/${gameId}/photos`].map(
        async (route) => [route, (await agent.fetch(route)).status],
      ),
    );
    expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
    for (const variant of ['', '/thumbnail']) {
      const image = await agent.fetch(`/api/photos/${photoId}${variant}`);
      expect(image.status).toBe(200);
      expect((await image.arrayBuffer()).byteLength).toBe(Number(image.headers.get('content-length')));
    }
  }

  it('refuses an upload with 507 when both disks are full, leaves nothing behind, and goes on reading', async () => {
    const photo = await cameraJpeg();
    data.fill();
    spool.fill();
    try {
      await expectStorageFull(await uploadPhoto(agent, gameId, photo));
      expect(spooled()).toEqual([]);
      expect(await photoRows()).toBe(1);
      expect(photoFiles()).toHaveLength(2);
      await expectReadsAnswer();
    } finally {
      data.free();
      spool.free();
    }
    expect((await uploadPhoto(agent, gameId, photo)).status).toBe(201);
    expect(await photoRows()).toBe(2);
    expect(photoFiles()).toHaveLength(4);
  });

  it('refuses an upload the photo disk runs out under at any step, keeping no file of it, until there is room', async () => {
    const photo = await cameraJpeg({ width: 1600, height: 1200 });
    const before = { rows: await photoRows(), files: photoFiles().length };
    data.fill();
    let refused = 0;
    try {
      // A page more room at a time: the full image fails, then the thumbnail after it, then both fit.
      for (let step = 0; step < 64; step++) {
        const response = await uploadPhoto(agent, gameId, photo);
        if (response.status === 201) break;
        await expectStorageFull(response);
        refused += 1;
        expect({ rows: await photoRows(), files: photoFiles().length }).toEqual(before);
        expect(spooled()).toEqual([]);
        data.free(4096);
      }
    } finally {
      data.free();
    }
    expect(refused).toBeGreaterThan(1);
    expect(await photoRows()).toBe((before.rows ?? 0) + 1);
    expect(photoFiles()).toHaveLength(before.files + 2);
    await expectReadsAnswer();
  });

  it('refuses a database write with 507 once the database cannot grow, keeps what it answered, then writes again', async () => {
    data.fill();
    const created: string[] = [];
    let refusedName: string | undefined;
    try {
      // New rows fit in the tables' last pages until one must grow; that write fails, and only that one.
      for (let i = 0; i < 400 && !refusedName; i++) {
        const name = `Court ${i} ${'northbound riverside quarter '.repeat(5)}`.slice(0, 190).trim();
        const response = await agent.api.places.$post({
          json: { name, address: `${i} Harbour Road ${'x'.repeat(200)}`, tags: [] },
        });
        if (response.status === 201) created.push(name);
        else {
          await expectStorageFull(response as unknown as Response);
          refusedName = name;
        }
      }
      expect(refusedName).toBeDefined();
      await expectReadsAnswer();
      const listed = (await database.db.select({ name: places.name }).from(places)).map((row) => row.name);
      expect(listed).toEqual(expect.arrayContaining(created));
      expect(listed).not.toContain(refusedName);
    } finally {
      data.free();
    }
    const again = await agent.api.places.$post({
      json: { name: refusedName ?? 'Again', address: '2 Harbour Road', tags: [] },
    });
    expect(again.status).toBe(201);
  });
});
