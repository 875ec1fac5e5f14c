import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PaymentMethod } from '../../../shared/constants';
import { MY_EXPENSES_PAGE_SIZE } from '../../../shared/expenses';
import type { Db } from '../../db/client';
import { expensePayers, expenseShares, expenses, games, groups, profiles } from '../../db/schema';
import { expenseCursor, expensesAfter, pageOf } from '../../domain/expense-cursor';
import { ownSharesOf, ownSharesTaken, severalPayersOf } from '../../domain/expense-parts';
import { nettedWaiting } from '../../domain/netted-waiting';

const PERIOD_DAYS = { week: 7, month: 30, year: 365 } as const;

/** A share of an expense the user paid, marked paid to them and waiting for them to confirm it. */
interface ShareToConfirm {
  id: string;
  userId: string;
  fullName: string;
  amountCents: number;
  netted: boolean;
  /** How the debtor said they paid, to start the confirmation from. */
  paidWith: PaymentMethod | null;
  /** The guest the debtor brought, when the share is the guest's. */
  guestName: string | null;
}

/**
 * A page of the user's expenses (paid or shared), newest first (keyset on created_at, id), in one statement:
 * their own shares (one per payer, one per guest they brought) and their sum and status, how many other shares
 * are still open (the expense's badge), and on what they paid, the shares marked paid to them that they may
 * confirm one by one (a guest's share named by its guest) — `netted` when only Settle Up may confirm it
 * (docs/decisions/009-per-share-settle-steps.md).
 * The status filter reads the viewer's own side: where they owe, their share; where they paid, everyone
 * else's.
 */
export async function myExpenses(
  db: Db,
  userId: string,
  filter: {
    period: 'all' | 'week' | 'month' | 'year';
    status: 'all' | 'pending' | 'settled';
    cursor?: string;
  },
  now: Date,
  limit = MY_EXPENSES_PAGE_SIZE,
) {
  const since =
    filter.period === 'all' ? null : new Date(now.getTime() - PERIOD_DAYS[filter.period] * 86_400_000);
  const openOthers = sql`(select count(*)::int from expense_shares o
    where o.expense_id = ${expenses.id} and o.user_id <> o.paid_by and o.status <> 'settled')`;
  const toConfirm = sql<ShareToConfirm[]>`(
    select coalesce(json_agg(json_build_object(
        'id', v.id, 'userId', v.user_id, 'fullName', p.full_name, 'amountCents', v.amount_cents,
        'paidWith', v.payment_method, 'guestName', vg.name,
        'netted', ${nettedWaiting(userId, sql`v.user_id`, sql`v.group_id`)})
      order by p.full_name, v.guest_id nulls first, v.id), '[]'::json)
    from expense_shares v join profiles p on p.id = v.user_id left join game_guests vg on vg.id = v.guest_id
    where v.expense_id = ${expenses.id} and v.status = 'verifying' and v.paid_by = ${userId}
      and v.user_id <> ${userId})`;
  // The page's candidates, newest first from two indexes: the expenses the user paid, and those they have a share
  // of and did not pay (each share carries its expense's time). At most limit + 1 of each, whatever the history.
  const share = alias(expenseShares, 'candidate_share');
  const paid = alias(expensePayers, 'candidate_payer');
  const openToPayer = sql`(select count(*)::int from expense_shares o
    where o.expense_id = ${paid.expenseId} and o.paid_by = ${userId} and o.user_id <> ${userId} and o.status <> 'settled')`;
  const asPayer = db
    .select({ id: paid.expenseId })
    .from(paid)
    .where(
      and(
        eq(paid.userId, userId),
        since ? sql`${paid.expenseCreatedAt} >= ${since}` : undefined,
        filter.status === 'pending' ? sql`${openToPayer} > 0` : undefined,
        filter.status === 'settled' ? sql`${openToPayer} = 0` : undefined,
        expensesAfter(filter.cursor, { createdAt: paid.expenseCreatedAt, id: paid.expenseId }),
      ),
    )
    .orderBy(sql`${paid.expenseCreatedAt} desc nulls last, ${paid.expenseId} desc nulls last`);
  const asSharer = db
    .select({ id: share.expenseId })
    .from(share)
    .where(
      and(
        eq(share.userId, userId),
        ne(share.paidBy, userId),
        since ? sql`${share.expenseCreatedAt} >= ${since}` : undefined,
        filter.status === 'pending' ? ne(share.status, 'settled') : undefined,
        filter.status === 'settled' ? eq(share.status, 'settled') : undefined,
        expensesAfter(filter.cursor, { createdAt: share.expenseCreatedAt, id: share.expenseId }),
      ),
    )
    .orderBy(sql`${share.expenseCreatedAt} desc nulls last, ${share.expenseId} desc nulls last`);
  // The limits are written into the statement, not bound: the embedded database keeps one plan per statement
  // (prepared-statements.mjs), and a bound limit would make PostgreSQL plan every run anew.
  const upTo = sql.raw(String(Math.trunc(limit) + 1));
  const rows = await db
    .select({
      id: expenses.id,
      amountCents: expenses.amountCents,
      description: expenses.description,
      category: expenses.category,
      createdAt: expenses.createdAt,
      paidBy: expenses.paidBy,
      payerName: profiles.fullName,
      gameId: games.id,
      gameTitle: games.title,
      groupName: groups.name,
      currency: groups.currency,
      splitMode: expenses.splitMode,
      payers: severalPayersOf(expenses.id),
      myShares: ownSharesOf(expenses.id, userId),
      openShareCount: sql<number>`${openOthers}`,
      toConfirm,
      cursor: expenseCursor,
    })
    .from(expenses)
    .innerJoin(games, eq(games.id, expenses.gameId))
    .innerJoin(groups, eq(groups.id, games.groupId))
    .innerJoin(profiles, eq(profiles.id, expenses.paidBy))
    .where(sql`${expenses.id} in ((${asPayer} limit ${upTo}) union all (${asSharer} limit ${upTo}))`)
    .orderBy(desc(expenses.createdAt), desc(expenses.id))
    .limit(limit + 1);
  const { rows: page, nextCursor } = pageOf(rows, limit);
  // Summed here from the shares the row already carries rather than by two more subqueries per row. The one
  // share's id and payer when the viewer has one (the common case), for the card's own Mark Paid; several (toward
  // several payers, or for a guest) are listed and acted on one by one, so only then is the list sent.
  const withShareIds = page.map(({ myShares, ...row }) => {
    const only = myShares?.length === 1 ? myShares[0] : undefined;
    return {
      ...row,
      ...ownSharesTaken(myShares),
      myShareId: only?.id ?? null,
      mySharePaidBy: only?.paidBy ?? null,
      myShares: myShares && myShares.length > 1 ? myShares : null,
    };
  });
  return { expenses: withShareIds, nextCursor };
}
