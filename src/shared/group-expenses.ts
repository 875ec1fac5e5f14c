import { z } from 'zod';
import { expenseCursorSchema } from './expenses';

/** Expenses per page on the Group Expenses screen; "Load more" asks for the next. */
export const GROUP_EXPENSES_PAGE_SIZE = 20;

export const groupExpensesQuery = z.object({ cursor: expenseCursorSchema.optional() });

/** Whether the text is an IANA time zone this runtime knows, e.g. 'America/Los_Angeles'. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The CSV's dates are written in the viewer's time zone (the browser sends it); UTC when not given. */
export const groupExpensesCsvQuery = z.object({
  tz: z.string().max(64).refine(isTimeZone, 'Unknown time zone.').default('UTC'),
});
