import { z } from 'zod';

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

/** A language code as the API takes it: one of SUPPORTED_LOCALES, exactly. */
export const localeSchema = z.enum(SUPPORTED_LOCALES, {
  error: `Choose one of these languages: ${SUPPORTED_LOCALES.join(', ')}`,
});

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
