import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './client';
import { recordTag } from './schema-version';

/** A migration that failed: it was rolled back whole, and the migrations before it stay applied. */
export class MigrationFailedError extends Error {}

interface JournalEntry {
  tag: string;
  when: number;
}

/**
 * Where drizzle keeps what it applied: a row per migration with the file's hash and its journal `when`. The same
 * table and rows as drizzle's own migrator writes, so a database migrated by an earlier release (or by drizzle)
 * is read as drizzle would read it.
 */
const createJournalTable = sql`create table if not exists drizzle.__drizzle_migrations (
  id serial primary key, hash text not null, created_at bigint)`;

/**
 * Several processes starting on one PostgreSQL server migrate side by side: each migration waits for this lock
 * and then looks again at what is applied, so one process applies it and the others find it done.
 */
const takeMigrationLock = sql`select pg_advisory_xact_lock(hashtextextended('turnout:migrations', 0))`;

async function lastApplied(db: Pick<Db, 'execute'>): Promise<number> {
  const found = await db.execute<{ newest: string | null }>(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  return Number(found.rows[0]?.newest ?? 0);
}

/** The first line of what the database said: the start refuses in one line. */
function reason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return (cause instanceof Error ? cause.message : String(cause)).split('\n')[0] ?? '';
}

/**
 * Applies the folder's pending migrations in journal order, each in a transaction of its own together with its
 * row in drizzle's table and its tag. Drizzle's migrator runs them all in one transaction: a long upgrade that
 * failed near its end then lost every step before. Here a failed migration leaves the database exactly as the
 * migration before it left it, and the next start resumes from there.
 */
export async function applyMigrations(db: Db, migrationsFolder: string): Promise<void> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  const migrations = readMigrationFiles({ migrationsFolder });
  await db.transaction(async (tx) => {
    await tx.execute(takeMigrationLock);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(createJournalTable);
  });
  let before: string | undefined;
  for (const [index, migration] of migrations.entries()) {
    const tag = journal.entries[index]?.tag ?? String(migration.folderMillis);
    try {
      await db.transaction(async (tx) => {
        await tx.execute(takeMigrationLock);
        if ((await lastApplied(tx)) >= migration.folderMillis) return;
        for (const statement of migration.sql) await tx.execute(sql.raw(statement));
        await tx.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at)
          values (${migration.hash}, ${migration.folderMillis})`);
        await recordTag(tx, { tag, when: migration.folderMillis });
      });
    } catch (error) {
      const stays = before ? `stays at schema ${before}` : 'has no schema yet';
      throw new MigrationFailedError(
        `Migration ${tag} failed and was rolled back; the database ${stays}: ${reason(error)}`,
        { cause: error },
      );
    }
    before = tag;
  }
}
