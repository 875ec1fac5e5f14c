import { Anchor, Container, Paper, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { expenseMessages } from '../../../../shared/expenses';
import { formatGameDate, localTimeZone } from '../../../../shared/time';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { gameQuery, gamesQuery } from '../../games/api';
import { ExpenseForm, type ExpenseGame } from '../components/expense-form';

/** Only a booked (Confirmed) or completed game takes expenses. */
const takesExpenses = (status: string) => status === 'booked' || status === 'completed';

/** /create-expense?game_id= (spec 001 §2): add an expense to a game, chosen here when the address names none. */
export function CreateExpensePage() {
  const [params] = useSearchParams();
  const fixedGameId = params.get('game_id');
  const [chosenGameId, setChosenGameId] = useState<string | null>(null);
  const gameId = fixedGameId ?? chosenGameId;
  const games = useQuery({ ...gamesQuery(null), enabled: fixedGameId === null });
  const detail = useQuery({ ...gameQuery(gameId ?? ''), enabled: gameId !== null });

  const data = detail.data;
  const game: ExpenseGame | null =
    gameId !== null && data
      ? {
          id: data.game.id,
          status: data.game.status,
          members: data.members,
          attendeeCount: data.attendees.length,
          myUserId: data.me.userId,
        }
      : null;
  const choices = (games.data?.games ?? []).filter((entry) => takesExpenses(entry.status));
  const failed = (fixedGameId === null ? games.error : null) ?? (gameId !== null ? detail.error : null);
  const loading = fixedGameId === null ? games.isPending : detail.isPending;

  const noGames = fixedGameId === null && games.data !== undefined && choices.length === 0;
  const gameField =
    fixedGameId === null ? (
      <Select
        label="Game"
        required
        placeholder="Choose a game"
        data={choices.map((entry) => ({
          value: entry.id,
          label: `${entry.title} · ${entry.groupName} · ${formatGameDate(entry.date, localTimeZone())}`,
        }))}
        value={chosenGameId}
        onChange={setChosenGameId}
        allowDeselect={false}
      />
    ) : null;

  return (
    <Container size={560} py="md">
      <PageHeader
        title="Create Expense"
        description={
          data && gameId !== null
            ? `For ${data.game.title} · ${data.game.groupName}`
            : 'Record a cost; it is split equally among the people who came.'
        }
      />
      <Stack>
        <FormAlert message={failed ? errorMessage(failed) : null} />
        {loading ? <PageLoader /> : null}
        {noGames ? (
          <Paper withBorder p="lg">
            <Stack gap="xs" align="flex-start">
              <Text>{expenseMessages.noGames}</Text>
              <Anchor component={Link} to="/games">
                Go to Games
              </Anchor>
            </Stack>
          </Paper>
        ) : null}
        {!loading && !noGames && !(fixedGameId !== null && failed) ? (
          <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
            <ExpenseForm
              game={game}
              cancelTo={fixedGameId ? `/games/${fixedGameId}` : '/expenses'}
              gameField={gameField}
            />
          </Paper>
        ) : null}
      </Stack>
    </Container>
  );
}
