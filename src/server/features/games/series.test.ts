import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextSlot, OPEN_AHEAD_MS } from '../../../shared/series';
import { wallClock, zonedInstant } from '../../../shared/time';
import { describeUpdate } from '../../../shared/update-text';
import { gameOptions, gameSeries, games } from '../../db/schema';
import { createLogger } from '../../log';
import { signUp } from '../../test/agent';
import { answer } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';
import { entriesOf } from '../../test/updates';
import { openDueSeriesGames, startSeriesOpener } from './series-opener';

const LA = 'America/Los_Angeles';
const DAY_MS = 24 * 60 * 60 * 1000;

/** 7:00 AM in Los Angeles, `days` calendar days after the clock's day there. */
function sevenAm(now: Date, days: number): Date {
  const today = Date.parse(`${wallClock(now, LA).date}T00:00:00Z`);
  return zonedInstant(new Date(today + days * DAY_MS).toISOString().slice(0, 10), '07:00', LA);
}

describe('repeating games', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let creator: Awaited<ReturnType<typeof signUp>>;
  let member: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, creator, member] = await Promise.all([
      signUp(t, 'Ada Admin'),
      signUp(t, 'Cy Creator'),
      signUp(t, 'Mo Member'),
    ]);
  });
  afterAll(() => t.close());

  /** A new group of the three with a place, and a weekly game in it made by the creator. */
  async function weeklyGame(date = sevenAm(t.clock(), 8)) {
    const groupId = await createGroup(admin.agent);
    for (const person of [creator, member]) await joinGroup(admin.agent, person.agent, groupId);
    const { id: placeId } = await createPlace(admin.agent, {
      name: 'Weekly Court',
      address: '1 Week St',
      groupId,
    });
    const response = await creator.agent.api.games.$post({
      json: {
        groupId,
        placeId,
        title: 'Thursday doubles',
        date: date.toISOString(),
        minPeopleRequired: 2,
        durationMinutes: 90,
        maxPeople: 3,
        repeatWeekly: true,
        timeZone: LA,
      },
    });
    expect(response.status).toBe(201);
    const gameId = (await response.json()).id;
    const [game] = await t.db.select().from(games).where(eq(games.id, gameId));
    if (!game?.seriesId) throw new Error('the weekly game has no series');
    return { groupId, placeId, gameId, seriesId: game.seriesId, date };
  }

  const gamesOf = (seriesId: string) =>
    t.db.select().from(games).where(eq(games.seriesId, seriesId)).orderBy(asc(games.date));

  /** Everyone says yes, the creator books it, marks it confirmed and completed. */
  async function playAndComplete(gameId: string) {
    const detail = await (await creator.agent.api.games[':gameId'].$get({ param: { gameId } })).json();
    const optionId = detail.options[0]?.id ?? '';
    for (const person of [creator, member]) await answer(person.agent, gameId, optionId, 'yes');
    const param = { gameId };
    expect((await creator.agent.api.games[':gameId'].book.$post({ param, json: { optionId } })).status).toBe(
      200,
    );
    expect((await creator.agent.api.games[':gameId']['mark-booked'].$post({ param })).status).toBe(200);
    return () => creator.agent.api.games[':gameId'].complete.$post({ param });
  }

  it('Repeat weekly on a new game starts a series that copies it, a week on, and the page says it repeats', async () => {
    const { gameId, seriesId, date } = await weeklyGame();
    const [series] = await t.db.select().from(gameSeries).where(eq(gameSeries.id, seriesId));
    expect(series).toMatchObject({
      title: 'Thursday doubles',
      timeZone: LA,
      durationMinutes: 90,
      minPeopleRequired: 2,
      maxPeople: 3,
      createdBy: creator.userId,
      stoppedAt: null,
    });
    expect(series?.nextDate.getTime()).toBe(date.getTime() + 7 * DAY_MS);
    const detail = await (await member.agent.api.games[':gameId'].$get({ param: { gameId } })).json();
    expect(detail.game.repeating).toBe(true);
    expect(detail.me.canRepeat).toBe(false);
    const own = await (await creator.agent.api.games[':gameId'].$get({ param: { gameId } })).json();
    expect(own.me.canRepeat).toBe(true);
  });

  it('completing a weekly game opens next week’s poll once, and every member hears of it', async () => {
    const { gameId, seriesId, placeId, date, groupId } = await weeklyGame();
    const complete = await playAndComplete(gameId);
    expect((await complete()).status).toBe(200);
    const [first, next, ...more] = await gamesOf(seriesId);
    expect(more).toEqual([]);
    expect(first?.id).toBe(gameId);
    expect(next).toMatchObject({
      title: 'Thursday doubles',
      groupId,
      placeId,
      status: 'poll',
      durationMinutes: 90,
      minPeopleRequired: 2,
      maxPeople: 3,
      createdBy: creator.userId,
    });
    expect(next?.date.getTime()).toBe(date.getTime() + 7 * DAY_MS);
    const options = await t.db
      .select()
      .from(gameOptions)
      .where(eq(gameOptions.gameId, next?.id ?? ''));
    expect(options).toMatchObject([{ date: next?.date, placeId }]);

    // Completing again (after a revert), the timer's pass, a restart: still one game for that week.
    const param = { gameId };
    expect((await creator.agent.api.games[':gameId'].revert.$post({ param })).status).toBe(200);
    expect((await complete()).status).toBe(200);
    await openDueSeriesGames(t.db, t.clock());
    await openDueSeriesGames(t.db, t.clock());
    expect(await gamesOf(seriesId)).toHaveLength(2);

    // No one opened it, so the creator hears of it too; the entry reads well without a name.
    for (const person of [admin, creator, member]) {
      const entries = (await entriesOf(t.db, person.userId)).filter((e) => e.gameId === next?.id);
      expect(entries.map((e) => e.kind)).toEqual(['poll_opened']);
      const text = describeUpdate({ ...(entries[0] as (typeof entries)[number]), kind: 'poll_opened' }, LA);
      expect(text).toMatch(/^Next week's poll opened in Group .+: Thursday doubles$/);
    }
  });

  it('6 days before the next date the poll opens by itself: once, under 5 parallel openers and a restart', async () => {
    const { seriesId, date } = await weeklyGame();
    const opensAt = date.getTime() + 7 * DAY_MS - OPEN_AHEAD_MS;
    t.clock.advance(opensAt - 1 - t.clock().getTime());
    await openDueSeriesGames(t.db, t.clock());
    expect(await gamesOf(seriesId)).toHaveLength(1);
    t.clock.advance(1);
    await Promise.all(Array.from({ length: 5 }, () => openDueSeriesGames(t.db, t.clock())));
    await openDueSeriesGames(t.db, t.clock());
    const weeks = (await gamesOf(seriesId)).map((game) => game.date.getTime());
    expect(weeks).toEqual([date.getTime(), date.getTime() + 7 * DAY_MS]);
    // A week later, the next one, again once.
    t.clock.advance(7 * DAY_MS);
    await Promise.all(Array.from({ length: 5 }, () => openDueSeriesGames(t.db, t.clock())));
    expect(await gamesOf(seriesId)).toHaveLength(3);
  });

  it('a week that already has its game (the database says so) is not opened twice, and the series moves on', async () => {
    const { seriesId, date, groupId, placeId } = await weeklyGame();
    const week = new Date(date.getTime() + 7 * DAY_MS);
    await t.db.insert(games).values({ title: 'Already there', groupId, placeId, date: week, seriesId });
    t.clock.advance(week.getTime() - OPEN_AHEAD_MS - t.clock().getTime());
    await openDueSeriesGames(t.db, t.clock());
    const weeks = (await gamesOf(seriesId)).map((game) => [game.title, game.date.getTime()]);
    expect(weeks).toEqual([
      ['Thursday doubles', date.getTime()],
      ['Already there', week.getTime()],
    ]);
    const [series] = await t.db.select().from(gameSeries).where(eq(gameSeries.id, seriesId));
    expect(series?.nextDate.getTime()).toBe(week.getTime() + 7 * DAY_MS);
  });

  it('completing while the timers run opens one game, not one each', async () => {
    const { gameId, seriesId } = await weeklyGame();
    const complete = await playAndComplete(gameId);
    const [completed] = await Promise.all([
      complete(),
      ...Array.from({ length: 4 }, () => openDueSeriesGames(t.db, t.clock())),
    ]);
    expect(completed.status).toBe(200);
    await openDueSeriesGames(t.db, t.clock());
    expect(await gamesOf(seriesId)).toHaveLength(2);
  });

  it('each process looks on a timer, at start too; stopping waits for the pass under way', async () => {
    // The timer reads the real clock: this series' game is set six days back (too late to propose through the
    // API), so its next date is a day away from now and it is due.
    const { gameId, seriesId } = await weeklyGame();
    const played = new Date(Date.now() - 6 * DAY_MS);
    await t.db.update(games).set({ date: played }).where(eq(games.id, gameId));
    await t.db
      .update(gameSeries)
      .set({ nextDate: nextSlot(played, LA) })
      .where(eq(gameSeries.id, seriesId));
    const opener = startSeriesOpener({ db: t.db, log: createLogger('silent'), everyMs: 20 });
    await expect.poll(async () => (await gamesOf(seriesId)).length).toBe(2);
    await opener.stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await gamesOf(seriesId)).toHaveLength(2);
  });

  it('keeps 7:00 AM in Los Angeles when the clocks change', async () => {
    // Sat 13 March 2027 is the last Saturday on standard time there.
    const { gameId, seriesId } = await weeklyGame(zonedInstant('2027-03-13', '07:00', LA));
    await (await playAndComplete(gameId))();
    const next = (await gamesOf(seriesId))[1];
    expect(next?.date.toISOString()).toBe('2027-03-20T14:00:00.000Z');
    expect(wallClock(next?.date ?? '', LA)).toEqual({ date: '2027-03-20', time: '07:00' });
  });

  it('Stop repeating: nothing more opens; Repeat weekly again resumes at once from a completed game', async () => {
    const { gameId, seriesId, date } = await weeklyGame();
    const param = { gameId };
    const stopped = await creator.agent.api.games[':gameId']['stop-repeating'].$post({ param });
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({ repeating: false });
    await (await playAndComplete(gameId))();
    t.clock.advance(date.getTime() + 10 * DAY_MS - t.clock().getTime());
    await openDueSeriesGames(t.db, t.clock());
    expect(await gamesOf(seriesId)).toHaveLength(1);
    const detail = await (await member.agent.api.games[':gameId'].$get({ param })).json();
    expect(detail.game.repeating).toBe(false);

    // The admin resumes it; the week already past is skipped, so the poll is for the coming one.
    const resumed = await admin.agent.api.games[':gameId'].repeat.$post({ param, json: { timeZone: LA } });
    expect(resumed.status).toBe(200);
    const weeks = (await gamesOf(seriesId)).map((game) => game.date.getTime());
    expect(weeks).toEqual([date.getTime(), date.getTime() + 14 * DAY_MS]);
  });

  it('Repeat weekly on a one-off game starts its series; asked twice at once, still one series', async () => {
    const groupId = await createGroup(admin.agent);
    await joinGroup(admin.agent, creator.agent, groupId);
    const { id: placeId } = await createPlace(admin.agent, {
      name: 'Once Court',
      address: '2 Once St',
      groupId,
    });
    const created = await creator.agent.api.games.$post({
      json: {
        groupId,
        placeId,
        title: 'One-off',
        date: sevenAm(t.clock(), 3).toISOString(),
        minPeopleRequired: 2,
      },
    });
    const gameId = (await created.json()).id;
    const param = { gameId };
    const answers = await Promise.all(
      [creator, admin, creator].map((p) =>
        p.agent.api.games[':gameId'].repeat.$post({ param, json: { timeZone: LA } }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await t.db.select().from(gameSeries).where(eq(gameSeries.groupId, groupId))).toHaveLength(1);
  });

  it('an inactive group opens nothing; reactivated weeks later, it opens the coming week only', async () => {
    const { groupId, seriesId, date } = await weeklyGame();
    expect((await admin.agent.api.groups[':groupId'].deactivate.$post({ param: { groupId } })).status).toBe(
      200,
    );
    t.clock.advance(date.getTime() + 20 * DAY_MS - t.clock().getTime());
    await openDueSeriesGames(t.db, t.clock());
    expect(await gamesOf(seriesId)).toHaveLength(1);
    expect((await admin.agent.api.groups[':groupId'].reactivate.$post({ param: { groupId } })).status).toBe(
      200,
    );
    await openDueSeriesGames(t.db, t.clock());
    await openDueSeriesGames(t.db, t.clock());
    const weeks = (await gamesOf(seriesId)).map((game) => game.date.getTime());
    expect(weeks).toEqual([date.getTime(), date.getTime() + 21 * DAY_MS]);
  });
});
