import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPhone, IconTrash } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { costPerHourLabel } from '../../../../shared/places';
import type { GroupPlaceItem } from '../../../data/places';
import { useLocale } from '../../../i18n/locale-context';
import { placeCommonMessages as m } from '../places-messages';
import { MapsLink } from './maps-link';
import { PlaceTags } from './place-tags';

interface GroupPlaceCardProps {
  groupId: string;
  place: GroupPlaceItem;
  /** The group's currency, which its costs are in. */
  currency: string;
  /** Admins get Edit and Remove (spec 000 §6). */
  canManage: boolean;
  removing: boolean;
  onRemove: (place: GroupPlaceItem) => void;
}

/** One place of a group: address, maps link, contact number, this group's hourly cost and tags. */
export function GroupPlaceCard({
  groupId,
  place,
  currency,
  canManage,
  removing,
  onRemove,
}: GroupPlaceCardProps) {
  const locale = useLocale();
  const intl = useIntl();
  const cost = costPerHourLabel(place.costPerHourCents, currency, locale, intl);
  return (
    <Card component="li" withBorder padding="md">
      <Stack gap={6}>
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {place.name}
        </Title>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {place.address}
        </Text>
        <Group gap="md">
          <MapsLink name={place.name} />
          {place.contactNumber ? (
            <Anchor
              href={`tel:${place.contactNumber.replace(/[^\d+]/g, '')}`}
              size="sm"
              style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
            >
              <IconPhone size={16} aria-hidden="true" />
              {place.contactNumber}
            </Anchor>
          ) : null}
        </Group>
        {cost ? (
          <Text size="sm" fw={600}>
            {cost}
          </Text>
        ) : null}
        <PlaceTags tags={place.tags} />
        {canManage ? (
          <Group gap="xs" mt={4}>
            <Button
              component={Link}
              to={`/groups/${groupId}/places/${place.id}/edit`}
              variant="default"
              size="compact-sm"
              aria-label={intl.formatMessage(m.editPlace, { place: place.name })}
              leftSection={<IconPencil size={14} aria-hidden="true" />}
            >
              {intl.formatMessage(m.edit)}
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              aria-label={intl.formatMessage(m.removePlace, { place: place.name })}
              leftSection={<IconTrash size={14} aria-hidden="true" />}
              loading={removing}
              onClick={() => onRemove(place)}
            >
              {intl.formatMessage(m.remove)}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
