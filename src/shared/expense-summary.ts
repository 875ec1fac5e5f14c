import { defineMessages, type MessageFormatter } from './i18n/define';
import { englishIntl } from './i18n/english';
import { formatMinor } from './money';
import type { SplitMode } from './split';

/** How an expense was paid and split, in one line ('Alex paid $30.00, Sam paid $20.00 · split by shares'). */
export const expenseSummaryText = defineMessages({
  paid: { id: 'split.summary.paid', defaultMessage: '{name} paid {amount}' },
  line: { id: 'split.summary.line', defaultMessage: '{payers} · {split}' },
  equal: { id: 'split.summary.equal', defaultMessage: 'split equally' },
  shares: { id: 'split.summary.shares', defaultMessage: 'split by shares' },
  exact: { id: 'split.summary.exact', defaultMessage: 'split by exact amounts' },
  percentage: { id: 'split.summary.percentage', defaultMessage: 'split by percentage' },
  owesFor: { id: 'split.summary.owesFor', defaultMessage: '{debtor} owes {creditor} {amount} for {guest}' },
  guestOf: { id: 'split.summary.guestOf', defaultMessage: '{guest} (guest of {host})' },
}) satisfies Record<SplitMode, unknown> & Record<string, unknown>;

export interface PayerLine {
  fullName: string;
  amountCents: number;
}

/** 'Alex paid $30.00, Sam paid $20.00 · split by shares', in the reader's language and the group's currency. */
export function describeExpense(
  payers: readonly PayerLine[],
  mode: SplitMode,
  currency: string,
  intl: MessageFormatter = englishIntl,
  locale = 'en',
): string {
  const paid = payers.map((payer) =>
    intl.formatMessage(expenseSummaryText.paid, {
      name: payer.fullName,
      amount: formatMinor(payer.amountCents, currency, locale),
    }),
  );
  const list = new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format(paid);
  return intl.formatMessage(expenseSummaryText.line, {
    payers: list,
    split: intl.formatMessage(expenseSummaryText[mode]),
  });
}
