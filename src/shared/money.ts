import { z } from 'zod';

/**
 * Money is an integer in its currency's minor unit end to end (cents for USD and EUR, yen for JPY, fils for
 * KWD); these are the only conversions to and from text. How many decimals a currency has is Intl's word.
 */

/** Groups made before groups had a currency, and anything that names none, are in US dollars. */
export const DEFAULT_CURRENCY = 'USD';

/** The message for a currency code this runtime's Intl does not know. */
export const UNKNOWN_CURRENCY = 'Unknown currency.';

let known: ReadonlySet<string> | undefined;

/** Whether the code is an ISO 4217 currency that Intl knows here, e.g. 'EUR' (upper case only). */
export function isCurrencyCode(code: string): boolean {
  known ??= new Set(Intl.supportedValuesOf('currency'));
  return known.has(code);
}

export const currencyCodeSchema = z
  .string({ error: UNKNOWN_CURRENCY })
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, UNKNOWN_CURRENCY);

const digitsCache = new Map<string, number>();

/** How many decimals the currency's minor unit has: 0 for JPY and KRW, 2 for USD and EUR, 3 for KWD and BHD. */
export function minorDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits as number;
    digitsCache.set(currency, digits);
  }
  return digits;
}

/**
 * The amount as an exact decimal numeral, e.g. 1250 USD → "12.50", 1000 JPY → "1000", 1234 KWD → "1.234":
 * no floating point, so no amount drifts, and Intl formats such text exactly.
 */
export function minorToDecimalText(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = amount < 0 ? '-' : '';
  const text = String(Math.abs(amount)).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${text}`;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Intl takes exact decimal text (ES2023); the standard library's types still name numbers only. */
type DecimalFormat = (value: number | `${number}`) => string;

/** The amount as the viewer reads it, e.g. 2470 EUR in fr-FR → "24,70 €", 1000 JPY in en-US → "¥1,000". */
export function formatMinor(amount: number, currency: string, locale: string): string {
  const formatter = formatterFor(`${locale}|${currency}`, () =>
    Intl.NumberFormat(locale, { style: 'currency', currency }),
  );
  return (formatter.format as DecimalFormat)(minorToDecimalText(amount, currency) as `${number}`);
}

/**
 * The amount as an amount field starts with it: the locale's decimal separator, every decimal the currency
 * has, no grouping and no symbol (the field shows the symbol beside it), e.g. 2470 EUR in de-DE → "24,70".
 */
export function minorToInputText(amount: number, currency: string, locale: string): string {
  const digits = minorDigits(currency);
  const formatter = formatterFor(`${locale}|${digits}|plain`, () =>
    Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    }),
  );
  return (formatter.format as DecimalFormat)(minorToDecimalText(amount, currency) as `${number}`);
}

/**
 * Several amounts, each in its own currency, as one phrase: "$12.50 and €3.00". Amounts of different
 * currencies are never added; the list is how they meet.
 */
export function formatMinorList(
  amounts: readonly { amount: number; currency: string }[],
  locale: string,
): string {
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  return list.format(amounts.map(({ amount, currency }) => formatMinor(amount, currency, locale)));
}
