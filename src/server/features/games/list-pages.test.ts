import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES_PAGE_SIZE, type OpenSection, RECENT_GAMES_LIMIT } from '../../../shared/game-rules';
import { type Agent, createAgent, errorOf, signUp } from '../../test/agent';
import { answer, createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { forgedCursors, walkPages } from '../../test/paging';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;
/** The test clock starts 2026-11-20 18:00 UTC: every game here is ahead of it, one day apart per step. */
const dayAfter = (days: number) => new Date(Date.UTC(2026, 10, 21, 18) + days * DAY).toISOString();

type Query = { groupId?: string; section?: OpenSection; cursor?: string };

describe('games list pages (issue 21: every list is bounded)', () => {
  let t: TestApp;
  let admin: Agent;
  let friend: Agent;
  let outsider: Agent;
  let groupId: string;
  let otherGroupId: string;
  let outsiderGame: string;
  const polls: string[] = [];
  const confirmed: string[] = [];
  const completed: string[] = [];
  const list = (who: Agent, query: Query = {}) => who.api.games.$get({ query });
  const page = async (who: Agent, query: Query) => {
    const response = await list(who, query);
    expect(response.status).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signUp(t, 'Avery Admin')).agent;
    friend = (await signUp(t, 'Frankie Friend')).agent;
    outsider = (await signUp(t, 'Olive Outsider')).agent;
    groupId = await createGroup(admin);
    await joinGroup(admin, friend, groupId);
    const placeId = (await createPlace(admin, { name: 'Court One', address: '1 Court St', groupId })).id;
    // Two pages and one more of polls, made out of date order; three share an instant across the first
    // page's end, so only the id tells them apart.
    const pollDays = [...Array(2 * GAMES_PAGE_SIZE + 1).keys()].map((n) => (n < 3 ? 10 : n)).reverse();
    for (const day of pollDays) {
      polls.push((await createGame(admin, { groupId, placeId, date: dayAfter(day) })).gameId);
    }
    // A page and one more of confirmed and booked games, alternating, on the days between the polls'.
    for (let n = 0; n <= GAMES_PAGE_SIZE; n++) {
      const { gameId, optionId } = await createGame(admin, { groupId, placeId, date: dayAfter(n + 0.5) });
      await answer(admin, gameId, optionId, 'yes');
      await answer(friend, gameId, optionId, 'yes');
      const param = { gameId };
      expect((await admin.api.games[':gameId'].book.$post({ param, json: { optionId } })).status).toBe(200);
      if (n % 2) expect((await admin.api.games[':gameId']['mark-booked'].$post({ param })).status).toBe(200);
      confirmed.push(gameId);
    }
    // More completed games than Recently Completed shows.
    for (let n = 0; n <= RECENT_GAMES_LIMIT; n++) {
      const { gameId, optionId } = await createGame(admin, { groupId, placeId, date: dayAfter(40 + n) });
      await answer(admin, gameId, optionId, 'yes');
      await answer(friend, gameId, optionId, 'yes');
      const param = { gameId };
      await admin.api.games[':gameId'].book.$post({ param, json: { optionId } });
      await admin.api.games[':gameId']['mark-booked'].$post({ param });
      expect((await admin.api.games[':gameId'].complete.$post({ param })).status).toBe(200);
      completed.push(gameId);
    }
    otherGroupId = await createGroup(outsider);
    await joinGroup(outsider, (await signUp(t, 'Oscar Other')).agent, otherGroupId);
    const outsidePlace = (
      await createPlace(outsider, { name: 'Far Court', address: '9 Far St', groupId: otherGroupId })
    ).id;
    outsiderGame = (
      await createGame(outsider, { groupId: otherGroupId, placeId: outsidePlace, date: dayAfter(30) })
    ).gameId;
  }, 60_000);
  afterAll(() => t.close());

  /** Every game of one section, walking its pages from the home list's cursor. */
  async function walk(who: Agent, section: OpenSection, groupFilter?: string) {
    const first = await page(who, groupFilter ? { groupId: groupFilter } : {});
    const firstPage = first.games.filter((game) =>
      section === 'poll' ? game.status === 'poll' : game.status === 'confirmed' || game.status === 'booked',
    );
    const pages = await walkPages(async (cursor) => {
      if (!cursor) return { items: firstPage, nextCursor: first.more[section] };
      const next = await page(who, { ...(groupFilter ? { groupId: groupFilter } : {}), section, cursor });
      expect(next.more[section === 'poll' ? 'confirmed' : 'poll']).toBeNull();
      return { items: next.games, nextCursor: next.more[section] };
    }, GAMES_PAGE_SIZE);
    return pages.flat();
  }

  it('sends a page of each open section, soonest first, and the 5 most recent completed games', async () => {
    const home = await page(friend, {});
    const byStatus = (...statuses: string[]) => home.games.filter((game) => statuses.includes(game.status));
    expect(byStatus('poll')).toHaveLength(GAMES_PAGE_SIZE);
    expect(byStatus('confirmed', 'booked')).toHaveLength(GAMES_PAGE_SIZE);
    expect(byStatus('completed').map((game) => game.id)).toEqual(completed.slice(1).reverse());
    // Confirmed and booked games share one section, in date order.
    const shownConfirmed = byStatus('confirmed', 'booked');
    expect(shownConfirmed.map((game) => game.id)).toEqual(confirmed.slice(0, GAMES_PAGE_SIZE));
    expect(new Set(shownConfirmed.map((game) => game.status))).toEqual(new Set(['confirmed', 'booked']));
    expect(home.more.poll).toEqual(expect.any(String));
    expect(home.more.confirmed).toEqual(expect.any(String));
  });

  it('walks each open section to its end: every game once, in (date, id) order, then no cursor', async () => {
    const everyPoll = await walk(friend, 'poll');
    expect(everyPoll.map((game) => game.id).sort()).toEqual([...polls].sort());
    const order = everyPoll.map((game) => `${game.date} ${game.id}`);
    expect(order).toEqual([...order].sort());
    const everyConfirmed = await walk(friend, 'confirmed');
    expect(everyConfirmed.map((game) => game.id)).toEqual(confirmed);
  });

  it('pages within the group filter, and never shows another group’s games, whoever’s cursor is used', async () => {
    expect((await walk(admin, 'poll', groupId)).map((game) => game.id).sort()).toEqual([...polls].sort());
    const home = await page(admin, {});
    const cursor = home.more.poll ?? '';
    // The outsider replays the admin's cursor: the page after it holds only their own group's games.
    const replayed = await page(outsider, { section: 'poll', cursor });
    expect(replayed.games.map((game) => game.id)).toEqual([outsiderGame]);
    expect((await page(outsider, { groupId, section: 'poll', cursor })).games).toEqual([]);
  });

  it('answers each page with one SQL statement beyond the session check', async () => {
    const home = await page(friend, {});
    const statements = await t.countQueries(() =>
      list(friend, { section: 'poll', cursor: home.more.poll ?? '' }),
    );
    const first = await t.countQueries(() => list(friend, {}));
    expect(statements.length).toBe(first.length);
    expect(first.length).toBeLessThanOrEqual(2);
  });

  it('refuses forged cursors, a cursor without its section, and unknown sections, changing nothing', async () => {
    const home = await page(friend, {});
    for (const cursor of forgedCursors(['2026-11-21T18:00:00.000000Z', polls[0] ?? ''])) {
      const response = await list(friend, { section: 'poll', cursor });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe('Invalid cursor.');
    }
    const noSection = await list(friend, { cursor: home.more.poll ?? '' });
    expect(noSection.status).toBe(400);
    expect((await errorOf(noSection)).message).toBe('Invalid cursor.');
    const unknown = await list(friend, { section: 'completed' as OpenSection });
    expect(unknown.status).toBe(400);
    expect(await page(friend, {})).toEqual(home);
    expect((await list(createAgent(t), { section: 'poll', cursor: home.more.poll ?? '' })).status).toBe(401);
  });
});
