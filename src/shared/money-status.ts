import type { ShareStatus } from './constants';
import { defineMessages, englishOf } from './i18n/define';

/**
 * How money states read on every screen (My Expenses, a game's expenses, Settle Up, a group's expenses): one
 * word per share state, and one badge per expense derived from its shares. Screens take their words from
 * here so the same state never reads two ways.
 */
export const shareStatusText = defineMessages({
  pending: { id: 'expenses.shareStatus.pending', defaultMessage: 'Owed' },
  verifying: { id: 'expenses.shareStatus.verifying', defaultMessage: 'Waiting for confirmation' },
  settled: { id: 'expenses.shareStatus.settled', defaultMessage: 'Settled' },
}) satisfies Record<ShareStatus, unknown>;

export const SHARE_STATUS_LABELS: Record<ShareStatus, string> = englishOf(shareStatusText);

export type ExpenseStatus = 'open' | 'settled';

export const expenseStatusText = defineMessages({
  open: { id: 'expenses.expenseStatus.open', defaultMessage: 'Open' },
  settled: { id: 'expenses.expenseStatus.settled', defaultMessage: 'Settled' },
}) satisfies Record<ExpenseStatus, unknown>;

export const EXPENSE_STATUS_LABELS: Record<ExpenseStatus, string> = englishOf(expenseStatusText);

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
export const expenseFilterText = defineMessages({
  statusHelp: {
    id: 'expenses.filters.statusHelp',
    defaultMessage: 'By your side: your share of what others paid, or what others owe you on what you paid.',
  },
});

export const EXPENSE_FILTER_HELP = expenseFilterText.statusHelp.defaultMessage;
