import {
  Anchor,
  Button,
  Container,
  Group,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useParams } from 'react-router';
import { DEFAULT_CURRENCY } from '../../../../shared/money';
import { placeText } from '../../../../shared/places';
import { ApiError, errorMessage, failureMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { LoadMore } from '../../../components/load-more';
import { openConfirm } from '../../../components/open-confirm';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useGroup } from '../../../data/groups';
import { type GroupPlaceItem, useGroupPlaces, useRemoveGroupPlace } from '../../../data/places';
import { useKnownText } from '../../../i18n/known-messages';
import { GroupPlaceCard } from '../components/group-place-card';
import { ImportPlacesModal } from '../components/import-places-modal';
import { placeCommonMessages as common, groupPlacesMessages as m } from '../places-messages';

type View = 'list' | 'grid';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** /groups/:groupId/places: the group's places, a page at a time; admins add, edit and remove, members import. */
export function GroupPlacesPage() {
  const groupId = useParams().groupId ?? '';
  const intl = useIntl();
  const say = useKnownText();
  const group = useGroup(groupId);
  const places = useGroupPlaces(groupId);
  const removePlace = useRemoveGroupPlace(groupId);
  const [view, setView] = useState<View>('list');
  const [failure, setFailure] = useState<string | null>(null);
  const [importOpened, importModal] = useDisclosure(false);

  // Non-members get a 404 and are sent home (spec 000 §2).
  if (isNotFound(group.error) || isNotFound(places.error)) return <Navigate to="/" replace />;

  const isAdmin = group.data?.me.role === 'admin';
  const active = group.data?.group.active ?? false;
  const list = places.data?.pages.flatMap((page) => page.places) ?? [];

  const confirmRemove = (place: GroupPlaceItem) =>
    openConfirm({
      title: intl.formatMessage(common.removeTitle),
      children: <Text size="sm">{intl.formatMessage(placeText.confirmDelete)}</Text>,
      labels: { confirm: intl.formatMessage(common.remove), cancel: intl.formatMessage(common.cancel) },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setFailure(null);
        removePlace.mutate(place.id, {
          onError: (error) =>
            setFailure(say(failureMessage(error, intl.formatMessage(placeText.deleteFailed)))),
        });
      },
    });

  // Adding, importing, editing and removing are the admin's, and only while the group is active.
  const actions =
    isAdmin && active ? (
      <>
        <Button
          variant="default"
          leftSection={<IconFileImport size={18} aria-hidden="true" />}
          onClick={importModal.open}
        >
          {intl.formatMessage(common.importPlaces)}
        </Button>
        <Button
          component={Link}
          to={`/groups/${groupId}/places/create`}
          leftSection={<IconPlus size={18} aria-hidden="true" />}
        >
          {intl.formatMessage(common.addPlace)}
        </Button>
      </>
    ) : null;

  const cards = list.map((place) => (
    <GroupPlaceCard
      key={place.groupPlaceId}
      groupId={groupId}
      place={place}
      currency={places.data?.pages[0]?.currency ?? DEFAULT_CURRENCY}
      canManage={isAdmin && active}
      removing={removePlace.isPending && removePlace.variables === place.id}
      onRemove={confirmRemove}
    />
  ));
  const listProps = { component: 'ul', p: 0, m: 0, style: { listStyle: 'none' } } as const;

  return (
    <Container size="md" py="md">
      <Anchor component={Link} to={`/groups/${groupId}`} size="sm" mb="sm" display="inline-flex">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          {intl.formatMessage(common.backToGroup)}
        </Group>
      </Anchor>
      <PageHeader
        title={intl.formatMessage(m.title)}
        description={group.data?.group.name}
        actions={actions}
      />
      <Stack gap="md">
        <FormAlert message={failure} />
        {places.isPending ? <PageLoader /> : null}
        {places.error ? <FormAlert message={say(errorMessage(places.error))} /> : null}
        {places.data && list.length === 0 ? (
          <Text c="dimmed">{intl.formatMessage(placeText.emptyGroup)}</Text>
        ) : null}
        {list.length > 0 ? (
          <>
            <SegmentedControl
              aria-label={intl.formatMessage(m.view)}
              value={view}
              onChange={(value) => setView(value as View)}
              data={[
                { label: intl.formatMessage(m.list), value: 'list' },
                { label: intl.formatMessage(m.grid), value: 'grid' },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
            <ScrollArea.Autosize mah="60vh" type="auto" offsetScrollbars="present">
              {view === 'grid' ? (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" {...listProps}>
                  {cards}
                </SimpleGrid>
              ) : (
                <Stack gap="sm" {...listProps}>
                  {cards}
                </Stack>
              )}
            </ScrollArea.Autosize>
            <LoadMore query={places} />
          </>
        ) : null}
      </Stack>
      <ImportPlacesModal opened={importOpened} onClose={importModal.close} groupId={groupId} />
    </Container>
  );
}
