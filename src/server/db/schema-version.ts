import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** A migration as drizzle's journal lists it: drizzle keeps only its hash and `when` in the database. */
interface SchemaVersion {
  tag: string;
  when: number;
}

export class SchemaTooNewError extends Error {}

/** The newest migration this release ships: the schema it expects. */
export function expectedSchema(migrationsFolder: string): SchemaVersion {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: SchemaVersion[];
  };
  const newest = journal.entries.reduce<SchemaVersion | undefined>(
    (found, entry) => (found && found.when >= entry.when ? found : entry),
    undefined,
  );
  if (!newest) throw new Error(`no migrations in ${migrationsFolder}`);
  return { tag: newest.tag, when: newest.when };
}

/**
 * Refuses a database that a newer release migrated: drizzle would apply nothing and this release would serve
 * data under rules it does not know. Only reads, so a refused start changes nothing. The newer schema is named
 * by the tag its release recorded (recordSchema), or by its date if none did.
 */
export async function refuseNewerSchema(db: Db, expected: SchemaVersion): Promise<void> {
  const tables = await db.execute<{ migrations: boolean; tags: boolean }>(sql`
    select to_regclass('drizzle.__drizzle_migrations') is not null as migrations,
      to_regclass('drizzle.migration_tags') is not null as tags`);
  if (!tables.rows[0]?.migrations) return; // a new database
  const found = await db.execute<{ newest: string | null }>(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  const newest = Number(found.rows[0]?.newest ?? 0);
  if (newest <= expected.when) return;
  const named = tables.rows[0].tags
    ? await db.execute<{ tag: string }>(
        sql`select tag from drizzle.migration_tags where created_at = ${newest}`,
      )
    : undefined;
  const name = named?.rows[0]?.tag ?? `of ${new Date(newest).toISOString()}`;
  throw new SchemaTooNewError(
    `The database is at schema ${name}, newer than this release knows (${expected.tag}): run a newer release.`,
  );
}

/**
 * Notes a migration's tag beside drizzle's own table (which keeps only its hash and date), so that an older
 * release started on this database later can name its schema. Each migration notes its own, in its transaction.
 */
export async function recordTag(db: Pick<Db, 'execute'>, version: SchemaVersion): Promise<void> {
  await db.execute(sql`create table if not exists drizzle.migration_tags (
    created_at bigint primary key, tag text not null)`);
  await db.execute(sql`insert into drizzle.migration_tags (created_at, tag)
    values (${version.when}, ${version.tag}) on conflict do nothing`);
}

/** Notes the tag of the schema this release migrated to: a database an earlier release migrated lacks it. */
export const recordSchema = (db: Db, expected: SchemaVersion) => recordTag(db, expected);
