import { useIntl } from 'react-intl';
import { defineMessages } from '../../shared/i18n/define';
import { useUnreadGames } from '../data/unread-discussions';

// In the games area: the games list and the tab bar, first screens, show it and may only say first-screen words.
const messages = defineMessages({
  unread: { id: 'games.unreadMessages', defaultMessage: 'New messages' },
});

/** A plain span rather than a Mantine Indicator and Tooltip: the first screen carries it, and every byte counts. */
const DOT = {
  display: 'inline-block',
  width: 10,
  height: 10,
  borderRadius: '50%',
  background: 'var(--mantine-color-red-filled)',
  verticalAlign: 'middle',
  // Apart from the title by a margin, not a space: a title without a dot reads exactly as it is.
  marginInlineStart: '0.4em',
} as const;

/**
 * A dot for discussions with messages the viewer has not read (issue 61): of one game, or of any game when no
 * game is named. Opening the game marks them read and the dot goes.
 */
export function UnreadDot({ gameId }: { gameId?: string }) {
  const intl = useIntl();
  const unread = useUnreadGames();
  const shown = gameId ? unread.has(gameId) : unread.size > 0;
  if (!shown) return null;
  const label = intl.formatMessage(messages.unread);
  return <span role="img" aria-label={label} title={label} style={DOT} />;
}
