import { Anchor, Badge, Card, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { costPerHourLabel } from '../../../../shared/places';
import { useLocale } from '../../../i18n/locale-context';
import type { GroupDetail } from '../api';

interface GroupPlacesProps {
  groupId: string;
  places: GroupDetail['places'];
  /** The group's currency, which its costs are in. */
  currency: string;
}

/** The group's first places (PLACES_ON_GROUP_PAGE) as a grid; each card, like "View all places", leads to the whole list. */
export function GroupPlaces({ groupId, places, currency }: GroupPlacesProps) {
  const locale = useLocale();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="places-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="places-heading">
          Places
        </Title>
        <Anchor component={Link} to={`/groups/${groupId}/places`} size="sm" fw={600}>
          View all places
        </Anchor>
      </Group>
      {places.length === 0 ? (
        <Text c="dimmed">No places have been added to this group yet.</Text>
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
                <Text size="sm">{costPerHourLabel(place.costPerHourCents, currency, locale)}</Text>
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
