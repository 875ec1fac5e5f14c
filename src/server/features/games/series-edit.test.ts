import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { games } from '../../db/schema';
import { signUp } from '../../test/agent';
import { createGroup, joinGroup } from '../../test/groups';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openDueSeriesGames } from './series-opener';

const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('moving a weekly game onto the date of another week’s game is a 409 that changes nothing', async () => {
  const admin = await signUp(t, 'Ada Admin');
  const friend = await signUp(t, 'Fay Friend');
  const groupId = await createGroup(admin.agent);
  await joinGroup(admin.agent, friend.agent, groupId);
  const { id: placeId } = await createPlace(admin.agent, {
    name: 'Week Court',
    address: '2 Week St',
    groupId,
  });
  const first = new Date(t.clock().getTime() + DAY_MS);
  const created = await admin.agent.api.games.$post({
    json: {
      groupId,
      placeId,
      title: 'Weekly',
      date: first.toISOString(),
      minPeopleRequired: 2,
      repeatWeekly: true,
    },
  });
  expect(created.status).toBe(201);
  t.clock.advance(2 * DAY_MS); // six days before next week's game: it opens
  await openDueSeriesGames(t.db, t.clock());
  const [week, next] = await t.db
    .select()
    .from(games)
    .where(eq(games.groupId, groupId))
    .orderBy(asc(games.date));
  if (!week || !next) throw new Error('next week did not open');

  // This week's game (its date passed) moves onto next week's: a poll may not move into the past.
  const moved = await admin.agent.api.games[':gameId'].$patch({
    param: { gameId: week.id },
    json: { title: 'Weekly', date: next.date.toISOString(), placeId },
  });
  expect(moved.status).toBe(409);
  expect(await moved.json()).toMatchObject({
    error: {
      code: 'SERIES_DATE_TAKEN',
      message: 'Another game of this weekly series is already on that date.',
    },
  });
  const [after] = await t.db.select().from(games).where(eq(games.id, week.id));
  expect(after?.date).toEqual(first);
});
