import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { adminMessages } from '../../../../shared/admin';
import { costPerHourLabel } from '../../../../shared/places';
import { useLocale } from '../../../i18n/locale-context';
import { useAdminGroupChoices, useAdminPlaces } from '../api';
import { AdminList } from './admin-list';
import { type FilteredTabProps, GroupFilter } from './group-filter';

/** Places tab: the places of the groups the user administers, filtered by group, with their edit links. */
export function AdminPlacesTab({ groupId, onGroupChange }: FilteredTabProps) {
  const groups = useAdminGroupChoices();
  const locale = useLocale();
  const places = useAdminPlaces(groupId);
  return (
    <Stack gap="md">
      <GroupFilter groups={groups.data?.groups} value={groupId} onChange={onGroupChange} />
      <AdminList
        query={{ ...places, data: places.data?.pages.flatMap((page) => page.places) }}
        empty={adminMessages.noPlaces}
        label="Places"
        keyOf={(place) => place.groupPlaceId}
      >
        {(place) => (
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {place.name}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {place.address}
              </Text>
              <Text size="sm">
                <Anchor component={Link} to={`/groups/${place.groupId}/places`}>
                  {place.groupName}
                </Anchor>
                {place.costPerHourCents !== null
                  ? ` · ${costPerHourLabel(place.costPerHourCents, place.currency, locale)}`
                  : ''}
              </Text>
            </div>
            <Button
              component={Link}
              to={`/groups/${place.groupId}/places/${place.id}/edit`}
              variant="default"
              size="compact-sm"
              aria-label={`Edit ${place.name} in ${place.groupName}`}
              leftSection={<IconPencil size={14} aria-hidden="true" />}
            >
              Edit
            </Button>
          </Group>
        )}
      </AdminList>
    </Stack>
  );
}
