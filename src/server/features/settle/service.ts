import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentMethod, ShareStatus } from '../../../shared/constants';
import { expenseMessages } from '../../../shared/expenses';
import { computeDebts, debtTotals, type OpenShare } from '../../../shared/settle';
import type { Db } from '../../db/client';
import { expenseShares, expenses, profiles } from '../../db/schema';
import { ApiError, forbidden } from '../../http/errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Open shares the user is on either side of, summed per debtor, creditor and status in the database (a few
 * dozen rows however many shares): the one statement behind every debt view. The two sides are read apart,
 * each through its own index (shares by user and status, expenses by payer), then summed together.
 */
async function openSharesOf(db: Db, userId: string): Promise<OpenShare[]> {
  const result = await db.execute<{
    ids: string[];
    debtor_id: string;
    creditor_id: string;
    amount_cents: number;
    status: ShareStatus;
  }>(sql`
    select array_agg(s.id) as ids, s.user_id as debtor_id, s.paid_by as creditor_id,
      sum(s.amount_cents)::int as amount_cents, s.status
    from (
      select es.id, es.user_id, e.paid_by, es.amount_cents, es.status
        from expense_shares es join expenses e on e.id = es.expense_id
        where es.user_id = ${userId} and es.status in ('pending', 'verifying') and e.paid_by <> ${userId}
      union all
      select es.id, es.user_id, e.paid_by, es.amount_cents, es.status
        from expenses e join expense_shares es on es.expense_id = e.id
        where e.paid_by = ${userId} and es.status in ('pending', 'verifying') and es.user_id <> ${userId}
    ) s
    group by s.user_id, s.paid_by, s.status`);
  return result.rows.map((row) => ({
    ids: row.ids,
    debtorId: row.debtor_id,
    creditorId: row.creditor_id,
    amountCents: row.amount_cents,
    status: row.status,
  }));
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
