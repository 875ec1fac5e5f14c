import { ActionIcon, Group } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Logo } from '../components/logo';
import { AccountMenu } from './account-menu';
import { SchemeToggle } from './scheme-toggle';
import { shellMessages } from './shell-messages';

interface TopBarProps {
  navigationOpened: boolean;
  onOpenNavigation: () => void;
  /** The pointer is on the menu button, or the focus: its drawer's code may load now. */
  onNavigationWanted: () => void;
}

export function TopBar({ navigationOpened, onOpenNavigation, onNavigationWanted }: TopBarProps) {
  const intl = useIntl();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={intl.formatMessage(shellMessages.openNavigation)}
          aria-expanded={navigationOpened}
          aria-haspopup="dialog"
          onClick={onOpenNavigation}
          onPointerEnter={onNavigationWanted}
          onFocus={onNavigationWanted}
        >
          <IconMenu2 size={22} aria-hidden="true" />
        </ActionIcon>
        <Logo to="/games" />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <SchemeToggle />
        <AccountMenu />
      </Group>
    </Group>
  );
}
