import { Button, Container, EmptyState, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { placeText } from '../../../../shared/places';
import { errorMessage, failureMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { LoadMore } from '../../../components/load-more';
import { openConfirm } from '../../../components/open-confirm';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useOwnCurrency } from '../../../components/use-money';
import { useNote } from '../../../components/use-note';
import { type MyPlace, usePlaces, useRemoveOwnPlace } from '../../../data/places';
import { useKnownText } from '../../../i18n/known-messages';
import { AddToGroupModal } from '../components/add-to-group-modal';
import { MyPlaceCard } from '../components/my-place-card';
import { OwnPlaceActions } from '../components/own-place-actions';
import { placeCommonMessages as common, myPlacesMessages as m } from '../places-messages';

type View = 'places' | 'groups';

interface GroupSection {
  id: string;
  name: string;
  entries: { place: MyPlace; group: MyPlace['groups'][number] }[];
}

/** One section per group (by name), each with its places; a place in two groups shows in both. */
function sectionsByGroup(places: MyPlace[]): GroupSection[] {
  const sections = new Map<string, GroupSection>();
  for (const place of places) {
    for (const group of place.groups) {
      const section = sections.get(group.groupId) ?? {
        id: group.groupId,
        name: group.groupName,
        entries: [],
      };
      section.entries.push({ place, group });
      sections.set(group.groupId, section);
    }
  }
  return [...sections.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const listStyle = { p: 0, m: 0, style: { listStyle: 'none' } } as const;

function AddPlaceButton() {
  const intl = useIntl();
  return (
    <Button component={Link} to="/places/create" leftSection={<IconPlus size={18} aria-hidden="true" />}>
      {intl.formatMessage(common.addPlace)}
    </Button>
  );
}

/**
 * /places: every place of the user's groups and their own, listed by place or by group (spec 000 §2), a page
 * of places at a time; the groups view sorts the places loaded so far into their groups.
 */
export function PlacesPage() {
  const intl = useIntl();
  const say = useKnownText();
  const places = usePlaces();
  const [view, setView] = useState<View>('places');
  const list = places.data?.pages.flatMap((page) => page.places) ?? [];
  const ungrouped = list.filter((place) => place.groups.length === 0);
  const removePlace = useRemoveOwnPlace();
  const [adding, setAdding] = useState<MyPlace | null>(null);
  const [note, setNote] = useNote();
  // A place in none of the viewer's groups has no group currency: its cost is read in the viewer's own.
  const ownCurrency = useOwnCurrency();

  const confirmRemove = (place: MyPlace) =>
    openConfirm({
      title: intl.formatMessage(common.removeTitle),
      children: <Text size="sm">{intl.formatMessage(placeText.confirmDelete)}</Text>,
      labels: { confirm: intl.formatMessage(common.remove), cancel: intl.formatMessage(common.cancel) },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setNote(null);
        removePlace.mutate(place.id, {
          onError: (error) =>
            setNote({
              tone: 'error',
              message: say(failureMessage(error, intl.formatMessage(placeText.deleteFailed))),
            }),
        });
      },
    });

  // A place in none of my groups is mine alone: I edit it, add it to a group I run, or remove it.
  const ownActions = (place: MyPlace) =>
    place.groups.length === 0 ? (
      <OwnPlaceActions
        place={place}
        removing={removePlace.isPending && removePlace.variables === place.id}
        onAddToGroup={setAdding}
        onRemove={confirmRemove}
      />
    ) : null;

  return (
    <Container size="md" py="md">
      {/* With no places yet the empty state carries the one Add Place button. */}
      <PageHeader title={intl.formatMessage(m.title)} actions={list.length > 0 ? <AddPlaceButton /> : null} />
      {places.isPending ? <PageLoader /> : null}
      {places.error ? <FormAlert message={say(errorMessage(places.error))} /> : null}
      <FormAlert message={note?.message} tone={note?.tone} />
      {places.data && list.length === 0 ? (
        <EmptyState icon={<IconMapPin aria-hidden="true" />} withIndicatorBackground py="xl">
          <EmptyState.Title order={2}>{intl.formatMessage(placeText.empty)}</EmptyState.Title>
          <EmptyState.Description>{intl.formatMessage(m.emptyHint)}</EmptyState.Description>
          <EmptyState.Actions>
            <AddPlaceButton />
          </EmptyState.Actions>
        </EmptyState>
      ) : null}
      {list.length > 0 ? (
        <Stack gap="md">
          <SegmentedControl
            aria-label={intl.formatMessage(m.show)}
            value={view}
            onChange={(value) => setView(value as View)}
            data={[
              { label: intl.formatMessage(m.byPlaces), value: 'places' },
              { label: intl.formatMessage(m.byGroups), value: 'groups' },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
          {view === 'places' ? (
            <Stack component="ul" gap="sm" {...listStyle}>
              {list.map((place) => (
                <MyPlaceCard
                  key={place.id}
                  place={place}
                  costPerHourCents={place.groups[0]?.costPerHourCents ?? place.costPerHourCents}
                  currency={place.groups[0]?.currency ?? ownCurrency}
                  groups={place.groups}
                  headingOrder={2}
                  ownActions={ownActions(place)}
                />
              ))}
            </Stack>
          ) : (
            <>
              {sectionsByGroup(list).map((section) => (
                <Stack component="section" key={section.id} gap="xs" aria-label={section.name}>
                  <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
                    {section.name}
                  </Title>
                  <Stack component="ul" gap="sm" {...listStyle}>
                    {section.entries.map(({ place, group }) => (
                      <MyPlaceCard
                        key={place.id}
                        place={place}
                        costPerHourCents={group.costPerHourCents}
                        currency={group.currency}
                        groups={[group]}
                        headingOrder={3}
                        withChips={false}
                      />
                    ))}
                  </Stack>
                </Stack>
              ))}
              {ungrouped.length > 0 ? (
                <Stack component="section" gap="xs" aria-label={intl.formatMessage(m.ungrouped)}>
                  <Title order={2} size="h3">
                    {intl.formatMessage(m.ungrouped)}
                  </Title>
                  <Stack component="ul" gap="sm" {...listStyle}>
                    {ungrouped.map((place) => (
                      <MyPlaceCard
                        key={place.id}
                        place={place}
                        costPerHourCents={place.costPerHourCents}
                        currency={ownCurrency}
                        groups={[]}
                        headingOrder={3}
                        withChips={false}
                        ownActions={ownActions(place)}
                      />
                    ))}
                  </Stack>
                </Stack>
              ) : null}
            </>
          )}
          <LoadMore query={places} />
        </Stack>
      ) : null}
      <AddToGroupModal
        place={adding}
        onClose={() => setAdding(null)}
        onAdded={(group) =>
          setNote({ tone: 'info', message: intl.formatMessage(placeText.addedToGroup, { group }) })
        }
      />
    </Container>
  );
}
