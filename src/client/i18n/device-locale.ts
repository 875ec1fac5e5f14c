import { FIRST_SCREEN_DATA_ID } from '../../shared/first-screen';
import {
  isSupportedLocale,
  LOCALE_COOKIE,
  type Locale,
  localeFromCookie,
  matchLocale,
} from '../../shared/i18n/locales';

/** A year: the device keeps its language until it is changed. */
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The browser's own preference, as its Accept-Language would say it (negotiator stays on the server). */
export const browserLocale = (): Locale => matchLocale(navigator.languages);

/**
 * The language the app starts in: a screen the server (or the service worker) drew says it on `<html lang>`,
 * and the app must draw the same words; otherwise the device's choice (the account's as last seen, or one picked
 * on a signed-out page), else the browser's.
 */
export function startLocale(): Locale {
  const drawn = document.documentElement.lang;
  if (document.getElementById(FIRST_SCREEN_DATA_ID) && isSupportedLocale(drawn)) return drawn;
  return localeFromCookie(document.cookie) ?? browserLocale();
}

/** Remembers this device's language (null forgets it: the browser's applies), for the server's drawing too. */
export function rememberLocale(locale: Locale | null): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the app serves.
  document.cookie =
    locale === null
      ? `${LOCALE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}
