import type { ExpenseCategory, ShareStatus } from './constants';
import type { PayerLine } from './expense-summary';
import { CATEGORY_LABELS, expensesQuery } from './expenses';
import { groupExpensesCsvQuery } from './group-expenses';
import { minorToDecimalText } from './money';
import { expenseStatus } from './money-status';
import { wallClock } from './time';

/** Download CSV on /expenses: the list's own filters, and the viewer's time zone for the dates. */
export const myExpensesCsvQuery = expensesQuery.omit({ cursor: true }).extend(groupExpensesCsvQuery.shape);

export const MY_EXPENSES_CSV_HEADER = [
  'expense_id',
  'date',
  'group',
  'game',
  'category',
  'description',
  'payer',
  'amount',
  'currency',
  'your_share',
  'your_share_status',
  'expense_status',
  'paid_by',
  'split',
] as const;

/** What one record is made of: a row of My Expenses as the list reads it. */
export interface MyExpenseRow {
  id: string;
  createdAt: Date | string;
  groupName: string;
  gameTitle: string;
  category: ExpenseCategory;
  description: string;
  payerName: string;
  /** The expense's group's currency; the amounts are in its minor unit. */
  currency: string;
  amountCents: number;
  myShareCents: number | null;
  myShareStatus: ShareStatus | null;
  openShareCount: number;
  payers: readonly PayerLine[] | null;
  splitMode: string;
}

/** Every payer with what they paid, in the order entered: 'Alex Able 30.00; Sam Baker 20.00'. */
export function payersCsvCell(payers: readonly PayerLine[] | null, currency: string): string {
  return (payers ?? [])
    .map((payer) => `${payer.fullName} ${minorToDecimalText(payer.amountCents, currency)}`)
    .join('; ');
}

/**
 * One record per expense, as /expenses shows it: the day it was added in the viewer's time zone, amounts as
 * decimals in the expense's currency with every decimal it has (exactly the minor units, no rounding) beside
 * its ISO code, the viewer's own share (summed over their shares toward each payer and for each guest) and its
 * state (empty when they paid and were not in the split), the expense as a whole, open or settled, then every
 * payer with what they paid and how it was split (equal, shares, exact, percentage). Amounts of different currencies sit in rows of their own, never
 * summed.
 */
export function myExpenseCsvFields(
  row: MyExpenseRow,
  timeZone: string,
  categoryName: (category: ExpenseCategory) => string = (category) => CATEGORY_LABELS[category],
): string[] {
  return [
    row.id,
    wallClock(row.createdAt, timeZone).date,
    row.groupName,
    row.gameTitle,
    categoryName(row.category),
    row.description,
    row.payerName,
    minorToDecimalText(row.amountCents, row.currency),
    row.currency,
    row.myShareCents === null ? '' : minorToDecimalText(row.myShareCents, row.currency),
    row.myShareStatus ?? '',
    expenseStatus(row.openShareCount),
    payersCsvCell(row.payers, row.currency),
    row.splitMode,
  ];
}

/** The downloaded file's name, e.g. my-expenses-month-pending.csv; the filters left at All are not named. */
export function myExpensesCsvFileName(filter: { period: string; status: string }): string {
  const parts = [filter.period, filter.status].filter((part) => part !== 'all');
  return `${['my-expenses', ...parts].join('-')}.csv`;
}
