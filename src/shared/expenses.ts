import { z } from 'zod';
import { EXPENSE_CATEGORIES, type ExpenseCategory, PAYMENT_METHODS, type PaymentMethod } from './constants';
import { currencyCodeSchema, DEFAULT_CURRENCY, minorToDecimalText } from './money';

/** Spec 001 §2, §5 and §8: every user-facing message about expenses and settling up. */
export const expenseMessages = {
  invalidAmount: 'Please enter a valid amount.',
  missingFields: 'Please fill in all required fields.',
  addFailed: 'Failed to add expense. Please try again.',
  deleteFailed: 'Failed to delete expense. Please try again.',
  confirmDelete: 'Are you sure you want to delete this expense?',
  markSettledFailed: 'Failed to mark as settled. Please try again.',
  recalculateFailed: 'Failed to recalculate expenses. Please try again.',
  settleError: (message: string) => `Error: ${message}`,
  settleErrorFallback: 'Error: Failed to update payment status',
  notAuthorized: 'You are not authorized to modify this transaction',
  markedSent: 'Payment marked as sent. Waiting for confirmation from the recipient.',
  markedReceived: (method: string) => `Payment marked as received via ${method}. The debt has been settled.`,
  waiting: 'Payment has been sent. Waiting for confirmation.',
  markedPaidBy: (name: string) => `${name} has marked this as paid.`,
  youOwe: (name: string) => `You owe ${name}`,
  owesYou: (name: string) => `${name} owes you`,
  noDebts: 'No pending debts found.',
  noExpenses: 'No expenses recorded yet.',
  noExpensesFound: 'No expenses found.',
  noGames: 'No completed or confirmed games found.',
  venmoCopied: 'Venmo ID copied to clipboard!',
  zelleCopied: 'Zelle ID copied to clipboard!',
  noAttendees: 'This game has no attendees yet. Record who came before adding an expense.',
  notBooked: 'Expenses can be added once the game is booked.',
  shareLocked: 'This expense has payments in progress or settled, so it cannot be deleted.',
  recalculateLocked: 'Some shares are already paid or awaiting confirmation, so the split cannot change.',
  notYours: 'Only the person who added or paid this expense can delete it.',
  recalculateNotAllowed:
    'Only the person who added or paid this expense, or a group admin, can recalculate it.',
  payerNotMember: 'The payer must be a member of the group.',
  chooseMethod: 'Choose how you were paid.',
  currencyChanged: "This group's currency has just changed. Check the amount and add the expense again.",
} as const;

/** How a payment came: the creditor says it when confirming; nothing is assumed for them. */
const paymentMethodField = z.enum(PAYMENT_METHODS, { error: expenseMessages.chooseMethod });

export const DEFAULT_EXPENSE_DESCRIPTION = 'Expense';

export const CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  court: 'Court/Venue',
  equipment: 'Equipment',
  food: 'Food & Drinks',
  transportation: 'Transportation',
  other: 'Other',
};

/** How an expense is named in a sentence: its own description, or its category when it kept the default. */
export function expenseLabel(description: string, category: ExpenseCategory): string {
  return description && description !== DEFAULT_EXPENSE_DESCRIPTION ? description : CATEGORY_LABELS[category];
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  venmo: 'Venmo',
  zelle: 'Zelle',
  paypal: 'PayPal',
  revolut: 'Revolut',
  cashapp: 'Cash App',
  upi: 'UPI',
  pix: 'Pix',
  bank: 'Bank transfer',
  cash: 'Cash',
  other: 'Other',
};

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
export const shareStepMessages = {
  notFound: 'Share not found.',
  notMarkedPaid: 'This share has not been marked as paid yet.',
  netted:
    'Payments between the two of you are waiting in both directions. Confirm them together on Settle Up.',
} as const;

export const shareReceiveSchema = z.object({ paymentMethod: paymentMethodField });
