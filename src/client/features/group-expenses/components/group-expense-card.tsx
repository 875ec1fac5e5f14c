import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatGameDate, localTimeZone } from '../../../../shared/time';
import { useCategoryLabel, useExpenseDescription } from '../../../components/expense-words';
import { usePaidAndSplit } from '../../../components/paid-and-split';
import { ShareStatusBadge } from '../../../components/share-status-badge';
import { useFormatMoney } from '../../../components/use-money';
import type { GroupExpense } from '../api';
import { listMessages } from '../group-expenses-messages';

/**
 * One of the group's expenses: what, how much, when, for which game, who paid and how it is split, and my own
 * share (summed when I have several: toward each payer, for each guest I brought).
 */
export function GroupExpenseCard({ expense, myUserId }: { expense: GroupExpense; myUserId: string }) {
  const headingId = useId();
  const intl = useIntl();
  const categoryLabel = useCategoryLabel();
  const describe = useExpenseDescription();
  const zone = localTimeZone();
  const formatMoney = useFormatMoney();
  const paidAndSplit = usePaidAndSplit(listMessages);
  return (
    <Card component="li" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group justify="space-between" align="baseline" wrap="nowrap" gap="sm">
          <Title order={3} size="h4" id={headingId} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
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
          <Text size="sm" c="dimmed">
            <time dateTime={expense.createdAt}>{formatGameDate(expense.createdAt, zone)}</time>
          </Text>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={`/games/${expense.gameId}`} inherit>
            {expense.gameTitle}
          </Anchor>{' '}
          · <time dateTime={expense.gameDate}>{formatGameDate(expense.gameDate, zone)}</time>
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {paidAndSplit(expense, myUserId)}
        </Text>
        {expense.myShareCents !== null && expense.myShareStatus !== null ? (
          <Group gap="xs">
            <Text size="sm">
              <FormattedMessage
                {...listMessages.yourShare}
                values={{ amount: <strong>{formatMoney(expense.myShareCents, expense.currency)}</strong> }}
              />
            </Text>
            <ShareStatusBadge status={expense.myShareStatus} />
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(listMessages.notInSplit)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
