import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { photoMessages } from '../../../../shared/photos';
import { failureMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { type GamePhoto, useDeletePhoto } from '../api';
import { photoAlt, uploaderName } from './photo-text';

interface PhotoViewerProps {
  gameId: string;
  photos: GamePhoto[];
  /** The photo shown, by position in `photos`; null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/** The full-size view: one photo at a time, Previous/Next and the arrow keys, Delete for its uploader or an admin. */
export function PhotoViewer({ gameId, photos, index, onIndexChange }: PhotoViewerProps) {
  const photo = index === null ? undefined : photos[index];
  const deletePhoto = useDeletePhoto(gameId);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const show = (next: number | null) => {
    setConfirming(false);
    setFailure(null);
    onIndexChange(next);
  };
  const step = (by: number) => {
    if (index !== null && photos.length > 1) show((index + by + photos.length) % photos.length);
  };
  useWindowEvent('keydown', (event) => {
    if (!photo || event.defaultPrevented) return;
    if (event.key === 'ArrowLeft') step(-1);
    if (event.key === 'ArrowRight') step(1);
  });

  const remove = () => {
    if (!photo || index === null) return;
    setFailure(null);
    deletePhoto.mutate(photo.id, {
      // The next photo takes its place; the last one deleted closes the viewer.
      onSuccess: () => show(photos.length > 1 ? Math.min(index, photos.length - 2) : null),
      onError: (error) => setFailure(failureMessage(error, photoMessages.deleteFailed)),
    });
  };

  return (
    <Modal
      opened={photo !== undefined}
      onClose={() => show(null)}
      title={photo ? `Photo by ${uploaderName(photo)}` : 'Photo'}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {photo && index !== null ? (
        <Stack>
          <FormAlert message={failure} />
          <img
            src={photo.url}
            alt={photoAlt(photo)}
            width={photo.width}
            height={photo.height}
            style={{
              display: 'block',
              margin: '0 auto',
              width: 'auto',
              height: 'auto',
              maxWidth: '100%',
              // Leaves room for the title, the navigation and Delete, so all of them fit on a short screen.
              maxHeight: 'max(200px, calc(100dvh - 330px))',
            }}
          />
          <Group justify="space-between" wrap="nowrap">
            <Button
              variant="default"
              leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
              onClick={() => step(-1)}
              disabled={photos.length < 2}
            >
              Previous
            </Button>
            <Text size="sm" aria-live="polite">
              {index + 1} of {photos.length}
            </Text>
            <Button
              variant="default"
              rightSection={<IconChevronRight size={16} aria-hidden="true" />}
              onClick={() => step(1)}
              disabled={photos.length < 2}
            >
              Next
            </Button>
          </Group>
          {photo.canDelete && !confirming ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={() => setConfirming(true)}
              style={{ alignSelf: 'flex-start' }}
            >
              Delete photo
            </Button>
          ) : null}
          {confirming ? (
            <Group gap="sm" role="group" aria-label="Confirm deletion">
              <Text size="sm">{photoMessages.confirmDelete}</Text>
              <Button color="red" size="compact-md" onClick={remove} loading={deletePhoto.isPending}>
                Delete
              </Button>
              <Button variant="default" size="compact-md" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
