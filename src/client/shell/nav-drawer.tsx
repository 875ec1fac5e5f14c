import { Divider, Drawer, NavLink, Stack, Text } from '@mantine/core';
import {
  type Icon,
  IconBallTennis,
  IconBell,
  IconHome,
  IconInfoCircle,
  IconMapPin,
  IconShieldCheck,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink as RouterNavLink, useMatch } from 'react-router';
import type { Message } from '../../shared/i18n/define';
import { useAuthSession } from '../data/session';
import { UnreadBadge } from '../features/updates/components/unread-badge';
import { shellMessages as m } from './shell-messages';

interface DrawerItem {
  label: Message;
  to: string;
  icon: Icon;
}

const items: DrawerItem[] = [
  { label: m.home, to: '/dashboard', icon: IconHome },
  { label: m.groups, to: '/groups', icon: IconUsers },
  { label: m.games, to: '/games', icon: IconBallTennis },
  { label: m.places, to: '/places', icon: IconMapPin },
  { label: m.updates, to: '/updates', icon: IconBell },
  { label: m.admin, to: '/admin', icon: IconShieldCheck },
  { label: m.about, to: '/about', icon: IconInfoCircle },
];

function DrawerLink({ item, onNavigate }: { item: DrawerItem; onNavigate: () => void }) {
  const active = useMatch({ path: item.to, end: false }) !== null;
  return (
    <NavLink
      component={RouterNavLink}
      to={item.to}
      label={<FormattedMessage {...item.label} />}
      active={active}
      leftSection={<item.icon size={20} aria-hidden="true" />}
      rightSection={item.to === '/updates' ? <UnreadBadge size="sm" /> : undefined}
      onClick={onNavigate}
    />
  );
}

interface NavDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** The side menu; Admin is listed for everyone (spec 000 §2). */
export function NavDrawer({ opened, onClose }: NavDrawerProps) {
  const { user } = useAuthSession();
  const intl = useIntl();
  // Its code loads on the first press, so the drawer mounts already asked open; opened in the frame it mounts
  // in, it would appear without its slide. It opens two frames later, once the browser has drawn it closed.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setMounted(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <Drawer
      opened={opened && mounted}
      onClose={onClose}
      size="xs"
      title={
        <Text component="span" fw={800} fz="lg">
          <IconUsersGroup size={20} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} /> Turnout
        </Text>
      }
      closeButtonProps={{ 'aria-label': intl.formatMessage(m.closeNavigation) }}
      // Mantine renders the title bar as <header>, which would be a second banner landmark.
      attributes={{ header: { role: 'none' } }}
    >
      <Stack gap="md">
        <nav aria-label={intl.formatMessage(m.mainNavigation)}>
          {items.map((item) => (
            <DrawerLink key={item.to} item={item} onNavigate={onClose} />
          ))}
        </nav>
        <Divider />
        <div>
          <Text size="sm" c="dimmed">
            <FormattedMessage {...m.signedInAs} />
          </Text>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {user?.email}
          </Text>
        </div>
      </Stack>
    </Drawer>
  );
}
