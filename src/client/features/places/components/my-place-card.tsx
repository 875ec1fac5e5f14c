import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { costPerHourLabel } from '../../../../shared/places';
import type { MyPlace } from '../../../data/places';
import { useLocale } from '../../../i18n/locale-context';
import { myPlacesMessages as m, placeCommonMessages } from '../places-messages';

interface MyPlaceCardProps {
  place: MyPlace;
  /** The hourly cost to show: the group's override in a group's section, else the first group's. */
  costPerHourCents: number | null;
  /** The currency of the group the cost is shown for; the viewer's own for a place in no group. */
  currency: string;
  /** The groups offered as chips with edit links; in a group's section only that group. */
  groups: MyPlace['groups'];
  headingOrder: 2 | 3;
  /** Inside a group's section the chip would only repeat the section's heading. */
  withChips?: boolean;
  /** What the user may do with a place of their own, in none of their groups (edit, add to a group, remove). */
  ownActions?: ReactNode;
}

function editPath(groupId: string, placeId: string) {
  return `/groups/${groupId}/places/${placeId}/edit`;
}

/**
 * A place on /places: name, address, hourly cost, its groups as chips, and an edit link per group. With
 * several groups each link names its group ("Edit {place} in {group}"); a place in none has its own actions.
 */
export function MyPlaceCard({
  place,
  costPerHourCents,
  currency,
  groups,
  headingOrder,
  withChips = true,
  ownActions,
}: MyPlaceCardProps) {
  const locale = useLocale();
  const intl = useIntl();
  const cost = costPerHourLabel(costPerHourCents, currency, locale, intl);
  return (
    <Card component="li" withBorder padding="md">
      <Stack gap={6}>
        <Title order={headingOrder} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {place.name}
        </Title>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {place.address}
        </Text>
        {cost ? (
          <Text size="sm" fw={600}>
            {cost}
          </Text>
        ) : null}
        {groups.length === 0 && withChips ? (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.notInGroup)}
          </Text>
        ) : null}
        {groups.map((group) => (
          <Group
            key={group.groupId}
            gap="xs"
            justify={withChips ? 'space-between' : 'flex-end'}
            wrap="nowrap"
          >
            {withChips ? (
              <Badge variant="light" style={{ minWidth: 0 }}>
                {group.groupName}
              </Badge>
            ) : null}
            <Anchor
              component={Link}
              to={editPath(group.groupId, place.id)}
              size="sm"
              aria-label={
                groups.length === 1
                  ? intl.formatMessage(placeCommonMessages.editPlace, { place: place.name })
                  : intl.formatMessage(m.editPlaceInGroup, { place: place.name, group: group.groupName })
              }
              style={{ display: 'inline-flex', alignItems: 'center', gap: 4, flexShrink: 0 }}
            >
              <IconPencil size={14} aria-hidden="true" />
              {intl.formatMessage(placeCommonMessages.edit)}
            </Anchor>
          </Group>
        ))}
        {ownActions}
      </Stack>
    </Card>
  );
}
