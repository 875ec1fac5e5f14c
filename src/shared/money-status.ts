import type { ShareStatus } from './constants';

/**
 * How money states read on every screen (My Expenses, a game's expenses, Settle Up, a group's expenses): one
 * word per share state, and one badge per expense derived from its shares. Screens take their words from
 * here so the same state never reads two ways.
 */
export const SHARE_STATUS_LABELS: Record<ShareStatus, string> = {
  pending: 'Owed',
  verifying: 'Waiting for confirmation',
  settled: 'Settled',
};

export type ExpenseStatus = 'open' | 'settled';

export const EXPENSE_STATUS_LABELS: Record<ExpenseStatus, string> = {
  open: 'Open',
  settled: 'Settled',
};

/** How many shares other than the payer's own are not settled yet (the payer's starts settled, spec 001 §4). */
export function openShareCount(
  shares: readonly { userId: string; status: ShareStatus }[],
  payerId: string,
): number {
  return shares.filter((share) => share.userId !== payerId && share.status !== 'settled').length;
}

/** An expense is Open while any share other than the payer's own is open, else Settled. */
export function expenseStatus(openShares: number): ExpenseStatus {
  return openShares > 0 ? 'open' : 'settled';
}

/** What the Status filter of /expenses looks at, said beside it. */
export const EXPENSE_FILTER_HELP =
  'By your side: your share of what others paid, or what others owe you on what you paid.';
