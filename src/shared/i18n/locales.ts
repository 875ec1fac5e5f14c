/** The languages Turnout speaks, as BCP 47 tags; the first is the fallback and the language of the code. */
export const SUPPORTED_LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR'] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language by its own name, as a menu of languages shows it whatever the page's language. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
};

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * The first supported language among tags in order of preference (a browser's `navigator.languages`): the tag
 * itself, else its language's variant ('fr-CA' → 'fr', 'pt-PT' → 'pt-BR'); else English. The server weighs an
 * Accept-Language header's q-values with negotiator (negotiate.ts); a browser's list is already in order.
 */
export function matchLocale(tags: readonly string[]): Locale {
  const language = (tag: string) => tag.toLowerCase().split('-')[0];
  for (const tag of tags) {
    const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    const sameLanguage = SUPPORTED_LOCALES.find((locale) => language(locale) === language(tag));
    if (exact ?? sameLanguage) return (exact ?? sameLanguage) as Locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * The cookie that keeps a device's language: the account's, once the app has seen it, or the one picked on a
 * signed-out page. Readable by the page (not HttpOnly): it holds no secret, and the app writes it.
 */
export const LOCALE_COOKIE = 'turnout-locale';

/** The cookie's language, if it names a supported one. */
export function localeFromCookie(cookieHeader: string | null | undefined): Locale | null {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  const value = match?.[1] ? decodeURIComponent(match[1]) : null;
  return isSupportedLocale(value) ? value : null;
}
