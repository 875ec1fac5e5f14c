import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { photoLimitText, photoText } from '../../../../shared/photos';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { LoadMore } from '../../../components/load-more';
import { PageLoader } from '../../../components/page-loader';
import { useKnownText } from '../../../i18n/known-messages';
import { useGamePhotos } from '../api';
import { galleryMessages } from '../photos-messages';
import { PhotoTile } from './photo-tile';
import { PhotoViewer } from './photo-viewer';
import { UploadPhotosModal } from './upload-photos-modal';

/**
 * The game page's photo gallery (spec 001 §2): newest first, a page at a time, each with who added it; a
 * full-size view; the upload modal for members while the group is active and the game has room.
 */
export function PhotoGallery({ gameId }: { gameId: string }) {
  const photos = useGamePhotos(gameId);
  const [uploadOpened, upload] = useDisclosure(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const intl = useIntl();
  const say = useKnownText();
  // The total, the limits and whether I may upload are the game's, the same on every page.
  const data = photos.data?.pages[0];
  const list = photos.data?.pages.flatMap((page) => page.photos) ?? [];
  const max = data?.limits.maxPerGame ?? null;
  const room = data && max !== null ? Math.max(0, max - data.total) : null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="photos-heading">
      <Group justify="space-between" align="center" gap="sm" mb="sm">
        <Title order={2} size="h3" id="photos-heading">
          <FormattedMessage {...galleryMessages.title} />
        </Title>
        {data?.canUpload ? (
          <Button
            size="sm"
            leftSection={<IconPhotoPlus size={16} aria-hidden="true" />}
            onClick={upload.open}
          >
            <FormattedMessage {...galleryMessages.addPhotos} />
          </Button>
        ) : null}
      </Group>
      <Stack gap="sm">
        {photos.isPending ? <PageLoader /> : null}
        {photos.error ? <FormAlert message={say(errorMessage(photos.error))} /> : null}
        {data && list.length === 0 ? (
          <Text c="dimmed">
            <FormattedMessage {...photoText.empty} />
          </Text>
        ) : null}
        {max !== null && room === 0 ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage {...photoLimitText.limitReached} values={{ max }} />
          </Text>
        ) : null}
        {list.length > 0 ? (
          <SimpleGrid
            component="ul"
            cols={{ base: 2, xs: 3, sm: 4 }}
            spacing="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={intl.formatMessage(galleryMessages.list)}
          >
            {list.map((photo, index) => (
              <PhotoTile key={photo.id} photo={photo} onOpen={() => setViewing(index)} />
            ))}
          </SimpleGrid>
        ) : null}
        <LoadMore query={photos} />
      </Stack>
      <PhotoViewer
        gameId={gameId}
        photos={list}
        total={data?.total ?? list.length}
        more={
          photos.hasNextPage
            ? {
                load: async () =>
                  (await photos.fetchNextPage()).data?.pages.reduce((n, page) => n + page.photos.length, 0) ??
                  list.length,
                loading: photos.isFetchingNextPage,
              }
            : null
        }
        index={viewing}
        onIndexChange={setViewing}
      />
      {data ? (
        <UploadPhotosModal
          gameId={gameId}
          opened={uploadOpened}
          onClose={upload.close}
          maxBytes={data.limits.maxBytes}
          maxPerGame={max}
          room={room}
        />
      ) : null}
    </Paper>
  );
}
