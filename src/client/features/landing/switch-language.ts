import type { Locale } from '../../../shared/i18n/locales';
import { rememberLocale } from '../../i18n/device-locale';

/**
 * Keeps the visitor's choice of language on this device (the cookie the server reads for `/`) and asks for
 * the page again, which the server then sends in that language.
 */
export function switchLanguage(locale: Locale): void {
  rememberLocale(locale);
  location.reload();
}
