import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { areaOf, FIRST_SCREEN_AREAS } from '../../shared/i18n/areas';
import { readCatalogue } from '../../shared/i18n/catalogue-files';
import type { Catalogue } from '../../shared/i18n/catalogues';
import { DEFAULT_LOCALE, isSupportedLocale, type Locale, SUPPORTED_LOCALES } from '../../shared/i18n/locales';

// The bundled server reads the copy beside it (dist/server/messages, scripts/build.ts); run from its sources
// (tests, scripts), the server reads the source folder.
const bundled = fileURLToPath(new URL('./messages', import.meta.url));
const messagesDir = existsSync(bundled)
  ? bundled
  : fileURLToPath(new URL('../../shared/i18n/messages', import.meta.url));

/** Every catalogue, whole, read once at start: the server writes mails, pushes and first screens in all of them. */
export const catalogues = Object.fromEntries(
  SUPPORTED_LOCALES.map((locale) => [locale, readCatalogue(messagesDir, locale)]),
) as Record<Locale, Catalogue>;

/** The first screen's part of each catalogue, as the browser's app starts with it: taken from the whole one. */
export const firstScreenCatalogues = Object.fromEntries(
  SUPPORTED_LOCALES.map((locale) => [
    locale,
    Object.fromEntries(
      Object.entries(catalogues[locale]).filter(([id]) => FIRST_SCREEN_AREAS.includes(areaOf(id))),
    ),
  ]),
) as Record<Locale, Catalogue>;

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/**
 * Formats messages in a reader's language (their Profile choice), else English. A message missing from a
 * catalogue falls back to its English text; the catalogue check in `npm test` keeps that from shipping.
 */
export function intlFor(locale: string | null | undefined): IntlShape {
  const chosen = isSupportedLocale(locale) ? locale : DEFAULT_LOCALE;
  let intl = intls.get(chosen);
  if (!intl) {
    intl = createIntl({ locale: chosen, defaultLocale: DEFAULT_LOCALE, messages: catalogues[chosen] }, cache);
    intls.set(chosen, intl);
  }
  return intl;
}

export type { IntlShape };
