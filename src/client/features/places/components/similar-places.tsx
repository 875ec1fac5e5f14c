import { Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import { costPerHourLabel, PLACE_TEXT_MAX, SIMILAR_SEARCH } from '../../../../shared/places';
import { type SimilarPlace, useSimilarPlaces } from '../../../data/places';
import { useLocale } from '../../../i18n/locale-context';
import { placeFormMessages as m } from '../places-messages';
import { PlaceTags } from './place-tags';

interface SimilarPlacesProps {
  name: string;
  address: string;
  onUse: (place: SimilarPlace) => void;
  /** The place whose "Use" is being saved, if any. */
  usingPlaceId: string | null;
  /** The currency the form's costs are in, which a place's own cost is read in. */
  currency: string;
}

/**
 * Places close to the one being typed (spec 000 §5): searched once the name has 3 and the address 5
 * characters, 500 ms after the last keystroke in either field, and not while either is longer than a place's
 * may be (the form says so on saving). Nothing shows while there is no match.
 */
export function SimilarPlaces({ name, address, onUse, usingPlaceId, currency }: SimilarPlacesProps) {
  const locale = useLocale();
  const intl = useIntl();
  const [debouncedName] = useDebouncedValue(name.trim(), SIMILAR_SEARCH.debounceMs);
  const [debouncedAddress] = useDebouncedValue(address.trim(), SIMILAR_SEARCH.debounceMs);
  const searchable =
    debouncedName.length >= SIMILAR_SEARCH.minName &&
    debouncedName.length <= PLACE_TEXT_MAX.name &&
    debouncedAddress.length >= SIMILAR_SEARCH.minAddress &&
    debouncedAddress.length <= PLACE_TEXT_MAX.address;
  const similar = useSimilarPlaces(debouncedName, debouncedAddress, searchable);
  const places = searchable ? (similar.data?.places ?? []) : [];
  if (places.length === 0) return null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="similar-heading">
      <Title order={2} size="h4" id="similar-heading">
        {intl.formatMessage(m.similarTitle)}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {intl.formatMessage(m.similarHint)}
      </Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {places.map((place) => (
          <Card component="li" key={place.id} withBorder padding="sm">
            <Stack gap={4}>
              <Group gap="xs" justify="space-between" align="flex-start" wrap="nowrap">
                <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {place.name}
                </Text>
                <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                  {intl.formatMessage(m.similarMatch, { match: place.similarity })}
                </Text>
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {place.address}
              </Text>
              {place.costPerHourCents !== null ? (
                <Text size="sm">{costPerHourLabel(place.costPerHourCents, currency, locale, intl)}</Text>
              ) : null}
              <PlaceTags tags={place.tags} />
              <Button
                variant="light"
                size="compact-sm"
                mt={4}
                style={{ alignSelf: 'flex-start' }}
                aria-label={intl.formatMessage(m.usePlace, { place: place.name })}
                loading={usingPlaceId === place.id}
                disabled={usingPlaceId !== null && usingPlaceId !== place.id}
                onClick={() => onUse(place)}
              >
                {intl.formatMessage(m.useThisPlace)}
              </Button>
            </Stack>
          </Card>
        ))}
      </Stack>
    </Paper>
  );
}
