import { Badge } from '@mantine/core';
import type { ShareStatus } from '../../../../shared/constants';

const BADGES: Record<ShareStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'yellow' },
  verifying: { label: 'Awaiting confirmation', color: 'blue' },
  settled: { label: 'Settled', color: 'green' },
};

/** A share's place in pending → verifying → settled (spec 001 §4), in words. */
export function ShareStatusBadge({ status }: { status: ShareStatus }) {
  const { label, color } = BADGES[status];
  return (
    // The colour stays in the tint: light-variant text in yellow, blue or green misses AA contrast.
    <Badge
      color={color}
      variant="light"
      style={{ flexShrink: 0 }}
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
    >
      {label}
    </Badge>
  );
}
