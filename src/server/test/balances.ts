import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client';

type Balance = {
  debtor_id: string;
  creditor_id: string;
  status: string;
  amount_cents: number;
  share_count: number;
  currency: string;
};

const ordered = (rows: Balance[]) =>
  rows
    .map((row) => ({ ...row, amount_cents: Number(row.amount_cents), share_count: Number(row.share_count) }))
    .sort((a, b) =>
      `${a.debtor_id}${a.creditor_id}${a.status}${a.currency}`.localeCompare(
        `${b.debtor_id}${b.creditor_id}${b.status}${b.currency}`,
      ),
    );

/** debt_balances as the triggers keep it, and the same sums per currency taken from expense_shares from scratch. */
export async function balancesAndTruth(db: Db) {
  const kept = await db.execute<Balance>(
    sql`select debtor_id, creditor_id, status, amount_cents, share_count, currency from debt_balances`,
  );
  const truth = await db.execute<Balance>(sql`
    select s.user_id as debtor_id, e.paid_by as creditor_id, s.status,
      sum(s.amount_cents) as amount_cents, count(*) as share_count, g.currency
    from expense_shares s join expenses e on e.id = s.expense_id join groups g on g.id = e.group_id
    where s.status in ('pending', 'verifying') and s.user_id <> e.paid_by
    group by 1, 2, 3, g.currency`);
  return { kept: ordered(kept.rows), truth: ordered(truth.rows) };
}

/** Fails unless every open balance equals the sum of its shares (and no other balance is kept). */
export async function expectBalancesMatchShares(db: Db) {
  const { kept, truth } = await balancesAndTruth(db);
  expect(kept).toEqual(truth);
}
