import { Avatar, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { initialsOf } from '../../../../shared/initials';
import type { GamePhoto } from '../api';
import { usePhotoText } from './photo-text';

/** A gallery thumbnail that opens the full-size view, with who added it. */
export function PhotoTile({ photo, onOpen }: { photo: GamePhoto; onOpen: () => void }) {
  const { photoAlt, uploaderName } = usePhotoText();
  const name = uploaderName(photo);
  return (
    <Stack component="li" gap={6} style={{ minWidth: 0 }}>
      <UnstyledButton
        onClick={onOpen}
        style={{ display: 'block', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      >
        <img
          src={photo.thumbnailUrl}
          alt={photoAlt(photo)}
          loading="lazy"
          style={{ display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover' }}
        />
      </UnstyledButton>
      <Group gap={6} wrap="nowrap">
        <Avatar size={24} radius="xl" variant="filled" color="indigo" aria-hidden="true">
          {initialsOf(name, null)}
        </Avatar>
        <Text size="xs" truncate="end">
          {name}
        </Text>
      </Group>
    </Stack>
  );
}
