import {
  type Icon,
  IconBallTennis,
  IconBell,
  IconHome,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { UnreadBadge } from '../features/updates/components/unread-badge';
import classes from './tab-bar.module.css';

const tabs: { label: string; to: string; icon: Icon }[] = [
  { label: 'Home', to: '/dashboard', icon: IconHome },
  { label: 'Groups', to: '/groups', icon: IconUsers },
  { label: 'Game', to: '/select-group-for-game', icon: IconBallTennis },
  { label: 'Updates', to: '/updates', icon: IconBell },
  { label: 'Profile', to: '/profile', icon: IconUserCircle },
];

/** The fixed bottom tab bar: exactly five tabs; the current one carries aria-current="page"; Updates shows the unread count. */
export function TabBar() {
  return (
    <nav aria-label="Tabs" className={classes.bar}>
      {tabs.map(({ label, to, icon: TabIcon }) => (
        <NavLink key={to} to={to} className={classes.tab}>
          <TabIcon size={22} aria-hidden="true" />
          <span>{label}</span>
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
