import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { describeExpense } from '../../../../shared/expense-summary';
import { expenseText } from '../../../../shared/expenses';
import { expenseStatus, openShareCount } from '../../../../shared/money-status';
import { SPLIT_MODES, type SplitMode } from '../../../../shared/split';
import { failureMessage } from '../../../api';
import { useCategoryLabel, useExpenseDescription } from '../../../components/expense-words';
import { openConfirm } from '../../../components/open-confirm';
import { useFormatMoney } from '../../../components/use-money';
import { type GameExpense, useDeleteExpense, useRecalculateExpense } from '../../../data/expenses';
import { useKnownText } from '../../../i18n/known-messages';
import { useLocale } from '../../../i18n/locale-context';
import { cardMessages } from '../expenses-messages';
import { splitFormMessages } from '../split-messages';
import { EditExpenseModal } from './edit-expense-modal';
import { ExpenseSharesList } from './expense-shares-list';
import { ExpenseStatusBadge } from './expense-status-badge';

interface GameExpenseCardProps {
  gameId: string;
  expense: GameExpense;
  onFailure: (message: string | null) => void;
}

const splitModeOf = (mode: string): SplitMode =>
  (SPLIT_MODES as readonly string[]).includes(mode) ? (mode as SplitMode) : 'equal';

/**
 * One expense of a game: what, how much, who paid and how it is split ('Alex paid $30.00, Sam paid $20.00 ·
 * split by shares'), each share and its status, and its actions (edit, re-split, delete).
 */
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
  const locale = useLocale();
  const [editing, setEditing] = useState(false);

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
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {describeExpense(expense.payers, splitModeOf(expense.splitMode), expense.currency, intl, locale)}
        </Text>
        <ExpenseSharesList expense={expense} />
        <Group gap="xs">
          {expense.canEdit ? (
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<IconPencil size={14} aria-hidden="true" />}
              disabled={busy}
              onClick={() => {
                onFailure(null);
                setEditing(true);
              }}
            >
              {intl.formatMessage(splitFormMessages.edit)}
            </Button>
          ) : null}
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
      <EditExpenseModal
        gameId={gameId}
        expense={expense}
        opened={editing}
        onClose={() => setEditing(false)}
      />
    </Card>
  );
}
