import type { Catalogue, CataloguePart } from '../../shared/i18n/catalogues';
import type { Locale } from '../../shared/i18n/locales';

/**
 * Each language's catalogue in two parts, loaded on demand (vite.config.ts builds each as a chunk of its own): the
 * client downloads only its viewer's language, the first screen's words with the app and the rest when another
 * screen first needs them. English too: the browser's build parses no message itself, so even the code's own
 * English comes from its catalogue there.
 */
export const loadCatalogue: Record<Locale, Record<CataloguePart, () => Promise<Catalogue>>> = {
  en: {
    first: async () => (await import('virtual:catalogue/en-first')).default,
    later: async () => (await import('virtual:catalogue/en-later')).default,
  },
  es: {
    first: async () => (await import('virtual:catalogue/es-first')).default,
    later: async () => (await import('virtual:catalogue/es-later')).default,
  },
  fr: {
    first: async () => (await import('virtual:catalogue/fr-first')).default,
    later: async () => (await import('virtual:catalogue/fr-later')).default,
  },
  de: {
    first: async () => (await import('virtual:catalogue/de-first')).default,
    later: async () => (await import('virtual:catalogue/de-later')).default,
  },
  'pt-BR': {
    first: async () => (await import('virtual:catalogue/pt-BR-first')).default,
    later: async () => (await import('virtual:catalogue/pt-BR-later')).default,
  },
};
