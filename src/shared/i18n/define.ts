/** A message as the code declares it: a stable id, and the English text (the spec's words) in ICU syntax. */
export interface Message {
  id: string;
  defaultMessage: string;
  /** For translators, when the words alone do not say where they show. */
  description?: string;
}

/**
 * Declares a file's messages. `formatjs extract` finds every call by this name and writes the English catalogue
 * from them (src/shared/i18n/messages/en.json); each id must be written out. FormatJS's own `defineMessages`
 * types a message with placeholders as taking none unless each is listed by hand; this keeps the descriptors as
 * written and leaves the values to `formatMessage`.
 */
export function defineMessages<const M extends Record<string, Message>>(messages: M): M {
  return messages;
}
