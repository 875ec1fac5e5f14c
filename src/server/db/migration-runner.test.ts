import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journal, releaseMigrations } from '../../../test-support/upgrade-fixtures';
import { postgresAvailable, scratchDatabase } from '../test/server-process';
import { describeSchema, expectEveryMigrationRecorded, type Query, tableRows } from '../test/upgrade-checks';
import { embeddedDatabase, postgresAt, restoreEmbedded } from '../test/upgrade-databases';
import type { Db } from './client';
import { openDatabase } from './client';
import { applyMigrations, MigrationFailedError } from './migration-runner';

/** The fixture the tests start from, and the release after it: one migration still to apply. */
const START = '0031_splits_payers_guests';
const NEXT = '0032_guest_mail_and_counts';
/** Two more migrations a release could ship: one that works, and one whose second statement fails. */
const GOOD = { tag: '0900_kept_step', sql: 'CREATE TABLE "kept_step" ("id" integer);' };
const FAILING = {
  tag: '0901_failing_step',
  sql: `CREATE TABLE "undone_step" ("id" integer);
--> statement-breakpoint
ALTER TABLE "no_such_table" ADD COLUMN "never" integer;`,
};
const FAILED = `Migration ${FAILING.tag} failed and was rolled back; the database stays at schema ${GOOD.tag}: relation "no_such_table" does not exist`;

/** Everything a migration could change: the schema, every row, and drizzle's record of what was applied. */
async function contents(query: Query) {
  return {
    schema: await describeSchema(query),
    rows: await tableRows(query),
    applied: await query('select id, hash, created_at::text from drizzle.__drizzle_migrations order by id'),
    tags: await query('select created_at::text, tag from drizzle.migration_tags order by created_at'),
  };
}

/** A database at START, made anew each time. */
type Start = () => Promise<{ db: Db; query: Query }>;

/**
 * Applies NEXT, GOOD and FAILING in one run to a database at START: the run fails at FAILING, and the database
 * is exactly as a run of NEXT and GOOD alone leaves it.
 */
async function expectFailureKeepsStepsBefore(start: Start) {
  const upToGood = releaseMigrations(NEXT, [GOOD]);
  const withFailing = releaseMigrations(NEXT, [GOOD, FAILING]);
  try {
    const reference = await start();
    await applyMigrations(reference.db, upToGood.folder);
    const expected = await contents(reference.query);
    expect(expected.schema).toContain('column public.kept_step.id integer');

    const { db, query } = await start();
    const failure = await applyMigrations(db, withFailing.folder).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MigrationFailedError);
    expect((failure as Error).message).toBe(FAILED);
    const found = await contents(query);
    expect(found.schema.some((line) => line.includes('undone_step'))).toBe(false);
    expect(found).toEqual(expected);
  } finally {
    upToGood.remove();
    withFailing.remove();
  }
}

describe('migrations on the embedded database', () => {
  let opened: Awaited<ReturnType<typeof embeddedDatabase>>;
  beforeAll(async () => {
    opened = await embeddedDatabase();
  });
  afterAll(() => opened?.database.close());

  it('each run in a transaction of their own: a failed one leaves the database as the one before left it', async () => {
    const { database, pglite, query } = opened;
    await expectFailureKeepsStepsBefore(async () => {
      await restoreEmbedded(pglite, START);
      return { db: database.db, query };
    });
  });
});

const available = await postgresAvailable();

describe.runIf(available)('migrations on a PostgreSQL server', () => {
  it('each run in a transaction of their own: a failed one leaves the database as the one before left it', async () => {
    const opened: { close(): Promise<void> }[] = [];
    try {
      await expectFailureKeepsStepsBefore(async () => {
        const restored = await postgresAt(START);
        const database = await openDatabase({ kind: 'postgres', url: restored.url });
        opened.push(database, { close: restored.drop });
        return { db: database.db, query: restored.query };
      });
    } finally {
      for (const each of opened) await each.close();
    }
  });

  it('started by several processes at once, are each applied once', async () => {
    const scratch = await scratchDatabase('turnout_migrate_together');
    const starts = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: scratch.url })),
    );
    try {
      await Promise.all(starts.map((start) => start.migrate()));
      await expectEveryMigrationRecorded(
        async (text) => (await starts[0]?.db.execute(sql.raw(text)))?.rows ?? [],
        journal(),
      );
    } finally {
      await Promise.all(starts.map((start) => start.close()));
      await scratch.drop();
    }
  });
});
