import { Button, Text } from '@mantine/core';
import { IconPencil, IconRepeat, IconRepeatOff, IconTrash } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { gameText } from '../../../../shared/game-rules';
import type { Message } from '../../../../shared/i18n/define';
import { seriesText } from '../../../../shared/series';
import { failureMessage } from '../../../api';
import { openConfirm } from '../../../components/open-confirm';
import { type GameDetail, useDeleteGame, useRepeatGame, useStopRepeating } from '../../../data/games';
import { editGameMessages, gameFormsMessages, headerActionMessages as m } from '../game-forms-messages';
import { useGameRefusal } from '../use-game-refusal';

interface GameHeaderActionsProps {
  detail: GameDetail;
  canEdit: boolean;
  /** Repeat weekly or Stop repeating (creator or admin, while the group is active). */
  canRepeat: boolean;
  onEdit: () => void;
  onFailure: (message: string | null) => void;
}

/**
 * Edit details (creator or admin, not completed), Delete game (creator, poll only) and Repeat weekly or Stop
 * repeating (creator or admin), each if allowed.
 */
export function GameHeaderActions({ detail, canEdit, canRepeat, onEdit, onFailure }: GameHeaderActionsProps) {
  const intl = useIntl();
  const say = useGameRefusal();
  const navigate = useNavigate();
  const { game, me } = detail;
  const cancel = intl.formatMessage(gameFormsMessages.cancel);
  const repeatWeekly = intl.formatMessage(gameFormsMessages.repeatWeekly);
  const stopRepeatingLabel = intl.formatMessage(m.stopRepeating);
  const deleteGameLabel = intl.formatMessage(m.deleteGame);
  const failed = (error: unknown, fallback: Message) =>
    onFailure(say(failureMessage(error, intl.formatMessage(fallback))));
  const deleteGame = useDeleteGame(game.id, game.groupId);
  const repeat = useRepeatGame(game.id, game.groupId);
  const stopRepeating = useStopRepeating(game.id, game.groupId);

  const confirmRepeat = () =>
    openConfirm({
      title: repeatWeekly,
      children: <Text size="sm">{intl.formatMessage(gameFormsMessages.seriesHint)}</Text>,
      labels: { confirm: repeatWeekly, cancel },
      onConfirm: () => {
        onFailure(null);
        repeat.mutate(undefined, {
          onError: (error) => failed(error, seriesText.repeatFailed),
        });
      },
    });

  const confirmStop = () =>
    openConfirm({
      title: stopRepeatingLabel,
      children: <Text size="sm">{intl.formatMessage(m.stopHint)}</Text>,
      labels: { confirm: stopRepeatingLabel, cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        onFailure(null);
        stopRepeating.mutate(undefined, {
          onError: (error) => failed(error, seriesText.stopFailed),
        });
      },
    });

  const confirmDelete = () =>
    openConfirm({
      title: deleteGameLabel,
      children: <Text size="sm">{intl.formatMessage(m.deleteQuestion)}</Text>,
      labels: { confirm: intl.formatMessage(m.delete), cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        onFailure(null);
        deleteGame.mutate(undefined, {
          onSuccess: () => navigate('/games', { replace: true }),
          onError: (error) => failed(error, gameText.deleteFailed),
        });
      },
    });

  return (
    <>
      {canEdit ? (
        <Button variant="default" leftSection={<IconPencil size={18} aria-hidden="true" />} onClick={onEdit}>
          {intl.formatMessage(editGameMessages.editDetails)}
        </Button>
      ) : null}
      {canRepeat && game.repeating ? (
        <Button
          variant="default"
          leftSection={<IconRepeatOff size={18} aria-hidden="true" />}
          onClick={confirmStop}
          loading={stopRepeating.isPending}
        >
          {stopRepeatingLabel}
        </Button>
      ) : null}
      {canRepeat && !game.repeating ? (
        <Button
          variant="default"
          leftSection={<IconRepeat size={18} aria-hidden="true" />}
          onClick={confirmRepeat}
          loading={repeat.isPending}
        >
          {repeatWeekly}
        </Button>
      ) : null}
      {me.canDelete ? (
        <Button
          variant="default"
          color="red"
          leftSection={<IconTrash size={18} aria-hidden="true" />}
          onClick={confirmDelete}
          loading={deleteGame.isPending}
        >
          {deleteGameLabel}
        </Button>
      ) : null}
    </>
  );
}
