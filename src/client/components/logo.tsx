import { Anchor, Group } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The "Turnout" word mark, a link to `to`. */
export function Logo({ to }: { to: string }) {
  return (
    <Anchor component={Link} to={to} underline="never" c="var(--mantine-color-bright)" fw={800} fz="xl">
      <Group gap={6} wrap="nowrap" component="span">
        <IconUsersGroup size={26} color="var(--mantine-primary-color-filled)" aria-hidden="true" />
        Turnout
      </Group>
    </Anchor>
  );
}
