/** A message as the code declares it: a stable id, and the English text (the spec's words) in ICU syntax. */
export interface Message {
  id: string;
  defaultMessage: string;
  /** For translators, when the words alone do not say where they show. */
  description?: string;
}

/**
 * Declares a file's messages. `formatjs extract` finds every call by this name and writes the English catalogue
 * from them (src/shared/i18n/messages/en/<area>.json); each id must be written out. FormatJS's own `defineMessages`
 * types a message with placeholders as taking none unless each is listed by hand; this keeps the descriptors as
 * written and leaves the values to `formatMessage`.
 */
export function defineMessages<const M extends Record<string, Message>>(messages: M): M {
  return messages;
}

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

/**
 * What shared code needs of FormatJS to say a message: react-intl's `useIntl()` on a screen, `intlFor(locale)` on
 * the server, `englishIntl` by default.
 */
export interface MessageFormatter {
  locale: string;
  formatMessage(message: Message, values?: Record<string, string | number>): string;
}
