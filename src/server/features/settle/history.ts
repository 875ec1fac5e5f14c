import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/constants';
import type { Db } from '../../db/client';

/** Payments per page of the settle-up history. */
export const HISTORY_PAGE_SIZE = 20;

/** Where a page ends: the sort key of its last payment, its instant in exact microseconds since 1970. */
const cursorShape = z.tuple([
  z.string().regex(/^\d{1,17}$/),
  z.uuid(),
  z.uuid(),
  z.string().max(10),
  z.uuid(),
  z.string().regex(/^[A-Z]{3}$/),
]);
type Cursor = z.output<typeof cursorShape>;

const invalidCursor = 'Invalid cursor.';

/** ?cursor= as the client got it from the previous page: opaque base64url of the last payment's sort key. */
export const historyQuery = z.object({
  cursor: z
    .string()
    .max(400)
    .optional()
    .transform((text, ctx): Cursor | undefined => {
      if (text === undefined) return undefined;
      try {
        return cursorShape.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
      } catch {
        ctx.addIssue({ code: 'custom', message: invalidCursor });
        return z.NEVER;
      }
    }),
});

const encodeCursor = (key: Cursor) => Buffer.from(JSON.stringify(key)).toString('base64url');

/** Stands in for a settler whose account is gone (settled_by is set null), so sort keys are never null. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

type PaymentRow = {
  settled_at: string;
  at_micros: string;
  lo: string;
  hi: string;
  method: string;
  settled_by: string;
  net: string | number;
  /** What went one way (the lower id's shares); for an offset, each side's amount. */
  one_way: string | number;
  share_count: number;
  currency: string;
  lo_name: string;
  hi_name: string;
};

/**
 * The user's settled payments, newest first, HISTORY_PAGE_SIZE at a time (keyset pagination). A payment is
 * what one Mark Received settled: the shares of one pair with the same settled_at, settler, method and
 * currency (their groups'; a payment is in one currency, as its debt was). Settle
 * Up settles a pair's netted debt, shares in both directions, so they are netted again here and read as the
 * one payment that happened (who paid whom how much). The payer's own shares are never a payment.
 *
 * One statement, bounded by the page rather than the history: every payment has an instant of its own, so
 * the page's payments lie within the PAGE_SIZE + 1 latest instants after the cursor. Those are found first,
 * reading each side newest first by its partial index (expense_shares_*_settled_idx) and stopping there;
 * only the shares at those instants are then grouped.
 */
export async function settleHistory(db: Db, userId: string, after: Cursor | undefined) {
  const at = after ? sql`(timestamptz 'epoch' + ${after[0]}::bigint * interval '1 microsecond')` : sql``;
  const before = after
    ? sql`and s.settled_at <= ${at}
        and (s.settled_at, least(s.user_id, s.paid_by), greatest(s.user_id, s.paid_by),
          coalesce(s.payment_method, ''), coalesce(s.settled_by, ${NOBODY}::uuid),
          (select g.currency from groups g where g.id = s.group_id))
        < (${at}, ${after[1]}::uuid, ${after[2]}::uuid, ${after[3]}, ${after[4]}::uuid, ${after[5]})`
    : sql``;
  const side = (column: 'user_id' | 'paid_by', other: 'user_id' | 'paid_by', from = sql``) => sql`
    select s.settled_at, s.user_id, s.paid_by, s.amount_cents, s.payment_method, s.settled_by, s.group_id
    from expense_shares s
    where s.${sql.raw(column)} = ${userId} and s.status = 'settled' and s.${sql.raw(other)} <> ${userId}
      and s.settled_at is not null ${before} ${from}`;
  // The latest instants of one side: a backward walk of its index that stops after PAGE_SIZE + 1 of them.
  const latest = (column: 'user_id' | 'paid_by', other: 'user_id' | 'paid_by') => sql`
    select s.settled_at from (${side(column, other)}) s
    group by 1 order by 1 desc limit ${HISTORY_PAGE_SIZE + 1}`;
  const both = (from?: ReturnType<typeof sql>) =>
    sql`(${side('user_id', 'paid_by', from)} union all ${side('paid_by', 'user_id', from)})`;
  const result = await db.execute<PaymentRow>(sql`
    with floor as (
      select min(settled_at) as settled_at from (
        select settled_at from (${latest('user_id', 'paid_by')}) mine
        union select settled_at from (${latest('paid_by', 'user_id')}) theirs
        order by 1 desc limit ${HISTORY_PAGE_SIZE + 1}
      ) latest
    ),
    payments as (
      select s.settled_at, least(s.user_id, s.paid_by) as lo, greatest(s.user_id, s.paid_by) as hi,
        coalesce(s.payment_method, '') as method, coalesce(s.settled_by, ${NOBODY}::uuid) as settled_by,
        sum(case when s.user_id < s.paid_by then s.amount_cents else -s.amount_cents end) as net,
        sum(case when s.user_id < s.paid_by then s.amount_cents else 0 end) as one_way,
        count(*)::int as share_count, g.currency
      from ${both(sql`and s.settled_at >= (select settled_at from floor)`)} s
      join groups g on g.id = s.group_id
      group by 1, 2, 3, 4, 5, g.currency
      order by 1 desc, 2 desc, 3 desc, 4 desc, 5 desc, g.currency desc
      limit ${HISTORY_PAGE_SIZE + 1}
    )
    select p.*, (extract(epoch from p.settled_at) * 1000000)::bigint::text as at_micros,
      lo_p.full_name as lo_name, hi_p.full_name as hi_name
    from payments p
    join profiles lo_p on lo_p.id = p.lo
    join profiles hi_p on hi_p.id = p.hi
    order by p.settled_at desc, p.lo desc, p.hi desc, p.method desc, p.settled_by desc, p.currency desc`);
  const payments = result.rows.slice(0, HISTORY_PAGE_SIZE).map((row) => {
    const net = Number(row.net);
    // A positive net: the lower id owed the higher one and paid it.
    const lo = { id: row.lo, fullName: row.lo_name };
    const hi = { id: row.hi, fullName: row.hi_name };
    const offset = row.method === 'offset';
    return {
      /** The payment's sort key, unique to it: its key in a list, and the cursor of the page after it. */
      id: encodeCursor([row.at_micros, row.lo, row.hi, row.method, row.settled_by, row.currency]),
      from: net > 0 ? lo : hi,
      to: net > 0 ? hi : lo,
      // Debts that cancelled out moved no money: the amount is what each owed the other.
      amountCents: offset ? Number(row.one_way) : Math.abs(net),
      currency: row.currency,
      method: offset
        ? ('offset' as const)
        : (PAYMENT_METHODS as readonly string[]).includes(row.method)
          ? (row.method as PaymentMethod)
          : null,
      settledAt: new Date(row.settled_at).toISOString(),
      shareCount: row.share_count,
    };
  });
  const more = result.rows.length > HISTORY_PAGE_SIZE;
  return { payments, nextCursor: more ? (payments.at(-1)?.id ?? null) : null };
}
