import { Badge } from '@mantine/core';
import { unreadBadge } from '../../../../shared/unread';
import { useUnreadCount } from '../api';

/** The number of unread updates ("99+" past 99), or nothing when all is read. */
export function UnreadBadge({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const count = useUnreadCount();
  const label = unreadBadge(count);
  if (!label) return null;
  return (
    <Badge
      size={size}
      color="red"
      variant="filled"
      circle={label.length === 1}
      aria-label={`${label} unread updates`}
    >
      {label}
    </Badge>
  );
}
