import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { describeExpense, type PayerLine } from '../../shared/expense-summary';
import type { Message } from '../../shared/i18n/define';
import { SPLIT_MODES, type SplitMode } from '../../shared/split';
import { useLocale } from '../i18n/locale-context';

/** What a card knows of who paid an expense and how it is split. */
export interface PaidAndSplit {
  amountCents: number;
  paidBy: string;
  payerName: string;
  /** Null when one person paid it all (the common case): then that is the expense's payer. */
  payers: readonly PayerLine[] | null;
  splitMode: string;
  currency: string;
}

const modeOf = (mode: string): SplitMode =>
  (SPLIT_MODES as readonly string[]).includes(mode) ? (mode as SplitMode) : 'equal';

/**
 * The card's line on who paid and how it is split: as it always read ('Paid by Alex', 'Paid by you') when one
 * person paid it all and it is split equally, else every payer with their amount and the way of splitting
 * ('Alex paid $30.00, Sam paid $20.00 · split by shares'), so a card never names one payer of several.
 */
export function usePaidAndSplit(words: { paidBy: Message; paidByYou: Message }) {
  const intl = useIntl();
  const locale = useLocale();
  return useCallback(
    (expense: PaidAndSplit, myUserId: string) => {
      const payers = expense.payers ?? [
        { userId: expense.paidBy, fullName: expense.payerName, amountCents: expense.amountCents },
      ];
      const mode = modeOf(expense.splitMode);
      if (payers.length <= 1 && mode === 'equal') {
        return expense.paidBy === myUserId
          ? intl.formatMessage(words.paidByYou)
          : intl.formatMessage(words.paidBy, { name: expense.payerName });
      }
      return describeExpense(payers, mode, expense.currency, intl, locale);
    },
    [intl, locale, words],
  );
}
