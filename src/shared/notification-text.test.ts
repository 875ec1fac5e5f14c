import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kindMessages } from '../client/components/mail-kind-messages';
import { readCatalogue } from './i18n/catalogue-files';
import { SUPPORTED_LOCALES } from './i18n/locales';
import { MAIL_KINDS, mailKindMessages } from './updates';

const messagesDir = path.resolve(import.meta.dirname, 'i18n/messages');

// Profile → Notifications names each kind of news as the mails do: the screens' copy of the words (the mails'
// are the server's alone) says the same in every language.
describe('the kinds of news on screen', () => {
  it.each(SUPPORTED_LOCALES)('read in %s as the mails name them', (locale) => {
    const words = readCatalogue(messagesDir, locale);
    for (const kind of MAIL_KINDS) {
      for (const part of ['label', 'description'] as const) {
        expect(words[kindMessages[kind][part].id]).toBe(words[mailKindMessages[kind][part].id]);
      }
    }
  });
});
