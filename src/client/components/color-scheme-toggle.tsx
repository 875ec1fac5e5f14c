import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/**
 * Follows the system scheme until the user picks one; then remembers the choice. Both icons are drawn
 * and the page's colour scheme hides one, so the right one shows even before scripts run (landing page).
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');

  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label="Toggle colour scheme"
      title="Switch between light and dark mode"
      onClick={() => setColorScheme(computed === 'dark' ? 'light' : 'dark')}
    >
      <IconSun size={20} aria-hidden="true" className="mantine-light-hidden" />
      <IconMoon size={20} aria-hidden="true" className="mantine-dark-hidden" />
    </ActionIcon>
  );
}
