import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { initialsOf } from '../../shared/initials';
import { useAuthSession } from '../features/auth/session';
import { useMe } from '../features/profile/api';
import { useSignOut } from './use-sign-out';

/** The avatar in the top bar: initials from the profile's full name, else the e-mail (spec 000 §2). */
export function AccountMenu() {
  const { user } = useAuthSession();
  const me = useMe();
  const signOut = useSignOut();
  const initials = me.data
    ? initialsOf(me.data.profile.fullName, me.data.user.email)
    : initialsOf(user?.name, user?.email);

  return (
    <Menu
      position="bottom-end"
      width={200}
      shadow="md"
      withinPortal={false}
      withInitialFocusPlaceholder={false}
    >
      {/* The name repeats the visible initials so speech-input users can say what they see (WCAG 2.5.3). */}
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu, ${initials}`} style={{ borderRadius: '50%' }}>
          <Avatar variant="filled" color="indigo" radius="xl" size={36}>
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden="true" />}>
          Your Profile
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={signOut}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
