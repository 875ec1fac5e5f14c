import { expenseMessages } from '../../../shared/expenses';
import { ApiError } from '../../api';
import type { Note } from '../../components/use-note';

/** Spec 001 §9: copy notices vanish after 2 s, the Zelle hint after 3 s. */
export const COPY_NOTE_MS = 2000;
export const ZELLE_HINT_MS = 3000;

/** What a settle step tells the user: a success notice or an error, shown above the debts. */
export type SettleNotice = Note;

/**
 * Spec 001 §8 "Settle alert": a refusal the server explains reads 'Error: {message}' ('Error: Failed to update
 * payment status' when it sent none); a failure it does not explain (5xx, network) gets 'Failed to mark as
 * settled. Please try again.'.
 */
export function settleFailure(error: unknown): SettleNotice {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const explained = error.code !== 'UNEXPECTED';
    return {
      tone: 'error',
      message: explained ? expenseMessages.settleError(error.message) : expenseMessages.settleErrorFallback,
    };
  }
  return { tone: 'error', message: expenseMessages.markSettledFailed };
}
