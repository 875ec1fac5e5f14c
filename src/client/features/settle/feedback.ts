import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { expenseMessages } from '../../../shared/expenses';
import { ApiError } from '../../api';
import type { Note } from '../../components/use-note';
import { useKnownText } from '../../i18n/known-messages';
import { settleFailureMessages } from './settle-messages';

/** Spec 001 §9: copy notices vanish after 2 s, the Zelle hint after 3 s. */
export const COPY_NOTE_MS = 2000;
export const ZELLE_HINT_MS = 3000;

/** What a settle step tells the user: a success notice or an error, shown above the debts. */
export type SettleNotice = Note;

type Failure = { kind: 'explained'; message: string } | { kind: 'unexplained' } | { kind: 'failed' };

/**
 * Spec 001 §8 "Settle alert": a refusal the server explains reads 'Error: {message}' ('Error: Failed to update
 * payment status' when it sent none); a failure it does not explain (5xx, network) gets 'Failed to mark as
 * settled. Please try again.'.
 */
function failureOf(error: unknown): Failure {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.code !== 'UNEXPECTED'
      ? { kind: 'explained', message: error.message }
      : { kind: 'unexplained' };
  }
  return { kind: 'failed' };
}

/** The settle alert in the spec's English. */
export function settleFailure(error: unknown): SettleNotice {
  const failure = failureOf(error);
  const message =
    failure.kind === 'explained'
      ? expenseMessages.settleError(failure.message)
      : failure.kind === 'unexplained'
        ? expenseMessages.settleErrorFallback
        : expenseMessages.markSettledFailed;
  return { tone: 'error', message };
}

/** The settle alert in the viewer's language, the server's explanation too when it is a known message. */
export function useSettleFailure(): (error: unknown) => SettleNotice {
  const intl = useIntl();
  const say = useKnownText();
  return useCallback(
    (error: unknown) => {
      const failure = failureOf(error);
      const message =
        failure.kind === 'explained'
          ? intl.formatMessage(settleFailureMessages.explained, { message: say(failure.message) })
          : intl.formatMessage(
              failure.kind === 'unexplained'
                ? settleFailureMessages.unexplained
                : settleFailureMessages.markSettledFailed,
            );
      return { tone: 'error', message };
    },
    [intl, say],
  );
}
