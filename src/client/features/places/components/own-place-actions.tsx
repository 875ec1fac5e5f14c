import { Button, Group } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { MyPlace } from '../api';

interface OwnPlaceActionsProps {
  place: MyPlace;
  removing: boolean;
  onAddToGroup: (place: MyPlace) => void;
  onRemove: (place: MyPlace) => void;
}

/** A place of my own, in none of my groups: edit it (/places/edit/:id), add it to a group I run, remove it. */
export function OwnPlaceActions({ place, removing, onAddToGroup, onRemove }: OwnPlaceActionsProps) {
  return (
    <Group gap="xs" mt={4}>
      <Button
        component={Link}
        to={`/places/edit/${place.id}`}
        variant="default"
        size="compact-sm"
        aria-label={`Edit ${place.name}`}
        leftSection={<IconPencil size={14} aria-hidden="true" />}
      >
        Edit
      </Button>
      <Button
        variant="light"
        size="compact-sm"
        aria-label={`Add ${place.name} to a group`}
        leftSection={<IconPlus size={14} aria-hidden="true" />}
        onClick={() => onAddToGroup(place)}
      >
        Add to group
      </Button>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        aria-label={`Remove ${place.name}`}
        leftSection={<IconTrash size={14} aria-hidden="true" />}
        loading={removing}
        onClick={() => onRemove(place)}
      >
        Remove
      </Button>
    </Group>
  );
}
