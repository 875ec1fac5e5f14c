import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PaymentMethod, ShareStatus } from '../../../shared/constants';
import type { AuthorizedGame } from '../../access/game';
import type { Db } from '../../db/client';
import { expenseShares, expenses, gameGuests, profiles } from '../../db/schema';
import { payersOf } from '../../domain/expense-parts';

/** Someone in an expense's split as entered: a member or a guest, and their weight. */
export interface ExpenseSplitEntry {
  userId: string | null;
  guestId: string | null;
  weight: number;
}

/**
 * The game's expenses newest first, each with its payers, its split as entered (to reopen an edit as it was) and
 * every share (who owes whom, for which guest, amount, status), and the group's currency: two statements.
 */
export async function gameExpenses(db: Db, access: AuthorizedGame) {
  const rows = await db
    .select({
      id: expenses.id,
      amountCents: expenses.amountCents,
      description: expenses.description,
      category: expenses.category,
      splitMode: expenses.splitMode,
      paidBy: expenses.paidBy,
      createdBy: expenses.createdBy,
      createdAt: expenses.createdAt,
      payerName: profiles.fullName,
      payers: payersOf(expenses.id),
      entries: sql<ExpenseSplitEntry[]>`(select json_agg(json_build_object('userId', se.user_id,
          'guestId', se.guest_id, 'weight', se.weight) order by se.position)
        from expense_split_entries se where se.expense_id = ${expenses.id})`,
    })
    .from(expenses)
    .innerJoin(profiles, eq(profiles.id, expenses.paidBy))
    .where(eq(expenses.gameId, access.game.id))
    .orderBy(desc(expenses.createdAt));
  const creditor = alias(profiles, 'creditor');
  const shares =
    rows.length === 0
      ? []
      : await db
          .select({
            id: expenseShares.id,
            expenseId: expenseShares.expenseId,
            userId: expenseShares.userId,
            paidBy: expenseShares.paidBy,
            paidByName: creditor.fullName,
            guestId: expenseShares.guestId,
            guestName: gameGuests.name,
            amountCents: expenseShares.amountCents,
            status: sql<ShareStatus>`${expenseShares.status}`,
            paymentMethod: sql<PaymentMethod | null>`${expenseShares.paymentMethod}`,
            fullName: profiles.fullName,
          })
          .from(expenseShares)
          .innerJoin(profiles, eq(profiles.id, expenseShares.userId))
          .innerJoin(creditor, eq(creditor.id, expenseShares.paidBy))
          .leftJoin(gameGuests, eq(gameGuests.id, expenseShares.guestId))
          .where(
            inArray(
              expenseShares.expenseId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(
            asc(expenseShares.createdAt),
            desc(expenseShares.amountCents),
            asc(profiles.fullName),
            asc(expenseShares.id),
          );
  return rows.map((row) => {
    const isOwn =
      row.createdBy === access.userId || row.payers.some((payer) => payer.userId === access.userId);
    return {
      ...row,
      currency: access.groupCurrency,
      canDelete: isOwn,
      canEdit: isOwn,
      canRecalculate: isOwn || access.role === 'admin',
      shares: shares.filter((share) => share.expenseId === row.id),
    };
  });
}
