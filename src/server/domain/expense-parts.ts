import { type SQL, sql } from 'drizzle-orm';
import type { PaymentMethod, ShareStatus } from '../../shared/constants';

/** A payer of an expense and what they paid, in the order entered. */
export interface ExpensePayer {
  userId: string;
  fullName: string;
  amountCents: number;
}

/** One of the viewer's shares of an expense: toward one payer, for themselves or for a guest they brought. */
export interface OwnShare {
  id: string;
  amountCents: number;
  status: ShareStatus;
  paidBy: string;
  paidByName: string;
  guestName: string | null;
  paymentMethod: PaymentMethod | null;
}

const payersJson = (expenseId: SQL | unknown) => sql`select json_agg(json_build_object(
    'userId', ep.user_id, 'fullName', pp.full_name, 'amountCents', ep.amount_cents) order by ep.position)
  from expense_payers ep join profiles pp on pp.id = ep.user_id where ep.expense_id = ${expenseId}`;

/** The expense's payers with their names, in the order entered (several payers: issue 59). */
export const payersOf = (expenseId: SQL | unknown) => sql<ExpensePayer[]>`(${payersJson(expenseId)})`;

/**
 * The payers as payersOf reads them, but null when one person paid it all: a list's card then names the expense's
 * payer, whom its row carries already, and the common case costs no bytes.
 */
export const severalPayersOf = (expenseId: SQL | unknown) =>
  sql<ExpensePayer[] | null>`(${payersJson(expenseId)} having count(*) > 1)`;

/**
 * The viewer's own shares of the expense (one per payer, and one per guest they brought), each with whom it is
 * owed to; null when they are not in the split. Read from expense_shares_expense_user_payer_guest_uq.
 */
export const ownSharesOf = (expenseId: SQL | unknown, userId: string) => sql<OwnShare[] | null>`(
  select json_agg(json_build_object('id', os.id, 'amountCents', os.amount_cents, 'status', os.status,
      'paidBy', os.paid_by, 'paidByName', op.full_name, 'guestName', og.name, 'paymentMethod', os.payment_method)
    order by os.guest_id nulls first, os.amount_cents desc, os.id)
  from expense_shares os join profiles op on op.id = os.paid_by left join game_guests og on og.id = os.guest_id
  where os.expense_id = ${expenseId} and os.user_id = ${userId})`;

/** The amounts and statuses of the viewer's shares of the expense, to be taken together by ownSharesTaken. */
export const ownSharePartsOf = (expenseId: SQL | unknown, userId: string) => sql<
  Pick<OwnShare, 'amountCents' | 'status'>[] | null
>`(select json_agg(json_build_object('amountCents', ms.amount_cents, 'status', ms.status))
  from expense_shares ms where ms.expense_id = ${expenseId} and ms.user_id = ${userId})`;

/**
 * The viewer's shares of an expense taken together, as one share used to read: their sum, and pending while any
 * is, then verifying while any is, else settled; nulls when they are not in the split.
 */
export function ownSharesTaken(shares: readonly Pick<OwnShare, 'amountCents' | 'status'>[] | null) {
  if (!shares || shares.length === 0) return { myShareCents: null, myShareStatus: null };
  const statuses = new Set(shares.map((share) => share.status));
  const myShareStatus: ShareStatus = statuses.has('pending')
    ? 'pending'
    : statuses.has('verifying')
      ? 'verifying'
      : 'settled';
  return { myShareCents: shares.reduce((sum, share) => sum + share.amountCents, 0), myShareStatus };
}
