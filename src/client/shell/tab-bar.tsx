import {
  type Icon,
  IconBallTennis,
  IconBell,
  IconHome,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import type { Message } from '../../shared/i18n/define';
import { UnreadDot } from '../components/unread-dot';
import { UnreadBadge } from '../features/updates/components/unread-badge';
import { shellMessages as m } from './shell-messages';
import classes from './tab-bar.module.css';

const tabs: { label: Message; to: string; icon: Icon }[] = [
  { label: m.home, to: '/dashboard', icon: IconHome },
  { label: m.groups, to: '/groups', icon: IconUsers },
  { label: m.game, to: '/select-group-for-game', icon: IconBallTennis },
  { label: m.updates, to: '/updates', icon: IconBell },
  { label: m.profile, to: '/profile', icon: IconUserCircle },
];

/**
 * The fixed bottom tab bar: exactly five tabs; the current one carries aria-current="page"; Updates shows the
 * unread count, Home (the games) a dot for unread discussions.
 */
export function TabBar() {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(m.tabs)} className={classes.bar}>
      {tabs.map(({ label, to, icon: TabIcon }) => (
        <NavLink key={to} to={to} className={classes.tab}>
          <TabIcon size={22} aria-hidden="true" />
          <span>
            <FormattedMessage {...label} />
          </span>
          {to === '/dashboard' ? (
            <span className={classes.badge}>
              <UnreadDot />
            </span>
          ) : null}
          {to === '/updates' ? (
            <span className={classes.badge}>
              <UnreadBadge />
            </span>
          ) : null}
        </NavLink>
      ))}
    </nav>
  );
}
