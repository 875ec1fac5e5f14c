import { minorToDecimalText } from '../../../shared/money';
import { payersCsvCell } from '../../../shared/my-expenses-csv';
import { wallClock } from '../../../shared/time';
import type { AuthorizedGroup } from '../../access/group';
import type { Db } from '../../db/client';
import { CSV_BOM, csvLine } from '../../http/csv';
import { type CsvColumn, csvCategoryName, csvHeader } from '../../http/csv-headers';
import { expensePage, sharesOf } from './service';

/** Expenses read per step while the file streams: memory stays flat however long the group's history is. */
const CSV_BATCH = 200;

export const CSV_HEADER: readonly CsvColumn[] = [
  'expense_id',
  'date',
  'game',
  'game_date',
  'category',
  'description',
  'payer',
  'amount',
  'currency',
  'person',
  'share',
  'status',
  'paid_by',
  'split',
  'owed_to',
  'guest',
];

/**
 * The group's expenses the viewer may see as CSV, one record per share (a person has one toward each payer, and
 * one for each guest they brought: each says whom it is owed to and for which guest), newest expense first,
 * every payer with what they paid and how it was split on each record: dates as ISO
 * YYYY-MM-DD in the viewer's time zone, amounts as decimals with every decimal of the group's currency beside
 * its ISO code, a header row, CRLF line ends,
 * after a UTF-8 byte order mark. Streamed in batches of whole expenses (each with all its shares from one
 * statement, so its shares sum to its amount), reading the next batch only when the client takes the last.
 * The header row and the categories are in the requester's language.
 */
export function groupExpensesCsv(db: Db, access: AuthorizedGroup, timeZone: string, locale: string) {
  const encoder = new TextEncoder();
  const day = (instant: Date) => wallClock(instant, timeZone).date;
  const { currency } = access.group;
  let cursor: string | undefined;
  let started = false;
  const categoryName = csvCategoryName(locale);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(csvHeader(CSV_HEADER, locale))));
        return;
      }
      const page = await expensePage(db, access, cursor, CSV_BATCH);
      const shares = await sharesOf(
        db,
        page.expenses.map((expense) => expense.id),
      );
      const byExpense = new Map<string, typeof shares>();
      for (const share of shares)
        byExpense.set(share.expenseId, [...(byExpense.get(share.expenseId) ?? []), share]);
      const lines = page.expenses.flatMap((expense) =>
        (byExpense.get(expense.id) ?? []).map((share) =>
          csvLine([
            expense.id,
            day(expense.createdAt),
            expense.gameTitle,
            day(expense.gameDate),
            categoryName(expense.category),
            expense.description,
            expense.payerName,
            minorToDecimalText(expense.amountCents, currency),
            currency,
            share.fullName,
            minorToDecimalText(share.amountCents, currency),
            share.status,
            payersCsvCell(expense.payers, currency),
            expense.splitMode,
            share.paidByName,
            share.guestName ?? '',
          ]),
        ),
      );
      if (lines.length > 0) controller.enqueue(encoder.encode(lines.join('')));
      if (page.nextCursor) cursor = page.nextCursor;
      else controller.close();
    },
  });
}
