import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../log';
import { type Database, openDatabase } from '../client';
import { analyzeChangedTables, startAutoAnalyze } from './auto-analyze';

// The embedded database as the server opens it (on its own thread), which has no autovacuum.
describe('statistics of the embedded database', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'turnout-analyze-'));
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'embedded', dataDir: dir });
    await database.migrate();
    await analyzeChangedTables(database.db); // what the migrations wrote
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const addPlaces = (count: number, prefix: string) =>
    database.db.execute(sql`insert into places (name, address)
      select ${prefix} || i, i || ' Main St' from generate_series(1, ${count}) i`);
  /** The planner's idea of how many places there are, as the last ANALYZE left it. */
  const plannedPlaces = async () =>
    Number(
      (
        await database.db.execute<{ n: number }>(
          sql`select reltuples as n from pg_class where relname = 'places'`,
        )
      ).rows[0]?.n,
    );

  it('analyzes a table once more of it changed than autovacuum would let pass, and only then', async () => {
    expect(await analyzeChangedTables(database.db)).toEqual([]);
    // (Each place also changes place_trigram_counts, through triggers: that table has its own count.)
    await addPlaces(40, 'Few ');
    expect(await analyzeChangedTables(database.db)).not.toContain('places');
    expect(await plannedPlaces()).toBeLessThan(40);

    await addPlaces(1000, 'Many ');
    expect(await analyzeChangedTables(database.db)).toContain('places');
    expect(await plannedPlaces()).toBe(1040);
    expect(await analyzeChangedTables(database.db)).toEqual([]);
    // 50 and 10 % of 1,040 (154): 100 rows changed do not pass, 200 more do.
    await database.db.execute(sql`update places set name = name || '!' where name like 'Many 1__'`);
    expect(await analyzeChangedTables(database.db)).not.toContain('places');
    await database.db.execute(sql`delete from places where name like 'Many 2__' or name like 'Many 3__'`);
    expect(await analyzeChangedTables(database.db)).toContain('places');
    expect(await plannedPlaces()).toBe(840);
  });

  it('runs every minute on its own, and stops', async () => {
    const analyzer = startAutoAnalyze({ db: database.db, log: createLogger('silent'), everyMs: 50 });
    try {
      await addPlaces(2000, 'Timer ');
      await expect.poll(plannedPlaces, { timeout: 10_000 }).toBe(2840);
    } finally {
      await analyzer.stop();
    }
    await addPlaces(2000, 'Stopped ');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await plannedPlaces()).toBe(2840);
  });
});
