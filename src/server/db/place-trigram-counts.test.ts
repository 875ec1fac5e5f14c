import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptTrigramCounts, recountedTrigramCounts } from '../test/places';
import { createTestApp, type TestApp } from '../test/test-app';

// The triggers of migration 0022, exercised with plain SQL: whatever writes places, place_trigram_counts holds,
// for each trigram of a name and of an address, how many places hold it — and no row for one no place holds.
describe('place_trigram_counts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const kept = () => keptTrigramCounts(t.db);
  const recounted = () => recountedTrigramCounts(t.db);

  it('counts the places holding each trigram after any sequence of inserts, edits and deletes', async () => {
    const text = fc
      .array(
        fc.constantFrom('Mission', 'Bay', 'Court', 'Café', '12', 'Straße', '北京', 'x', "O'Brien", '—'),
        {
          minLength: 1,
          maxLength: 4,
        },
      )
      .map((words) => words.join(' '));
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('insert' as const),
        names: fc.array(text, { minLength: 1, maxLength: 3 }),
      }),
      fc.record({ kind: fc.constant('rename' as const), pick: fc.nat(), name: text, address: text }),
      fc.record({ kind: fc.constant('edit cost' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        await t.db.execute(sql`delete from places`);
        for (const s of steps) {
          // The nth place by id, wrapping; nothing happens while there is none.
          const nth = (pick: number) =>
            sql`(select id from places order by id offset ${pick} % greatest((select count(*) from places), 1) limit 1)`;
          if (s.kind === 'insert') {
            // Several rows in one statement: the trigger sums a statement's places before it writes.
            await t.db.execute(sql`insert into places (name, address)
              select n, n || ' St' from json_array_elements_text(${JSON.stringify(s.names)}::json) n`);
          } else if (s.kind === 'rename') {
            await t.db.execute(
              sql`update places set name = ${s.name}, address = ${s.address} where id = ${nth(s.pick)}`,
            );
          } else if (s.kind === 'edit cost') {
            await t.db.execute(sql`update places set cost_per_hour_cents = 1500 where id = ${nth(s.pick)}`);
          } else {
            await t.db.execute(sql`delete from places where id = ${nth(s.pick)}`);
          }
          expect(await kept()).toEqual(await recounted());
        }
      }),
      { numRuns: 40 },
    );
  });

  it('stays right when places sharing trigrams are written at once (on the server, in parallel transactions)', async () => {
    await t.db.execute(sql`delete from places`);
    const writes = Array.from({ length: 12 }, (_, i) =>
      i % 3 === 2
        ? t.db.execute(sql`delete from places where id = (select id from places order by id limit 1)`)
        : t.db.execute(
            sql`insert into places (name, address) values (${`Mission Bay Court ${i}`}, 'Owens St')`,
          ),
    );
    await Promise.all(writes);
    expect(await kept()).toEqual(await recounted());
  });

  it('empties when the last place goes', async () => {
    await t.db.execute(
      sql`insert into places (name, address) values ('Court', '1 Main St'), ('Court', '2 Main St')`,
    );
    expect(await kept()).toEqual(await recounted());
    await t.db.execute(sql`delete from places`);
    expect(await kept()).toEqual([]);
  });
});
