import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACES_PAGE_SIZE } from '../../../shared/places';
import { type Agent, signUp } from '../../test/agent';
import { createGroup, joinGroup } from '../../test/groups';
import { expectInvalidCursor, forgedCursors, walkPages } from '../../test/paging';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Two full pages and a short one. */
const IN_GROUP = PLACES_PAGE_SIZE * 2 + 3;

/**
 * Ann runs Alpha, whose list holds IN_GROUP places, many named alike but for case ('Court 7', 'COURT 7'), so
 * only the id tells them apart; she also keeps one place of her own. Ben runs Beta (one place) and is a
 * member of Alpha. Sid belongs to nothing and has a place of his own.
 */
describe('place lists, a page at a time', () => {
  let t: TestApp;
  let ann: Agent;
  let ben: Agent;
  let sid: Agent;
  let annId: string;
  let alpha: string;
  let beta: string;

  type Query = { cursor?: string };
  const mine = (who: Agent, query: Query = {}) => who.api.places.$get({ query });
  const ofGroup = (who: Agent, groupId: string, query: Query & { q?: string } = {}) =>
    who.api.groups[':groupId'].places.$get({ param: { groupId }, query });
  const importable = (who: Agent, groupId: string, fromGroupId: string, query: Query = {}) =>
    who.api.groups[':groupId'].places.importable.$get({
      param: { groupId },
      query: { fromGroupId, ...query },
    });

  /** Every page of a list, each checked for size; the ids in the order they came. */
  async function walk(fetch: (query: Query) => Promise<Response>) {
    const pages = await walkPages(async (cursor) => {
      const response = await fetch(cursor ? { cursor } : {});
      expect(response.status).toBe(200);
      const body = (await response.json()) as { places: { id: string }[]; nextCursor: string | null };
      return { items: body.places, nextCursor: body.nextCursor };
    }, PLACES_PAGE_SIZE);
    return pages.flat().map((place) => place.id);
  }

  /** The ids the list must give, in order, read straight from the tables. */
  async function expected(where: ReturnType<typeof sql>) {
    const { rows } = await t.db.execute<{ id: string }>(
      sql`select p.id from places p where ${where} order by lower(p.name), p.id`,
    );
    return rows.map((row) => row.id);
  }
  const inGroup = (groupId: string) =>
    sql`exists (select 1 from group_places gp where gp.place_id = p.id and gp.group_id = ${groupId})`;

  beforeAll(async () => {
    t = await createTestApp();
    const [a, b, s] = await Promise.all([
      signUp(t, 'Ann Able'),
      signUp(t, 'Ben Baker'),
      signUp(t, 'Sid Solo'),
    ]);
    [ann, ben, sid, annId] = [a.agent, b.agent, s.agent, a.userId];
    alpha = await createGroup(ann, 'Alpha');
    beta = await createGroup(ben, 'Beta');
    await joinGroup(ann, ben, alpha);
    await t.db.execute(sql`
      with made as (
        insert into places (name, address, created_by)
        select (array['Court ', 'COURT ', 'court '])[1 + i % 3] || (i % 7), i || ' Main St', ${annId}
        from generate_series(1, ${IN_GROUP}) i returning id)
      insert into group_places (group_id, place_id, created_by) select ${alpha}, id, ${annId} from made`);
    await createPlace(ann, { name: 'Ann’s Own', address: '1 Own St' });
    await createPlace(ben, { name: 'Beta Hall', address: '2 Beta St', groupId: beta });
    await createPlace(sid, { name: 'Sid’s Spot', address: '3 Solo St' });
  });
  afterAll(() => t.close());

  it('My Places: every visible place exactly once, by name then id, and none of anyone else’s', async () => {
    const annSees = await walk((query) => mine(ann, query));
    expect(annSees).toEqual(await expected(sql`(${inGroup(alpha)} or p.created_by = ${annId})`));
    expect(annSees).toHaveLength(IN_GROUP + 1);
    // Ben sees Alpha's and Beta's; Sid only his own.
    const benSees = await walk((query) => mine(ben, query));
    expect(benSees).toEqual(await expected(sql`(${inGroup(alpha)} or ${inGroup(beta)})`));
    expect(await walk((query) => mine(sid, query))).toHaveLength(1);
  });

  it('Group Places and the import list: the group’s places exactly once, in the same order', async () => {
    const order = await expected(inGroup(alpha));
    expect(await walk((query) => ofGroup(ben, alpha, query))).toEqual(order);
    expect(await walk((query) => importable(ben, beta, alpha, query))).toEqual(order);
    const first = await (await ofGroup(ann, alpha)).json();
    expect(JSON.stringify(first).length).toBeLessThan(12_000);
  });

  it('a place picker’s search: the group’s places whose name holds the text, case aside, paged alike', async () => {
    const found = await walk((query) => ofGroup(ben, alpha, { ...query, q: '  COURT 3 ' }));
    expect(found).toEqual(await expected(sql`${inGroup(alpha)} and p.name ilike '%court 3%'`));
    expect(found).toHaveLength(6);
    // Wildcards are letters; blank text is no filter.
    for (const q of ['%', '_', 'court_3', '\\'])
      expect((await (await ofGroup(ben, alpha, { q })).json()).places).toEqual([]);
    expect((await (await ofGroup(ben, alpha, { q: '   ' })).json()).places).toHaveLength(PLACES_PAGE_SIZE);
    // Another group's places are never searched, and a stranger still gets 404.
    expect((await (await ofGroup(ben, alpha, { q: 'Beta' })).json()).places).toEqual([]);
    expect((await ofGroup(sid, alpha, { q: 'court' })).status).toBe(404);
    expect((await ofGroup(ben, alpha, { q: 'x'.repeat(101) })).status).toBe(400);
  });

  it('still opens one place by id, with its groups', async () => {
    const [placeId] = await expected(inGroup(alpha));
    const response = await ben.api.places[':placeId'].$get({ param: { placeId: placeId ?? '' } });
    expect(response.status).toBe(200);
    const { place } = await response.json();
    expect(place).toMatchObject({ id: placeId, groups: [{ groupId: alpha, groupName: 'Alpha' }] });
    expect(place).not.toHaveProperty('cursor');
  });

  it('refuses a cursor it could not have given with 400 Invalid cursor.', async () => {
    for (const cursor of forgedCursors(['court 1', '0b5c0000-0000-4000-8000-000000000000'])) {
      await expectInvalidCursor(await mine(ann, { cursor }));
      await expectInvalidCursor(await ofGroup(ann, alpha, { cursor }));
      await expectInvalidCursor(await importable(ben, beta, alpha, { cursor }));
    }
  });

  it('a cursor opens nothing to a stranger: 404 as before', async () => {
    const { nextCursor } = await (await ofGroup(ann, alpha)).json();
    const cursor = nextCursor ?? '';
    expect((await ofGroup(sid, alpha, { cursor })).status).toBe(404);
    // Importing into a group of one's own from a group one is not in.
    expect((await importable(sid, alpha, beta, { cursor })).status).toBe(404);
    expect((await importable(ann, alpha, beta, { cursor })).status).toBe(404);
  });
});
