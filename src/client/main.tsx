import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { DEFAULT_LOCALE } from '../shared/i18n/locales';
import { queryClient } from './api';
import { startLocale } from './i18n/device-locale';
import { I18nProvider, type LoadedLanguage, loadLanguage } from './i18n/i18n-provider';
import { router } from './router';
import { AppModals } from './shell/app-modals';
import { NewVersionPrompt } from './shell/new-version-prompt';
import { cssVariablesResolver, theme } from './theme';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const app = (language: LoadedLanguage) => (
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        <I18nProvider initial={language}>
          <Notifications />
          <NewVersionPrompt />
          <RouterProvider router={router} />
          <AppModals />
        </I18nProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>
);

/** The app's language, with its catalogue; English should the catalogue's file not load (offline, a new build). */
const starting = startLocale();
const language = loadLanguage(starting).catch(() => loadLanguage(DEFAULT_LOCALE));
document.documentElement.lang = starting;

const root = createRoot(container);
if (container.firstChild && !router.state.initialized) {
  // The first screen came drawn, by the server or by the service worker from what the device kept
  // (src/shared/first-screen.ts): it stays until the app can draw the same screen, rather than giving way to
  // a spinner while the screen's code loads.
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    void language.then((loaded) => root.render(app(loaded)));
  });
} else void language.then((loaded) => root.render(app(loaded)));
