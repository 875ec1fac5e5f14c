import { Box, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { ColorSchemeToggle } from '../components/color-scheme-toggle';
import { Logo } from '../components/logo';

/** Frame for the screens a signed-out visitor can see: a slim header and the page. */
export function PublicLayout() {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group justify="space-between" wrap="nowrap" maw={1100} mx="auto">
          <Logo to="/" />
          <ColorSchemeToggle />
        </Group>
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
