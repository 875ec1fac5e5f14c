import { Button, Text } from '@mantine/core';
import { IconPencil, IconRepeat, IconRepeatOff, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { gameMessages } from '../../../../shared/games';
import { seriesMessages } from '../../../../shared/series';
import { failureMessage } from '../../../api';
import { openConfirm } from '../../../components/open-confirm';
import { type GameDetail, useDeleteGame, useRepeatGame, useStopRepeating } from '../api';

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
  const navigate = useNavigate();
  const { game, me } = detail;
  const deleteGame = useDeleteGame(game.id, game.groupId);
  const repeat = useRepeatGame(game.id, game.groupId);
  const stopRepeating = useStopRepeating(game.id, game.groupId);

  const confirmRepeat = () =>
    openConfirm({
      title: 'Repeat weekly',
      children: <Text size="sm">{seriesMessages.hint}</Text>,
      labels: { confirm: 'Repeat weekly', cancel: 'Cancel' },
      onConfirm: () => {
        onFailure(null);
        repeat.mutate(undefined, {
          onError: (error) => onFailure(failureMessage(error, seriesMessages.repeatFailed)),
        });
      },
    });

  const confirmStop = () =>
    openConfirm({
      title: 'Stop repeating',
      children: (
        <Text size="sm">
          No more weekly polls will open for this game. Games already opened stay as they are.
        </Text>
      ),
      labels: { confirm: 'Stop repeating', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        onFailure(null);
        stopRepeating.mutate(undefined, {
          onError: (error) => onFailure(failureMessage(error, seriesMessages.stopFailed)),
        });
      },
    });

  const confirmDelete = () =>
    openConfirm({
      title: 'Delete game',
      children: <Text size="sm">Are you sure you want to delete this game? This cannot be undone.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        onFailure(null);
        deleteGame.mutate(undefined, {
          onSuccess: () => navigate('/games', { replace: true }),
          onError: (error) => onFailure(failureMessage(error, gameMessages.deleteFailed)),
        });
      },
    });

  return (
    <>
      {canEdit ? (
        <Button variant="default" leftSection={<IconPencil size={18} aria-hidden="true" />} onClick={onEdit}>
          Edit details
        </Button>
      ) : null}
      {canRepeat && game.repeating ? (
        <Button
          variant="default"
          leftSection={<IconRepeatOff size={18} aria-hidden="true" />}
          onClick={confirmStop}
          loading={stopRepeating.isPending}
        >
          Stop repeating
        </Button>
      ) : null}
      {canRepeat && !game.repeating ? (
        <Button
          variant="default"
          leftSection={<IconRepeat size={18} aria-hidden="true" />}
          onClick={confirmRepeat}
          loading={repeat.isPending}
        >
          Repeat weekly
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
          Delete game
        </Button>
      ) : null}
    </>
  );
}
