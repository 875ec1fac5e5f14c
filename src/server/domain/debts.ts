// The debts between people as Settle Up, Group Expenses and the nudge mail read them.
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { PaymentMethod } from '../../shared/constants';
import { accountsCarrying, type PayAccounts } from '../../shared/pay-links';
import { computeDebts, type Debt, debtTotalsByCurrency, type OpenShare } from '../../shared/settle';
import type { Db } from '../db/client';
import { debtBalances, profiles } from '../db/schema';

/**
 * The user's open balances on either side (a few dozen rows however many shares): the one statement behind
 * every debt view. debt_balances is kept by triggers on expense_shares (migration 0006); share ids are left
 * out, and the two steps (debt-steps.ts) find the shares again under lock.
 */
async function openSharesOf(db: Db, userId: string): Promise<OpenShare[]> {
  const rows = await db
    .select({
      debtorId: debtBalances.debtorId,
      creditorId: debtBalances.creditorId,
      amountCents: debtBalances.amountCents,
      status: debtBalances.status,
      currency: debtBalances.currency,
    })
    .from(debtBalances)
    .where(or(eq(debtBalances.debtorId, userId), eq(debtBalances.creditorId, userId)));
  return rows.map((row) => ({ ...row, ids: [], amountCents: Number(row.amountCents) }));
}

/**
 * The user's debts (without share ids) with both people's names and payment ids, and the totals per
 * currency (never added across currencies); two statements.
 */
export async function settleUp(db: Db, userId: string) {
  const debts = computeDebts(await openSharesOf(db, userId)).filter(
    (debt) => debt.fromUserId === userId || debt.toUserId === userId,
  );
  return { debts: await withPeople(db, debts, userId), totals: debtTotalsByCurrency(debts, userId) };
}

/** The one method a set of payments was made with, if they agree and it is known. */
function singleMethod(methods: readonly (PaymentMethod | null)[] | undefined): PaymentMethod | null {
  return methods?.length === 1 ? (methods[0] ?? null) : null;
}

const NO_PAY_ACCOUNTS: PayAccounts = {
  paypalMe: null,
  revolutUsername: null,
  cashtag: null,
  upiId: null,
  pixKey: null,
  bankHolder: null,
  iban: null,
};

/**
 * Debts without their share ids, each with both people's names and payment ids (the payee's other ways to be
 * paid too, those that carry the debt's currency), and for a payment waiting for the viewer's confirmation how
 * its debtor said they paid (null when unknown or mixed); one statement (none if empty).
 */
export async function withPeople(db: Db, debts: readonly Debt[], viewerId: string) {
  const ids = [...new Set(debts.flatMap((debt) => [debt.fromUserId, debt.toUserId]))];
  const people =
    ids.length === 0
      ? []
      : await db
          .select({
            id: profiles.id,
            fullName: profiles.fullName,
            venmoId: profiles.venmoId,
            zelleId: profiles.zelleId,
            payAccounts: {
              paypalMe: profiles.paypalMe,
              revolutUsername: profiles.revolutUsername,
              cashtag: profiles.cashtag,
              upiId: profiles.upiId,
              pixKey: profiles.pixKey,
              bankHolder: profiles.bankHolder,
              iban: profiles.iban,
            },
            // The methods of this person's payments waiting for the viewer to confirm them: only the creditor
            // confirms, so only payments to the viewer are read (expense_shares_payer_verifying_idx, not every
            // waiting payment of everyone named). profiles.id is spelt out: a bare "id" would be the share's.
            methodsToViewer: sql<(PaymentMethod | null)[] | null>`(
              select array_agg(distinct s.payment_method) from expense_shares s
              where s.paid_by = ${viewerId} and s.user_id = profiles.id and s.status = 'verifying')`,
          })
          .from(profiles)
          .where(inArray(profiles.id, ids));
  const person = (id: string) =>
    people.find((p) => p.id === id) ?? {
      id,
      fullName: 'User',
      venmoId: null,
      zelleId: null,
      payAccounts: NO_PAY_ACCOUNTS,
      methodsToViewer: null,
    };
  const named = (id: string) => {
    const { methodsToViewer: _, payAccounts: __, ...rest } = person(id);
    return rest;
  };
  return debts.map(({ expenseShareIds: _, ...debt }) => ({
    ...debt,
    fromUser: named(debt.fromUserId),
    // The payee's other ways to be paid travel only on a debt to them, and only those that carry its currency.
    toUser: {
      ...named(debt.toUserId),
      payAccounts: accountsCarrying(person(debt.toUserId).payAccounts, debt.currency),
    },
    paidWith:
      debt.status === 'verifying' && debt.toUserId === viewerId
        ? singleMethod(person(debt.fromUserId).methodsToViewer ?? undefined)
        : null,
  }));
}
