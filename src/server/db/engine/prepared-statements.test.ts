import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatements } from './prepared-statements.mjs';

// The embedded database prepares each statement once and binds it after (prepared-statements.mjs); Drizzle
// sees PGlite's own results. Here the module is held to that, on an in-process PGlite.
describe('prepared statements on the embedded database', () => {
  let db: PGlite;
  let prepared: ReturnType<typeof preparedStatements>;
  const preparedCount = async () =>
    (await db.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements`)).rows[0]?.n;

  beforeAll(async () => {
    db = await PGlite.create();
    prepared = preparedStatements(db);
    await db.exec(`create table t (id int primary key, name text not null, at timestamptz, tags text[])`);
  });
  afterAll(() => db.close());

  it('prepares a statement once and binds it on every later run, with the results query() gives', async () => {
    const insert = 'insert into t (id, name, at, tags) values ($1, $2, $3, $4) returning *';
    const at = new Date('2026-11-25T10:00:00.123Z');
    const first = await prepared.query(insert, [1, 'Ann', at, ['a', 'b']]);
    const second = await prepared.query(insert, [2, "O'Brien", null, null]);
    expect(first.rows).toEqual([{ id: 1, name: 'Ann', at, tags: ['a', 'b'] }]);
    expect(second.rows).toEqual([{ id: 2, name: "O'Brien", at: null, tags: null }]);
    expect(second.affectedRows).toBe(1);
    const select = 'select id, name from t where id = any($1::int[]) order by id';
    expect((await prepared.query(select, [[1, 2]])).rows).toEqual((await db.query(select, [[1, 2]])).rows);
    const asArrays = await prepared.query(select, [[2]], { rowMode: 'array' });
    expect(asArrays.rows).toEqual([[2, "O'Brien"]]);
    // The two statements above, each prepared once whatever the number of runs.
    expect(await preparedCount()).toBe(2);
  });

  it('passes errors on with their codes, keeps nothing of a statement that failed to parse, and goes on', async () => {
    const before = await preparedCount();
    await expect(prepared.query('selec 1')).rejects.toMatchObject({ code: '42601' });
    await expect(
      prepared.query('insert into t (id, name) values ($1, $2)', [1, 'Again']),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await preparedCount()).toBe((before ?? 0) + 1); // the insert, which parsed
    expect((await prepared.query('select count(*)::int as n from t')).rows).toEqual([{ n: 2 }]);
  });

  it('prepares a statement again when its table changed under it', async () => {
    const all = 'select * from t where id = $1';
    expect(Object.keys((await prepared.query(all, [1])).rows[0] ?? {})).toEqual(['id', 'name', 'at', 'tags']);
    await db.exec('alter table t add column note text');
    expect(Object.keys((await prepared.query(all, [1])).rows[0] ?? {})).toContain('note');
  });

  it('runs inside a transaction, whose rollback takes its writes back', async () => {
    await expect(
      db.transaction(async () => {
        await prepared.query('insert into t (id, name) values ($1, $2)', [9, 'Gone'], undefined, true);
        expect((await prepared.query('select name from t where id = $1', [9], undefined, true)).rows).toEqual(
          [{ name: 'Gone' }],
        );
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await prepared.query('select name from t where id = $1', [9])).rows).toEqual([]);
  });

  it("parses with the types kept as text first and PGlite's parsers after, never copying those per statement", async () => {
    const pglites = db.parsers;
    let copies = 0; // PGlite's parseResults() spread them into a new object for every statement
    db.parsers = new Proxy(pglites, {
      ownKeys: (target) => {
        copies++;
        return Reflect.ownKeys(target);
      },
    });
    try {
      const keptAsText = { 1184: (value: string) => value }; // timestamptz, as Drizzle asks
      const select = 'select id, name, at, tags from t where id = $1';
      const run = () => prepared.query(select, [1], { rowMode: 'array', parsers: keptAsText });
      expect((await run()).rows).toEqual([[1, 'Ann', '2026-11-25 10:00:00.123+00', ['a', 'b']]]);
      // A parser PGlite adds or replaces later is found: they are read through, not copied.
      const text = pglites[25];
      if (!text) throw new Error('PGlite has no parser for text');
      pglites[25] = (value: string) => value.toUpperCase();
      try {
        expect((await run()).rows).toEqual([[1, 'ANN', '2026-11-25 10:00:00.123+00', ['A', 'B']]]);
      } finally {
        pglites[25] = text;
      }
      expect(copies).toBe(0);
    } finally {
      db.parsers = pglites;
    }
  });

  it('keeps at most 500 statements, closing the least recently used', async () => {
    for (let i = 0; i < 520; i++) await prepared.query(`select ${i} as n`);
    expect(await preparedCount()).toBe(500);
    expect((await prepared.query('select 519 as n')).rows).toEqual([{ n: 519 }]);
  });
});
