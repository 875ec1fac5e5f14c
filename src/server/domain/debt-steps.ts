// The two steps that settle a pair's netted debt, from Settle Up or (scoped to one group) Group Expenses.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { PaymentMethod } from '../../shared/constants';
import { expenseMessages } from '../../shared/expenses';
import { computeDebts } from '../../shared/settle';
import type { AuthorizedGroup } from '../access/group';
import type { Db } from '../db/client';
import { expenseShares, expenses, games, groups } from '../db/schema';
import { ApiError, forbidden } from '../http/errors';
import { recordUpdate } from '../notifications/record';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A settle step limited to the shares of one group's games (the Group Expenses screen), for a caller proven
 * to be its member; without it a step covers the pair's shares in every group, as /settle-up shows them.
 */
export type DebtScope = AuthorizedGroup;

/**
 * Only shares of expenses on the scope's games, else only shares of groups in the currency: a step never
 * nets amounts of two currencies.
 */
function inScope(tx: Tx, scope: DebtScope | undefined, currency: string) {
  if (!scope)
    return inArray(
      expenseShares.groupId,
      tx.select({ id: groups.id }).from(groups).where(eq(groups.currency, currency)),
    );
  return inArray(
    expenses.gameId,
    tx.select({ id: games.id }).from(games).where(eq(games.groupId, scope.group.id)),
  );
}

/**
 * Locks the pair's shares in one status and currency (both directions; with a scope, only its group's) and
 * nets them into the debt a step acts on, so a scoped step checks the amount against the group's net. The caller must be on
 * the step's side of it, and it must still be the amount they saw: if an expense was added or removed since,
 * nothing changes and they are asked to try again with fresh figures. The rows stay locked until the
 * transaction ends, so a parallel step waits and then finds nothing left to change.
 */
async function lockDebt(
  tx: Tx,
  userId: string,
  otherUserId: string,
  status: 'pending' | 'verifying',
  side: 'debtor' | 'creditor',
  amount: { amountCents: number; currency: string },
  scope: DebtScope | undefined,
) {
  if (otherUserId === userId) throw forbidden(expenseMessages.notAuthorized);
  const { amountCents, currency } = amount;
  const rows = await tx
    .select({
      id: expenseShares.id,
      debtorId: expenseShares.userId,
      creditorId: expenseShares.paidBy,
      amountCents: expenseShares.amountCents,
      status: expenseShares.status,
    })
    .from(expenseShares)
    .innerJoin(expenses, eq(expenses.id, expenseShares.expenseId))
    .where(
      and(
        eq(expenseShares.status, status),
        or(
          and(eq(expenseShares.userId, userId), eq(expenseShares.paidBy, otherUserId)),
          and(eq(expenseShares.userId, otherUserId), eq(expenseShares.paidBy, userId)),
        ),
        inScope(tx, scope, currency),
      ),
    )
    .for('update', { of: expenseShares });
  const [debt] = computeDebts(rows.map((row) => ({ ...row, ids: [row.id], currency })));
  if (!debt) return null;
  if ((side === 'debtor' ? debt.fromUserId : debt.toUserId) !== userId) {
    throw forbidden(expenseMessages.notAuthorized);
  }
  if (debt.amountCents !== amountCents) {
    throw new ApiError(409, 'DEBT_CHANGED', expenseMessages.markSettledFailed);
  }
  return debt;
}

/**
 * Nothing left in the status a step acts on. If the caller already did this step (a double click, or a
 * parallel request that got the lock first) the repeat answers as if it had just happened; anyone else is
 * refused. Paid: the caller owes the other a debt awaiting confirmation. Received: the caller settled a share
 * of the other's.
 */
async function repeatOfStep(
  tx: Tx,
  step: 'paid' | 'received',
  userId: string,
  otherUserId: string,
  currency: string,
  scope: DebtScope | undefined,
) {
  const between = and(
    or(
      and(eq(expenseShares.userId, userId), eq(expenseShares.paidBy, otherUserId)),
      and(eq(expenseShares.userId, otherUserId), eq(expenseShares.paidBy, userId)),
    ),
    inScope(tx, scope, currency),
  );
  const rows = await tx
    .select({
      debtorId: expenseShares.userId,
      creditorId: expenseShares.paidBy,
      amountCents: expenseShares.amountCents,
      status: expenseShares.status,
    })
    .from(expenseShares)
    .innerJoin(expenses, eq(expenses.id, expenseShares.expenseId))
    .where(
      step === 'paid'
        ? and(between, eq(expenseShares.status, 'verifying'))
        : and(between, eq(expenseShares.status, 'settled'), eq(expenseShares.settledBy, userId)),
    );
  const done =
    step === 'paid'
      ? computeDebts(rows.map((row) => ({ ...row, ids: [], currency }))).some(
          (debt) => debt.fromUserId === userId,
        )
      : rows.length > 0;
  if (!done) throw forbidden(expenseMessages.notAuthorized);
  return 0;
}

/**
 * The other side of a step hears of it: the creditor that a payment waits, the debtor that it arrived, in the
 * debt's currency.
 */
function tellOfPayment(
  tx: Tx,
  kind: 'payment_marked' | 'payment_confirmed',
  recipientId: string,
  actorId: string,
  amount: { amountCents: number; currency: string },
  scope: DebtScope | undefined,
  now: Date,
) {
  return recordUpdate(tx, {
    kind,
    recipients: sql`select ${recipientId}::uuid as user_id, ${amount.amountCents}::int as amount_cents`,
    groupId: scope?.group.id ?? null,
    actorId,
    data: { currency: amount.currency },
    now,
  });
}

/** What a step names: the debt's amount as the user saw it, and its currency (a scope's is its group's). */
export interface StepAmount {
  amountCents: number;
  currency: string;
}

const stepAmount = (amount: StepAmount, scope: DebtScope | undefined): StepAmount =>
  scope ? { amountCents: amount.amountCents, currency: scope.group.currency } : amount;

/**
 * Step one, by the debtor: the debt's pending shares in its currency (in the scope's group only, when given)
 * become verifying, with how the debtor says they paid, so the creditor's confirmation can start from it. A
 * repeat changes nothing.
 */
export async function markPaid(
  db: Db,
  userId: string,
  otherUserId: string,
  seen: StepAmount,
  method: PaymentMethod,
  now: Date,
  scope?: DebtScope,
) {
  const amount = stepAmount(seen, scope);
  return db.transaction(async (tx) => {
    const debt = await lockDebt(tx, userId, otherUserId, 'pending', 'debtor', amount, scope);
    if (!debt)
      return {
        status: 'verifying' as const,
        changed: await repeatOfStep(tx, 'paid', userId, otherUserId, amount.currency, scope),
      };
    await tx
      .update(expenseShares)
      .set({ status: 'verifying', paymentMethod: method, updatedAt: now })
      .where(and(inArray(expenseShares.id, debt.expenseShareIds), eq(expenseShares.status, 'pending')));
    await tellOfPayment(tx, 'payment_marked', otherUserId, userId, debt, scope, now);
    return { status: 'verifying' as const, changed: debt.expenseShareIds.length };
  });
}

/**
 * Step two, by the creditor: verifying shares in the debt's currency (in the scope's group only, when given)
 * become settled with who, when and how. A repeat changes nothing.
 */
export async function markReceived(
  db: Db,
  userId: string,
  otherUserId: string,
  seen: StepAmount,
  method: PaymentMethod,
  now: Date,
  scope?: DebtScope,
) {
  const amount = stepAmount(seen, scope);
  return db.transaction(async (tx) => {
    const debt = await lockDebt(tx, userId, otherUserId, 'verifying', 'creditor', amount, scope);
    if (!debt)
      return {
        status: 'settled' as const,
        changed: await repeatOfStep(tx, 'received', userId, otherUserId, amount.currency, scope),
      };
    await tx
      .update(expenseShares)
      .set({ status: 'settled', settledAt: now, settledBy: userId, paymentMethod: method, updatedAt: now })
      .where(and(inArray(expenseShares.id, debt.expenseShareIds), eq(expenseShares.status, 'verifying')));
    await tellOfPayment(tx, 'payment_confirmed', otherUserId, userId, debt, scope, now);
    return { status: 'settled' as const, changed: debt.expenseShareIds.length };
  });
}
