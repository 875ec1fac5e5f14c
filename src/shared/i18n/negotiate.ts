import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, type Locale, SUPPORTED_LOCALES } from './locales';

/**
 * The supported language an Accept-Language header (or a browser's `navigator.languages`, joined) prefers most,
 * else English. negotiator matches 'fr-CA' to 'fr' and 'pt' to 'pt-BR'; a regional tag we lack ('pt-PT') also
 * stands for its bare language at the same preference, so Portuguese still beats a less wanted English.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage?.trim()) return DEFAULT_LOCALE;
  const withLanguages = acceptLanguage
    .split(',')
    .flatMap((part) => {
      const entry = part.trim();
      const bare = entry.replace(/^([a-z]{2,3})-[^;]*/i, '$1');
      return bare === entry ? [entry] : [entry, bare];
    })
    .join(', ');
  return pick(withLanguages) ?? DEFAULT_LOCALE;
}

function pick(acceptLanguage: string): Locale | undefined {
  const negotiator = new Negotiator({ headers: { 'accept-language': acceptLanguage } });
  const [best] = negotiator.languages([...SUPPORTED_LOCALES]);
  // A bare '*' takes the first available language: English, as it should.
  return SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === best?.toLowerCase());
}
