import { MY_EXPENSES_CSV_HEADER, myExpenseCsvFields } from '../../../shared/my-expenses-csv';
import type { Db } from '../../db/client';
import { CSV_BOM, csvLine } from '../../http/csv';
import { csvCategoryName, csvHeader } from '../../http/csv-headers';
import { myExpenses } from './my-expenses';

/** Expenses read per step while the file streams: memory stays flat however long the list is. */
const CSV_BATCH = 200;

interface CsvFilter {
  period: 'all' | 'week' | 'month' | 'year';
  status: 'all' | 'pending' | 'settled';
  tz: string;
}

/**
 * What /expenses shows under the same filters, all of it (not only the pages loaded), as CSV: a header row,
 * one record per expense newest first, CRLF line ends, after a UTF-8 byte order mark. Read in keyset batches
 * of My Expenses' own query, one statement each, only when the client takes the last; the period is measured
 * from when the download started, so a long download does not move its boundary. The header row and the
 * categories are in the requester's language.
 */
export function myExpensesCsv(db: Db, userId: string, filter: CsvFilter, now: Date, locale: string) {
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let started = false;
  const categoryName = csvCategoryName(locale);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(csvHeader(MY_EXPENSES_CSV_HEADER, locale))));
        return;
      }
      const page = await myExpenses(db, userId, { ...filter, cursor }, now, CSV_BATCH);
      const lines = page.expenses.map((row) => csvLine(myExpenseCsvFields(row, filter.tz, categoryName)));
      if (lines.length > 0) controller.enqueue(encoder.encode(lines.join('')));
      if (page.nextCursor) cursor = page.nextCursor;
      else controller.close();
    },
  });
}
