import { Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconCircleCheck, IconTicket } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { completesEarly, gameMessages } from '../../../../shared/games';
import { failureMessage } from '../../../api';
import { openConfirm } from '../../../components/open-confirm';
import { type GameDetail, useCompleteGame, useMarkBooked, useRevertGame } from '../api';
import { gameDay } from '../when';

interface LifecycleActionsProps {
  game: GameDetail['game'];
  onFailure: (message: string | null) => void;
}

/**
 * The next step of a booked game (spec 001 §4): Mark as Confirmed (after asking whether the spot is
 * reserved, then offering to add an expense), Mark as Completed, and Revert to Confirmed.
 */
export function LifecycleActions({ game, onFailure }: LifecycleActionsProps) {
  const navigate = useNavigate();
  const markBooked = useMarkBooked(game.id, game.groupId);
  const complete = useCompleteGame(game.id, game.groupId);
  const revert = useRevertGame(game.id, game.groupId);

  const offerExpense = () =>
    openConfirm({
      title: 'Add an expense?',
      children: (
        <Text size="sm">The game is confirmed. Add what the spot cost now, or later from this page.</Text>
      ),
      labels: { confirm: 'Add expense now', cancel: 'Later' },
      onConfirm: () => navigate(`/create-expense?game_id=${encodeURIComponent(game.id)}&prefill=court`),
    });

  const confirmBooked = () =>
    openConfirm({
      title: 'Mark as Confirmed',
      children: <Text size="sm">Have you reserved the spot?</Text>,
      labels: { confirm: "Yes, it's reserved", cancel: 'Not yet' },
      onConfirm: () => {
        onFailure(null);
        markBooked.mutate(undefined, {
          onSuccess: offerExpense,
          onError: (error) => onFailure(failureMessage(error, gameMessages.confirmFailed)),
        });
      },
    });

  const confirmStep = (title: string, question: string, run: typeof complete) =>
    openConfirm({
      title,
      children: <Text size="sm">{question}</Text>,
      labels: { confirm: title, cancel: 'Cancel' },
      onConfirm: () => {
        onFailure(null);
        run.mutate(undefined, {
          onError: (error) => onFailure(failureMessage(error, gameMessages.statusFailed)),
        });
      },
    });

  if (!['confirmed', 'booked', 'completed'].includes(game.status)) return null;
  return (
    <Group gap="xs">
      {game.status === 'confirmed' ? (
        <Button
          onClick={confirmBooked}
          loading={markBooked.isPending}
          leftSection={<IconTicket size={18} aria-hidden="true" />}
        >
          Mark as Confirmed
        </Button>
      ) : null}
      {game.status === 'booked' ? (
        <Button
          onClick={() =>
            confirmStep(
              'Mark as Completed',
              // A game whose time has not come is completed only on purpose.
              completesEarly(game.date, new Date())
                ? gameMessages.completeEarly(gameDay(game.date))
                : 'Did this game take place?',
              complete,
            )
          }
          loading={complete.isPending}
          leftSection={<IconCircleCheck size={18} aria-hidden="true" />}
        >
          Mark as Completed
        </Button>
      ) : null}
      {game.status === 'completed' ? (
        <Button
          variant="default"
          onClick={() =>
            confirmStep(
              'Revert to Confirmed',
              'Move this game back to confirmed? It can be completed again later.',
              revert,
            )
          }
          loading={revert.isPending}
          leftSection={<IconArrowBackUp size={18} aria-hidden="true" />}
        >
          Revert to Confirmed
        </Button>
      ) : null}
    </Group>
  );
}
