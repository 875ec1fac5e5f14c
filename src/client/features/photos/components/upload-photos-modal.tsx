import {
  ActionIcon,
  Button,
  Center,
  FileButton,
  Group,
  Image,
  Modal,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconPhotoOff, IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMegabytes, PHOTO_TYPES } from '../../../../shared/photos';
import { FormAlert } from '../../../components/form-alert';
import { uploadMessages } from '../photos-messages';
import { type UploadItem, usePhotoUploads } from '../use-photo-uploads';

interface UploadPhotosModalProps {
  gameId: string;
  opened: boolean;
  onClose: () => void;
  maxBytes: number;
  /** Photos per game; null when there is no limit. */
  maxPerGame: number | null;
  room: number | null;
}

const STATUS_TEXT = {
  ready: uploadMessages.ready,
  uploading: uploadMessages.uploading,
  done: uploadMessages.added,
  failed: uploadMessages.notAdded,
} as const satisfies Record<UploadItem['status'], unknown>;

/** The photo upload modal (spec 001 §2): choose several photos, see them, upload them with a progress bar. */
export function UploadPhotosModal({
  gameId,
  opened,
  onClose,
  maxBytes,
  maxPerGame,
  room,
}: UploadPhotosModalProps) {
  const uploads = usePhotoUploads(gameId, { maxBytes, maxPerGame, room });
  const intl = useIntl();
  const resetChooser = useRef<() => void>(null);
  const close = () => {
    if (uploads.running) return;
    uploads.clear();
    onClose();
  };
  const choose = (files: File[]) => {
    uploads.add(files);
    resetChooser.current?.();
  };
  const upload = async () => {
    if (await uploads.start()) close();
  };
  const started = uploads.items.some((item) => item.status !== 'ready' && item.sent > 0);
  const label =
    uploads.ready === 0
      ? intl.formatMessage(uploadMessages.uploadNone)
      : intl.formatMessage(uploadMessages.uploadCount, { count: uploads.ready });
  const size = formatMegabytes(maxBytes, intl.locale);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={intl.formatMessage(uploadMessages.title)}
      size="lg"
      closeButtonProps={{ 'aria-label': intl.formatMessage(uploadMessages.close) }}
    >
      <Stack>
        <Text size="sm">
          {room === null ? (
            <FormattedMessage {...uploadMessages.types} values={{ size }} />
          ) : (
            <FormattedMessage {...uploadMessages.typesAndRoom} values={{ size, room }} />
          )}
        </Text>
        <FormAlert message={uploads.notice} />
        <FileButton onChange={choose} accept={PHOTO_TYPES.join(',')} multiple resetRef={resetChooser}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              disabled={uploads.running}
              leftSection={<IconPhotoPlus size={18} aria-hidden="true" />}
              style={{ alignSelf: 'flex-start' }}
            >
              <FormattedMessage {...uploadMessages.choose} />
            </Button>
          )}
        </FileButton>
        {uploads.items.length > 0 ? (
          <SimpleGrid
            component="ul"
            cols={{ base: 2, sm: 3 }}
            spacing="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {uploads.items.map((item) => (
              <ChosenPhoto
                key={item.key}
                item={item}
                onRemove={uploads.running || item.status === 'done' ? null : () => uploads.remove(item.key)}
              />
            ))}
          </SimpleGrid>
        ) : null}
        {uploads.running || started ? (
          <Progress
            value={uploads.progress}
            aria-label={intl.formatMessage(uploadMessages.progress)}
            size="lg"
            transitionDuration={150}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={uploads.running}>
            <FormattedMessage
              {...(uploads.items.some((item) => item.status === 'done')
                ? uploadMessages.done
                : uploadMessages.cancel)}
            />
          </Button>
          <Button onClick={upload} loading={uploads.running} disabled={uploads.ready === 0}>
            {label}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A chosen file: its preview, name, and how its upload went. */
function ChosenPhoto({ item, onRemove }: { item: UploadItem; onRemove: (() => void) | null }) {
  // A file the browser cannot draw (not an image after all) gets a plain box instead of a broken picture.
  const [previewable, setPreviewable] = useState(true);
  const intl = useIntl();
  const percent = item.file.size === 0 ? 0 : Math.round((item.sent / item.file.size) * 100);
  return (
    <Stack component="li" gap={4} aria-label={item.file.name} style={{ position: 'relative', minWidth: 0 }}>
      {previewable ? (
        <Image
          src={item.preview}
          alt={intl.formatMessage(uploadMessages.preview, { name: item.file.name })}
          h={110}
          radius="sm"
          fit="cover"
          onError={() => setPreviewable(false)}
        />
      ) : (
        <Center
          h={110}
          bg="var(--mantine-color-default-hover)"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        >
          <IconPhotoOff size={28} aria-hidden="true" />
          <Text size="xs" ml={6}>
            <FormattedMessage {...uploadMessages.noPreview} />
          </Text>
        </Center>
      )}
      {onRemove ? (
        <ActionIcon
          variant="filled"
          color="dark"
          size="sm"
          radius="xl"
          aria-label={intl.formatMessage(uploadMessages.remove, { name: item.file.name })}
          onClick={onRemove}
          style={{ position: 'absolute', top: 4, right: 4 }}
        >
          <IconX size={14} aria-hidden="true" />
        </ActionIcon>
      ) : null}
      <Text size="xs" truncate="end" title={item.file.name}>
        {item.file.name}
      </Text>
      <Text
        size="xs"
        c={item.status === 'failed' ? 'var(--mantine-color-error)' : 'dimmed'}
        role={item.status === 'failed' ? 'alert' : undefined}
      >
        {item.status === 'uploading'
          ? intl.formatMessage(uploadMessages.uploadingPercent, { percent })
          : (item.error ?? intl.formatMessage(STATUS_TEXT[item.status]))}
      </Text>
    </Stack>
  );
}
