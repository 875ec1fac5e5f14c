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
import { NavLink as RouterNavLink, useMatch } from 'react-router';
import { useAuthSession } from '../features/auth/session';
import { UnreadBadge } from '../features/updates/components/unread-badge';

interface DrawerItem {
  label: string;
  to: string;
  icon: Icon;
}

const items: DrawerItem[] = [
  { label: 'Home', to: '/dashboard', icon: IconHome },
  { label: 'Groups', to: '/groups', icon: IconUsers },
  { label: 'Games', to: '/games', icon: IconBallTennis },
  { label: 'Places', to: '/places', icon: IconMapPin },
  { label: 'Updates', to: '/updates', icon: IconBell },
  { label: 'Admin', to: '/admin', icon: IconShieldCheck },
  { label: 'About', to: '/about', icon: IconInfoCircle },
];

function DrawerLink({ item, onNavigate }: { item: DrawerItem; onNavigate: () => void }) {
  const active = useMatch({ path: item.to, end: false }) !== null;
  return (
    <NavLink
      component={RouterNavLink}
      to={item.to}
      label={item.label}
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

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="xs"
      title={
        <Text component="span" fw={800} fz="lg">
          <IconUsersGroup size={20} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} /> Turnout
        </Text>
      }
      closeButtonProps={{ 'aria-label': 'Close navigation' }}
      // Mantine renders the title bar as <header>, which would be a second banner landmark.
      attributes={{ header: { role: 'none' } }}
    >
      <Stack gap="md">
        <nav aria-label="Main">
          {items.map((item) => (
            <DrawerLink key={item.to} item={item} onNavigate={onClose} />
          ))}
        </nav>
        <Divider />
        <div>
          <Text size="sm" c="dimmed">
            Signed in as
          </Text>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {user?.email}
          </Text>
        </div>
      </Stack>
    </Drawer>
  );
}
