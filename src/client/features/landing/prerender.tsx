import { renderToString } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { pageTitle } from '../../components/use-page-title';
import { ISLANDS, type IslandName, IslandRoot, type LandingLanguage, PrerenderedIslands } from './islands';
import { LandingApp } from './landing-app';
import { landingMessages } from './landing-messages';

/** What the page's `<head>` says in the language: its title and description. */
interface LandingHead {
  title: string;
  description: string;
}

/**
 * The landing page's HTML in one language, written into `landing.<locale>.html` at build time so it paints
 * before any script runs. Islands are rendered exactly as hydrate-islands.tsx hydrates them: on their own,
 * ids prefixed by their name, with the same language's messages.
 */
export function renderLanding(language: LandingLanguage): { html: string; head: LandingHead } {
  const islands = Object.fromEntries(
    Object.entries(ISLANDS).map(([name, { Component }]) => [
      name,
      renderToString(
        <IslandRoot language={language}>
          <Component />
        </IslandRoot>,
        { identifierPrefix: name },
      ),
    ]),
  ) as Record<IslandName, string>;
  const html = renderToString(
    <PrerenderedIslands value={islands}>
      <LandingApp language={language} />
    </PrerenderedIslands>,
  );
  const intl = createIntl({ locale: language.locale, defaultLocale: 'en', messages: language.messages });
  return {
    html,
    head: {
      title: pageTitle(intl.formatMessage(landingMessages.title)),
      description: intl.formatMessage(landingMessages.metaDescription),
    },
  };
}
