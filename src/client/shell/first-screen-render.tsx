// The first screen as the server draws it (src/shared/first-screen.ts): built by Vite for Node into
// dist/ssr/first-screen.js, which the server loads when it exists. The same components as the app's, on the
// same answers; the app replaces this HTML once it can draw the screen itself (src/client/main.tsx).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { Route, Routes, StaticRouter } from 'react-router';
import { FIRST_SCREEN_DATA_ID, type RenderFirstScreen, scriptSafeJson } from '../../shared/first-screen';
import { inViewerTimeZone } from '../../shared/time';
import { pageTitle } from '../components/use-page-title';
import { GAMES_SCREEN, GamesPage } from '../features/games/pages/games-page';
import { I18nProvider, intlLocaleOf } from '../i18n/i18n-provider';
import { cssVariablesResolver, theme } from '../theme';
import { AppFrame } from './app-layout';
import { seedFirstScreen } from './first-screen';

/** The frame and the games list, then the answers they show, and the games list's title. */
export const renderFirstScreen: RenderFirstScreen = ({ location, timeZone, locale, messages, data }) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  seedFirstScreen(queryClient, data);
  const markup = inViewerTimeZone(timeZone, () =>
    renderToString(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
        <QueryClientProvider client={queryClient}>
          <I18nProvider initial={{ locale, messages }}>
            <StaticRouter location={location}>
              <Routes>
                <Route element={<AppFrame />}>
                  <Route path="/dashboard" element={<GamesPage />} />
                  <Route path="/games" element={<GamesPage />} />
                </Route>
              </Routes>
            </StaticRouter>
          </I18nProvider>
        </QueryClientProvider>
      </MantineProvider>,
    ),
  );
  return {
    root: `${markup}<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptSafeJson(data)}</script>`,
    title: pageTitle(createIntl({ locale: intlLocaleOf(locale), messages }).formatMessage(GAMES_SCREEN)),
    lang: locale,
  };
};
