import path from 'node:path';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { FIRST_SCREEN_AREAS } from '../../shared/i18n/areas';
import { MESSAGES_FOLDER, readCatalogue } from '../../shared/i18n/catalogue-files';
import type { Catalogue } from '../../shared/i18n/catalogues';
import { DEFAULT_LOCALE, isSupportedLocale, type Locale, SUPPORTED_LOCALES } from '../../shared/i18n/locales';
import { projectRoot } from '../project-root';

const messagesDir = path.join(projectRoot, MESSAGES_FOLDER);

/** Every catalogue, whole, read once at start: the server writes mails, pushes and first screens in all of them. */
export const catalogues = Object.fromEntries(
  SUPPORTED_LOCALES.map((locale) => [locale, readCatalogue(messagesDir, locale)]),
) as Record<Locale, Catalogue>;

/** The first screen's part of each catalogue, as the browser's app starts with it. */
export const firstScreenCatalogues = Object.fromEntries(
  SUPPORTED_LOCALES.map((locale) => [
    locale,
    readCatalogue(messagesDir, locale, (area) => FIRST_SCREEN_AREAS.includes(area)),
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
