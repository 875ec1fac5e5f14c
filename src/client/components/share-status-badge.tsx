import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { ShareStatus } from '../../shared/constants';
import { shareStatusText } from '../../shared/money-status';

const COLORS: Record<ShareStatus, string> = { pending: 'yellow', verifying: 'blue', settled: 'green' };

/** A share's place in pending → verifying → settled (spec 001 §4), in the one word every screen uses. */
export function ShareStatusBadge({ status }: { status: ShareStatus }) {
  return (
    // The colour stays in the tint: light-variant text in yellow, blue or green misses AA contrast.
    <Badge
      color={COLORS[status]}
      variant="light"
      style={{ flexShrink: 0 }}
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
    >
      <FormattedMessage {...shareStatusText[status]} />
    </Badge>
  );
}
