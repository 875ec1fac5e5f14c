import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { journal, shippedMigrations } from '../../../test-support/upgrade-fixtures';
import { postgresAvailable, scratchDatabase } from '../test/server-process';
import {
  describeSchema,
  expectEveryMigrationRecorded,
  expectExpensesWhole,
  expectKeptSumsTrue,
  expectRowsKept,
  type Query,
  tableRows,
} from '../test/upgrade-checks';
import { postgresAt } from '../test/upgrade-databases';
import { openDatabase } from './client';

const available = await postgresAvailable();

// Decision 058: each shipped migration's dump restored on a PostgreSQL server, as a server's upgrade finds it.
// Serving the data over HTTP is the embedded test's (upgrade-every-migration.test.ts) and, on this server, the
// server process's (upgrade-serve.test.ts): here each database is migrated and checked.
describe.runIf(available)('a database left by each release since the first, upgraded on PostgreSQL', () => {
  let fresh: string[];

  beforeAll(async () => {
    const scratch = await scratchDatabase('turnout_upgrade_fresh');
    const database = await openDatabase({ kind: 'postgres', url: scratch.url });
    try {
      await database.migrate();
      fresh = await describeSchema(async (text) => (await database.db.execute(sql.raw(text))).rows);
    } finally {
      await database.close();
      await scratch.drop();
    }
  });

  it.each(shippedMigrations().map((entry) => entry.tag))(
    'from %s: reaches this release’s schema and keeps every row',
    async (tag) => {
      const restored = await postgresAt(tag);
      const query: Query = restored.query;
      const database = await openDatabase({ kind: 'postgres', url: restored.url });
      try {
        const before = await tableRows(query);
        await database.migrate();
        expect(await describeSchema(query)).toEqual(fresh);
        await expectEveryMigrationRecorded(query, journal());
        expectRowsKept(before, await tableRows(query));
        await expectExpensesWhole(query);
        await expectKeptSumsTrue(database.db);
      } finally {
        await database.close();
        await restored.drop();
      }
    },
  );
});
