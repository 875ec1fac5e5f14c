import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { GameStatus } from '../../shared/constants';
import { statusBadge } from '../../shared/game-rules';
import { defineMessages } from '../../shared/i18n/define';

/** The status badges (spec §4), keyed by the English label statusBadge gives. */
const statusBadgeMessages = defineMessages({
  'Past Due': { id: 'games.status.pastDue', defaultMessage: 'Past Due' },
  Poll: { id: 'games.status.poll', defaultMessage: 'Poll' },
  'Ready to Book': { id: 'games.status.readyToBook', defaultMessage: 'Ready to Book' },
  Confirmed: { id: 'games.status.confirmed', defaultMessage: 'Confirmed' },
  Completed: { id: 'games.status.completed', defaultMessage: 'Completed' },
  Cancelled: { id: 'games.status.cancelled', defaultMessage: 'Cancelled' },
});

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
