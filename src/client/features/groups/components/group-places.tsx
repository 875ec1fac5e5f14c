import { Anchor, Badge, Card, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatMinor } from '../../../../shared/money';
import type { GroupDetail } from '../../../data/groups';
import { useLocale } from '../../../i18n/locale-context';
import { groupPageMessages as m } from '../groups-messages';

interface GroupPlacesProps {
  groupId: string;
  places: GroupDetail['places'];
  /** The group's currency, which its costs are in. */
  currency: string;
}

/** The group's first places (PLACES_ON_GROUP_PAGE) as a grid; each card, like "View all places", leads to the whole list. */
export function GroupPlaces({ groupId, places, currency }: GroupPlacesProps) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="places-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="places-heading">
          {intl.formatMessage(m.places)}
        </Title>
        <Anchor component={Link} to={`/groups/${groupId}/places`} size="sm" fw={600}>
          {intl.formatMessage(m.viewAllPlaces)}
        </Anchor>
      </Group>
      {places.length === 0 ? (
        <Text c="dimmed">{intl.formatMessage(m.noPlaces)}</Text>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2 }}
          spacing="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {places.map((place) => (
            <Card component="li" key={place.groupPlaceId} withBorder padding="sm">
              <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                <Anchor component={Link} to={`/groups/${groupId}/places`} inherit>
                  {place.name}
                </Anchor>
              </Title>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {place.address}
              </Text>
              {place.costPerHourCents !== null ? (
                <Text size="sm">
                  {intl.formatMessage(m.costPerHour, {
                    cost: formatMinor(place.costPerHourCents, currency, locale),
                  })}
                </Text>
              ) : null}
              {place.tags.length > 0 ? (
                <Group gap={4} mt={6}>
                  {place.tags.map((tag) => (
                    <Badge key={tag} size="sm" variant="light" color="gray">
                      {tag}
                    </Badge>
                  ))}
                </Group>
              ) : null}
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}
