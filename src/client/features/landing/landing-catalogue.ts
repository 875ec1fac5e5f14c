import type { Catalogue } from '../../../shared/i18n/catalogues';
import type { Locale } from '../../../shared/i18n/locales';

/**
 * Each language's landing-area messages on their own (vite.config.ts builds each as a chunk): the landing
 * page's islands need no other area's words, and the page loads none of the app's catalogue.
 */
export const loadLandingCatalogue: Record<Locale, () => Promise<Catalogue>> = {
  en: async () => (await import('virtual:catalogue/en-landing')).default,
  es: async () => (await import('virtual:catalogue/es-landing')).default,
  fr: async () => (await import('virtual:catalogue/fr-landing')).default,
  de: async () => (await import('virtual:catalogue/de-landing')).default,
  'pt-BR': async () => (await import('virtual:catalogue/pt-BR-landing')).default,
};
