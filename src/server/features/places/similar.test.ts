import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACE_TEXT_MAX } from '../../../shared/places';
import { groupPlaces, places } from '../../db/schema';
import { errorOf, signUp } from '../../test/agent';
import { createGroup } from '../../test/groups';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SCAN_VISIBLE_UP_TO, similarPlaces } from './similar';

// Words that share trigrams (so many pairs pass the 0.3 threshold), in several scripts and cases, with
// punctuation and emoji that pg_trgm drops; bits of random text make the rest.
const word = fc.oneof(
  fc.constantFrom('Mission', 'mision', 'Bay', 'BAY', 'Rec', 'Center', 'Centre', 'Café', 'cafe', 'Ünïcödé'),
  fc.constantFrom('北京体育馆', 'Courts', 'St.', "O'Brien", '12', '1675', '🎾', '—', '...', 'Straße'),
  fc.string({ maxLength: 4 }),
);
const text = fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(' ').slice(0, 200));

describe('similar places', () => {
  let t: TestApp;
  let userId: string;
  let groupId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const person = await signUp(t);
    userId = person.userId;
    groupId = await createGroup(person.agent);
  });
  afterAll(() => t.close());

  /** Every place of the group scored with pg_trgm's similarity(), no index, no shortcut: what the search must answer. */
  async function bySimilarity(name: string, address: string) {
    const result = await t.db.execute<{ name: string; similarity: number }>(sql`
      select p.name, round(((s.by_name + s.by_address) / 2)::numeric, 3)::float as similarity
      from places p join group_places gp on gp.place_id = p.id and gp.group_id = ${groupId}
      cross join lateral (select similarity(p.name, ${name}) as by_name,
        similarity(p.address, ${address}) as by_address) s
      where s.by_name::float8 >= 0.3::float8 or s.by_address::float8 >= 0.3::float8
      order by similarity desc, p.name limit 5`);
    return result.rows.map((row) => [row.similarity, row.name]);
  }

  it("scores, filters and ranks every search exactly as pg_trgm's similarity() over every place does", async () => {
    const place = fc.record({ name: text, address: text });
    await fc.assert(
      fc.asyncProperty(fc.array(place, { minLength: 1, maxLength: 8 }), place, async (stored, typed) => {
        const rows = await t.db.insert(places).values(stored).returning({ id: places.id });
        await t.db.insert(groupPlaces).values(rows.map((row) => ({ groupId, placeId: row.id })));
        try {
          const found = await similarPlaces(t.db, userId, typed.name, typed.address);
          expect(found.map((p) => [p.similarity, p.name])).toEqual(
            await bySimilarity(typed.name, typed.address),
          );
        } finally {
          await t.db.execute(sql`delete from places where id in ${rows.map((row) => row.id)}`);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('finds the closest among more places than it compares one by one, through the trigram indexes', async () => {
    const person = await signUp(t);
    const crowded = await createGroup(person.agent);
    const court = { name: 'Golden Gate Park Tennis Courts', address: '2 Middle Dr, San Francisco' };
    const typed = { name: 'Golden Gate Prk Tennis', address: '2 Middle Drive' };
    // One more than the one-by-one scan takes, the court among them (so the index walk must find it).
    const fillers = Array.from({ length: SCAN_VISIBLE_UP_TO }, (_, i) => ({
      name: `Filler ${i}`,
      address: `${i} Side Rd`,
    }));
    const rows = await t.db
      .insert(places)
      .values([...fillers.slice(0, 700), court, ...fillers.slice(700)])
      .returning({ id: places.id });
    await t.db.insert(groupPlaces).values(rows.map((row) => ({ groupId: crowded, placeId: row.id })));
    const found = await similarPlaces(t.db, person.userId, typed.name, typed.address);
    const score = await t.db.execute<{ similarity: number }>(sql`select round(((similarity(${court.name},
      ${typed.name}) + similarity(${court.address}, ${typed.address})) / 2)::numeric, 3)::float as similarity`);
    expect(found[0]).toMatchObject({ ...court, similarity: score.rows[0]?.similarity });
  });

  it('finds the near-duplicate first among visible places only', async () => {
    const { agent } = await signUp(t);
    const stranger = await signUp(t);
    const groupId = await createGroup(agent);
    await createPlace(agent, { name: 'Mission Bay Rec Center', address: '1675 Owens St', groupId });
    await createPlace(agent, { name: 'Mission Dolores Park', address: '19th & Dolores St', groupId });
    await createPlace(stranger.agent, { name: 'Mission Bay Rec Centre', address: '1675 Owens Street' });
    const response = await agent.api.places.similar.$get({
      query: { name: 'Mission Bay Rec Ctr', address: '1675 Owens St.' },
    });
    const { places: found } = await response.json();
    expect(found[0]).toMatchObject({ name: 'Mission Bay Rec Center', similarity: expect.any(Number) });
    expect(found.map((p) => p.name)).not.toContain('Mission Bay Rec Centre');
    const scores = found.map((p) => p.similarity);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const tooShort = await agent.api.places.similar.$get({ query: { name: 'Mi', address: '1675 Owens' } });
    expect(tooShort.status).toBe(400);
  });

  it('refuses a search longer than a place may be, before any trigram is split', async () => {
    const { agent } = await signUp(t);
    const search = (name: string, address: string) =>
      agent.api.places.similar.$get({ query: { name, address } });
    const longest = await search('n'.repeat(PLACE_TEXT_MAX.name), 'a'.repeat(PLACE_TEXT_MAX.address));
    expect(longest.status).toBe(200);
    const name = await search('n'.repeat(PLACE_TEXT_MAX.name + 1), '1 Main St');
    expect(name.status).toBe(400);
    expect(await errorOf(name)).toMatchObject({ fields: { name: 'Name is too long' } });
    const address = await search('Mission Bay', 'a'.repeat(PLACE_TEXT_MAX.address + 1));
    expect(await errorOf(address)).toMatchObject({ fields: { address: 'Address is too long' } });
    // As much as a request line may carry (Node allows 16 KB of headers): refused, never searched for.
    expect((await search('x'.repeat(15_000), 'y'.repeat(100))).status).toBe(400);
  });
});
