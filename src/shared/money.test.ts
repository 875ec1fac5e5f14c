import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencyCodeSchema,
  formatMinor,
  formatMinorList,
  isCurrencyCode,
  minorDigits,
  minorToDecimalText,
  minorToInputText,
} from './money';
import { currencyChoices, currencyForLocale } from './money-currency';
import { currencyAffix, parseMinor } from './money-parse';

/** The locales the app ships, where amounts must read and parse back exactly. */
const LOCALES = ['en-US', 'es-ES', 'fr-FR', 'de-DE', 'pt-BR'] as const;
const CURRENCIES = Intl.supportedValuesOf('currency');
/** Whitespace as Intl writes it (U+00A0, U+202F), made plain so expectations can be typed. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('minor units per currency', () => {
  it('takes the decimals from Intl: 0 for JPY and KRW, 2 for USD and EUR, 3 for KWD and BHD', () => {
    expect([minorDigits('JPY'), minorDigits('KRW')]).toEqual([0, 0]);
    expect([minorDigits('USD'), minorDigits('EUR')]).toEqual([2, 2]);
    expect([minorDigits('KWD'), minorDigits('BHD')]).toEqual([3, 3]);
  });

  it('writes exact decimal text without floating point', () => {
    expect(minorToDecimalText(1250, 'USD')).toBe('12.50');
    expect(minorToDecimalText(5, 'EUR')).toBe('0.05');
    expect(minorToDecimalText(1000, 'JPY')).toBe('1000');
    expect(minorToDecimalText(1234, 'KWD')).toBe('1.234');
    expect(minorToDecimalText(7, 'BHD')).toBe('0.007');
  });

  it('knows the ISO codes Intl knows, upper case only', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode('eur')).toBe(false);
    expect(currencyCodeSchema.parse(' eur ')).toBe('EUR');
    expect(currencyCodeSchema.safeParse('XYZ').success).toBe(false);
  });
});

describe('formatMinor', () => {
  it('writes each currency as the viewer’s locale does', () => {
    expect(formatMinor(1250, 'USD', 'en-US')).toBe('$12.50');
    expect(formatMinor(123456, 'USD', 'en-US')).toBe('$1,234.56');
    expect(plain(formatMinor(2470, 'EUR', 'fr-FR'))).toBe('24,70 €');
    expect(plain(formatMinor(123450, 'EUR', 'de-DE'))).toBe('1.234,50 €');
    expect(formatMinor(1000, 'JPY', 'en-US')).toBe('¥1,000');
    expect(plain(formatMinor(1234, 'KWD', 'en-US'))).toBe('KWD 1.234');
    expect(plain(formatMinor(2470, 'BRL', 'pt-BR'))).toBe('R$ 24,70');
  });

  it('lists amounts of several currencies side by side, never summed', () => {
    expect(
      formatMinorList(
        [
          { amount: 1250, currency: 'USD' },
          { amount: 300, currency: 'EUR' },
        ],
        'en-US',
      ),
    ).toBe('$12.50 and €3.00');
  });
});

describe('parseMinor', () => {
  it('reads the locale’s decimal and grouping separators', () => {
    expect(parseMinor('24,70', 'EUR', 'fr-FR')).toBe(2470);
    expect(parseMinor('24,70', 'EUR', 'de-DE')).toBe(2470);
    expect(parseMinor('1.234,50', 'EUR', 'de-DE')).toBe(123450);
    expect(parseMinor('1 234,50 €', 'EUR', 'fr-FR')).toBe(123450);
    expect(parseMinor('24.70', 'EUR', 'fr-FR')).toBe(2470);
    expect(parseMinor(' $1,234.56 ', 'USD', 'en-US')).toBe(123456);
    expect(parseMinor('12', 'USD', 'en-US')).toBe(1200);
    expect(parseMinor('12.5', 'USD', 'en-US')).toBe(1250);
    expect(parseMinor('0.01', 'USD', 'en-US')).toBe(1);
    expect(parseMinor('1,000', 'JPY', 'en-US')).toBe(1000);
    expect(parseMinor('1.234', 'KWD', 'en-US')).toBe(1234);
    expect(parseMinor('R$ 1.234,50', 'BRL', 'pt-BR')).toBe(123450);
  });

  it('refuses more decimals than the currency has, and anything not an amount', () => {
    expect(parseMinor('1.234', 'USD', 'en-US')).toBeNull();
    expect(parseMinor('1000.5', 'JPY', 'en-US')).toBeNull();
    expect(parseMinor('1,2345', 'KWD', 'de-DE')).toBeNull();
    // '.' groups thousands in German: 24.70 is neither a grouping nor a decimal there.
    expect(parseMinor('24.70', 'EUR', 'de-DE')).toBeNull();
    for (const bad of ['', '-1', 'abc', '1e3', '.', '12,3,4', '€12'])
      expect(parseMinor(bad, 'USD', 'en-US')).toBeNull();
  });

  it('parses back every amount it formats, in every currency and shipped locale', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES),
        fc.constantFrom(...LOCALES),
        fc.integer({ min: 0, max: 1_000_000_000_000 }),
        (currency, locale, amount) => {
          expect(parseMinor(formatMinor(amount, currency, locale), currency, locale)).toBe(amount);
          expect(parseMinor(minorToInputText(amount, currency, locale), currency, locale)).toBe(amount);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('round-trips every currency at its edges in every shipped locale', () => {
    for (const currency of CURRENCIES)
      for (const locale of LOCALES)
        for (const amount of [0, 1, 9, 10, 999, 1000, 123456789])
          expect(parseMinor(formatMinor(amount, currency, locale), currency, locale)).toBe(amount);
  });
});

describe('the currency beside an amount field', () => {
  it('stands where Intl writes it', () => {
    expect(currencyAffix('USD', 'en-US')).toEqual({ symbol: '$', side: 'before' });
    expect(currencyAffix('EUR', 'fr-FR')).toEqual({ symbol: '€', side: 'after' });
    expect(currencyAffix('BRL', 'pt-BR')).toEqual({ symbol: 'R$', side: 'before' });
  });
});

describe('a new group’s currency', () => {
  it('starts from the creator’s region', () => {
    expect(currencyForLocale('fr-FR')).toBe('EUR');
    expect(currencyForLocale('en-IN')).toBe('INR');
    expect(currencyForLocale('ja-JP')).toBe('JPY');
    expect(currencyForLocale('de')).toBe('EUR');
    expect(currencyForLocale('pt-BR')).toBe('BRL');
    expect(currencyForLocale('en-US')).toBe('USD');
    expect(currencyForLocale('en-AQ')).toBe('USD');
    expect(currencyForLocale('not a locale')).toBe('USD');
  });

  it('offers every currency Intl knows, by name', () => {
    const choices = currencyChoices('en-US');
    expect(choices).toHaveLength(CURRENCIES.length);
    expect(choices.find((choice) => choice.code === 'EUR')?.name).toBe('Euro');
  });
});
