import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACE_TEXT_MAX } from '../../../shared/places';
import { groupPlaces, places } from '../../db/schema';
import { errorOf, signUp } from '../../test/agent';
import { createGroup } from '../../test/groups';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';
import { COMPARE_ALL_UP_TO, similarPlaces, similarPlacesQuery } from './similar';

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

  /** A new person in a new group listing `listed` (in that order); their user id. */
  async function crowdedPerson(listed: { name: string; address: string }[]) {
    const person = await signUp(t);
    const crowded = await createGroup(person.agent);
    const rows = await t.db.insert(places).values(listed).returning({ id: places.id });
    await t.db.insert(groupPlaces).values(rows.map((row) => ({ groupId: crowded, placeId: row.id })));
    return person.userId;
  }
  /**
   * The search's plan as it ran: for each field, whether its trigram indexes were read for its rare trigrams (GIN,
   * `&&`), for its near-duplicates (GIN, `@>`), and for the nearest neighbours (GiST). The places holding the rare
   * trigrams are found by the GIN index or, in a table of a few pages such as these tests', by reading it through:
   * the planner's choice, as cheap either way there.
   */
  async function indexesRead(userId: string, name: string, address: string) {
    const plan = await t.db.execute<{ 'QUERY PLAN': string }>(
      sql`explain (analyze, costs off, timing off, summary off) ${similarPlacesQuery(userId, name, address)}`,
    );
    const lines = plan.rows.map((row) => row['QUERY PLAN']);
    // "Index Scan using <index>", "Bitmap Index Scan on <index>", its condition on the next line.
    const read = (index: string, condition = '') =>
      lines.some(
        (line, i) =>
          new RegExp(`(using|on) ${index} `).test(`${line} `) &&
          !line.includes('never executed') &&
          (lines[i + 1] ?? '').includes(condition),
      );
    const byField = (index: (field: string) => string, condition?: string) => ({
      name: read(index('name'), condition),
      address: read(index('address'), condition),
    });
    const scanned = (field: string) =>
      lines.some(
        (line, i) =>
          /Seq Scan on places /.test(line) &&
          !line.includes('never executed') &&
          (lines[i + 1] ?? '').includes(`Filter: (tsvector_to_array(${field}_trigrams) &&`),
      );
    const rare = byField((field) => `places_${field}_trigrams_gin_idx`, '&&');
    return {
      rare: { name: rare.name || scanned('name'), address: rare.address || scanned('address') },
      near: byField((field) => `places_${field}_trigrams_gin_idx`, '@>'),
      walk: byField((field) => `places_${field}_trgm_idx`),
    };
  }
  const scoreOf = async (
    place: { name: string; address: string },
    typed: { name: string; address: string },
  ) =>
    (
      await t.db.execute<{ similarity: number }>(sql`select round(((similarity(${place.name}, ${typed.name}) +
        similarity(${place.address}, ${typed.address})) / 2)::numeric, 3)::float as similarity`)
    ).rows[0]?.similarity;

  it.each([
    ['a few more places than it always compares', COMPARE_ALL_UP_TO],
    ['three times the places it compares one by one', 3 * COMPARE_ALL_UP_TO],
  ])('among %s, finds the closest by its rarest trigrams', async (_, count) => {
    const court = { name: 'Golden Gate Park Tennis Courts', address: '2 Middle Dr, San Francisco' };
    const typed = { name: 'Golden Gate Prk Tennis', address: '2 Middle Drive' };
    // One more than that, the court among them.
    const fillers = Array.from({ length: count }, (_, i) => ({
      name: `Filler ${i}`,
      address: `${i} Side Rd`,
    }));
    const userId = await crowdedPerson([...fillers.slice(0, 300), court, ...fillers.slice(300)]);
    const found = await similarPlaces(t.db, userId, typed.name, typed.address);
    expect(found[0]).toMatchObject({ ...court, similarity: await scoreOf(court, typed) });
    // Only the places holding the typed words' rarest trigrams were compared: no index walk, no scan.
    expect(await indexesRead(userId, typed.name, typed.address)).toEqual({
      rare: { name: true, address: true },
      near: { name: false, address: false },
      walk: { name: false, address: false },
    });
  });

  it('past the places it compares one by one, answers five the user sees, however close the places they do not', async () => {
    const typed = { name: 'Golden Gate Prk Tennis', address: '2 Middle Drive' };
    const courts = ['', ' North', ' South', ' East', ' West'].map((side) => ({
      name: `Golden Gate Park Tennis Courts${side}`,
      address: '2 Middle Dr, San Francisco',
    }));
    const fillers = Array.from({ length: COMPARE_ALL_UP_TO }, (_, i) => ({
      name: `Filler ${i}`,
      address: `${i} Side Rd`,
    }));
    const userId = await crowdedPerson([...fillers, ...courts]);
    // A stranger's places, each closer to what was typed than any of the user's: they hold its rare trigrams too.
    const stranger = await signUp(t);
    for (const n of [1, 2, 3, 4, 5, 6])
      await createPlace(stranger.agent, { name: `${typed.name} ${n}`, address: typed.address });
    const found = await similarPlaces(t.db, userId, typed.name, typed.address);
    expect(found.map((place) => place.name).sort()).toEqual(courts.map((court) => court.name).sort());
    expect(found[0]).toMatchObject({ ...courts[0], similarity: await scoreOf(courts[0] ?? typed, typed) });
    expect(await indexesRead(userId, typed.name, typed.address)).toMatchObject({
      rare: { name: true, address: true },
    });
  });

  /** `count` places that share every word of the court's name and address; the court itself. */
  const alike = (count: number) => {
    const court = { name: 'Tennis Courts', address: '1 Main St' };
    // Every typed trigram but one of the address's is held by more places than the rare path compares.
    const others = Array.from({ length: count }, (_, i) => ({
      name: `Tennis Courts ${i + 2}`,
      address: `${i + 2} Main St`,
    }));
    return { court, listed: [...others, court] };
  };

  it('beyond the places it compares one by one, finds a near-duplicate of common words by all but one of its rarest trigrams', async () => {
    // Every name is three words, each shared by 144 places: no typed trigram is rare, and only one place holds
    // all three words. Every address is the same.
    const kinds = [
      'Alder Birch Cedar Dogwood Elm Fir Ginkgo Hazel Juniper Larch Maple Oak',
      'Brook Creek Delta Fjord Glen Harbor Inlet Knoll Lagoon Mesa Prairie Ridge',
      'Arena Bowl Court Dome Field Gym Hall Lanes Pavilion Rink Stadium Track',
    ].map((words) => words.split(' '));
    const [firsts = [], seconds = [], thirds = []] = kinds;
    const listed = firsts.flatMap((first) =>
      seconds.flatMap((second) =>
        thirds.map((third) => ({ name: `${first} ${second} ${third}`, address: 'Main St' })),
      ),
    );
    // The left-out letter makes "lon", which only these hold: the rarest typed trigram, and not the court's.
    const lonsdale = { name: 'Elm Lonsdale Arena', address: 'Main St' };
    expect(listed.length).toBeGreaterThan(COMPARE_ALL_UP_TO);
    // The same words at an address no other place has.
    const annex = { name: 'Birch Knoll Dome', address: '12 Quarry Lane' };
    const userId = await crowdedPerson([
      ...listed,
      lonsdale,
      { ...lonsdale, name: 'Oak Lonsdale Rink' },
      annex,
    ]);
    const court = { name: 'Cedar Glen Pavilion', address: 'Main St' };
    const typed = { name: 'Cedar Glen Pavilon', address: 'Main St' };
    const found = await similarPlaces(t.db, userId, typed.name, typed.address);
    expect(found[0]).toMatchObject({ ...court, similarity: await scoreOf(court, typed) });
    // The name's near-duplicates decide: the address's (every place) are not looked for, and nothing is walked.
    expect(await indexesRead(userId, typed.name, typed.address)).toEqual({
      rare: { name: false, address: false },
      near: { name: true, address: false },
      walk: { name: false, address: false },
    });
    // A rare typed address decides alone: the name's near-duplicates are not looked for.
    const atAnnex = { name: 'Birch Knol Dome', address: 'Quarry Lane' };
    expect((await similarPlaces(t.db, userId, atAnnex.name, atAnnex.address))[0]).toMatchObject(annex);
    expect(await indexesRead(userId, atAnnex.name, atAnnex.address)).toEqual({
      rare: { name: false, address: true },
      near: { name: false, address: false },
      walk: { name: false, address: false },
    });
  });

  it('walks the trigram indexes for the nearest when more places than it compares are near-duplicates', async () => {
    const { court, listed } = alike(3 * COMPARE_ALL_UP_TO);
    const userId = await crowdedPerson(listed);
    const found = await similarPlaces(t.db, userId, court.name, court.address);
    expect(found[0]).toMatchObject({ ...court, similarity: 1 });
    expect(await indexesRead(userId, court.name, court.address)).toEqual({
      rare: { name: false, address: false },
      near: { name: true, address: true },
      walk: { name: true, address: true },
    });
  });

  it('past the places it compares one by one, finds the address’s near-duplicates when every place shares the typed name', async () => {
    // 600 tennis courts on Main St: no typed trigram is rare, and every place is a near-duplicate of the name.
    const { court, listed } = alike(COMPARE_ALL_UP_TO + 100);
    const userId = await crowdedPerson(listed);
    const typed = { ...court, name: 'Tenis Courts' };
    const found = await similarPlaces(t.db, userId, typed.name, typed.address);
    expect(found[0]).toMatchObject({ ...court, similarity: await scoreOf(court, typed) });
    // Numbers 1, 10–19 and 100–199 on Main St hold all but one of the address's rarest trigrams: they are compared.
    expect(await indexesRead(userId, typed.name, typed.address)).toEqual({
      rare: { name: false, address: false },
      near: { name: true, address: true },
      walk: { name: false, address: false },
    });
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
