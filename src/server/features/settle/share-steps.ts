import { and, eq, ne, not, sql } from 'drizzle-orm';
import type { PaymentMethod, ShareStatus } from '../../../shared/constants';
import { expenseMessages, shareStepMessages } from '../../../shared/expenses';
import type { Db } from '../../db/client';
import { expenseShares } from '../../db/schema';
import { nettedWaiting } from '../../domain/netted-waiting';
import { ApiError, forbidden, notFound } from '../../http/errors';
import { recordUpdate } from '../../notifications/record';

/**
 * The two settle steps on one share, for My Expenses (docs/decisions/009-per-share-settle-steps.md). Settle Up
 * acts on the netted debt of a pair; these act on exactly one share. Each is one UPDATE that names the
 * caller's side and the expected status in its WHERE, so a repeat or a parallel click changes the share once;
 * debt_balances follows through its triggers. When nothing changed, the share is read to say why.
 */
export interface ShareStepResult {
  status: ShareStatus;
  changed: 0 | 1;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const shareColumns = {
  userId: expenseShares.userId,
  paidBy: expenseShares.paidBy,
  amountCents: expenseShares.amountCents,
  expenseId: expenseShares.expenseId,
};

/** The other side of a one-share step hears of it, with the share's game and group. */
function tellOfShare(
  tx: Tx,
  kind: 'payment_marked' | 'payment_confirmed',
  recipientId: string,
  actorId: string,
  share: { amountCents: number; expenseId: string },
  now: Date,
) {
  return recordUpdate(tx, {
    kind,
    recipients: sql`select ${recipientId}::uuid as user_id, ${share.amountCents}::int as amount_cents`,
    groupId: sql`(select g.group_id from expenses e join games g on g.id = e.game_id where e.id = ${share.expenseId})`,
    gameId: sql`(select game_id from expenses where id = ${share.expenseId})`,
    actorId,
    now,
  });
}

async function explain(db: Db, userId: string, shareId: string) {
  const [share] = await db
    .select({ userId: expenseShares.userId, paidBy: expenseShares.paidBy, status: expenseShares.status })
    .from(expenseShares)
    .where(eq(expenseShares.id, shareId));
  // Someone else's share is not revealed.
  if (!share || (share.userId !== userId && share.paidBy !== userId))
    throw notFound(shareStepMessages.notFound);
  return share;
}

/** Step one, by the share's debtor: pending → verifying (cash). Done already: answered as done, unchanged. */
export async function markSharePaid(
  db: Db,
  userId: string,
  shareId: string,
  now: Date,
): Promise<ShareStepResult> {
  const changed = await db.transaction(async (tx) => {
    const [share] = await tx
      .update(expenseShares)
      .set({ status: 'verifying', paymentMethod: 'cash', updatedAt: now })
      .where(
        and(
          eq(expenseShares.id, shareId),
          eq(expenseShares.userId, userId),
          ne(expenseShares.paidBy, userId),
          eq(expenseShares.status, 'pending'),
        ),
      )
      .returning(shareColumns);
    if (share) await tellOfShare(tx, 'payment_marked', share.paidBy, userId, share, now);
    return share;
  });
  if (changed) return { status: 'verifying', changed: 1 };
  const share = await explain(db, userId, shareId);
  // Only the debtor marks paid (spec 001 §4); the payer's own share was settled from the start.
  if (share.userId !== userId) throw forbidden(expenseMessages.notAuthorized);
  return { status: share.status, changed: 0 };
}

/** Step two, by the share's creditor: verifying → settled with who, when and how, unless nettedWaiting. */
export async function markShareReceived(
  db: Db,
  userId: string,
  shareId: string,
  method: PaymentMethod,
  now: Date,
): Promise<ShareStepResult> {
  const changed = await db.transaction(async (tx) => {
    const [share] = await tx
      .update(expenseShares)
      .set({ status: 'settled', settledAt: now, settledBy: userId, paymentMethod: method, updatedAt: now })
      .where(
        and(
          eq(expenseShares.id, shareId),
          eq(expenseShares.paidBy, userId),
          ne(expenseShares.userId, userId),
          eq(expenseShares.status, 'verifying'),
          not(nettedWaiting(userId, expenseShares.userId, expenseShares.groupId)),
        ),
      )
      .returning(shareColumns);
    if (share) await tellOfShare(tx, 'payment_confirmed', share.userId, userId, share, now);
    return share;
  });
  if (changed) return { status: 'settled', changed: 1 };
  const share = await explain(db, userId, shareId);
  // Only the recipient confirms receipt (spec 001 §4).
  if (share.paidBy !== userId) throw forbidden(expenseMessages.notAuthorized);
  if (share.status === 'pending') throw new ApiError(409, 'NOT_MARKED_PAID', shareStepMessages.notMarkedPaid);
  if (share.status === 'verifying') throw new ApiError(409, 'NETTED', shareStepMessages.netted);
  return { status: share.status, changed: 0 };
}
