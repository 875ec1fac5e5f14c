import { Avatar, UnstyledButton } from '@mantine/core';
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { initialsOf } from '../../shared/initials';
import { useMe } from '../data/me';
import { useAuthSession } from '../data/session';
import { shellMessages } from './shell-messages';

// The menu's code is not on the first screen's path (issue 23's JS budget): pointing at or focusing the avatar
// fetches it, and the first press shows it. (Swapping the button earlier, mid-press, would lose the press.)
const loadMenu = () => import('./account-menu-open');
const AccountMenuOpen = lazy(loadMenu);

/** The avatar in the top bar: initials from the profile's full name, else the e-mail (spec 000 §2). */
export function AccountMenu() {
  const { user } = useAuthSession();
  const me = useMe();
  const intl = useIntl();
  const [pressed, setPressed] = useState(false);
  const initials = me.data
    ? initialsOf(me.data.profile.fullName, me.data.user.email)
    : initialsOf(user?.name, user?.email);

  const avatar = (props: ComponentProps<typeof UnstyledButton<'button'>>) => (
    // The name repeats the visible initials so speech-input users can say what they see (WCAG 2.5.3).
    <UnstyledButton
      aria-label={intl.formatMessage(shellMessages.accountMenu, { initials })}
      aria-haspopup="menu"
      data-account-avatar=""
      style={{ borderRadius: '50%' }}
      {...props}
    >
      <Avatar variant="filled" color="indigo" radius="xl" size={36}>
        {initials}
      </Avatar>
    </UnstyledButton>
  );
  const fetchMenu = () => void loadMenu();
  const plain = avatar({ onPointerEnter: fetchMenu, onFocus: fetchMenu, onClick: () => setPressed(true) });
  if (!pressed) return plain;
  return (
    <Suspense fallback={plain}>
      <AccountMenuOpen avatar={avatar({})} pressed={pressed} />
    </Suspense>
  );
}
