import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ExpenseCategory } from '../../../shared/constants';
import type { PayerInput, SplitInput } from '../../../shared/expense-split';
import { splitMessages } from '../../../shared/expense-split';
import { DEFAULT_EXPENSE_DESCRIPTION, expenseLabel, expenseMessages } from '../../../shared/expenses';
import type { SplitMode } from '../../../shared/split';
import { type AuthorizedGame, assertMember, authorizeGame, requireActiveGroup } from '../../access/game';
import type { Db } from '../../db/client';
import { expensePayers, expenseShares, expenseSplitEntries, expenses, profiles } from '../../db/schema';
import { ApiError, forbidden, notFound } from '../../http/errors';
import { recordUpdate } from '../../notifications/record';
import { checkPayersAtGame, clearSplit, deriveSplit, peopleAtGame, writeSplit } from './split-writer';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface NewExpense {
  gameId: string;
  amountCents: number;
  description: string;
  category: ExpenseCategory;
  paidBy?: string;
  /** The currency the amount was typed in, when the caller says it. */
  currency?: string;
  /** Omitted: equally among everyone at the game. */
  split?: SplitInput;
  /** Omitted: `paidBy` (or the caller) paid it all. */
  payers?: PayerInput[];
}

/** Refuses (409, nothing written) when the group's currency is no longer the one the amount was typed in. */
async function holdCurrency(tx: Tx, groupId: string, typed: string | undefined) {
  // The group's row is held (key share) until the expense is in: its currency cannot change meanwhile.
  const held = await tx.execute<{ currency: string }>(
    sql`select currency from groups where id = ${groupId} for key share`,
  );
  if (typed && typed !== held.rows[0]?.currency) {
    throw new ApiError(409, 'CURRENCY_CHANGED', expenseMessages.currencyChanged);
  }
}

/** The payers' names, in the order they were entered. */
async function payerNames(tx: Tx, payers: readonly PayerInput[]) {
  const names = await tx
    .select({ id: profiles.id, fullName: profiles.fullName })
    .from(profiles)
    .where(
      inArray(
        profiles.id,
        payers.map((payer) => payer.userId),
      ),
    );
  return payers.map((payer) => ({
    fullName: names.find((name) => name.id === payer.userId)?.fullName ?? 'User',
    amountCents: payer.amountCents,
  }));
}

/** The people at the game, refusing (409) a game nobody has been recorded at. */
async function peopleToSplit(tx: Tx, gameId: string) {
  const people = await peopleAtGame(tx, gameId);
  if (people.length === 0) throw new ApiError(409, 'NO_ATTENDEES', expenseMessages.noAttendees);
  return people;
}

/**
 * Tells each person with an open share what they owe of a new expense, summed over its payers; when several
 * paid, the entry names each of them with what they paid, and how it was split.
 */
async function announceShares(
  tx: Tx,
  expense: { id: string; paidBy: string; splitMode: SplitMode },
  payers: readonly PayerInput[],
  access: AuthorizedGame,
  label: string,
  now: Date,
) {
  const several =
    payers.length > 1
      ? {
          splitMode: expense.splitMode,
          payers: await payerNames(tx, payers),
        }
      : {};
  return recordUpdate(tx, {
    kind: 'expense_share',
    recipients: sql`select user_id, sum(amount_cents)::int as amount_cents from expense_shares
      where expense_id = ${expense.id} and user_id <> paid_by and status <> 'settled' group by user_id`,
    groupId: access.game.groupId,
    gameId: access.game.id,
    actorId: expense.paidBy,
    data: { description: label, expenseId: expense.id, ...several },
    now,
  });
}

/** Adds an expense on a booked or completed game, split and paid as given, in one transaction. */
export async function addExpense(db: Db, userId: string, input: NewExpense, now: Date) {
  const access = await authorizeGame(db, userId, input.gameId);
  requireActiveGroup(access);
  if (access.game.status !== 'booked' && access.game.status !== 'completed') {
    throw new ApiError(409, 'NOT_BOOKED', expenseMessages.notBooked);
  }
  const payers = input.payers ?? [{ userId: input.paidBy ?? userId, amountCents: input.amountCents }];
  if (!input.payers && payers[0]?.userId !== userId) await assertMember(db, access, payers[0]?.userId ?? '');
  return db.transaction(async (tx) => {
    await holdCurrency(tx, access.game.groupId, input.currency);
    const people = await peopleToSplit(tx, access.game.id);
    if (input.payers) checkPayersAtGame(people, payers);
    const derived = deriveSplit(input.amountCents, people, input.split, payers);
    const [expense] = await tx
      .insert(expenses)
      .values({
        gameId: access.game.id,
        groupId: access.game.groupId,
        amountCents: input.amountCents,
        description: input.description,
        category: input.category,
        splitMode: derived.mode,
        paidBy: payers[0]?.userId ?? userId,
        createdBy: userId,
        createdAt: now,
      })
      .returning();
    if (!expense) throw new Error('expense insert returned nothing');
    await writeSplit(tx, expense, derived, payers, now);
    await announceShares(
      tx,
      { ...expense, splitMode: derived.mode },
      payers,
      access,
      expenseLabel(input.description, input.category),
      now,
    );
    return expense;
  });
}

async function authorizeExpense(db: Db, userId: string, expenseId: string) {
  const [expense] = await db.select().from(expenses).where(eq(expenses.id, expenseId));
  if (!expense) throw notFound('Expense not found.');
  const access = await authorizeGame(db, userId, expense.gameId);
  const payers = await db
    .select({ userId: expensePayers.userId, amountCents: expensePayers.amountCents })
    .from(expensePayers)
    .where(eq(expensePayers.expenseId, expense.id))
    .orderBy(expensePayers.position);
  const isOwn = expense.createdBy === userId || payers.some((payer) => payer.userId === userId);
  return { expense, access, payers, isOwn };
}

/** Shares beyond what payers owe themselves that are no longer pending: money in motion or settled. */
async function lockedShares(tx: Tx, expenseId: string) {
  return tx
    .select({ id: expenseShares.id })
    .from(expenseShares)
    .where(
      and(
        eq(expenseShares.expenseId, expenseId),
        ne(expenseShares.userId, expenseShares.paidBy),
        ne(expenseShares.status, 'pending'),
      ),
    )
    .limit(1)
    .for('update');
}

/** Its creator or a payer may delete it, while no other share is verifying or settled. */
export async function deleteExpense(db: Db, userId: string, expenseId: string) {
  const { expense, isOwn } = await authorizeExpense(db, userId, expenseId);
  if (!isOwn) throw forbidden(expenseMessages.notYours);
  await db.transaction(async (tx) => {
    if ((await lockedShares(tx, expense.id)).length > 0) {
      throw new ApiError(409, 'SHARES_LOCKED', expenseMessages.shareLocked);
    }
    await tx.delete(expenses).where(eq(expenses.id, expense.id));
  });
}

export interface ExpenseChange {
  amountCents: number;
  description?: string;
  category?: ExpenseCategory;
  currency?: string;
  split?: SplitInput;
  payers?: PayerInput[];
}

/**
 * Changes an expense's amount, split or payers after the fact (its creator or a payer): the shares are derived
 * anew in one transaction while every share beyond a payer's own is pending; after that, 409 and nothing changes.
 */
export async function updateExpense(
  db: Db,
  userId: string,
  expenseId: string,
  change: ExpenseChange,
  now: Date,
) {
  const { expense, access, payers: before, isOwn } = await authorizeExpense(db, userId, expenseId);
  if (!isOwn) throw forbidden(splitMessages.editNotAllowed);
  requireActiveGroup(access);
  const payers = change.payers ?? [
    { userId: before[0]?.userId ?? expense.paidBy, amountCents: change.amountCents },
  ];
  return db.transaction(async (tx) => {
    await tx.select({ id: expenses.id }).from(expenses).where(eq(expenses.id, expense.id)).for('update');
    if ((await lockedShares(tx, expense.id)).length > 0) {
      throw new ApiError(409, 'SHARES_LOCKED', splitMessages.locked);
    }
    await holdCurrency(tx, expense.groupId, change.currency);
    const people = await peopleToSplit(tx, expense.gameId);
    if (change.payers) checkPayersAtGame(people, payers);
    const derived = deriveSplit(change.amountCents, people, change.split, payers);
    const [updated] = await tx
      .update(expenses)
      .set({
        amountCents: change.amountCents,
        description:
          change.description === undefined
            ? expense.description
            : change.description || DEFAULT_EXPENSE_DESCRIPTION,
        category: change.category ?? expense.category,
        splitMode: derived.mode,
        paidBy: payers[0]?.userId ?? expense.paidBy,
      })
      .where(eq(expenses.id, expense.id))
      .returning();
    await clearSplit(tx, expense.id);
    await writeSplit(tx, expense, derived, payers, now);
    return updated;
  });
}

/**
 * Who may re-split: a payer, whoever added it, or a group admin. Anyone else could drop their own attendance and
 * re-split to remove their own share.
 */
function mayResplit(isOwn: boolean, access: AuthorizedGame) {
  return isOwn || access.role === 'admin';
}

/**
 * Re-derives an expense's shares among the people at the game now: an equal split among everyone there, any
 * other split with its entries as entered (refused if one of them is no longer at the game). Refused once any
 * share beyond a payer's own left pending.
 */
export async function recalculateExpense(db: Db, userId: string, expenseId: string, now: Date) {
  const { expense, access, payers, isOwn } = await authorizeExpense(db, userId, expenseId);
  if (!mayResplit(isOwn, access)) throw forbidden(expenseMessages.recalculateNotAllowed);
  requireActiveGroup(access);
  await db.transaction(async (tx) => {
    if ((await lockedShares(tx, expense.id)).length > 0) {
      throw new ApiError(409, 'SHARES_LOCKED', expenseMessages.recalculateLocked);
    }
    const people = await peopleToSplit(tx, expense.gameId);
    const split =
      expense.splitMode === 'equal'
        ? undefined
        : {
            mode: expense.splitMode,
            entries: (
              await tx
                .select({
                  userId: expenseSplitEntries.userId,
                  guestId: expenseSplitEntries.guestId,
                  weight: expenseSplitEntries.weight,
                })
                .from(expenseSplitEntries)
                .where(eq(expenseSplitEntries.expenseId, expense.id))
                .orderBy(expenseSplitEntries.position)
            ).map((entry) => ({
              userId: entry.userId ?? undefined,
              guestId: entry.guestId ?? undefined,
              weight: entry.weight,
            })),
          };
    const derived = deriveSplit(expense.amountCents, people, split, payers);
    await clearSplit(tx, expense.id);
    await writeSplit(tx, expense, derived, payers, now);
  });
}
