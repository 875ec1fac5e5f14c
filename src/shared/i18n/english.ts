import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { DEFAULT_LOCALE } from './locales';

/** Formats messages in English from their default text: the code's own language needs no catalogue. */
export const englishIntl: IntlShape = createIntl(
  { locale: DEFAULT_LOCALE, defaultLocale: DEFAULT_LOCALE, messages: {} },
  createIntlCache(),
);

export type { IntlShape };
