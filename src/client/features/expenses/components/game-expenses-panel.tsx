import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { GameStatus } from '../../../../shared/constants';
import { expenseText } from '../../../../shared/expenses';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { useGameExpenses } from '../../../data/expenses';
import { useKnownText } from '../../../i18n/known-messages';
import { NeedsConnection } from '../../../offline/needs-connection';
import { expensesPageMessages } from '../expenses-messages';
import { GameExpenseCard } from './game-expense-card';

interface GameExpensesPanelProps {
  gameId: string;
  gameStatus: GameStatus;
}

/**
 * The game page's expenses (spec 001 §2): each cost with its payer and everyone's share and status; adding
 * once the game is booked or completed; deleting and re-splitting where the server allows it.
 */
export function GameExpensesPanel({ gameId, gameStatus }: GameExpensesPanelProps) {
  const intl = useIntl();
  const say = useKnownText();
  const expenses = useGameExpenses(gameId);
  const [failure, setFailure] = useState<string | null>(null);
  const list = expenses.data?.expenses ?? [];
  const canAdd = gameStatus === 'booked' || gameStatus === 'completed';

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="expenses-heading">
      <Group justify="space-between" align="center" gap="sm" mb="sm">
        <Title order={2} size="h3" id="expenses-heading">
          {intl.formatMessage(expensesPageMessages.title)}
        </Title>
        {canAdd ? (
          <NeedsConnection>
            <Button
              component={Link}
              to={`/create-expense?game_id=${gameId}`}
              size="sm"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
            >
              {intl.formatMessage(expensesPageMessages.addExpense)}
            </Button>
          </NeedsConnection>
        ) : null}
      </Group>
      <Stack gap="sm">
        <FormAlert message={failure} />
        {expenses.isPending ? <PageLoader /> : null}
        {expenses.error ? <FormAlert message={say(errorMessage(expenses.error))} /> : null}
        {expenses.data && list.length === 0 ? (
          <Text c="dimmed">{intl.formatMessage(expenseText.noExpenses)}</Text>
        ) : null}
        {list.length > 0 ? (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((expense) => (
              <GameExpenseCard key={expense.id} gameId={gameId} expense={expense} onFailure={setFailure} />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
