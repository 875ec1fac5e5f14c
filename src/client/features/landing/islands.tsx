import { MantineProvider } from '@mantine/core';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Catalogue } from '../../../shared/i18n/catalogues';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { cssVariablesResolver, theme } from '../../theme';
import { SampleChat } from './components/sample-chat';
import { WaitlistForm } from './components/waitlist-form';
import { landingMessages } from './landing-messages';

interface IslandSpec {
  Component: ComponentType;
  /**
   * When landing.html brings it to life: 'interaction' at the first pointer, focus or key inside it (a
   * click or submit that comes before is held and given again); 'visible' as it nears the screen.
   */
  hydrate: 'interaction' | 'visible';
}

/**
 * The landing page's interactive parts. Served as landing.html, the page is static HTML and only these
 * are hydrated, each as a small React root of its own and only when needed: a phone then paints and
 * settles without running the page's scripts at all (see docs/decisions/004-landing-page-islands.md).
 */
function LandingSchemeToggle() {
  const intl = useIntl();
  return (
    <ColorSchemeToggle
      label={intl.formatMessage(landingMessages.toggleScheme)}
      hint={intl.formatMessage(landingMessages.toggleSchemeHint)}
    />
  );
}

export const ISLANDS = {
  'color-scheme': { Component: LandingSchemeToggle, hydrate: 'interaction' },
  'waitlist-slim': { Component: () => <WaitlistForm variant="slim" />, hydrate: 'interaction' },
  // The chat starts playing as it comes into view, so a visitor sees it from its first message.
  'sample-chat': { Component: SampleChat, hydrate: 'visible' },
  waitlist: { Component: WaitlistForm, hydrate: 'interaction' },
} as const satisfies Record<string, IslandSpec>;

export type IslandName = keyof typeof ISLANDS;

export const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(ISLANDS, name);

/** The language a landing page is drawn in, and its messages (the landing area's, or more). */
export interface LandingLanguage {
  locale: Locale;
  messages: Catalogue;
}

// In a production build react-intl reports nothing by itself; a browser test fails on any console error.
const reportMessageError = (error: Error) => console.error(error);

/** The page's words, in its language: the whole pre-rendered page, and each island, say them through this. */
export function LandingIntl({ language, children }: { language: LandingLanguage; children: ReactNode }) {
  return (
    <IntlProvider
      locale={language.locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={language.messages}
      onError={reportMessageError}
    >
      {children}
    </IntlProvider>
  );
}

/**
 * Each island's own providers: its words in the page's language, and Mantine's theme (the page's provider
 * already wrote the theme's CSS variables and classes).
 */
export function IslandRoot({ language, children }: { language: LandingLanguage; children: ReactNode }) {
  return (
    <LandingIntl language={language}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="auto"
        withCssVariables={false}
        withGlobalClasses={false}
      >
        {children}
      </MantineProvider>
    </LandingIntl>
  );
}

/** Set only while pre-rendering landing.html: each island's HTML, rendered as the root that hydrates it. */
export const PrerenderedIslands = createContext<Record<IslandName, string> | null>(null);

/** Marks an island in the page; in the app (client-side visits to /) it is simply part of the page. */
export function Island({ name }: { name: IslandName }) {
  const prerendered = useContext(PrerenderedIslands);
  const { Component, hydrate } = ISLANDS[name];
  if (prerendered) {
    return (
      <div
        data-island={name}
        data-hydrate={hydrate}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own output for this island, made at build time
        dangerouslySetInnerHTML={{ __html: prerendered[name] }}
      />
    );
  }
  return (
    <div data-island={name}>
      <Component />
    </div>
  );
}
