import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { adminText } from '../../../../shared/admin';
import { formatMinor } from '../../../../shared/money';
import { useLocale } from '../../../i18n/locale-context';
import { adminScreenMessages as messages } from '../admin-messages';
import { useAdminGroupChoices, useAdminPlaces } from '../api';
import { AdminList } from './admin-list';
import { type FilteredTabProps, GroupFilter } from './group-filter';

/** Places tab: the places of the groups the user administers, filtered by group, with their edit links. */
export function AdminPlacesTab({ groupId, onGroupChange }: FilteredTabProps) {
  const intl = useIntl();
  const groups = useAdminGroupChoices();
  const locale = useLocale();
  const places = useAdminPlaces(groupId);
  return (
    <Stack gap="md">
      <GroupFilter groups={groups.data?.groups} value={groupId} onChange={onGroupChange} />
      <AdminList
        query={{ ...places, data: places.data?.pages.flatMap((page) => page.places) }}
        empty={intl.formatMessage(adminText.noPlaces)}
        label={intl.formatMessage(messages.placesList)}
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
                  ? ` · ${intl.formatMessage(messages.costPerHour, {
                      cost: formatMinor(place.costPerHourCents, place.currency, locale),
                    })}`
                  : ''}
              </Text>
            </div>
            <Button
              component={Link}
              to={`/groups/${place.groupId}/places/${place.id}/edit`}
              variant="default"
              size="compact-sm"
              aria-label={intl.formatMessage(messages.editPlace, {
                place: place.name,
                group: place.groupName,
              })}
              leftSection={<IconPencil size={14} aria-hidden="true" />}
            >
              {intl.formatMessage(messages.edit)}
            </Button>
          </Group>
        )}
      </AdminList>
    </Stack>
  );
}
