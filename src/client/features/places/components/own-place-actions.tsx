import { Button, Group } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MyPlace } from '../../../data/places';
import { placeCommonMessages as common, myPlacesMessages as m } from '../places-messages';

interface OwnPlaceActionsProps {
  place: MyPlace;
  removing: boolean;
  onAddToGroup: (place: MyPlace) => void;
  onRemove: (place: MyPlace) => void;
}

/** A place of my own, in none of my groups: edit it (/places/edit/:id), add it to a group I run, remove it. */
export function OwnPlaceActions({ place, removing, onAddToGroup, onRemove }: OwnPlaceActionsProps) {
  const intl = useIntl();
  return (
    <Group gap="xs" mt={4}>
      <Button
        component={Link}
        to={`/places/edit/${place.id}`}
        variant="default"
        size="compact-sm"
        aria-label={intl.formatMessage(common.editPlace, { place: place.name })}
        leftSection={<IconPencil size={14} aria-hidden="true" />}
      >
        {intl.formatMessage(common.edit)}
      </Button>
      <Button
        variant="light"
        size="compact-sm"
        aria-label={intl.formatMessage(m.addPlaceToGroup, { place: place.name })}
        leftSection={<IconPlus size={14} aria-hidden="true" />}
        onClick={() => onAddToGroup(place)}
      >
        {intl.formatMessage(m.addToGroup)}
      </Button>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        aria-label={intl.formatMessage(common.removePlace, { place: place.name })}
        leftSection={<IconTrash size={14} aria-hidden="true" />}
        loading={removing}
        onClick={() => onRemove(place)}
      >
        {intl.formatMessage(common.remove)}
      </Button>
    </Group>
  );
}
