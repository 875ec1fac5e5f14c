import type { Locale } from './locales';

/** One language's messages by id, in ICU MessageFormat, as src/shared/i18n/messages/<locale>.json holds them. */
export type Catalogue = Record<string, string>;

/**
 * Each language's catalogue, loaded on demand: the client gets one chunk per language and downloads only its
 * viewer's; English is the code's own default text and needs none in the browser.
 */
export const loadCatalogue: Record<Locale, () => Promise<Catalogue>> = {
  en: async () => ({}),
  es: async () => (await import('./messages/es.json')).default,
  fr: async () => (await import('./messages/fr.json')).default,
  de: async () => (await import('./messages/de.json')).default,
  'pt-BR': async () => (await import('./messages/pt-BR.json')).default,
};
