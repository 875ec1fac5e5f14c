import { z } from 'zod';

/** Expenses per page on the Group Expenses screen; "Load more" asks for the next. */
export const GROUP_EXPENSES_PAGE_SIZE = 20;

/**
 * Where a page of a group's expenses ends: the last expense's created_at (to the microsecond, as PostgreSQL
 * keeps it, in UTC) and its id, e.g. '2026-11-20T18:00:00.123456Z_0b5c…'. The next page starts strictly after.
 */
export const expenseCursorSchema = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    'Invalid cursor.',
  );

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
