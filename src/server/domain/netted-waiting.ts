import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Whether `creditorId` and `debtorId` have payments waiting for confirmation both ways, in the currency of the
 * share's group, that do not cancel out: Settle Up shows them as one netted payment, and confirming one share
 * of it alone would leave the other side's figure wrong, so only Settle Up confirms them. (Waiting payments
 * that cancel out are not a debt there, so each share is confirmed on its own.) Reads two debt_balances rows
 * by key.
 */
export function nettedWaiting(creditorId: string, debtorId: SQLWrapper, groupId: SQLWrapper): SQL {
  return sql`exists (select 1 from debt_balances back join debt_balances forth
    on forth.debtor_id = back.creditor_id and forth.creditor_id = back.debtor_id and forth.status = 'verifying'
      and forth.currency = back.currency
    where back.debtor_id = ${creditorId} and back.creditor_id = ${debtorId} and back.status = 'verifying'
      and back.currency = (select g.currency from groups g where g.id = ${groupId})
      and back.amount_cents <> forth.amount_cents)`;
}
