import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, numericDateFormat, parseTypedDate } from './date-input-format';
import { SUPPORTED_LOCALES } from './i18n/locales';

const INTL_LOCALES = SUPPORTED_LOCALES.map((locale) => (locale === 'en' ? 'en-US' : locale));

describe('the date field in each language', () => {
  it('starts the week as the language’s region does', () => {
    expect(INTL_LOCALES.map(firstDayOfWeek)).toEqual([0, 1, 1, 1, 0]);
  });

  it('writes numeric dates in the language’s order and separators', () => {
    expect(INTL_LOCALES.map(numericDateFormat)).toEqual([
      'MM/DD/YYYY',
      'DD/MM/YYYY',
      'DD/MM/YYYY',
      'DD.MM.YYYY',
      'DD/MM/YYYY',
    ]);
  });

  it('reads back every day it writes, in every language, and ISO dates too', () => {
    fc.assert(
      fc.property(fc.constantFrom(...INTL_LOCALES), fc.integer({ min: 0, max: 365 * 30 }), (locale, days) => {
        const iso = new Date(Date.UTC(2020, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
        const [year, month, day] = iso.split('-');
        const written = numericDateFormat(locale)
          .replace('YYYY', year ?? '')
          .replace('MM', month ?? '')
          .replace('DD', day ?? '');
        return parseTypedDate(written, locale) === iso && parseTypedDate(iso, locale) === iso;
      }),
    );
  });

  it('refuses days that do not exist and text that is no date', () => {
    expect(parseTypedDate('31.02.2026', 'de')).toBeNull();
    expect(parseTypedDate('13/28/2026', 'en-US')).toBeNull();
    expect(parseTypedDate('morgen', 'de')).toBeNull();
    expect(parseTypedDate('28.11.2026', 'de')).toBe('2026-11-28');
    expect(parseTypedDate('11/28/2026', 'en-US')).toBe('2026-11-28');
  });
});
