import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { PaymentMethod } from '../../../shared/constants';
import { expenseMessages } from '../../../shared/expenses';
import { computeDebts, debtTotals, type OpenShare } from '../../../shared/settle';
import type { Db } from '../../db/client';
import { expenseShares, expenses, profiles } from '../../db/schema';
import { ApiError, forbidden } from '../../http/errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Open shares the user is on either side of, summed per debtor, creditor and status in the database (a few
 * dozen rows however many shares): the one statement behind every debt view.
 */
async function openSharesOf(db: Db, userId: string): Promise<OpenShare[]> {
  return db
    .select({
      ids: sql<string[]>`array_agg(${expenseShares.id})`,
      debtorId: expenseShares.userId,
      creditorId: expenses.paidBy,
      amountCents: sql<number>`sum(${expenseShares.amountCents})::int`,
      status: expenseShares.status,
    })
    .from(expenseShares)
    .innerJoin(expenses, eq(expenses.id, expenseShares.expenseId))
    .where(
      and(
        or(eq(expenseShares.userId, userId), eq(expenses.paidBy, userId)),
        inArray(expenseShares.status, ['pending', 'verifying']),
      ),
    )
    .groupBy(expenseShares.userId, expenses.paidBy, expenseShares.status);
}

/** The user's debts with both people's names and payment ids, and the totals; two statements. */
export async function settleUp(db: Db, userId: string) {
  const debts = computeDebts(await openSharesOf(db, userId)).filter(
    (debt) => debt.fromUserId === userId || debt.toUserId === userId,
  );
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
          })
          .from(profiles)
          .where(inArray(profiles.id, ids));
  const person = (id: string) =>
    people.find((p) => p.id === id) ?? { id, fullName: 'User', venmoId: null, zelleId: null };
  return {
    debts: debts.map((debt) => ({
      ...debt,
      fromUser: person(debt.fromUserId),
      toUser: person(debt.toUserId),
    })),
    totals: debtTotals(debts, userId),
  };
}

/**
 * Checks that the given shares all lie between the caller and the other person and that their open part is
 * one debt in the direction the step needs. The rows stay locked until the transaction ends, so a parallel
 * step waits and then finds nothing left to change.
 */
async function lockDebt(
  tx: Tx,
  userId: string,
  otherUserId: string,
  shareIds: string[],
  side: 'debtor' | 'creditor',
) {
  const rows = await tx
    .select({
      id: expenseShares.id,
      debtorId: expenseShares.userId,
      creditorId: expenses.paidBy,
      amountCents: expenseShares.amountCents,
      status: expenseShares.status,
    })
    .from(expenseShares)
    .innerJoin(expenses, eq(expenses.id, expenseShares.expenseId))
    .where(inArray(expenseShares.id, shareIds))
    .for('update', { of: expenseShares });
  const shares: (OpenShare & { id: string })[] = rows.map((row) => ({ ...row, ids: [row.id] }));
  const between = (s: OpenShare) =>
    (s.debtorId === userId && s.creditorId === otherUserId) ||
    (s.debtorId === otherUserId && s.creditorId === userId);
  if (shares.length !== new Set(shareIds).size || !shares.every(between))
    throw forbidden(expenseMessages.notAuthorized);
  const open = shares.filter((s) => s.status !== 'settled');
  const [debt, ...more] = computeDebts(open);
  if (more.length > 0) throw new ApiError(409, 'MIXED_DEBT', expenseMessages.markSettledFailed);
  if (debt && (side === 'debtor' ? debt.fromUserId : debt.toUserId) !== userId) {
    throw forbidden(expenseMessages.notAuthorized);
  }
  return open;
}

/** Step one, by the debtor: the debt's pending shares become verifying (cash). A repeat changes nothing. */
export async function markPaid(db: Db, userId: string, otherUserId: string, shareIds: string[], now: Date) {
  return db.transaction(async (tx) => {
    const shares = await lockDebt(tx, userId, otherUserId, shareIds, 'debtor');
    const pending = shares.filter((s) => s.status === 'pending').map((s) => s.id);
    if (pending.length > 0) {
      await tx
        .update(expenseShares)
        .set({ status: 'verifying', paymentMethod: 'cash', updatedAt: now })
        .where(and(inArray(expenseShares.id, pending), eq(expenseShares.status, 'pending')));
    }
    return { status: 'verifying' as const, changed: pending.length };
  });
}

/** Step two, by the creditor: verifying shares become settled with who, when and how. A repeat changes nothing. */
export async function markReceived(
  db: Db,
  userId: string,
  otherUserId: string,
  shareIds: string[],
  method: PaymentMethod,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const shares = await lockDebt(tx, userId, otherUserId, shareIds, 'creditor');
    if (shares.some((s) => s.status === 'pending')) {
      throw new ApiError(409, 'NOT_MARKED_PAID', expenseMessages.markSettledFailed);
    }
    const verifying = shares.map((s) => s.id);
    if (verifying.length > 0) {
      await tx
        .update(expenseShares)
        .set({ status: 'settled', settledAt: now, settledBy: userId, paymentMethod: method, updatedAt: now })
        .where(and(inArray(expenseShares.id, verifying), eq(expenseShares.status, 'verifying')));
    }
    return { status: 'settled' as const, changed: verifying.length };
  });
}
