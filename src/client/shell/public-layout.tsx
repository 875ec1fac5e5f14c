import { Box, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Logo } from '../components/logo';
import { SchemeToggle } from './scheme-toggle';

// The switch's select is Mantine's Input family, which no signed-in first screen needs: it loads on its own.
const LanguageMenu = lazy(() => import('./language-menu'));

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
          <Group gap="xs" wrap="nowrap">
            <Suspense fallback={null}>
              <LanguageMenu />
            </Suspense>
            <SchemeToggle />
          </Group>
        </Group>
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
