import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { formatMinor } from '../../../shared/money';
import type { CurrencyTotals } from '../../../shared/settle';
import { useLocale } from '../../i18n/locale-context';
import { useOwnCurrency } from '../use-money';
import { debtTotalsMessages } from './debt-messages';

interface MoneyTotalsProps {
  /** What the user owes and is owed across open debts, one entry per currency. */
  totals: readonly CurrencyTotals[];
}

function Total({ label, amounts }: { label: string; amounts: { amount: number; currency: string }[] }) {
  const labelId = useId();
  const locale = useLocale();
  return (
    <Paper withBorder p="md" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Stack gap={0}>
        {amounts.map(({ amount, currency }) => (
          <Text key={currency} fz={28} fw={700} lh={1.2}>
            {formatMinor(amount, currency, locale)}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The two totals of Settle Up and the profile's Financial Summary (spec 001 §2), one line per currency: amounts
 * of different currencies are never added. With nothing open, nothing in the viewer's own currency.
 */
export function MoneyTotals({ totals }: MoneyTotalsProps) {
  const ownCurrency = useOwnCurrency();
  const intl = useIntl();
  const shown = totals.length > 0 ? totals : [{ currency: ownCurrency, owe: 0, owed: 0 }];
  return (
    <SimpleGrid cols={2} spacing="sm">
      <Total
        label={intl.formatMessage(debtTotalsMessages.totalYouOwe)}
        amounts={shown.map(({ owe, currency }) => ({ amount: owe, currency }))}
      />
      <Total
        label={intl.formatMessage(debtTotalsMessages.totalOwedToYou)}
        amounts={shown.map(({ owed, currency }) => ({ amount: owed, currency }))}
      />
    </SimpleGrid>
  );
}
