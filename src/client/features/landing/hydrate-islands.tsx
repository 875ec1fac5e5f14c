import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { DEFAULT_LOCALE, isSupportedLocale } from '../../../shared/i18n/locales';
import { ISLANDS, IslandRoot, isIslandName, type LandingLanguage } from './islands';
import { loadLandingCatalogue } from './landing-catalogue';

// The page says its language on <html lang> (each language has its own pre-rendered page): the islands
// hydrate with the same words, the landing area's messages alone, fetched once with the first island.
const drawn = document.documentElement.lang;
const locale = isSupportedLocale(drawn) ? drawn : DEFAULT_LOCALE;
let language: Promise<LandingLanguage> | undefined;

/**
 * Brings one island of the pre-rendered landing page to life as a React root of its own. In a transition,
 * hydration yields to the browser every few milliseconds; an event that reaches the island meanwhile makes
 * React finish it at once, then handle the event.
 */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island;
  if (!isIslandName(name)) return;
  language ??= loadLandingCatalogue[locale]().then((messages) => ({ locale, messages }));
  const loaded = await language;
  const { Component } = ISLANDS[name];
  startTransition(() => {
    hydrateRoot(
      element,
      <IslandRoot language={loaded}>
        <Component />
      </IslandRoot>,
      { identifierPrefix: name },
    );
  });
}
