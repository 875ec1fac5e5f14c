import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { CATEGORY_LABELS } from '../../../../shared/expenses';
import { formatCents } from '../../../../shared/money';
import { formatGameDate, localTimeZone } from '../../../../shared/time';
import type { MyExpense } from '../api';
import { ShareStatusBadge } from './share-status-badge';

/**
 * One of my expenses on /expenses: what, how much, for which game and group, who paid, and my own share with
 * its status. The badge beside the amount says whether every share of the expense is settled.
 */
export function MyExpenseCard({ expense, myUserId }: { expense: MyExpense; myUserId: string }) {
  const headingId = useId();
  const paidByMe = expense.paidBy === myUserId;
  return (
    <Card component="li" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group justify="space-between" align="baseline" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" id={headingId} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {expense.description}
          </Title>
          <Text fw={700} fz="lg" style={{ flexShrink: 0 }}>
            {formatCents(expense.amountCents)}
          </Text>
        </Group>
        <Group gap="xs">
          <Badge variant="light" color="gray" styles={{ label: { color: 'var(--mantine-color-text)' } }}>
            {CATEGORY_LABELS[expense.category]}
          </Badge>
          <Badge
            variant="outline"
            color={expense.settled ? 'green' : 'yellow'}
            styles={{ label: { color: 'var(--mantine-color-text)' } }}
          >
            {expense.settled ? 'Settled' : 'Pending'}
          </Badge>
          <Text size="sm" c="dimmed">
            {formatGameDate(expense.createdAt, localTimeZone())}
          </Text>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={`/games/${expense.gameId}`} inherit>
            {expense.gameTitle}
          </Anchor>{' '}
          · {expense.groupName}
        </Text>
        <Text size="sm">Paid by {paidByMe ? 'you' : expense.payerName}</Text>
        {expense.myShareCents !== null && expense.myShareStatus !== null ? (
          <Group gap="xs">
            <Text size="sm">
              Your share: <strong>{formatCents(expense.myShareCents)}</strong>
            </Text>
            <ShareStatusBadge status={expense.myShareStatus} />
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            You paid and were not part of the split.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
