import { Anchor, VisuallyHidden } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { mapsSearchUrl } from '../../../../shared/maps';

/** The place's location: a maps search by its name, in a new tab (spec 000 §2). Named "Open {name} in maps". */
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
        Open<VisuallyHidden> {name}</VisuallyHidden> in maps
      </span>
    </Anchor>
  );
}
