import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { DEFAULT_LOCALE } from './locales';

/**
 * The English text of each message in a `defineMessages` object, for code whose contract is the spec's English
 * words: API error messages and the zod schemas that raise them. Screens translate these back to their
 * descriptors (src/client/i18n/known-messages.ts); mails format the descriptors in the reader's language.
 */
export function englishOf<const M extends Record<string, { defaultMessage: string }>>(
  messages: M,
): { readonly [K in keyof M]: M[K]['defaultMessage'] } {
  return Object.fromEntries(
    Object.entries(messages).map(([key, { defaultMessage }]) => [key, defaultMessage]),
  ) as {
    [K in keyof M]: M[K]['defaultMessage'];
  };
}

/** Formats messages in English from their default text: the code's own language needs no catalogue. */
export const englishIntl: IntlShape = createIntl(
  { locale: DEFAULT_LOCALE, defaultLocale: DEFAULT_LOCALE, messages: {} },
  createIntlCache(),
);

export type { IntlShape };
