import path from 'node:path';
import {
  isArgumentElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { extractMessages } from '../../../scripts/i18n-extract';
import { areaOf, FIRST_SCREEN_AREAS, SERVER_ONLY_AREAS } from './areas';
import { areasOf, MESSAGES_FOLDER, readCatalogue } from './catalogue-files';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from './locales';

// The catalogue check of `npm test`: every message of the code is in every language, no catalogue keeps one the
// code no longer has, and every message is valid ICU with the English one's placeholders.

const root = path.resolve(import.meta.dirname, '../../..');
const messagesDir = path.join(root, MESSAGES_FOLDER);
const catalogue = (locale: string): Record<string, string> => readCatalogue(messagesDir, locale);

/** Placeholder names, plural and select arguments with their branches, recursively; tags are refused. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (isTagElement(element)) throw new Error(`a <${element.value}> tag: write '<' as '{lt}' or reword`);
    if (isArgumentElement(element)) into.add(element.value);
    if (isPluralElement(element) || isSelectElement(element)) {
      into.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

/** Each plural's branches, to check them against the language's plural rules. */
function pluralsOf(elements: MessageFormatElement[], into: string[][] = []): string[][] {
  for (const element of elements) {
    if (isPluralElement(element)) into.push(Object.keys(element.options));
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const option of Object.values(element.options)) pluralsOf(option.value, into);
    }
  }
  return into;
}

const english = catalogue(DEFAULT_LOCALE);

/** Texts that are names, written alike in every language. */
const NAMES = new Set(['Cash App', 'Cash App $cashtag']);
const translated = SUPPORTED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

describe('the message catalogues', () => {
  it('English is exactly what the code declares: no message missing, none left over, the same words', () => {
    const fromCode = extractMessages(root);
    expect(Object.keys(fromCode).length).toBeGreaterThan(0);
    expect(english).toEqual(fromCode);
  });

  it.each(SUPPORTED_LOCALES)(
    '%s keeps each message in the file of its area, and has every area',
    (locale) => {
      const misplaced = areasOf(messagesDir, locale).flatMap((area) =>
        Object.keys(readCatalogue(messagesDir, locale, (each) => each === area))
          .filter((id) => areaOf(id) !== area)
          .map((id) => `${id} in ${area}.json`),
      );
      expect(misplaced).toEqual([]);
      expect(areasOf(messagesDir, locale)).toEqual(areasOf(messagesDir, DEFAULT_LOCALE));
    },
  );

  it('the first screen has its words in its own part, and every area it names exists', () => {
    const areas = areasOf(messagesDir, DEFAULT_LOCALE);
    expect(FIRST_SCREEN_AREAS.filter((area) => !areas.includes(area))).toEqual([]);
    expect(SERVER_ONLY_AREAS.filter((area) => !areas.includes(area))).toEqual([]);
  });

  it('no message starts or ends with a space: extraction trims them, so English would lose what others keep', () => {
    const padded = SUPPORTED_LOCALES.flatMap((locale) =>
      Object.entries(catalogue(locale))
        .filter(([, text]) => text !== text.trim())
        .map(([id]) => `${locale} ${id}`),
    );
    expect(padded).toEqual([]);
  });

  it('every id is written out as a dotted name, never generated', () => {
    const generated = Object.keys(english).filter((id) => !/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/.test(id));
    expect(generated).toEqual([]);
  });

  it.each(translated)('%s has every English message and nothing else', (locale) => {
    const messages = catalogue(locale);
    const missing = Object.keys(english).filter((id) => !(id in messages));
    const unused = Object.keys(messages).filter((id) => !(id in english));
    const blank = Object.keys(messages).filter((id) => !messages[id]?.trim());
    expect({ missing, unused, blank }).toEqual({ missing: [], unused: [], blank: [] });
  });

  it.each(translated)('%s leaves no message of two words or more in English, names aside', (locale) => {
    const messages = catalogue(locale);
    const words = (text: string) =>
      text
        .replace(/\{[^}]*\}/g, ' ')
        .split(/\s+/)
        .filter((word) => /\p{L}/u.test(word)).length;
    const untranslated = Object.entries(english)
      .filter(([id, text]) => messages[id] === text && words(text) >= 2 && !NAMES.has(text))
      .map(([id, text]) => `${id}: ${text}`);
    expect(untranslated).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)(
    '%s: every message is valid ICU with the English placeholders and plural forms',
    (locale) => {
      const messages = catalogue(locale);
      const categories = new Set<string>(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
      const problems: string[] = [];
      for (const [id, text] of Object.entries(messages)) {
        try {
          const elements = parse(text);
          const expected = [...argumentsOf(parse(english[id] ?? ''))].sort();
          const found = [...argumentsOf(elements)].sort();
          if (found.join() !== expected.join())
            problems.push(`${id}: placeholders ${found} instead of ${expected}`);
          for (const branches of pluralsOf(elements)) {
            if (!branches.includes('other')) problems.push(`${id}: a plural without 'other'`);
            const foreign = branches.filter((branch) => !branch.startsWith('=') && !categories.has(branch));
            if (foreign.length) problems.push(`${id}: ${foreign} is no plural form of ${locale}`);
            const needed = [...categories].filter((c) => c !== 'many' && !branches.includes(c));
            if (needed.length) problems.push(`${id}: no '${needed}' branch for ${locale}`);
          }
        } catch (error) {
          problems.push(`${id}: ${(error as Error).message}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it.each([
    ['en', 'one person', '2 people'],
    ['es', 'una persona', '2 personas'],
    ['fr', 'une personne', '2 personnes'],
    ['de', 'einer Person', '2 Personen'],
    ['pt-BR', 'uma pessoa', '2 pessoas'],
  ])('%s says one person and two people as the language does', (locale, one, two) => {
    const sentence = new IntlMessageFormat(catalogue(locale)['mail.nudge.sentence'] ?? '', locale);
    const nudge = (people: number) => sentence.format({ money: '5 €', people }) as string;
    expect(nudge(1)).toContain(one);
    expect(nudge(2)).toContain(two);
  });
});
