import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { gameMessages } from '../../../../shared/games';
import { failureMessage } from '../../../api';
import { type GameDetail, useDeleteGame } from '../api';

interface GameHeaderActionsProps {
  detail: GameDetail;
  canEdit: boolean;
  onEdit: () => void;
  onFailure: (message: string | null) => void;
}

/** Edit details (creator or admin, not completed) and Delete game (creator, poll only), each if allowed. */
export function GameHeaderActions({ detail, canEdit, onEdit, onFailure }: GameHeaderActionsProps) {
  const navigate = useNavigate();
  const { game, me } = detail;
  const deleteGame = useDeleteGame(game.id, game.groupId);

  const confirmDelete = () =>
    modals.openConfirmModal({
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
