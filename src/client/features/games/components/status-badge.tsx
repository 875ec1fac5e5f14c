import { Badge } from '@mantine/core';
import type { GameStatus } from '../../../../shared/constants';
import { statusBadge } from '../../../../shared/game-rules';

/** Poll, Past Due, Ready to Book, Confirmed, Completed or Cancelled, in the spec's colours (§4). */
export function GameStatusBadge({ status, date }: { status: GameStatus; date: string }) {
  const { label, color } = statusBadge(status, date, new Date());
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
