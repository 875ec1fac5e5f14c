import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE } from '../../../shared/admin';
import { type Agent, signUp } from '../../test/agent';
import { createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { expectInvalidCursor, forgedCursors, walkPages } from '../../test/paging';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Groups Ann runs: two full pages and a short one of each tab. */
const RUN = ADMIN_PAGE_SIZE * 2 + 3;

/**
 * Ann administers RUN groups, named alike but for case in pairs, each listing one place (several called the
 * same) and holding one game, the games three to a date; she is a plain member of Ben's group, whose game
 * she sees on the Games tab only. Cat belongs to nothing.
 */
describe('Admin Dashboard tabs, a page at a time', () => {
  let t: TestApp;
  let ann: Agent;
  let cat: Agent;
  let annId: string;
  let benGroup: string;
  let firstOfMine: string;

  type Query = { cursor?: string; groupId?: string };
  const tabs = {
    groups: (who: Agent, query: Query = {}) => who.api.admin.groups.$get({ query: { cursor: query.cursor } }),
    games: (who: Agent, query: Query = {}) => who.api.admin.games.$get({ query }),
    places: (who: Agent, query: Query = {}) => who.api.admin.places.$get({ query }),
  };
  type Tab = keyof typeof tabs;

  /** Every page of a tab, each checked for size; the rows' ids in the order they came. */
  async function walk(tab: Tab, who: Agent, query: Query = {}) {
    const pages = await walkPages(async (cursor) => {
      const response = await tabs[tab](who, { ...query, ...(cursor ? { cursor } : {}) });
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown> & { nextCursor: string | null };
      const rows = body[tab] as { id: string; groupPlaceId?: string }[];
      return { items: rows, nextCursor: body.nextCursor };
    }, ADMIN_PAGE_SIZE);
    return pages.flat().map((row) => row.groupPlaceId ?? row.id);
  }

  const ids = async (query: ReturnType<typeof sql>) =>
    (await t.db.execute<{ id: string }>(query)).rows.map((row) => row.id);

  beforeAll(async () => {
    t = await createTestApp();
    const [a, b, c] = await Promise.all([
      signUp(t, 'Ann Able'),
      signUp(t, 'Ben Baker'),
      signUp(t, 'Cat Cole'),
    ]);
    [ann, cat, annId] = [a.agent, c.agent, a.userId];
    benGroup = await createGroup(b.agent, 'Ben’s Club');
    await joinGroup(b.agent, ann, benGroup);
    const benPlace = await createPlace(b.agent, {
      name: 'Ben Court',
      address: '1 Ben St',
      groupId: benGroup,
    });
    await createGame(b.agent, { groupId: benGroup, placeId: benPlace.id, date: '2026-12-24T18:00:00.000Z' });
    await t.db.execute(sql`
      with made as (
        insert into groups (name, created_by)
        select (case when i % 2 = 0 then 'Club ' else 'CLUB-' end) || lpad((i / 2)::text, 2, '0'), ${annId}
        from generate_series(1, ${RUN}) i returning id),
      joined as (
        insert into group_members (group_id, user_id, role, joined_at)
        select id, ${annId}, 'admin', timestamptz '2026-01-01' from made returning group_id),
      placed as (
        insert into places (name, address, created_by)
        select 'Court ' || (row_number() over () % 4), 'Somewhere', ${annId} from made returning id),
      paired as (
        select m.id as group_id, p.id as place_id, row_number() over (order by m.id) as n
        from (select id, row_number() over (order by id) as k from made) m
        join (select id, row_number() over (order by id) as k from placed) p on p.k = m.k),
      linked as (
        insert into group_places (group_id, place_id, created_by)
        select group_id, place_id, ${annId} from paired)
      insert into games (title, group_id, place_id, date)
      select 'Game ' || n, group_id, place_id, timestamptz '2026-12-01 18:00:00+00' + (n / 3) * interval '1 day'
      from paired`);
    const [first] = await ids(sql`select id from groups where created_by = ${annId} order by id limit 1`);
    firstOfMine = first ?? '';
  });
  afterAll(() => t.close());

  it('Groups: every group Ann runs exactly once, by name then id, and not the one she only belongs to', async () => {
    expect(await walk('groups', ann)).toEqual(
      await ids(sql`select g.id from groups g where g.created_by = ${annId} order by lower(g.name), g.id`),
    );
  });

  it('Games: every game of her groups exactly once, newest first, the id between equal dates', async () => {
    const all = await walk('games', ann);
    expect(all).toEqual(
      await ids(sql`select g.id from games g join group_members m on m.group_id = g.group_id
        and m.user_id = ${annId} and m.deleted_at is null where g.date >= m.joined_at
        order by g.date desc, g.id asc`),
    );
    // Hers and Ben's: no silent cap cuts the tab short.
    expect(all).toHaveLength(RUN + 1);
    expect(await walk('games', ann, { groupId: benGroup })).toHaveLength(1);
  });

  it('Places: every place of the groups she runs exactly once, by group then place name', async () => {
    expect(await walk('places', ann)).toEqual(
      await ids(sql`select gp.id from group_places gp join groups g on g.id = gp.group_id
        join places p on p.id = gp.place_id where g.created_by = ${annId}
        order by lower(g.name), lower(p.name), gp.id`),
    );
    expect(await walk('places', ann, { groupId: firstOfMine })).toHaveLength(1);
  });

  it('a cursor shows a stranger nothing, and a forged one is 400 Invalid cursor.', async () => {
    for (const tab of Object.keys(tabs) as Tab[]) {
      const { nextCursor } = (await (await tabs[tab](ann)).json()) as { nextCursor: string | null };
      expect(nextCursor).not.toBeNull();
      const theirs = await tabs[tab](cat, { cursor: nextCursor ?? '' });
      expect(theirs.status).toBe(200);
      expect(await theirs.json()).toEqual({ [tab]: [], nextCursor: null });
    }
    const keys = {
      groups: ['a', annId],
      games: ['2026-12-01T18:00:00.000000Z', annId],
      places: ['a', 'b', annId],
    };
    for (const tab of Object.keys(tabs) as Tab[]) {
      for (const cursor of forgedCursors(keys[tab]))
        await expectInvalidCursor(await tabs[tab](ann, { cursor }));
      // Another tab's cursor has the wrong keys for this one.
      const other = Buffer.from(JSON.stringify(keys[tab === 'places' ? 'games' : 'places'])).toString(
        'base64url',
      );
      await expectInvalidCursor(await tabs[tab](ann, { cursor: other }));
    }
  });

  it('keeps the first page small', async () => {
    for (const tab of Object.keys(tabs) as Tab[]) {
      const body = await (await tabs[tab](ann)).text();
      expect(body.length).toBeLessThan(10_000);
    }
  });
});
