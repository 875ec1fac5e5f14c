import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { GameStatus } from '../../../../shared/constants';
import { statusBadge } from '../../../../shared/game-rules';
import { statusBadgeMessages } from '../games-messages';

/** Poll, Past Due, Ready to Book, Confirmed, Completed or Cancelled, in the spec's colours (§4). */
export function GameStatusBadge({ status, date }: { status: GameStatus; date: string }) {
  const intl = useIntl();
  const { label, color } = statusBadge(status, date, new Date());
  const message = statusBadgeMessages[label as keyof typeof statusBadgeMessages];
  return (
    // The colour stays in the tint: light-variant text in yellow, blue or green misses AA contrast.
    <Badge
      color={color}
      variant="light"
      style={{ flexShrink: 0 }}
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
    >
      {message ? intl.formatMessage(message) : label}
    </Badge>
  );
}
