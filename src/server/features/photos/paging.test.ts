import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTOS_PAGE_SIZE } from '../../../shared/photos';
import { type Agent, signUp } from '../../test/agent';
import { createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { expectInvalidCursor, forgedCursors, walkPages } from '../../test/paging';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

/** More than two pages, so a middle page is walked too. */
const PHOTOS = PHOTOS_PAGE_SIZE * 2 + 5;

describe('GET /api/games/:gameId/photos, a page at a time', () => {
  let t: TestApp;
  let member: Agent;
  let stranger: Agent;
  let gameId: string;
  let otherGameId: string;

  const page = (who: Agent, query: { cursor?: string; limit?: string } = {}, game = gameId) =>
    who.api.games[':gameId'].photos.$get({ param: { gameId: game }, query });
  const json = async (query: { cursor?: string; limit?: string } = {}) => {
    const response = await page(member, query);
    expect(response.status).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    // A cap above the count: the last page must still say uploads are allowed, the first that they are not.
    t = await createTestApp({ photos: { maxBytes: 1024 * 1024, maxPerGame: PHOTOS + 1 } });
    const [admin, friend, outsider] = await Promise.all([
      signUp(t, 'Avery Admin'),
      signUp(t, 'Frankie Friend'),
      signUp(t, 'Sid Stranger'),
    ]);
    member = friend.agent;
    stranger = outsider.agent;
    const groupId = await createGroup(admin.agent);
    await joinGroup(admin.agent, member, groupId);
    const placeId = (await createPlace(admin.agent, { name: 'Lens Court', address: '1 Lens St', groupId }))
      .id;
    gameId = (await createGame(admin.agent, { groupId, placeId })).gameId;
    otherGameId = (await createGame(admin.agent, { groupId, placeId, title: 'Other' })).gameId;
    // Rows only (listing never opens the files). Photos come in threes to the same microsecond, so the storage
    // key alone orders each three; a cursor rounded to the millisecond would lose some of the others.
    await t.db.execute(sql`
      insert into game_photos (game_id, uploaded_by, storage_key, thumbnail_key, content_type, width, height, bytes, created_at)
      select ${gameId}, ${friend.userId}, 'game-photos/' || ${gameId} || '_' || (1790000000000 + i) || '.jpg',
        'game-photos/thumbnails/' || ${gameId} || '_' || i || '.webp', 'image/jpeg', 64, 48, 1000,
        timestamptz '2026-11-20 18:00:00+00' + (i / 3) * interval '1 microsecond'
      from generate_series(1, ${PHOTOS}) i`);
    await t.db.execute(sql`
      insert into game_photos (game_id, uploaded_by, storage_key, thumbnail_key, content_type, width, height, bytes, created_at)
      values (${otherGameId}, ${friend.userId}, 'game-photos/other.jpg', 'game-photos/thumbnails/other.webp',
        'image/jpeg', 64, 48, 1000, '2026-11-01T00:00:00Z')`);
  });
  afterAll(() => t.close());

  it('pages newest first, the storage key between equal instants, every photo exactly once', async () => {
    const walked = await walkPages(async (cursor) => {
      const body = await json(cursor ? { cursor } : {});
      // The total and the upload allowance are the game's, whatever the page.
      expect(body.total).toBe(PHOTOS);
      expect(body.canUpload).toBe(true);
      return { items: body.photos, nextCursor: body.nextCursor };
    }, PHOTOS_PAGE_SIZE);
    expect(walked.map((p) => p.length)).toEqual([PHOTOS_PAGE_SIZE, PHOTOS_PAGE_SIZE, 5]);
    const { rows } = await t.db.execute<{ id: string }>(
      sql`select id from game_photos where game_id = ${gameId} order by created_at desc, storage_key desc`,
    );
    expect(walked.flat().map((photo) => photo.id)).toEqual(rows.map((row) => row.id));
  });

  it('keeps ?limit (spec 001 §7) within a page, and counts over all photos, not the page', async () => {
    const latest = await json({ limit: '1' });
    expect(latest.photos).toHaveLength(1);
    expect(latest.total).toBe(PHOTOS);
    expect(latest.nextCursor).not.toBeNull();
    const second = await json({ limit: '1', cursor: latest.nextCursor ?? '' });
    expect(second.photos[0]?.id).not.toBe(latest.photos[0]?.id);
    const big = await json({ limit: '500' });
    expect(big.photos).toHaveLength(PHOTOS_PAGE_SIZE);
    expect((await page(member, { limit: '501' })).status).toBe(400);
    const first = await json();
    expect(JSON.stringify(first).length).toBeLessThan(10_000);
  });

  it('says the game is full on every page once the photos reach the cap', async () => {
    await t.db.execute(sql`
      insert into game_photos (game_id, uploaded_by, storage_key, thumbnail_key, content_type, width, height, bytes, created_at)
      values (${gameId}, null, 'game-photos/last.jpg', 'game-photos/thumbnails/last.webp', 'image/jpeg', 64, 48, 1000,
        '2026-11-01T00:00:00Z')`);
    const first = await json();
    expect(first).toMatchObject({ total: PHOTOS + 1, canUpload: false });
    const next = await json({ cursor: first.nextCursor ?? '' });
    expect(next).toMatchObject({ total: PHOTOS + 1, canUpload: false });
    await t.db.execute(sql`delete from game_photos where storage_key = 'game-photos/last.jpg'`);
  });

  it('refuses a cursor it could not have given with 400 Invalid cursor.', async () => {
    for (const cursor of forgedCursors(['2026-11-20T18:00:00.000000Z', 'game-photos/x.jpg'])) {
      await expectInvalidCursor(await page(member, { cursor }));
    }
  });

  it('shows a stranger nothing, with or without a cursor, and another game’s cursor only that game’s photos', async () => {
    const { nextCursor } = await json();
    expect((await page(stranger)).status).toBe(404);
    expect((await page(stranger, { cursor: nextCursor ?? '' })).status).toBe(404);
    const elsewhere = await (await page(member, { cursor: nextCursor ?? '' }, otherGameId)).json();
    expect(elsewhere.photos.map((photo) => photo.width)).toHaveLength(1);
    expect(elsewhere.total).toBe(1);
  });
});
