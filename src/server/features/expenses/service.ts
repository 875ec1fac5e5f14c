import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ExpenseCategory } from '../../../shared/constants';
import { expenseLabel, expenseMessages } from '../../../shared/expenses';
import { expenseShares as splitShares } from '../../../shared/settle';
import { type AuthorizedGame, assertMember, authorizeGame, requireActiveGroup } from '../../access/game';
import type { Db } from '../../db/client';
import { attendees, expenseShares, expenses, profiles } from '../../db/schema';
import { ApiError, forbidden, notFound } from '../../http/errors';
import { recordUpdate } from '../../notifications/record';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Attendees in a deterministic order (confirmed first, said yes first, then by id): the first takes the
 * remainder. A deleted account's stand-in still shows among a past game's attendees but is charged nothing:
 * nobody could ever pay its share.
 */
async function attendeeIds(db: Db | Tx, gameId: string) {
  // Booking confirms everyone at once; then whoever said yes first comes first.
  const firstYes = sql`(select min(r.created_at) from rsvps r join game_options o on o.id = r.game_option_id
    where o.game_id = ${attendees.gameId} and r.user_id = ${attendees.userId} and r.response = 'yes')`;
  const formerMember = sql`exists (select 1 from profiles p where p.id = ${attendees.userId} and p.former_member)`;
  const rows = await db
    .select({ userId: attendees.userId })
    .from(attendees)
    .where(and(eq(attendees.gameId, gameId), sql`not ${formerMember}`))
    .orderBy(asc(attendees.confirmedAt), sql`${firstYes} asc nulls last`, asc(attendees.userId));
  return rows.map((row) => row.userId);
}

async function writeShares(
  tx: Tx,
  expense: { id: string; groupId: string; amountCents: number; paidBy: string },
  people: string[],
  now: Date,
) {
  const payerId = expense.paidBy;
  await tx.insert(expenseShares).values(
    splitShares(expense.amountCents, people, payerId).map((share) => ({
      ...share,
      expenseId: expense.id,
      groupId: expense.groupId,
      paidBy: payerId,
      createdAt: now,
      updatedAt: now,
      ...(share.status === 'settled' ? { settledAt: now, settledBy: payerId } : {}),
    })),
  );
}

export interface NewExpense {
  gameId: string;
  amountCents: number;
  description: string;
  category: ExpenseCategory;
  paidBy?: string;
  /** The currency the amount was typed in, when the caller says it. */
  currency?: string;
}

/** Adds an expense on a booked or completed game, split among its attendees, in one transaction. */
export async function addExpense(db: Db, userId: string, input: NewExpense, now: Date) {
  const access = await authorizeGame(db, userId, input.gameId);
  requireActiveGroup(access);
  if (access.game.status !== 'booked' && access.game.status !== 'completed') {
    throw new ApiError(409, 'NOT_BOOKED', expenseMessages.notBooked);
  }
  const payerId = input.paidBy ?? userId;
  if (payerId !== userId) await assertMember(db, access, payerId);
  return db.transaction(async (tx) => {
    // The group's row is held (key share) until the expense is in: its currency cannot change meanwhile.
    const held = await tx.execute<{ currency: string }>(
      sql`select currency from groups where id = ${access.game.groupId} for key share`,
    );
    const currency = held.rows[0]?.currency;
    if (input.currency && input.currency !== currency) {
      throw new ApiError(409, 'CURRENCY_CHANGED', expenseMessages.currencyChanged);
    }
    const people = await attendeeIds(tx, access.game.id);
    if (people.length === 0) throw new ApiError(409, 'NO_ATTENDEES', expenseMessages.noAttendees);
    const [expense] = await tx
      .insert(expenses)
      .values({
        gameId: access.game.id,
        groupId: access.game.groupId,
        amountCents: input.amountCents,
        description: input.description,
        category: input.category,
        paidBy: payerId,
        createdBy: userId,
        createdAt: now,
      })
      .returning();
    if (!expense) throw new Error('expense insert returned nothing');
    await writeShares(tx, expense, people, now);
    await recordUpdate(tx, {
      kind: 'expense_share',
      recipients: sql`select user_id, amount_cents from expense_shares
        where expense_id = ${expense.id} and user_id <> ${payerId} and status <> 'settled'`,
      groupId: access.game.groupId,
      gameId: access.game.id,
      actorId: payerId,
      data: { description: expenseLabel(input.description, input.category), expenseId: expense.id },
      now,
    });
    return expense;
  });
}

/** The game's expenses with payer, every share (name, amount, status) and the group's currency; three statements. */
export async function gameExpenses(db: Db, access: AuthorizedGame) {
  const rows = await db
    .select({
      id: expenses.id,
      amountCents: expenses.amountCents,
      description: expenses.description,
      category: expenses.category,
      paidBy: expenses.paidBy,
      createdBy: expenses.createdBy,
      createdAt: expenses.createdAt,
      payerName: profiles.fullName,
    })
    .from(expenses)
    .innerJoin(profiles, eq(profiles.id, expenses.paidBy))
    .where(eq(expenses.gameId, access.game.id))
    .orderBy(desc(expenses.createdAt));
  const shares =
    rows.length === 0
      ? []
      : await db
          .select({
            id: expenseShares.id,
            expenseId: expenseShares.expenseId,
            userId: expenseShares.userId,
            amountCents: expenseShares.amountCents,
            status: expenseShares.status,
            paymentMethod: expenseShares.paymentMethod,
            fullName: profiles.fullName,
          })
          .from(expenseShares)
          .innerJoin(profiles, eq(profiles.id, expenseShares.userId))
          .where(
            inArray(
              expenseShares.expenseId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(expenseShares.createdAt), desc(expenseShares.amountCents), asc(profiles.fullName));
  return rows.map((row) => ({
    ...row,
    currency: access.groupCurrency,
    canDelete: row.createdBy === access.userId || row.paidBy === access.userId,
    canRecalculate: mayResplit(row, access),
    shares: shares.filter((share) => share.expenseId === row.id),
  }));
}

async function authorizeExpense(db: Db, userId: string, expenseId: string) {
  const [expense] = await db.select().from(expenses).where(eq(expenses.id, expenseId));
  if (!expense) throw notFound('Expense not found.');
  const access = await authorizeGame(db, userId, expense.gameId);
  return { expense, access };
}

/** Shares other than the payer's own that are no longer pending: money in motion or settled. */
async function lockedShares(db: Db | Tx, expenseId: string, payerId: string) {
  return db
    .select({ id: expenseShares.id })
    .from(expenseShares)
    .where(
      and(
        eq(expenseShares.expenseId, expenseId),
        ne(expenseShares.userId, payerId),
        ne(expenseShares.status, 'pending'),
      ),
    )
    .limit(1);
}

/** Its creator or its payer may delete it, while no other share is verifying or settled. */
export async function deleteExpense(db: Db, userId: string, expenseId: string) {
  const { expense } = await authorizeExpense(db, userId, expenseId);
  if (expense.createdBy !== userId && expense.paidBy !== userId) throw forbidden(expenseMessages.notYours);
  await db.transaction(async (tx) => {
    if ((await lockedShares(tx, expense.id, expense.paidBy)).length > 0) {
      throw new ApiError(409, 'SHARES_LOCKED', expenseMessages.shareLocked);
    }
    await tx.delete(expenses).where(eq(expenses.id, expense.id));
  });
}

/**
 * Who may re-split: the payer, whoever added it, or a group admin. Anyone else could drop their own
 * attendance and re-split to remove their own share.
 */
function mayResplit(expense: { paidBy: string; createdBy: string }, access: AuthorizedGame) {
  return expense.paidBy === access.userId || expense.createdBy === access.userId || access.role === 'admin';
}

/** Re-splits an expense among the game's current attendees; refused once any other share left pending. */
export async function recalculateExpense(db: Db, userId: string, expenseId: string, now: Date) {
  const { expense, access } = await authorizeExpense(db, userId, expenseId);
  if (!mayResplit(expense, access)) throw forbidden(expenseMessages.recalculateNotAllowed);
  requireActiveGroup(access);
  await db.transaction(async (tx) => {
    if ((await lockedShares(tx, expense.id, expense.paidBy)).length > 0) {
      throw new ApiError(409, 'SHARES_LOCKED', expenseMessages.recalculateLocked);
    }
    const people = await attendeeIds(tx, expense.gameId);
    if (people.length === 0) throw new ApiError(409, 'NO_ATTENDEES', expenseMessages.noAttendees);
    await tx.delete(expenseShares).where(eq(expenseShares.expenseId, expense.id));
    await writeShares(tx, expense, people, now);
  });
}
