import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPENSE_GAME_CHOICES_LIMIT } from '../../../shared/expenses';
import { groupMembers } from '../../db/schema';
import { type Agent, createAgent, errorOf, signUp } from '../../test/agent';
import { createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { bookedGame } from '../../test/money';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;

describe('GET /api/expenses/games: the Create Expense game picker', () => {
  let t: TestApp;
  let organizer: { agent: Agent; userId: string };
  let late: { agent: Agent; userId: string };
  let stranger: { agent: Agent; userId: string };
  /** Joins every group first, so each game has the two yes answers booking needs. */
  let early: { agent: Agent; userId: string };
  /** Every game made here, and whether `late` may add an expense to it. */
  const games: { id: string; title: string; open: boolean }[] = [];

  const choices = async (agent: Agent, q?: string) => {
    const response = await agent.api.expenses.games.$get({ query: q === undefined ? {} : { q } });
    expect(response.status).toBe(200);
    return response.json();
  };
  const titles = async (agent: Agent, q?: string) => (await choices(agent, q)).games.map((g) => g.title);

  beforeAll(async () => {
    t = await createTestApp();
    [organizer, late, stranger, early] = await Promise.all([
      signUp(t, 'Olive Organizer'),
      signUp(t, 'Lee Late'),
      signUp(t, 'Sam Stranger'),
      signUp(t, 'Eve Early'),
    ]);
    const group = async (name: string) => {
      const id = await createGroup(organizer.agent, name);
      await joinGroup(organizer.agent, early.agent, id);
      return id;
    };
    const main = await group('Tuesday Tennis_Club');
    const other = await group('Board Game Night');
    const left = await group('Old Friends');
    const mainPlace = (await createPlace(organizer.agent, { name: 'Main', address: '1 A St', groupId: main }))
      .id;
    const otherPlace = (
      await createPlace(organizer.agent, { name: 'Other', address: '2 B St', groupId: other })
    ).id;
    const leftPlace = (await createPlace(organizer.agent, { name: 'Left', address: '3 C St', groupId: left }))
      .id;
    const at = (days: number) => new Date(t.clock().getTime() + days * DAY).toISOString();
    const make = async (
      groupId: string,
      placeId: string,
      title: string,
      days: number,
      state: 'poll' | 'booked' | 'completed',
    ) => {
      const where = { groupId, placeId, title, date: at(days) };
      const id =
        state === 'poll'
          ? (await createGame(organizer.agent, where)).gameId
          : await bookedGame(organizer.agent, where, [organizer, early]);
      if (state === 'completed') {
        const done = await organizer.agent.api.games[':gameId'].complete.$post({ param: { gameId: id } });
        expect(done.status).toBe(200);
      }
      return id;
    };
    // Before Lee joins: a game dated before the join stays hidden from Lee; one dated after is Lee's too.
    games.push({
      id: await make(main, mainPlace, 'Before Lee joined', 2, 'completed'),
      title: '',
      open: false,
    });
    t.clock.advance(5 * DAY);
    await joinGroup(organizer.agent, late.agent, main);
    await joinGroup(organizer.agent, late.agent, other);
    await joinGroup(organizer.agent, late.agent, left);
    games.push(
      { id: await make(main, mainPlace, 'Booked doubles', 3, 'booked'), title: 'Booked doubles', open: true },
      {
        id: await make(main, mainPlace, 'Finished 50% off', 1, 'completed'),
        title: 'Finished 50% off',
        open: true,
      },
      { id: await make(main, mainPlace, 'Still a poll', 4, 'poll'), title: 'Still a poll', open: false },
      { id: await make(other, otherPlace, 'Catan', 2, 'booked'), title: 'Catan', open: true },
      { id: await make(left, leftPlace, 'Reunion', 2, 'booked'), title: 'Reunion', open: false },
    );
    // Lee leaves one group; another goes inactive.
    await t.db
      .update(groupMembers)
      .set({ deletedAt: t.clock() })
      .where(and(eq(groupMembers.groupId, left), eq(groupMembers.userId, late.userId)));
    const paused = await group('Paused Group');
    await joinGroup(organizer.agent, late.agent, paused);
    const pausedPlace = (
      await createPlace(organizer.agent, { name: 'Paused', address: '4 D St', groupId: paused })
    ).id;
    games.push({ id: await make(paused, pausedPlace, 'Frozen', 2, 'booked'), title: 'Frozen', open: false });
    await organizer.agent.api.groups[':groupId'].deactivate.$post({ param: { groupId: paused } });
  });
  afterAll(() => t.close());

  it('offers exactly the games addExpense takes: booked or completed, active group, member, not before joining', async () => {
    const { games: offered, more } = await choices(late.agent);
    expect(offered.map((g) => g.title)).toEqual(['Booked doubles', 'Catan', 'Finished 50% off']);
    expect(offered[0]).toMatchObject({ status: 'booked', groupName: 'Tuesday Tennis_Club' });
    expect(more).toBe(false);
    // The same rule, asked the other way: addExpense takes each offered game and refuses every other one.
    for (const game of games) {
      const added = await late.agent.api.expenses.$post({ json: { gameId: game.id, amountCents: 100 } });
      expect(added.status === 201, `${game.title || game.id}: ${added.status}`).toBe(game.open);
    }
    expect(await titles(stranger.agent)).toEqual([]);
    expect(await titles(organizer.agent)).toContain('Before Lee joined');
  });

  it('searches titles and group names on the server, case-insensitively; % and _ are plain letters', async () => {
    expect(await titles(late.agent, 'DOUBLES')).toEqual(['Booked doubles']);
    expect(await titles(late.agent, 'board game')).toEqual(['Catan']);
    expect(await titles(late.agent, '50%')).toEqual(['Finished 50% off']);
    expect(await titles(late.agent, '%')).toEqual(['Finished 50% off']);
    expect(await titles(late.agent, 's_c')).toEqual(['Booked doubles', 'Finished 50% off']);
    expect(await titles(late.agent, 'n_s')).toEqual([]);
    expect(await titles(late.agent, '  catan  ')).toEqual(['Catan']);
    expect(await titles(late.agent, 'nothing like this')).toEqual([]);
  });

  it('answers at most the limit, says more matched, and a search reaches the older ones', async () => {
    const groupId = await createGroup(organizer.agent, 'Busy Club');
    await joinGroup(organizer.agent, early.agent, groupId);
    const placeId = (await createPlace(organizer.agent, { name: 'Busy', address: '9 Z St', groupId })).id;
    for (let i = 0; i < EXPENSE_GAME_CHOICES_LIMIT + 2; i += 1) {
      const date = new Date(t.clock().getTime() + (10 + i) * DAY).toISOString();
      await bookedGame(organizer.agent, { groupId, placeId, title: `Busy game ${i}`, date }, [
        organizer,
        early,
      ]);
    }
    const all = await choices(organizer.agent);
    expect(all.games).toHaveLength(EXPENSE_GAME_CHOICES_LIMIT);
    expect(all.more).toBe(true);
    // Newest first: the oldest busy games fall off the first answer but a search finds them.
    expect(all.games.map((g) => g.title)).not.toContain('Busy game 0');
    expect((await choices(organizer.agent, 'Busy game 0')).games.map((g) => g.title)).toEqual([
      'Busy game 0',
    ]);
  });

  it('refuses anonymous callers and an over-long search', async () => {
    expect((await createAgent(t).api.expenses.games.$get({ query: {} })).status).toBe(401);
    const long = await late.agent.api.expenses.games.$get({ query: { q: 'x'.repeat(101) } });
    expect(long.status).toBe(400);
    expect(await errorOf(long)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
