import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { expenseText } from '../../../../shared/expenses';
import { expenseStatus, openShareCount } from '../../../../shared/money-status';
import { failureMessage } from '../../../api';
import { useCategoryLabel, useExpenseDescription } from '../../../components/expense-words';
import { openConfirm } from '../../../components/open-confirm';
import { ShareStatusBadge } from '../../../components/share-status-badge';
import { useFormatMoney } from '../../../components/use-money';
import { type GameExpense, useDeleteExpense, useRecalculateExpense } from '../../../data/expenses';
import { useKnownText } from '../../../i18n/known-messages';
import { cardMessages } from '../expenses-messages';
import { ExpenseStatusBadge } from './expense-status-badge';

interface GameExpenseCardProps {
  gameId: string;
  expense: GameExpense;
  onFailure: (message: string | null) => void;
}

/** One expense of a game: what, how much, who paid, each person's share and its status, and its actions. */
export function GameExpenseCard({ gameId, expense, onFailure }: GameExpenseCardProps) {
  const headingId = useId();
  const intl = useIntl();
  const say = useKnownText();
  const categoryLabel = useCategoryLabel();
  const describe = useExpenseDescription();
  const formatMoney = useFormatMoney();
  const deleteExpense = useDeleteExpense(gameId);
  const recalculate = useRecalculateExpense(gameId);
  const busy = deleteExpense.isPending || recalculate.isPending;

  const confirmDelete = () =>
    openConfirm({
      title: intl.formatMessage(cardMessages.deleteTitle),
      children: <Text size="sm">{intl.formatMessage(expenseText.confirmDelete)}</Text>,
      labels: {
        confirm: intl.formatMessage(cardMessages.delete),
        cancel: intl.formatMessage(cardMessages.cancel),
      },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        onFailure(null);
        deleteExpense.mutate(expense.id, {
          onError: (error) => onFailure(say(failureMessage(error, expenseText.deleteFailed.defaultMessage))),
        });
      },
    });

  const recalculateShares = () => {
    onFailure(null);
    recalculate.mutate(expense.id, {
      onError: (error) => onFailure(say(failureMessage(error, expenseText.recalculateFailed.defaultMessage))),
    });
  };

  return (
    <Card component="li" withBorder padding="sm" aria-labelledby={headingId}>
      <Stack gap="xs">
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
          <ExpenseStatusBadge status={expenseStatus(openShareCount(expense.shares, expense.paidBy))} />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {intl.formatMessage(cardMessages.paidBy, { name: expense.payerName })}
          </Text>
        </Group>
        <Stack
          component="ul"
          gap={4}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={intl.formatMessage(cardMessages.shares)}
        >
          {expense.shares.map((share) => (
            // On a phone the amount and status move below a long name instead of overflowing.
            <Group component="li" key={share.id} justify="space-between" gap="xs" style={{ rowGap: 2 }}>
              <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {share.fullName}
              </Text>
              <Group gap="xs" wrap="nowrap" ml="auto">
                <Text size="sm" fw={600}>
                  {formatMoney(share.amountCents, expense.currency)}
                </Text>
                <ShareStatusBadge status={share.status} />
              </Group>
            </Group>
          ))}
        </Stack>
        <Group gap="xs">
          {expense.canRecalculate ? (
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<IconRefresh size={14} aria-hidden="true" />}
              loading={recalculate.isPending}
              disabled={busy && !recalculate.isPending}
              onClick={recalculateShares}
            >
              {intl.formatMessage(cardMessages.recalculate)}
            </Button>
          ) : null}
          {expense.canDelete ? (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={14} aria-hidden="true" />}
              loading={deleteExpense.isPending}
              disabled={busy && !deleteExpense.isPending}
              onClick={confirmDelete}
            >
              {intl.formatMessage(cardMessages.delete)}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
