import { ActionIcon, Group } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { ColorSchemeToggle } from '../components/color-scheme-toggle';
import { Logo } from '../components/logo';
import { AccountMenu } from './account-menu';

interface TopBarProps {
  navigationOpened: boolean;
  onOpenNavigation: () => void;
}

export function TopBar({ navigationOpened, onOpenNavigation }: TopBarProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label="Open navigation"
          aria-expanded={navigationOpened}
          aria-haspopup="dialog"
          onClick={onOpenNavigation}
        >
          <IconMenu2 size={22} aria-hidden="true" />
        </ActionIcon>
        <Logo to="/games" />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <ColorSchemeToggle />
        <AccountMenu />
      </Group>
    </Group>
  );
}
