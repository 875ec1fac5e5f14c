import { expect } from 'vitest';
import type { JournalEntry } from '../../../test-support/upgrade-fixtures';
import type { Db } from '../db/client';
import { expectBalancesMatchShares } from './balances';
import { expectGroupBalancesMatchShares } from './group-balances';
import { keptTrigramCounts, recountedTrigramCounts } from './places';

/**
 * Runs one statement on the database as it stands, outside the app's prepared statements: the schema changes
 * under these reads, and a prepared `select *` may not change its columns.
 */
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

type Rows = Record<string, Record<string, unknown>[]>;

const APP_SCHEMAS = `n.nspname in ('public', 'drizzle')`;

/**
 * Every object of the app's schemas, one line each in a stable order: columns (type, nullability, default),
 * constraints, indexes, triggers, functions (by a hash of their definition), sequences and extensions. Two
 * databases with equal lines have the same schema.
 */
export async function describeSchema(query: Query): Promise<string[]> {
  const rows = await query(`
    select kind || ' ' || name || ' ' || coalesce(def, '') as line from (
      select 'column' as kind, n.nspname || '.' || c.relname || '.' || a.attname as name,
        format_type(a.atttypid, a.atttypmod) || case when a.attnotnull then ' not null' else '' end
          || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
          || case when a.attgenerated <> '' then ' generated' else '' end as def
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where ${APP_SCHEMAS} and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
      union all
      select 'constraint', n.nspname || '.' || cl.relname || '.' || co.conname, pg_get_constraintdef(co.oid)
      from pg_constraint co join pg_class cl on cl.oid = co.conrelid join pg_namespace n on n.oid = cl.relnamespace
      where ${APP_SCHEMAS}
      union all
      select 'index', n.nspname || '.' || ic.relname, pg_get_indexdef(i.indexrelid)
      from pg_index i join pg_class ic on ic.oid = i.indexrelid join pg_namespace n on n.oid = ic.relnamespace
      where ${APP_SCHEMAS}
      union all
      select 'trigger', n.nspname || '.' || cl.relname || '.' || t.tgname, pg_get_triggerdef(t.oid)
      from pg_trigger t join pg_class cl on cl.oid = t.tgrelid join pg_namespace n on n.oid = cl.relnamespace
      where ${APP_SCHEMAS} and not t.tgisinternal
      union all
      select 'function', n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')',
        md5(pg_get_functiondef(p.oid))
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where ${APP_SCHEMAS} and p.prokind in ('f', 'p')
        and not exists (select 1 from pg_depend e where e.objid = p.oid and e.deptype = 'e')
      union all
      select 'sequence', n.nspname || '.' || c.relname, format_type(s.seqtypid, null)
      from pg_sequence s join pg_class c on c.oid = s.seqrelid join pg_namespace n on n.oid = c.relnamespace
      where ${APP_SCHEMAS}
      union all
      select 'extension', x.extname, n.nspname
      from pg_extension x join pg_namespace n on n.oid = x.extnamespace
    ) objects order by 1`);
  return rows.map((row) => String(row.line));
}

/** Every row of every table in the public schema, by table. */
export async function tableRows(query: Query): Promise<Rows> {
  const tables = await query(`select tablename from pg_tables where schemaname = 'public' order by 1`);
  const rows: Rows = {};
  for (const { tablename } of tables) rows[String(tablename)] = await query(`select * from "${tablename}"`);
  return rows;
}

const text = (value: unknown) =>
  JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v)) ?? 'undefined';

/** A table's rows as sorted text, each cut down to `columns`: rows compared whatever order a scan gives. */
const comparable = (rows: Record<string, unknown>[], columns: string[]) =>
  rows.map((row) => text(columns.map((column) => [column, row[column]]))).sort();

/**
 * Fails unless every row of `before` is still there, keeping the value of every column it had: an upgrade may add
 * tables, columns, the values a new column is filled with, and rows (a new kind of setting given to everyone),
 * but never lose or change what was stored.
 */
export function expectRowsKept(before: Rows, after: Rows) {
  for (const [table, rows] of Object.entries(before)) {
    const columns = Object.keys(rows[0] ?? {});
    const left = new Map<string, number>();
    for (const row of comparable(after[table] ?? [], columns)) left.set(row, (left.get(row) ?? 0) + 1);
    const lost = comparable(rows, columns).filter((row) => {
      const count = left.get(row) ?? 0;
      left.set(row, count - 1);
      return count === 0;
    });
    expect(lost, `rows of ${table} lost or changed`).toEqual([]);
  }
}

/** Fails unless drizzle's table records every migration of the journal, once, with its `when`. */
export async function expectEveryMigrationRecorded(query: Query, entries: JournalEntry[]) {
  const applied = await query(
    'select created_at::text as "when" from drizzle.__drizzle_migrations order by id',
  );
  expect(applied.map((row) => Number(row.when))).toEqual(entries.map((entry) => entry.when));
}

/**
 * Fails unless what the triggers keep equals the same sums taken from scratch: Settle Up's open debts, each
 * group's balances and totals, the similar-place search's trigram counts.
 */
export async function expectKeptSumsTrue(db: Db) {
  await expectBalancesMatchShares(db);
  await expectGroupBalancesMatchShares(db);
  const counts = await keptTrigramCounts(db);
  expect(counts.length).toBeGreaterThan(0);
  expect(counts).toEqual(await recountedTrigramCounts(db));
}

/**
 * Fails unless every expense is whole in the current schema: its payers' amounts sum to it, it has a split entry
 * for each person with a share, and each share carries its expense's group and time.
 */
export async function expectExpensesWhole(query: Query) {
  const rows = await query(`
    select e.id,
      (select coalesce(sum(p.amount_cents), 0)::int from expense_payers p where p.expense_id = e.id) = e.amount_cents as paid,
      (select count(*)::int from expense_split_entries se where se.expense_id = e.id)
        = (select count(distinct s.user_id)::int from expense_shares s where s.expense_id = e.id) as split,
      not exists (select 1 from expense_shares s where s.expense_id = e.id
        and (s.group_id <> e.group_id or s.expense_created_at <> e.created_at)) as copies
    from expenses e order by e.id`);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows)
    expect(row, `expense ${row.id}`).toMatchObject({ paid: true, split: true, copies: true });
}
