import { Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { expenseSummaryText } from '../../../../shared/expense-summary';
import { ShareStatusBadge } from '../../../components/share-status-badge';
import { useFormatMoney } from '../../../components/use-money';
import type { ExpenseShare, GameExpense } from '../../../data/expenses';
import { cardMessages } from '../expenses-messages';
import { splitFormMessages } from '../split-messages';

/**
 * Everyone's share of a game's expense with its status. With several payers the shares are grouped by whom
 * they are owed to; a guest's share reads as its host's debt ('Sam owes Alex $8.00 for Jordan').
 */
export function ExpenseSharesList({ expense }: { expense: GameExpense }) {
  const intl = useIntl();
  const several = expense.payers.length > 1;
  if (!several)
    return (
      <ShareRows
        shares={expense.shares}
        currency={expense.currency}
        label={intl.formatMessage(cardMessages.shares)}
      />
    );
  return (
    <Stack gap="xs">
      {expense.payers.map((payer) => {
        const label = intl.formatMessage(splitFormMessages.owedTo, { name: payer.fullName });
        return (
          <Stack key={payer.userId} gap={2}>
            <Text size="sm" fw={600} c="dimmed" aria-hidden="true">
              {label}
            </Text>
            <ShareRows
              shares={expense.shares.filter((share) => share.paidBy === payer.userId)}
              currency={expense.currency}
              label={label}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}

function ShareRows({ shares, currency, label }: { shares: ExpenseShare[]; currency: string; label: string }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  return (
    <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {shares.map((share) => {
        const amount = formatMoney(share.amountCents, currency);
        const guest = share.guestName;
        // A guest's share is their host's to pay; the host's own guest on an expense they paid is simply theirs.
        const owesFor = guest !== null && share.userId !== share.paidBy;
        const who = owesFor
          ? intl.formatMessage(expenseSummaryText.owesFor, {
              debtor: share.fullName,
              creditor: share.paidByName,
              amount,
              guest,
            })
          : guest
            ? intl.formatMessage(expenseSummaryText.guestOf, { guest, host: share.fullName })
            : share.fullName;
        return (
          // On a phone the amount and status move below a long name instead of overflowing.
          <Group component="li" key={share.id} justify="space-between" gap="xs" style={{ rowGap: 2 }}>
            <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {who}
            </Text>
            <Group gap="xs" wrap="nowrap" ml="auto">
              {owesFor ? null : (
                <Text size="sm" fw={600}>
                  {amount}
                </Text>
              )}
              <ShareStatusBadge status={share.status} />
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
