import { type SQLWrapper, sql } from 'drizzle-orm';
import { expenses } from '../db/schema';

/** An expense's place in a newest-first list, to the microsecond PostgreSQL keeps (a JS Date would round it). */
export const expenseCursor = sql<string>`to_char(${expenses.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
  || '_' || ${expenses.id}`;

/** The keyset condition of the page after `cursor` (see expenseCursorSchema); nothing for the first page. */
export function expensesAfter(
  cursor: string | undefined,
  columns: { createdAt: SQLWrapper; id: SQLWrapper } = expenses,
) {
  if (!cursor) return undefined;
  const [at, id] = cursor.split('_');
  return sql`(${columns.createdAt}, ${columns.id}) < (${at}::timestamptz, ${id}::uuid)`;
}

/** The page and the cursor of the next (null on the last), from `limit + 1` rows that carry their cursor. */
export function pageOf<Row extends { cursor: string }>(rows: Row[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map(({ cursor: _, ...row }) => row),
    nextCursor: rows.length > limit && last ? last.cursor : null,
  };
}
