import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { photoText } from '../../../../shared/photos';
import { FormAlert } from '../../../components/form-alert';
import { type GamePhoto, useDeletePhoto } from '../api';
import { usePhotoFailure } from '../photo-errors';
import { viewerMessages } from '../photos-messages';
import { usePhotoText } from './photo-text';

interface PhotoViewerProps {
  gameId: string;
  /** The photos loaded so far, newest first. */
  photos: GamePhoto[];
  /** How many the game has, loaded or not. */
  total: number;
  /** The gallery's next page, if any: resolves to how many photos are loaded then. */
  more: { load: () => Promise<number>; loading: boolean } | null;
  /** The photo shown, by position in `photos`; null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/**
 * The full-size view: one photo at a time, Previous/Next and the arrow keys, Delete for its uploader or an admin.
 * Next past the last photo loaded loads the gallery's next page; it wraps round to the first only once every
 * photo is loaded, and Previous wraps the other way only then too.
 */
export function PhotoViewer({ gameId, photos, total, more, index, onIndexChange }: PhotoViewerProps) {
  const photo = index === null ? undefined : photos[index];
  const deletePhoto = useDeletePhoto(gameId);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const intl = useIntl();
  const { photoAlt, uploaderName } = usePhotoText();
  const photoFailure = usePhotoFailure();

  const show = (next: number | null) => {
    setConfirming(false);
    setFailure(null);
    onIndexChange(next);
  };
  const canWrap = more === null;
  const count = Math.max(total, photos.length);
  const step = async (by: 1 | -1) => {
    if (index === null || photos.length + (more ? 1 : 0) < 2) return;
    const next = index + by;
    if (next >= 0 && next < photos.length) return show(next);
    if (next < 0) return canWrap ? show(photos.length - 1) : undefined;
    if (canWrap) return show(0);
    if (more.loading) return;
    if ((await more.load()) > next) show(next);
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
      onError: (error) => setFailure(photoFailure(error, photoText.deleteFailed)),
    });
  };

  return (
    <Modal
      opened={photo !== undefined}
      onClose={() => show(null)}
      title={
        photo
          ? intl.formatMessage(viewerMessages.titleBy, { name: uploaderName(photo) })
          : intl.formatMessage(viewerMessages.title)
      }
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': intl.formatMessage(viewerMessages.close) }}
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
              disabled={count < 2 || (index === 0 && !canWrap)}
            >
              <FormattedMessage {...viewerMessages.previous} />
            </Button>
            <Text size="sm" aria-live="polite">
              <FormattedMessage {...viewerMessages.position} values={{ position: index + 1, count }} />
            </Text>
            <Button
              variant="default"
              rightSection={<IconChevronRight size={16} aria-hidden="true" />}
              onClick={() => step(1)}
              disabled={count < 2}
              loading={more?.loading}
            >
              <FormattedMessage {...viewerMessages.next} />
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
              <FormattedMessage {...viewerMessages.deletePhoto} />
            </Button>
          ) : null}
          {confirming ? (
            <Group gap="sm" role="group" aria-label={intl.formatMessage(viewerMessages.confirmDeletion)}>
              <Text size="sm">
                <FormattedMessage {...photoText.confirmDelete} />
              </Text>
              <Button color="red" size="compact-md" onClick={remove} loading={deletePhoto.isPending}>
                <FormattedMessage {...viewerMessages.delete} />
              </Button>
              <Button variant="default" size="compact-md" onClick={() => setConfirming(false)}>
                <FormattedMessage {...viewerMessages.cancel} />
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
