import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '../../theme';
import { LandingIntl, type LandingLanguage } from './islands';
import { LandingPage } from './pages/landing-page';

/** The landing page on its own, in one language, as the build pre-renders it for each. */
export function LandingApp({ language }: { language: LandingLanguage }) {
  return (
    <LandingIntl language={language}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
        <LandingPage />
      </MantineProvider>
    </LandingIntl>
  );
}
