import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

interface ColorSchemeToggleProps {
  /** Its name and its tooltip, in the page's language (the landing page has no message catalogue). */
  label: string;
  hint: string;
}

/**
 * Follows the system scheme until the user picks one; then remembers the choice. Both icons are drawn
 * and the page's colour scheme hides one, so the right one shows even before scripts run (landing page).
 */
export function ColorSchemeToggle({ label, hint }: ColorSchemeToggleProps) {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');

  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      title={hint}
      onClick={() => setColorScheme(computed === 'dark' ? 'light' : 'dark')}
    >
      <IconSun size={20} aria-hidden="true" className="mantine-light-hidden" />
      <IconMoon size={20} aria-hidden="true" className="mantine-dark-hidden" />
    </ActionIcon>
  );
}
