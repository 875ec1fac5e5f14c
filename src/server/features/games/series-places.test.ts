import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeMessages } from '../../../shared/places';
import { gameSeries, games } from '../../db/schema';
import { type Agent, errorOf, signUp } from '../../test/agent';
import { createGroup, joinGroup } from '../../test/groups';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openDueSeriesGames } from './series-opener';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A weekly game's place stays one of its group's places for as long as the series runs. */
describe('a weekly game and its group’s places', () => {
  let t: TestApp;
  let admin: Agent;
  let member: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signUp(t, 'Ada Admin')).agent;
    member = (await signUp(t, 'Mo Member')).agent;
  });
  afterAll(() => t.close());

  /** A group of the two with a place and a weekly poll there, two days ahead, made by the admin. */
  async function weeklyPoll() {
    const groupId = await createGroup(admin);
    await joinGroup(admin, member, groupId);
    const { id: placeId } = await createPlace(admin, { name: 'Weekly Court', address: '1 Week St', groupId });
    const created = await admin.api.games.$post({
      json: {
        groupId,
        placeId,
        title: 'Thursday doubles',
        date: new Date(t.clock().getTime() + 2 * DAY_MS).toISOString(),
        minPeopleRequired: 2,
        repeatWeekly: true,
      },
    });
    expect(created.status).toBe(201);
    const gameId = (await created.json()).id;
    const [game] = await t.db.select().from(games).where(eq(games.id, gameId));
    return { groupId, placeId, gameId, seriesId: game?.seriesId ?? '' };
  }

  const remove = (groupId: string, placeId: string) =>
    admin.api.groups[':groupId'].places[':placeId'].$delete({ param: { groupId, placeId } });

  it('cannot be removed from the group while a running series opens its polls there, and can once it stops', async () => {
    const { groupId, placeId, gameId, seriesId } = await weeklyPoll();
    // Its only game deleted, the place is used by no game, but next week's poll would open there.
    expect((await admin.api.games[':gameId'].$delete({ param: { gameId } })).status).toBe(200);
    const refused = await remove(groupId, placeId);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(placeMessages.usedInGames);
    expect((await admin.api.groups[':groupId'].places.$get({ param: { groupId }, query: {} })).ok).toBe(true);

    await t.db.update(gameSeries).set({ stoppedAt: t.clock() }).where(eq(gameSeries.id, seriesId));
    expect((await remove(groupId, placeId)).status).toBe(200);
  });

  it('moves to the group’s own copy when an edit copies the place, and opens next week’s poll there', async () => {
    const { groupId, placeId, seriesId } = await weeklyPoll();
    // The member lists the same place in a group of their own, which the admin does not run: an edit by the
    // admin now gives the weekly game's group its own copy.
    const theirs = await createGroup(member);
    const linked = await member.api.groups[':groupId'].places.link.$post({
      param: { groupId: theirs },
      json: { placeId },
    });
    expect(linked.status).toBe(201);
    const edited = await admin.api.groups[':groupId'].places[':placeId'].$patch({
      param: { groupId, placeId },
      json: { name: 'Weekly Court (north)', address: '1 Week St', tags: [] },
    });
    expect(edited.status).toBe(200);
    const copyId = (await edited.json()).place?.id;
    expect(copyId).not.toBe(placeId);

    const [series] = await t.db.select().from(gameSeries).where(eq(gameSeries.id, seriesId));
    expect(series?.placeId).toBe(copyId);
    t.clock.advance(7 * DAY_MS);
    expect(await openDueSeriesGames(t.db, t.clock(), seriesId)).toBe(1);
    const weeks = await t.db.select().from(games).where(eq(games.seriesId, seriesId));
    expect(weeks.map((game) => game.placeId)).toEqual([copyId, copyId]);
  });
});
