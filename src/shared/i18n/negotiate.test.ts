import { describe, expect, it } from 'vitest';
import { localeFromCookie, matchLocale } from './locales';
import { negotiateLocale } from './negotiate';

describe('negotiateLocale', () => {
  it.each([
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['de', 'de'],
    ['es-MX,es;q=0.9', 'es'],
    ['pt-BR', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt-PT,en;q=0.5', 'pt-BR'],
    ['en-GB,fr;q=0.5', 'en'],
    ['ja,de;q=0.3', 'de'],
    ['ja', 'en'],
    ['*', 'en'],
    ['', 'en'],
    [null, 'en'],
    ['fr;q=0.2,de;q=0.8', 'de'],
    ['garbage;;;,', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});

describe('localeFromCookie', () => {
  it('reads a supported language and ignores anything else', () => {
    expect(localeFromCookie('a=1; turnout-locale=pt-BR; b=2')).toBe('pt-BR');
    expect(localeFromCookie('turnout-locale=xx')).toBeNull();
    expect(localeFromCookie(undefined)).toBeNull();
  });
});

describe('matchLocale', () => {
  it.each([
    [['fr-CA', 'en'], 'fr'],
    [['pt-PT'], 'pt-BR'],
    [['ja', 'de-AT'], 'de'],
    [['ja'], 'en'],
    [[], 'en'],
    [['PT-br'], 'pt-BR'],
  ])('%j → %s', (tags, expected) => {
    expect(matchLocale(tags)).toBe(expected);
  });
});
