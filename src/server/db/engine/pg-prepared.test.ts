import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { postgresAvailable, serverUrl } from '../../test/server-process';
import { preparingClient } from './pg-prepared';

const available = await postgresAvailable();

describe.runIf(available)('node-postgres with PreparingClient', () => {
  let pool: pg.Pool | undefined;
  let client: pg.PoolClient | undefined;
  afterEach(async () => {
    client?.release();
    await pool?.end();
  });

  /**
   * One connection, held: every statement meets the same session and its prepared statements (the pool would
   * replace a connection after an error).
   */
  const connect = async (maxPrepared?: number) => {
    pool = new pg.Pool({ connectionString: serverUrl, max: 1, Client: preparingClient(maxPrepared) });
    client = await pool.connect();
    return client;
  };
  const prepared = async (db: pg.PoolClient) =>
    (
      await db.query<{ statement: string }>(
        'select statement from pg_prepared_statements order by prepare_time, name',
      )
    ).rows.map((row) => row.statement);

  it('prepares a statement with values once per connection and runs it again by name', async () => {
    const db = await connect();
    for (const n of [1, 2, 3]) {
      const { rows } = await db.query({ text: 'select $1::int + 1 as n' }, [n]);
      expect(rows).toEqual([{ n: n + 1 }]);
    }
    await db.query('select 42');
    // Only the statement with values is kept: once, however often it ran.
    expect(await prepared(db)).toEqual(['select $1::int + 1 as n']);
  });

  it('keeps at most maxPrepared, dropping the least recently used, and prepares a dropped one anew', async () => {
    const db = await connect(2);
    await db.query('select $1::int as a', [1]);
    await db.query('select $1::int as b', [1]);
    await db.query('select $1::int as a', [2]); // now b is the least recently used
    await db.query('select $1::int as c', [3]);
    expect(await prepared(db)).toEqual(['select $1::int as a', 'select $1::int as c']);
    expect((await db.query('select $1::int as b', [4])).rows).toEqual([{ b: 4 }]);
    expect((await prepared(db)).sort()).toEqual(['select $1::int as b', 'select $1::int as c']);
  });

  it('answers errors as before, and prepares anew a statement a schema change altered under it', async () => {
    const db = await connect();
    await db.query('create temporary table kept (a int)');
    await db.query('insert into kept values ($1)', [1]);
    const read = () => db.query({ text: 'select * from kept where a = $1' }, [1]);
    expect((await read()).rows).toEqual([{ a: 1 }]);
    await expect(db.query('select $1::int / 0', [1])).rejects.toMatchObject({ code: '22012' });
    await db.query('alter table kept add column b int');
    // PostgreSQL refuses the kept statement once (its result has a new column) ...
    await expect(read()).rejects.toMatchObject({ code: '0A000' });
    // ... and the next run prepares it again.
    expect((await read()).rows).toEqual([{ a: 1, b: null }]);
  });

  it('keeps callbacks working, as node-postgres passes them', async () => {
    const db = await connect();
    const rows = await new Promise((resolve, reject) =>
      db.query('select $1::text as t', ['x'], (error, result) =>
        error ? reject(error) : resolve(result.rows),
      ),
    );
    expect(rows).toEqual([{ t: 'x' }]);
  });
});
