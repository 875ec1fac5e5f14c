import { Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconCircleCheck, IconTicket } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { completesEarly, gameText } from '../../../../shared/game-rules';
import type { Message } from '../../../../shared/i18n/define';
import { failureMessage } from '../../../api';
import { gameDay } from '../../../components/game-when';
import { openConfirm } from '../../../components/open-confirm';
import { type GameDetail, useCompleteGame, useMarkBooked, useRevertGame } from '../../../data/games';
import { gameFormsMessages, gameRuleMessages, lifecycleMessages as m } from '../game-forms-messages';
import { useGameRefusal } from '../use-game-refusal';

interface LifecycleActionsProps {
  game: GameDetail['game'];
  onFailure: (message: string | null) => void;
}

/**
 * The next step of a booked game (spec 001 §4): Mark as Confirmed (after asking whether the spot is
 * reserved, then offering to add an expense), Mark as Completed, and Revert to Confirmed.
 */
export function LifecycleActions({ game, onFailure }: LifecycleActionsProps) {
  const intl = useIntl();
  const say = useGameRefusal();
  const navigate = useNavigate();
  const markBooked = useMarkBooked(game.id, game.groupId);
  const complete = useCompleteGame(game.id, game.groupId);
  const revert = useRevertGame(game.id, game.groupId);

  const offerExpense = () =>
    openConfirm({
      title: intl.formatMessage(m.addExpenseTitle),
      children: <Text size="sm">{intl.formatMessage(m.addExpenseText)}</Text>,
      labels: { confirm: intl.formatMessage(m.addExpenseNow), cancel: intl.formatMessage(m.later) },
      onConfirm: () => navigate(`/create-expense?game_id=${encodeURIComponent(game.id)}&prefill=court`),
    });

  const confirmBooked = () =>
    openConfirm({
      title: intl.formatMessage(m.markConfirmed),
      children: <Text size="sm">{intl.formatMessage(m.reservedQuestion)}</Text>,
      labels: { confirm: intl.formatMessage(m.reserved), cancel: intl.formatMessage(m.notYet) },
      onConfirm: () => {
        onFailure(null);
        markBooked.mutate(undefined, {
          onSuccess: offerExpense,
          onError: (error) => failed(error, gameText.confirmFailed),
        });
      },
    });

  const confirmStep = (title: string, question: string, run: typeof complete) =>
    openConfirm({
      title,
      children: <Text size="sm">{question}</Text>,
      labels: { confirm: title, cancel: intl.formatMessage(gameFormsMessages.cancel) },
      onConfirm: () => {
        onFailure(null);
        run.mutate(undefined, {
          onError: (error) => failed(error, gameText.statusFailed),
        });
      },
    });

  function failed(error: unknown, fallback: Message) {
    onFailure(say(failureMessage(error, intl.formatMessage(fallback))));
  }

  if (!['confirmed', 'booked', 'completed'].includes(game.status)) return null;
  return (
    <Group gap="xs">
      {game.status === 'confirmed' ? (
        <Button
          onClick={confirmBooked}
          loading={markBooked.isPending}
          leftSection={<IconTicket size={18} aria-hidden="true" />}
        >
          {intl.formatMessage(m.markConfirmed)}
        </Button>
      ) : null}
      {game.status === 'booked' ? (
        <Button
          onClick={() =>
            confirmStep(
              intl.formatMessage(m.markCompleted),
              // A game whose time has not come is completed only on purpose.
              completesEarly(game.date, new Date())
                ? intl.formatMessage(gameRuleMessages.completeEarly, { day: gameDay(game.date) })
                : intl.formatMessage(m.tookPlace),
              complete,
            )
          }
          loading={complete.isPending}
          leftSection={<IconCircleCheck size={18} aria-hidden="true" />}
        >
          {intl.formatMessage(m.markCompleted)}
        </Button>
      ) : null}
      {game.status === 'completed' ? (
        <Button
          variant="default"
          onClick={() =>
            confirmStep(intl.formatMessage(m.revert), intl.formatMessage(m.revertQuestion), revert)
          }
          loading={revert.isPending}
          leftSection={<IconArrowBackUp size={18} aria-hidden="true" />}
        >
          {intl.formatMessage(m.revert)}
        </Button>
      ) : null}
    </Group>
  );
}
