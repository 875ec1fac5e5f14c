import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOptions, games } from '../../db/schema';
import { type Agent, errorOf } from '../../test/agent';
import { createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { serveOverHttp } from '../../test/http';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

const MINUTE = 60_000;
const PASSED = 'That date and time has already passed. Choose one in the future.';

/** Issue 56: a poll proposed for a time already passed was Past Due at once. */
describe('poll options in the past', () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof serveOverHttp>>;
  let admin: Agent;
  let groupId: string;
  let placeId: string;
  const minutesFromNow = (minutes: number) => new Date(t.clock().getTime() + minutes * MINUTE).toISOString();
  beforeAll(async () => {
    t = await createTestApp();
    http = await serveOverHttp(t);
    admin = (await http.signUp('Avery Admin')).agent;
    groupId = await createGroup(admin);
    await joinGroup(admin, (await http.signUp('Frankie Friend')).agent, groupId);
    placeId = (await createPlace(admin, { name: 'Court One', address: '1 Court St', groupId })).id;
  });
  afterAll(async () => {
    await http.close();
    await t.close();
  });

  it('refuses a new poll dated before now with the reason under the date, and writes nothing', async () => {
    const refused = await admin.api.games.$post({
      json: { groupId, placeId, title: 'Yesterday', date: minutesFromNow(-24 * 60), minPeopleRequired: 2 },
    });
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toEqual({
      code: 'VALIDATION_FAILED',
      message: PASSED,
      fields: { date: PASSED },
    });
    expect(await t.db.select().from(games).where(eq(games.groupId, groupId))).toEqual([]);

    const soon = await createGame(admin, { groupId, placeId, date: minutesFromNow(1) });
    expect(soon.optionId).not.toBe('');
  });

  it('refuses another option dated before now, and keeps the poll as it was', async () => {
    const { gameId } = await createGame(admin, { groupId, placeId, date: minutesFromNow(7 * 24 * 60) });
    const add = (date: string) =>
      admin.api.games[':gameId'].options.$post({ param: { gameId }, json: { date, placeId } });
    const refused = await add(minutesFromNow(-30));
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields).toEqual({ date: PASSED });
    expect(await t.db.select().from(gameOptions).where(eq(gameOptions.gameId, gameId))).toHaveLength(1);
    expect((await add(minutesFromNow(60))).status).toBe(201);
  });

  it("refuses moving a poll's date into the past, but a Past Due poll may keep its date", async () => {
    const date = minutesFromNow(2 * 60);
    const { gameId } = await createGame(admin, { groupId, placeId, date });
    const edit = (title: string, when: string) =>
      admin.api.games[':gameId'].$patch({ param: { gameId }, json: { title, date: when, placeId } });
    const moved = await edit('Moved back', minutesFromNow(-60));
    expect(moved.status).toBe(400);
    expect((await errorOf(moved)).fields).toEqual({ date: PASSED });
    const [kept] = await t.db.select().from(games).where(eq(games.id, gameId));
    expect(kept?.date.toISOString()).toBe(date);

    t.clock.advance(3 * 60 * MINUTE);
    expect((await edit('Renamed while Past Due', date)).status).toBe(200);
    const [option] = await t.db
      .select()
      .from(gameOptions)
      .where(and(eq(gameOptions.gameId, gameId), eq(gameOptions.date, new Date(date))));
    expect(option).toBeDefined();
  });
});
