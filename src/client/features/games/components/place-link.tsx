import { Anchor } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { mapsSearchUrl } from '../../../../shared/maps';
import { gameCardMessages as m } from '../games-messages';

/** The place's name as a maps search link in a new tab (spec 001 §2), named "Open {place} in maps". */
export function PlaceLink({ name }: { name: string }) {
  const intl = useIntl();
  return (
    <Anchor
      href={mapsSearchUrl(name)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={intl.formatMessage(m.openInMaps, { place: name })}
      size="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, overflowWrap: 'anywhere' }}
    >
      <IconMapPin size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
      <span>{name}</span>
    </Anchor>
  );
}
