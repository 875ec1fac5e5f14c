import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresAvailable, serverUrl } from '../../test/server-process';
import { countingTurns, work } from '../../test/turns';
import { inTurn, TurnTakingClient } from './one-per-turn';

describe('inTurn', () => {
  it('runs callbacks in the order given, each in a turn of its own', async () => {
    const seen = await countingTurns(async (turn) => {
      const runs: { id: number; turn: number }[] = [];
      await new Promise<void>((done) => {
        for (let id = 0; id < 5; id++)
          inTurn(() => {
            runs.push({ id, turn: turn() });
            if (id === 4) done();
          });
      });
      return runs;
    });
    expect(seen.map((run) => run.id)).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(seen.map((run) => run.turn)).size).toBe(5);
  });
});

const available = await postgresAvailable();

describe.runIf(available)('node-postgres with TurnTakingClient', () => {
  const pool = new pg.Pool({ connectionString: serverUrl, max: 10, Client: TurnTakingClient });
  afterAll(() => pool.end());

  it('resumes the handlers of answers read together each in a turn of its own', async () => {
    await Promise.all(Array.from({ length: 10 }, () => pool.query('select 1'))); // ten connections open
    const turns = await countingTurns((turn) =>
      Promise.all(
        Array.from({ length: 20 }, async () => {
          await pool.query('select 1');
          const seen = turn();
          work(5);
          return seen;
        }),
      ),
    );
    expect(new Set(turns).size).toBe(turns.length);
  });

  it('keeps answers and errors, by callback and by promise, in a transaction too', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ n: number }>('select $1::int as n', [7]);
      expect(rows).toEqual([{ n: 7 }]);
      await expect(client.query('select no_such_column')).rejects.toMatchObject({ code: '42703' });
      await client.query('rollback');
      const answer = await new Promise((resolve, reject) =>
        client.query('select 2 as n', (error, result) => (error ? reject(error) : resolve(result.rows))),
      );
      expect(answer).toEqual([{ n: 2 }]);
    } finally {
      client.release();
    }
  });
});
