import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '../../theme';
import { LandingPage } from './pages/landing-page';

/** The landing page on its own, as `landing.html` pre-renders and then hydrates it. */
export function LandingApp() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <LandingPage />
    </MantineProvider>
  );
}
