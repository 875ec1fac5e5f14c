import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../api';
import { useKnownText } from '../../i18n/known-messages';
import type { Note } from '../use-note';
import { settleFailureMessages } from './debt-messages';

/** Spec 001 §9: copy notices vanish after 2 s, the Zelle hint after 3 s. */
export const COPY_NOTE_MS = 2000;
export const ZELLE_HINT_MS = 3000;

/** What a settle step tells the user: a success notice or an error, shown above the debts. */
export type SettleNotice = Note;

/**
 * Spec 001 §8 "Settle alert", in the viewer's language: a refusal the server explains reads 'Error: {message}'
 * (its message translated when it is a known one; 'Error: Failed to update payment status' when it sent none); a
 * failure it does not explain (5xx, network) gets 'Failed to mark as settled. Please try again.'.
 */
export function useSettleFailure(): (error: unknown) => SettleNotice {
  const intl = useIntl();
  const say = useKnownText();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError && error.status >= 400 && error.status < 500))
        return { tone: 'error', message: intl.formatMessage(settleFailureMessages.markSettledFailed) };
      const message =
        error.code === 'UNEXPECTED'
          ? intl.formatMessage(settleFailureMessages.unexplained)
          : intl.formatMessage(settleFailureMessages.explained, { message: say(error.message) });
      return { tone: 'error', message };
    },
    [intl, say],
  );
}
