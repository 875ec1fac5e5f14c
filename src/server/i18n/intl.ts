import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Catalogue } from '../../shared/i18n/catalogues';
import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from '../../shared/i18n/locales';
import de from '../../shared/i18n/messages/de.json' with { type: 'json' };
import en from '../../shared/i18n/messages/en.json' with { type: 'json' };
import es from '../../shared/i18n/messages/es.json' with { type: 'json' };
import fr from '../../shared/i18n/messages/fr.json' with { type: 'json' };
import ptBR from '../../shared/i18n/messages/pt-BR.json' with { type: 'json' };

/** Every catalogue, read once: the server writes mails, pushes and first screens in all of them. */
export const catalogues: Record<Locale, Catalogue> = { en, es, fr, de, 'pt-BR': ptBR };

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
