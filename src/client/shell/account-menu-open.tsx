import { Menu } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { type ReactElement, useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useSignOut } from '../data/use-sign-out';
import { shellMessages } from './shell-messages';

/**
 * The account menu itself (Mantine's Menu, its popover and @floating-ui), loaded by AccountMenu when the avatar
 * is first pointed at, focused or pressed. `avatar` is the same button, now the menu's target; it keeps the
 * focus the plain one had, and a press made while this loaded opens the menu.
 */
export default function AccountMenuOpen({ avatar, pressed }: { avatar: ReactElement; pressed: boolean }) {
  const signOut = useSignOut();
  // Read while the plain avatar is still the one on screen.
  const hadFocus = useRef(document.activeElement?.hasAttribute('data-account-avatar') === true);
  useEffect(() => {
    if (hadFocus.current) document.querySelector<HTMLElement>('[data-account-avatar]')?.focus();
  }, []);

  return (
    <Menu
      position="bottom-end"
      width={200}
      shadow="md"
      withinPortal={false}
      withInitialFocusPlaceholder={false}
      defaultOpened={pressed}
    >
      <Menu.Target>{avatar}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden="true" />}>
          <FormattedMessage {...shellMessages.yourProfile} />
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={signOut}>
          <FormattedMessage {...shellMessages.signOut} />
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
