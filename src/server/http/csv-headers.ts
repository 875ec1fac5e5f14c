import type { ExpenseCategory } from '../../shared/constants';
import { categoryText } from '../../shared/expenses';
import { defineMessages } from '../../shared/i18n/define';
import { intlFor } from '../i18n/intl';

/**
 * The CSV exports' column names, in the requester's language (English: the names the spec gives). Each
 * export lists its columns by these keys, in its own order.
 */
const columns = defineMessages({
  expense_id: { id: 'csv.column.expenseId', defaultMessage: 'expense_id' },
  date: { id: 'csv.column.date', defaultMessage: 'date' },
  group: { id: 'csv.column.group', defaultMessage: 'group' },
  game: { id: 'csv.column.game', defaultMessage: 'game' },
  game_date: { id: 'csv.column.gameDate', defaultMessage: 'game_date' },
  category: { id: 'csv.column.category', defaultMessage: 'category' },
  description: { id: 'csv.column.description', defaultMessage: 'description' },
  payer: { id: 'csv.column.payer', defaultMessage: 'payer' },
  amount: { id: 'csv.column.amount', defaultMessage: 'amount' },
  currency: { id: 'csv.column.currency', defaultMessage: 'currency' },
  person: { id: 'csv.column.person', defaultMessage: 'person' },
  share: { id: 'csv.column.share', defaultMessage: 'share' },
  status: { id: 'csv.column.status', defaultMessage: 'status' },
  your_share: { id: 'csv.column.yourShare', defaultMessage: 'your_share' },
  your_share_status: { id: 'csv.column.yourShareStatus', defaultMessage: 'your_share_status' },
  expense_status: { id: 'csv.column.expenseStatus', defaultMessage: 'expense_status' },
  paid_by: { id: 'csv.column.paidBy', defaultMessage: 'paid_by' },
  split: { id: 'csv.column.split', defaultMessage: 'split' },
  owed_to: { id: 'csv.column.owedTo', defaultMessage: 'owed_to' },
  guest: { id: 'csv.column.guest', defaultMessage: 'guest' },
});

export type CsvColumn = keyof typeof columns;

/** A CSV export's header row in a language (a Profile's or a request's); English when none is known. */
export function csvHeader(keys: readonly CsvColumn[], locale: string | null | undefined): string[] {
  const intl = intlFor(locale);
  return keys.map((key) => intl.formatMessage(columns[key]));
}

/** A category's name in a CSV export, in the same language as its header row. */
export function csvCategoryName(locale: string | null | undefined): (category: ExpenseCategory) => string {
  const intl = intlFor(locale);
  return (category) => intl.formatMessage(categoryText[category]);
}
