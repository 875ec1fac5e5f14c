import { Anchor, Container, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { courtCostMinor } from '../../../../shared/cost-per-head';
import { expenseText } from '../../../../shared/expenses';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { GoneNotice } from '../../../components/gone-notice';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { expenseGamesQuery } from '../../../data/expenses';
import { gameQuery } from '../../../data/games';
import { useKnownText } from '../../../i18n/known-messages';
import { ExpenseForm } from '../components/expense-form';
import { type ExpenseGame, toExpenseGame } from '../components/expense-game';
import { ExpenseGamePicker } from '../components/expense-game-picker';
import { createMessages } from '../expenses-messages';

/** /create-expense?game_id= (spec 001 §2): add an expense to a game, chosen here when the address names none. */
export function CreateExpensePage() {
  const intl = useIntl();
  const say = useKnownText();
  const [params] = useSearchParams();
  const fixedGameId = params.get('game_id');
  // From the prompt after Mark as Confirmed: the court's cost (hourly cost × duration) is filled in.
  const prefillCourt = params.get('prefill') === 'court';
  const [chosenGameId, setChosenGameId] = useState<string | null>(null);
  const gameId = fixedGameId ?? chosenGameId;
  // The picker's first answer (no search) says whether there is any game to add an expense to at all.
  const games = useQuery({ ...expenseGamesQuery(''), enabled: fixedGameId === null });
  const detail = useQuery({ ...gameQuery(gameId ?? ''), enabled: gameId !== null });

  const data = detail.data;
  const game: ExpenseGame | null = gameId !== null && data ? toExpenseGame(data) : null;
  const failed = (fixedGameId === null ? games.error : null) ?? (gameId !== null ? detail.error : null);
  const loading = fixedGameId === null ? games.isPending : detail.isPending;

  const noGames = fixedGameId === null && games.data !== undefined && games.data.games.length === 0;
  const gameField =
    fixedGameId === null ? <ExpenseGamePicker value={chosenGameId} onChange={setChosenGameId} /> : null;

  return (
    <Container size={560} py="md">
      <PageHeader
        title={intl.formatMessage(createMessages.title)}
        description={
          data && gameId !== null
            ? intl.formatMessage(createMessages.forGame, {
                game: data.game.title,
                group: data.game.groupName,
              })
            : intl.formatMessage(createMessages.intro)
        }
      />
      <Stack>
        {fixedGameId !== null && failed ? (
          <GoneNotice
            message={say(errorMessage(failed))}
            backTo="/expenses"
            backLabel={intl.formatMessage(createMessages.backToExpenses)}
          />
        ) : (
          <FormAlert message={failed ? say(errorMessage(failed)) : null} />
        )}
        {loading ? <PageLoader /> : null}
        {noGames ? (
          <Paper withBorder p="lg">
            <Stack gap="xs" align="flex-start">
              <Text>{intl.formatMessage(expenseText.noGames)}</Text>
              <Anchor component={Link} to="/games">
                {intl.formatMessage(createMessages.goToGames)}
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
              initialAmount={
                prefillCourt && data
                  ? courtCostMinor(data.game.place?.hourlyCents ?? null, data.game.durationMinutes)
                  : null
              }
            />
          </Paper>
        ) : null}
      </Stack>
    </Container>
  );
}
