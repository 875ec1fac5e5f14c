import type { Locale } from './locales';

/** One language's messages by id, in ICU MessageFormat, as src/shared/i18n/messages/<locale>.json holds them. */
export type Catalogue = Record<string, string>;

/**
 * Each language's catalogue, loaded on demand: the client gets one chunk per language and downloads only its
 * viewer's. English too: the browser's build parses no message itself (vite.config.ts), so even the code's own
 * English comes from its catalogue there.
 */
export const loadCatalogue: Record<Locale, () => Promise<Catalogue>> = {
  en: async () => (await import('./messages/en.json')).default,
  es: async () => (await import('./messages/es.json')).default,
  fr: async () => (await import('./messages/fr.json')).default,
  de: async () => (await import('./messages/de.json')).default,
  'pt-BR': async () => (await import('./messages/pt-BR.json')).default,
};
