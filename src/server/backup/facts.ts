// The figures a backup records at its snapshot and a restore checks again: rows per table, the schema reached
// and the photo files the rows name.

/** The app's tables; the schema does not change while a server runs (migrations run at its start). */
export const TABLES_SQL = `select table_name as name from information_schema.tables
  where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** One row, `facts`: { schema, rows: { table: count }, photos: [storage keys] }. */
export function factsSql(tables: string[]): string {
  const counts = tables.length
    ? tables
        .map((name) => `select '${name.replaceAll("'", "''")}' as t, count(*)::int as n from ${quoted(name)}`)
        .join(' union all ')
    : `select null::text as t, 0 as n where false`;
  return `select json_build_object(
    'schema', (select tag from drizzle.migration_tags order by created_at desc limit 1),
    'rows', (select coalesce(json_object_agg(t, n), '{}'::json) from (${counts}) counted),
    'photos', (select coalesce(json_agg(k order by k), '[]'::json) from (
      select storage_key as k from game_photos union all select thumbnail_key from game_photos) keys)
  ) as facts`;
}

export interface Facts {
  schema: string | null;
  rows: Record<string, number>;
  photos: string[];
}
