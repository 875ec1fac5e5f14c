import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from './api';
import { router } from './router';
import { NewVersionPrompt } from './shell/new-version-prompt';
import { cssVariablesResolver, theme } from './theme';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const app = (
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <Notifications />
      <NewVersionPrompt />
      <QueryClientProvider client={queryClient}>
        {/* Mantine's close buttons carry no name of their own. */}
        <ModalsProvider modalProps={{ closeButtonProps: { 'aria-label': 'Close' } }}>
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>
);

const root = createRoot(container);
if (container.firstChild && !router.state.initialized) {
  // The first screen came drawn, by the server or by the service worker from what the device kept
  // (src/shared/first-screen.ts): it stays until the app can draw the same screen, rather than giving way to
  // a spinner while the screen's code loads.
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    root.render(app);
  });
} else root.render(app);
