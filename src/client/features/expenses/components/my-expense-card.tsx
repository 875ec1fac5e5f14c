import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { expenseStatus } from '../../../../shared/money-status';
import { formatGameDate, localTimeZone } from '../../../../shared/time';
import type { SettleNotice } from '../../../components/debts/feedback';
import { useCategoryLabel, useExpenseDescription } from '../../../components/expense-words';
import { FormAlert } from '../../../components/form-alert';
import { usePaidAndSplit } from '../../../components/paid-and-split';
import { ShareStatusBadge } from '../../../components/share-status-badge';
import { useFormatMoney } from '../../../components/use-money';
import type { MyExpense } from '../../../data/expenses';
import { useKnownText } from '../../../i18n/known-messages';
import { cardMessages } from '../expenses-messages';
import { ExpenseStatusBadge } from './expense-status-badge';
import { MyShareList } from './my-share-list';
import { ConfirmShare, MarkSharePaid } from './share-actions';

const wrap = { minWidth: 0, overflowWrap: 'anywhere' } as const;

/**
 * One of my expenses on /expenses: what, how much, for which game and group, who paid and how it is split,
 * whether it is Open or Settled as a whole, my own share with its state (and each of my shares when I have
 * several: toward each payer, for each guest I brought), and the settle-up steps that are mine to take on it:
 * Mark Paid on a share I owe, Mark Received on each share marked paid to me. A step's outcome shows in the card.
 */
export function MyExpenseCard({ expense, myUserId }: { expense: MyExpense; myUserId: string }) {
  const headingId = useId();
  const intl = useIntl();
  const say = useKnownText();
  const categoryLabel = useCategoryLabel();
  const describe = useExpenseDescription();
  const formatMoney = useFormatMoney();
  const paidAndSplit = usePaidAndSplit(cardMessages);
  const [notice, setNotice] = useState<SettleNotice | null>(null);
  const owe =
    expense.myShareId !== null && expense.mySharePaidBy !== myUserId && expense.myShareStatus === 'pending';
  return (
    <Card component="li" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group justify="space-between" align="baseline" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" id={headingId} style={wrap}>
            {describe(expense.description)}
          </Title>
          <Text fw={700} fz="lg" style={{ flexShrink: 0 }}>
            {formatMoney(expense.amountCents, expense.currency)}
          </Text>
        </Group>
        <Group gap="xs">
          <Badge variant="light" color="gray" styles={{ label: { color: 'var(--mantine-color-text)' } }}>
            {categoryLabel(expense.category)}
          </Badge>
          <ExpenseStatusBadge status={expenseStatus(expense.openShareCount)} />
          <Text size="sm" c="dimmed">
            {formatGameDate(expense.createdAt, localTimeZone())}
          </Text>
        </Group>
        <Text size="sm" style={wrap}>
          <Anchor component={Link} to={`/games/${expense.gameId}`} inherit>
            {expense.gameTitle}
          </Anchor>{' '}
          · {expense.groupName}
        </Text>
        <Text size="sm" style={wrap}>
          {paidAndSplit(expense, myUserId)}
        </Text>
        {expense.myShareCents !== null && expense.myShareStatus !== null ? (
          <Group gap="xs">
            <Text size="sm">
              <FormattedMessage
                {...cardMessages.yourShare}
                values={{ amount: <strong>{formatMoney(expense.myShareCents, expense.currency)}</strong> }}
              />
            </Text>
            <ShareStatusBadge status={expense.myShareStatus} />
            {owe && expense.myShareId ? (
              <MarkSharePaid shareId={expense.myShareId} onNotice={setNotice} />
            ) : null}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(cardMessages.youPaidNotInSplit)}
          </Text>
        )}
        {expense.myShares ? (
          <MyShareList
            shares={expense.myShares}
            currency={expense.currency}
            myUserId={myUserId}
            onNotice={setNotice}
          />
        ) : null}
        {expense.toConfirm.length > 0 ? (
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            mt={4}
            style={{ listStyle: 'none' }}
            aria-label={intl.formatMessage(cardMessages.toConfirm)}
          >
            {expense.toConfirm.map((share) => (
              <ConfirmShare key={share.id} share={share} currency={expense.currency} onNotice={setNotice} />
            ))}
          </Stack>
        ) : null}
        <FormAlert message={notice ? say(notice.message) : null} tone={notice?.tone} />
      </Stack>
    </Card>
  );
}
