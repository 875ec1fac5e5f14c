import { Anchor, VisuallyHidden } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { mapsSearchUrl } from '../../../../shared/maps';
import { groupPlacesMessages as m } from '../places-messages';

/**
 * The place's location: a maps search by its name, in a new tab (spec 000 §2). Named "Open {name} in maps"; the
 * name is there for screen readers only.
 */
export function MapsLink({ name }: { name: string }) {
  return (
    <Anchor
      href={mapsSearchUrl(name)}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconMapPin size={16} aria-hidden="true" />
      <span>
        <FormattedMessage {...m.openInMaps} values={{ place: <VisuallyHidden>{name}</VisuallyHidden> }} />
      </span>
    </Anchor>
  );
}
