import { z } from 'zod';
import { EXPENSE_CATEGORIES, type ExpenseCategory, PAYMENT_METHODS, type PaymentMethod } from './constants';
import { payersSchema, splitSchema } from './expense-split';
import { defineMessages, englishOf } from './i18n/define';
import { currencyCodeSchema, DEFAULT_CURRENCY, minorToDecimalText } from './money';

/** Spec 001 §2, §5 and §8: every user-facing message about expenses and settling up. */
export const expenseText = defineMessages({
  invalidAmount: { id: 'expenses.invalidAmount', defaultMessage: 'Please enter a valid amount.' },
  missingFields: { id: 'expenses.missingFields', defaultMessage: 'Please fill in all required fields.' },
  addFailed: { id: 'expenses.addFailed', defaultMessage: 'Failed to add expense. Please try again.' },
  deleteFailed: {
    id: 'expenses.deleteFailed',
    defaultMessage: 'Failed to delete expense. Please try again.',
  },
  confirmDelete: {
    id: 'expenses.confirmDelete',
    defaultMessage: 'Are you sure you want to delete this expense?',
  },
  markSettledFailed: {
    id: 'expenses.markSettledFailed',
    defaultMessage: 'Failed to mark as settled. Please try again.',
  },
  recalculateFailed: {
    id: 'expenses.recalculateFailed',
    defaultMessage: 'Failed to recalculate expenses. Please try again.',
  },
  settleError: { id: 'expenses.settleError', defaultMessage: 'Error: {message}' },
  settleErrorFallback: {
    id: 'expenses.settleErrorFallback',
    defaultMessage: 'Error: Failed to update payment status',
  },
  notAuthorized: {
    id: 'expenses.notAuthorized',
    defaultMessage: 'You are not authorized to modify this transaction',
  },
  markedSent: {
    id: 'expenses.markedSent',
    defaultMessage: 'Payment marked as sent. Waiting for confirmation from the recipient.',
  },
  markedReceived: {
    id: 'expenses.markedReceived',
    defaultMessage: 'Payment marked as received via {method}. The debt has been settled.',
  },
  waiting: { id: 'expenses.waiting', defaultMessage: 'Payment has been sent. Waiting for confirmation.' },
  markedPaidBy: { id: 'expenses.markedPaidBy', defaultMessage: '{name} has marked this as paid.' },
  youOwe: { id: 'expenses.youOwe', defaultMessage: 'You owe {name}' },
  owesYou: { id: 'expenses.owesYou', defaultMessage: '{name} owes you' },
  noDebts: { id: 'expenses.noDebts', defaultMessage: 'No pending debts found.' },
  noExpenses: { id: 'expenses.noExpenses', defaultMessage: 'No expenses recorded yet.' },
  noExpensesFound: { id: 'expenses.noExpensesFound', defaultMessage: 'No expenses found.' },
  noGames: { id: 'expenses.noGames', defaultMessage: 'No completed or confirmed games found.' },
  venmoCopied: { id: 'expenses.venmoCopied', defaultMessage: 'Venmo ID copied to clipboard!' },
  zelleCopied: { id: 'expenses.zelleCopied', defaultMessage: 'Zelle ID copied to clipboard!' },
  noAttendees: {
    id: 'expenses.noAttendees',
    defaultMessage: 'This game has no attendees yet. Record who came before adding an expense.',
  },
  notBooked: { id: 'expenses.notBooked', defaultMessage: 'Expenses can be added once the game is booked.' },
  shareLocked: {
    id: 'expenses.shareLocked',
    defaultMessage: 'This expense has payments in progress or settled, so it cannot be deleted.',
  },
  recalculateLocked: {
    id: 'expenses.recalculateLocked',
    defaultMessage: 'Some shares are already paid or awaiting confirmation, so the split cannot change.',
  },
  notYours: {
    id: 'expenses.notYours',
    defaultMessage: 'Only the person who added or paid this expense can delete it.',
  },
  recalculateNotAllowed: {
    id: 'expenses.recalculateNotAllowed',
    defaultMessage: 'Only the person who added or paid this expense, or a group admin, can recalculate it.',
  },
  payerNotMember: {
    id: 'expenses.payerNotMember',
    defaultMessage: 'The payer must be a member of the group.',
  },
  chooseMethod: { id: 'expenses.chooseMethod', defaultMessage: 'Choose how you were paid.' },
  currencyChanged: {
    id: 'expenses.currencyChanged',
    defaultMessage: "This group's currency has just changed. Check the amount and add the expense again.",
  },
});

const english = englishOf(expenseText);

/** An English text with its placeholders filled, for the API and the specs' checks. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The same texts in English: the API's error messages and the schema's; those with a placeholder as functions. */
export const expenseMessages = {
  ...english,
  settleError: (message: string) => fill(english.settleError, { message }),
  markedReceived: (method: string) => fill(english.markedReceived, { method }),
  markedPaidBy: (name: string) => fill(english.markedPaidBy, { name }),
  youOwe: (name: string) => fill(english.youOwe, { name }),
  owesYou: (name: string) => fill(english.owesYou, { name }),
} as const;

/** How a payment came: the creditor says it when confirming; nothing is assumed for them. */
const paymentMethodField = z.enum(PAYMENT_METHODS, { error: expenseMessages.chooseMethod });

export const DEFAULT_EXPENSE_DESCRIPTION = 'Expense';

/** The categories' names, in the viewer's language on screens and the requester's in CSV files. */
export const categoryText = defineMessages({
  court: { id: 'expenses.category.court', defaultMessage: 'Court/Venue' },
  equipment: { id: 'expenses.category.equipment', defaultMessage: 'Equipment' },
  food: { id: 'expenses.category.food', defaultMessage: 'Food & Drinks' },
  transportation: { id: 'expenses.category.transportation', defaultMessage: 'Transportation' },
  other: { id: 'expenses.category.other', defaultMessage: 'Other' },
}) satisfies Record<ExpenseCategory, unknown>;

export const CATEGORY_LABELS: Record<ExpenseCategory, string> = englishOf(categoryText);

/** How an expense is named in a sentence: its own description, or its category when it kept the default. */
export function expenseLabel(description: string, category: ExpenseCategory): string {
  return description && description !== DEFAULT_EXPENSE_DESCRIPTION ? description : CATEGORY_LABELS[category];
}

/** How a payment came, as every screen names it; the brands read the same in every language. */
export const paymentMethodText = defineMessages({
  venmo: { id: 'expenses.paymentMethod.venmo', defaultMessage: 'Venmo' },
  zelle: { id: 'expenses.paymentMethod.zelle', defaultMessage: 'Zelle' },
  paypal: { id: 'expenses.paymentMethod.paypal', defaultMessage: 'PayPal' },
  revolut: { id: 'expenses.paymentMethod.revolut', defaultMessage: 'Revolut' },
  cashapp: { id: 'expenses.paymentMethod.cashapp', defaultMessage: 'Cash App' },
  upi: { id: 'expenses.paymentMethod.upi', defaultMessage: 'UPI' },
  pix: { id: 'expenses.paymentMethod.pix', defaultMessage: 'Pix' },
  bank: { id: 'expenses.paymentMethod.bank', defaultMessage: 'Bank transfer' },
  cash: { id: 'expenses.paymentMethod.cash', defaultMessage: 'Cash' },
  other: { id: 'expenses.paymentMethod.other', defaultMessage: 'Other' },
}) satisfies Record<PaymentMethod, unknown>;

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = englishOf(paymentMethodText);

export const createExpenseSchema = z.object({
  gameId: z.uuid(expenseMessages.missingFields),
  amountCents: z
    .number({ error: expenseMessages.invalidAmount })
    .int(expenseMessages.invalidAmount)
    .min(1, expenseMessages.invalidAmount)
    .max(100_000_000, expenseMessages.invalidAmount),
  description: z
    .string()
    .trim()
    .max(200)
    .default(DEFAULT_EXPENSE_DESCRIPTION)
    .transform((d) => d || DEFAULT_EXPENSE_DESCRIPTION),
  category: z.enum(EXPENSE_CATEGORIES).default('court'),
  /** Omitted: the caller paid. */
  paidBy: z.uuid().optional(),
  /**
   * The group's currency as the person saw it when typing the amount; when given and no longer the group's,
   * nothing is added. Omitted: the amount is in whatever the group's currency is.
   */
  currency: currencyCodeSchema.optional(),
  /** Omitted: equally among everyone at the game (attendees and their guests), the spec's rule. */
  split: splitSchema.optional(),
  /** Several payers with what each paid; omitted: `paidBy` (or the caller) paid it all. */
  payers: payersSchema.optional(),
});

/**
 * Changing an expense after the fact: the amount, and the split and payers derived anew (omitted: equally among
 * everyone at the game, and the expense's first payer paid it all); description and category kept when omitted.
 */
export const updateExpenseSchema = z.object({
  amountCents: createExpenseSchema.shape.amountCents,
  description: z.string().trim().max(200).optional(),
  category: z.enum(EXPENSE_CATEGORIES).optional(),
  currency: currencyCodeSchema.optional(),
  split: splitSchema.optional(),
  payers: payersSchema.optional(),
});

export const settleSchema = z.object({
  /** The counterpart of the debt: the creditor when marking paid, the debtor when marking received. */
  otherUserId: z.uuid(),
  /** The debt's amount as the user saw it, in its currency's minor unit: if it has changed since, nothing is marked. */
  amountCents: z.number().int().positive(),
  /**
   * The debt's currency: a pair may owe each other in several, settled apart. A client from before groups had
   * currencies names none, and every debt then was in US dollars.
   */
  currency: currencyCodeSchema.default(DEFAULT_CURRENCY),
});

/** Mark Paid with how the debtor paid: a Venmo or Zelle button they used before it, else cash. */
export const paidSchema = settleSchema.extend({ paymentMethod: z.enum(PAYMENT_METHODS).default('cash') });

export const receiveSchema = settleSchema.extend({ paymentMethod: paymentMethodField });

/**
 * Where a page of expenses ends: the last expense's created_at (to the microsecond, as PostgreSQL keeps it, in
 * UTC) and its id, e.g. '2026-11-20T18:00:00.123456Z_0b5c…'. The next page starts strictly after.
 */
export const expenseCursorSchema = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    'Invalid cursor.',
  );

/** Expenses per page on My Expenses; "Load more" asks for the next. */
export const MY_EXPENSES_PAGE_SIZE = 20;

export const expensesQuery = z.object({
  period: z.enum(['all', 'week', 'month', 'year']).default('all'),
  status: z.enum(['all', 'pending', 'settled']).default('all'),
  cursor: expenseCursorSchema.optional(),
});

/** A Venmo pay link for a recipient, amount (US cents: Venmo pays in US dollars only) and note. */
export function venmoPayUrl(venmoId: string, amountCents: number, note: string): string {
  const params = new URLSearchParams({
    txn: 'pay',
    recipients: venmoId,
    amount: minorToDecimalText(amountCents, 'USD'),
    note,
  });
  return `https://venmo.com/?${params}`;
}

/** The Create Expense game picker: games matching a title or group name, newest first. */
export const EXPENSE_GAME_CHOICES_LIMIT = 20;

export const expenseGamesQuery = z.object({
  q: z.string().trim().max(100).default(''),
});

/** The per-share steps of My Expenses: messages beyond the spec's, for refusals only these steps meet. */
export const shareStepText = defineMessages({
  notFound: { id: 'expenses.shareStep.notFound', defaultMessage: 'Share not found.' },
  notMarkedPaid: {
    id: 'expenses.shareStep.notMarkedPaid',
    defaultMessage: 'This share has not been marked as paid yet.',
  },
  netted: {
    id: 'expenses.shareStep.netted',
    defaultMessage:
      'Payments between the two of you are waiting in both directions. Confirm them together on Settle Up.',
  },
});

export const shareStepMessages = englishOf(shareStepText);

export const shareReceiveSchema = z.object({ paymentMethod: paymentMethodField });
