import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixtureUploads, journal, shippedMigrations } from '../../../test-support/upgrade-fixtures';
import {
  describeSchema,
  expectEveryMigrationRecorded,
  expectExpensesWhole,
  expectKeptSumsTrue,
  expectRowsKept,
  tableRows,
} from '../test/upgrade-checks';
import { embeddedDatabase, restoreEmbedded } from '../test/upgrade-databases';
import { expectFixtureServed, serveUpgraded } from '../test/upgrade-served';

// Decision 058: each shipped migration's fixture in turn, in one embedded database (emptied between them, which
// costs far less than opening a new one), and the whole app served from it.
describe('a database left by each release since the first, upgraded on the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-upgrade-'));
  let opened: Awaited<ReturnType<typeof embeddedDatabase>>;
  let fresh: string[];
  let served: Awaited<ReturnType<typeof serveUpgraded>>;

  beforeAll(async () => {
    opened = await embeddedDatabase();
    await opened.database.migrate();
    fresh = await describeSchema(opened.query);
    copyFixtureUploads(dataDir);
    served = await serveUpgraded(opened.database, dataDir);
  });
  afterAll(async () => {
    await served?.close();
    await opened?.database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(shippedMigrations().map((entry) => entry.tag))(
    'from %s: reaches this release’s schema, keeps every row, and serves them',
    async (tag) => {
      const { database, pglite, query } = opened;
      await restoreEmbedded(pglite, tag);
      const before = await tableRows(query);

      await database.migrate();

      expect(await describeSchema(query)).toEqual(fresh);
      await expectEveryMigrationRecorded(query, journal());
      expectRowsKept(before, await tableRows(query));
      await expectExpensesWhole(query);
      await expectKeptSumsTrue(database.db);
      await expectFixtureServed(served.base, served.origin);
    },
  );
});
