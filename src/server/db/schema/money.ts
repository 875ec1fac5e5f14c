import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { EXPENSE_CATEGORIES, SETTLEMENT_METHODS, SHARE_STATUSES } from '../../../shared/constants';
import { SPLIT_MODES } from '../../../shared/split';
import { user } from './auth';
import { createdAt, id, inList, instant } from './columns';
import { gameGuests, games } from './games';
import { groups } from './groups';

export const expenses = pgTable(
  'expenses',
  {
    id: id(),
    // Money records are never dropped by a cascade: a game with expenses cannot be deleted.
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
    /**
     * The game's group, set by a trigger on insert (from the game, whatever was sent) and kept by the key below,
     * so the group's expenses are read newest first from one index and its balances are kept per group.
     */
    groupId: uuid('group_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull().default('Expense'),
    /** How it is split, as entered (expense_split_entries hold who is in it and their weights). */
    splitMode: text('split_mode', { enum: SPLIT_MODES }).notNull().default('equal'),
    /** The payer named first (who paid most); every payer, with what they paid, is in expense_payers. */
    paidBy: uuid('paid_by')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    category: text('category', { enum: EXPENSE_CATEGORIES }).notNull().default('court'),
    createdAt: createdAt(),
  },
  (t) => [
    index('expenses_game_idx').on(t.gameId),
    foreignKey({
      name: 'expenses_game_group_fk',
      columns: [t.gameId, t.groupId],
      foreignColumns: [games.id, games.groupId],
    }).onUpdate('cascade'),
    // Group Expenses walks the group's expenses newest first, a page at a time.
    index('expenses_group_newest_idx').on(t.groupId, t.createdAt.desc(), t.id.desc()),
    // The target of expense_shares' (expense_id, group_id) key, which keeps each share's copy of the group true.
    unique('expenses_id_group_id_uq').on(t.id, t.groupId),
    // My Expenses walks the payer's expenses newest first (and user deletion checks the payer by it).
    index('expenses_payer_newest_idx').on(t.paidBy, t.createdAt.desc(), t.id.desc()),
    // The target of expense_shares' and expense_payers' (expense_id, expense_created_at) keys, which keep each
    // copy of the expense's time true.
    unique('expenses_id_created_at_uq').on(t.id, t.createdAt),
    check('expenses_amount_check', sql`${t.amountCents} > 0`),
    check('expenses_split_mode_check', sql`${t.splitMode} in (${inList(SPLIT_MODES)})`),
    check('expenses_category_check', sql`${t.category} in (${inList(EXPENSE_CATEGORIES)})`),
  ],
);

/**
 * Who paid an expense and how much (issue 59): one row for the common case, several when people shared the bill;
 * the amounts add up to the expense's (the service writes them in the expense's transaction). Group and time are
 * the expense's, copied and kept by their keys, so the group's paid totals and the payer's My Expenses need no join.
 */
export const expensePayers = pgTable(
  'expense_payers',
  {
    expenseId: uuid('expense_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    groupId: uuid('group_id').notNull(),
    expenseCreatedAt: instant('expense_created_at').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The order the payers were entered in: the first is the expense's paid_by. */
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.expenseId, t.userId] }),
    foreignKey({
      name: 'expense_payers_expense_group_fk',
      columns: [t.expenseId, t.groupId],
      foreignColumns: [expenses.id, expenses.groupId],
    })
      .onUpdate('cascade')
      .onDelete('cascade'),
    foreignKey({
      name: 'expense_payers_expense_time_fk',
      columns: [t.expenseId, t.expenseCreatedAt],
      foreignColumns: [expenses.id, expenses.createdAt],
    })
      .onUpdate('cascade')
      .onDelete('cascade'),
    // My Expenses walks what the person paid newest first.
    index('expense_payers_user_newest_idx').on(t.userId, t.expenseCreatedAt.desc(), t.expenseId.desc()),
    check('expense_payers_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Who is in an expense's split and with what weight, as entered, so an edit reopens it as it was: a share count,
 * an amount in minor units, or hundredths of a per cent, by the expense's split_mode (1 each when equal). Each
 * entry is a member or a guest of the game.
 */
export const expenseSplitEntries = pgTable(
  'expense_split_entries',
  {
    expenseId: uuid('expense_id')
      .notNull()
      .references(() => expenses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'restrict' }),
    guestId: uuid('guest_id').references(() => gameGuests.id, { onDelete: 'restrict' }),
    weight: integer('weight').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.expenseId, t.position] }),
    index('expense_split_entries_user_idx').on(t.userId),
    index('expense_split_entries_guest_idx').on(t.guestId),
    check('expense_split_entries_weight_check', sql`${t.weight} > 0`),
    check('expense_split_entries_who_check', sql`(${t.userId} is null) <> (${t.guestId} is null)`),
  ],
);

export const expenseShares = pgTable(
  'expense_shares',
  {
    id: id(),
    // Shares belong to their expense; the service refuses to delete an expense with verifying or settled shares.
    expenseId: uuid('expense_id')
      .notNull()
      .references(() => expenses.id, { onDelete: 'cascade' }),
    /** Who owes it: the person in the split, or the member who brought the guest it is for. */
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    /** The guest whose share this is, owed by the member who brought them (user_id); null for a member's own. */
    guestId: uuid('guest_id').references(() => gameGuests.id, { onDelete: 'restrict' }),
    /**
     * Which of the expense's payers it is owed to (the creditor): with several payers a person has a share toward
     * each. Kept true by the key to expense_payers; debt_balances' triggers read it without a join.
     */
    paidBy: uuid('paid_by').notNull(),
    /**
     * The expense's created_at, set by a trigger on insert (the default is always replaced) and kept by the key
     * below, so My Expenses walks a person's shares newest first from one index instead of joining every share
     * they ever had to its expense.
     */
    expenseCreatedAt: instant('expense_created_at').notNull().defaultNow(),
    /** The expense's group, set by the same trigger and kept by its key, so the group's balances need no join. */
    groupId: uuid('group_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: SHARE_STATUSES }).notNull().default('pending'),
    settledAt: instant('settled_at'),
    settledBy: uuid('settled_by').references(() => user.id, { onDelete: 'set null' }),
    paymentMethod: text('payment_method', { enum: SETTLEMENT_METHODS }),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('expense_shares_expense_user_payer_guest_uq')
      .on(t.expenseId, t.userId, t.paidBy, t.guestId)
      .nullsNotDistinct(),
    foreignKey({
      name: 'expense_shares_expense_payer_fk',
      columns: [t.expenseId, t.paidBy],
      foreignColumns: [expensePayers.expenseId, expensePayers.userId],
    })
      .onUpdate('cascade')
      .onDelete('cascade'),
    foreignKey({
      name: 'expense_shares_expense_time_fk',
      columns: [t.expenseId, t.expenseCreatedAt],
      foreignColumns: [expenses.id, expenses.createdAt],
    })
      .onUpdate('cascade')
      .onDelete('cascade'),
    foreignKey({
      name: 'expense_shares_expense_group_fk',
      columns: [t.expenseId, t.groupId],
      foreignColumns: [expenses.id, expenses.groupId],
    })
      .onUpdate('cascade')
      .onDelete('cascade'),
    index('expense_shares_user_status_idx').on(t.userId, t.status),
    index('expense_shares_user_newest_idx').on(t.userId, t.expenseCreatedAt.desc(), t.expenseId.desc()),
    // A group's open balances read only its open shares, expense by expense; settled ones (most) stay out.
    index('expense_shares_open_idx').on(t.expenseId).where(sql`${t.status} in ('pending', 'verifying')`),
    // The settle-up history reads each side of the user's settled shares newest first.
    index('expense_shares_user_settled_idx').on(t.userId, t.settledAt).where(sql`${t.status} = 'settled'`),
    index('expense_shares_payer_settled_idx').on(t.paidBy, t.settledAt).where(sql`${t.status} = 'settled'`),
    // Mark Received preselects how the debtor paid: the creditor's waiting payments, per debtor, with their methods.
    index('expense_shares_payer_verifying_idx')
      .on(t.paidBy, t.userId, t.paymentMethod)
      .where(sql`${t.status} = 'verifying'`),
    check('expense_shares_amount_check', sql`${t.amountCents} >= 0`),
    check('expense_shares_status_check', sql`${t.status} in (${inList(SHARE_STATUSES)})`),
    check(
      'expense_shares_method_check',
      sql`${t.paymentMethod} is null or ${t.paymentMethod} in (${inList(SETTLEMENT_METHODS)})`,
    ),
  ],
);

/**
 * Open debts summed per debtor, creditor, status ('pending' or 'verifying') and currency (their groups'),
 * kept by statement-level triggers on expense_shares (migrations 0006, 0027), so a settle-up view reads a few
 * dozen rows instead of summing thousands of shares. The payer's own share is not a debt and is left out.
 * Amounts of different currencies are never summed together.
 */
export const debtBalances = pgTable(
  'debt_balances',
  {
    debtorId: uuid('debtor_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    creditorId: uuid('creditor_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'verifying'] }).notNull(),
    /** In the currency's minor unit. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    shareCount: integer('share_count').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.debtorId, t.creditorId, t.status, t.currency] }),
    index('debt_balances_creditor_idx').on(t.creditorId, t.debtorId),
    check('debt_balances_status_check', sql`${t.status} in ('pending', 'verifying')`),
  ],
);

/**
 * Each group's open debts netted per pair of people and status: what the first (the lower id) owes the second
 * less what the second owes the first, so negative when the second owes. Kept by triggers on expense_shares in
 * the same transaction as each write (decision 042), so the Group Expenses screen reads one row per pair
 * however long the group's history is. A pair whose open shares all settled has no row.
 */
export const groupPairBalances = pgTable(
  'group_pair_balances',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    firstUserId: uuid('first_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    secondUserId: uuid('second_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'verifying'] }).notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    /** The pair's open shares in this status, either way. */
    shareCount: integer('share_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.firstUserId, t.secondUserId, t.status] }),
    check('group_pair_balances_order_check', sql`${t.firstUserId} < ${t.secondUserId}`),
    check('group_pair_balances_status_check', sql`${t.status} in ('pending', 'verifying')`),
  ],
);

/**
 * Per group and person: what they paid (their expenses) and what they owe (their shares, settled or not), with
 * how many of each, kept by triggers on expenses and expense_shares (decision 042). A person with neither has
 * no row.
 */
export const groupMemberTotals = pgTable(
  'group_member_totals',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull(),
    expenseCount: integer('expense_count').notNull(),
    owedCents: bigint('owed_cents', { mode: 'number' }).notNull(),
    shareCount: integer('share_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] })],
);
