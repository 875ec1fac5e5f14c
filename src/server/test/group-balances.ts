import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { computeDebts } from '../../shared/settle';
import type { Db } from '../db/client';

type Row = Record<string, unknown>;

/** Rows in a stable order; every sum is cast to int in SQL, so both databases hand back numbers. */
const sorted = (rows: Row[]) => rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/**
 * group_pair_balances and group_member_totals as the triggers keep them, and the same sums taken from scratch
 * from expenses and expense_shares, each share's group found through its expense's game.
 */
export async function groupBalancesAndTruth(db: Db) {
  const kept = {
    pairs:
      await db.execute(sql`select group_id, first_user_id, second_user_id, status, net_cents::int, share_count
      from group_pair_balances`),
    totals: await db.execute(sql`select group_id, user_id, paid_cents::int, expense_count, owed_cents::int,
        share_count
      from group_member_totals`),
  };
  const truth = {
    pairs: await db.execute(sql`
      select g.group_id, least(s.user_id, s.paid_by) as first_user_id, greatest(s.user_id, s.paid_by) as second_user_id,
        s.status, sum(case when s.user_id < s.paid_by then s.amount_cents else -s.amount_cents end)::int as net_cents,
        count(*)::int as share_count
      from expense_shares s join expenses e on e.id = s.expense_id join games g on g.id = e.game_id
      where s.status in ('pending', 'verifying') and s.user_id <> s.paid_by
      group by 1, 2, 3, 4`),
    totals: await db.execute(sql`
      select group_id, user_id, sum(paid)::int as paid_cents, sum(expenses)::int as expense_count,
        sum(owed)::int as owed_cents, sum(shares)::int as share_count
      from (
        select g.group_id, ep.user_id, ep.amount_cents as paid, 1 as expenses, 0 as owed, 0 as shares
        from expense_payers ep join expenses e on e.id = ep.expense_id join games g on g.id = e.game_id
        union all
        select g.group_id, s.user_id, 0, 0, s.amount_cents, 1
        from expense_shares s join expenses e on e.id = s.expense_id join games g on g.id = e.game_id
      ) t group by 1, 2`),
  };
  return {
    kept: { pairs: sorted(kept.pairs.rows), totals: sorted(kept.totals.rows) },
    truth: { pairs: sorted(truth.pairs.rows), totals: sorted(truth.totals.rows) },
  };
}

/** Fails unless every group's kept debts and totals equal the sums of its expenses and shares. */
export async function expectGroupBalancesMatchShares(db: Db) {
  const { kept, truth } = await groupBalancesAndTruth(db);
  expect(kept).toEqual(truth);
}

/**
 * What the Group Expenses screen should show `viewerId` in `groupId`, summed from every share and expense:
 * the debts netted per pair and status (the whole of those the viewer is part of; between others, only games
 * dated on or after the day the viewer joined), as [from, to, cents, status] in a stable order, and each
 * person's paid and owed totals over those games (every current member, and anyone else with money in them).
 */
export async function groupAnswerFromScratch(db: Db, groupId: string, viewerId: string) {
  const joined = sql`(select joined_at from group_members
    where group_id = ${groupId} and user_id = ${viewerId} and deleted_at is null)`;
  const open = await db.execute<{
    debtor: string;
    creditor: string;
    status: 'pending' | 'verifying';
    cents: number;
  }>(
    sql`select s.user_id as debtor, s.paid_by as creditor, s.status, sum(s.amount_cents)::int as cents
      from expense_shares s join expenses e on e.id = s.expense_id join games g on g.id = e.game_id
      where g.group_id = ${groupId} and s.status in ('pending', 'verifying') and s.user_id <> s.paid_by
        and (g.date >= ${joined} or s.user_id = ${viewerId} or s.paid_by = ${viewerId})
      group by 1, 2, 3`,
  );
  const debts = computeDebts(
    open.rows.map((row) => ({
      ids: [],
      debtorId: row.debtor,
      creditorId: row.creditor,
      status: row.status,
      amountCents: row.cents,
      // One group: one currency.
      currency: 'one',
    })),
  )
    .map((debt) => [debt.fromUserId, debt.toUserId, debt.amountCents, debt.status].join(' '))
    .sort();
  const members = await db.execute<{ user_id: string; member: boolean; paid: number; owed: number }>(sql`
    with visible as (select e.* from expenses e join games g on g.id = e.game_id
      where g.group_id = ${groupId} and g.date >= ${joined}),
    money as (
      select ep.user_id, ep.amount_cents as paid, 0 as owed from expense_payers ep join visible v on v.id = ep.expense_id
      union all
      select s.user_id, 0, s.amount_cents from expense_shares s join visible v on v.id = s.expense_id),
    current_members as (select user_id from group_members where group_id = ${groupId} and deleted_at is null)
    select p.id as user_id, p.id in (select user_id from current_members) as member,
      coalesce((select sum(paid) from money where user_id = p.id), 0)::int as paid,
      coalesce((select sum(owed) from money where user_id = p.id), 0)::int as owed
    from profiles p
    where p.id in (select user_id from current_members union select user_id from money)
    order by lower(p.full_name), p.id`);
  return {
    debts,
    members: members.rows.map((row) => [row.user_id, row.member, row.paid, row.owed]),
  };
}
