import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../../shared/i18n/define';
import { UNREAD_BADGE_CAP, unreadBadge } from '../../../../shared/unread';
import { useUnreadCount } from '../../../data/updates';

const messages = defineMessages({
  unread: {
    id: 'updates.badge.unread',
    defaultMessage: '{count, plural, one {# unread update} other {# unread updates}}',
  },
  overCap: { id: 'updates.badge.overCap', defaultMessage: 'More than {count} unread updates' },
});

/** The number of unread updates ("99+" past 99), or nothing when all is read. */
export function UnreadBadge({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const count = useUnreadCount();
  const intl = useIntl();
  const label = unreadBadge(count);
  if (!label) return null;
  return (
    <Badge
      size={size}
      color="red"
      variant="filled"
      circle={label.length === 1}
      aria-label={intl.formatMessage(count > UNREAD_BADGE_CAP ? messages.overCap : messages.unread, {
        count: Math.min(count, UNREAD_BADGE_CAP),
      })}
    >
      {label}
    </Badge>
  );
}
