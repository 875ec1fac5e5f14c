import { minorDigits } from './money';

/** Spaces a locale groups digits with, or puts between an amount and its symbol (fr-FR uses U+202F). */
const SPACE = /[\s\u00a0\u202f]/u;

interface Separators {
  decimal: string;
  group: string;
}

const separatorsCache = new Map<string, Separators>();

/** The locale's decimal and grouping separators, as Intl writes numbers there. */
function separatorsOf(locale: string): Separators {
  let separators = separatorsCache.get(locale);
  if (!separators) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
    separators = {
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
    };
    separatorsCache.set(locale, separators);
  }
  return separators;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const marksCache = new Map<string, string[]>();

/** How the currency may be written beside an amount in the locale: its symbol, narrow symbol and code. */
function currencyMarks(currency: string, locale: string): string[] {
  const key = `${locale}|${currency}`;
  const cached = marksCache.get(key);
  if (cached) return cached;
  const marks = new Set([currency]);
  for (const currencyDisplay of ['symbol', 'narrowSymbol'] as const) {
    const parts = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay,
    }).formatToParts(1);
    const mark = parts.find((part) => part.type === 'currency')?.value;
    if (mark) marks.add(mark);
  }
  // Longest first, so "US$" goes whole before "$" could leave "US" behind.
  const sorted = [...marks].sort((a, b) => b.length - a.length);
  marksCache.set(key, sorted);
  return sorted;
}

/**
 * The digits of a non-negative amount typed as the viewer writes numbers ("24,70" in fr-FR or de-DE,
 * "1.234,50" in de-DE, "$1,234.56" in en-US), the currency's marks around it aside: the whole part and the
 * decimals, however many. The locale's grouping separator counts only between groups of three digits. Where the
 * locale's decimal separator is not '.', and '.' does not group there (fr-FR), '.' is read as the decimal
 * separator too. Null for text that is not such an amount.
 */
export function readDecimal(
  text: string,
  currency: string,
  locale: string,
): { whole: string; fraction: string } | null {
  let rest = text.trim();
  for (const mark of currencyMarks(currency, locale)) rest = rest.split(mark).join('');
  rest = rest.trim();
  const { decimal, group } = separatorsOf(locale);
  const groupPattern = SPACE.test(group) ? SPACE.source : group === '’' ? "['’]" : escapeRegExp(group);
  const decimals = [decimal, ...(decimal !== '.' && group !== '.' ? ['.'] : [])];
  const decimalPattern = `(?:${decimals.map(escapeRegExp).join('|')})`;
  const match = new RegExp(
    `^(\\d{1,3}(?:${groupPattern}\\d{3})+|\\d+)(?:${decimalPattern}(\\d*))?$`,
    'u',
  ).exec(rest);
  if (!match) return null;
  return { whole: (match[1] ?? '').replace(/\D/g, ''), fraction: match[2] ?? '' };
}

/**
 * Parses an amount typed as the viewer writes numbers (see readDecimal) into exact minor units of the
 * currency, without floating point. Null for anything else: a negative amount, more decimals than the
 * currency has, or text that is not an amount.
 */
export function parseMinor(text: string, currency: string, locale: string): number | null {
  const read = readDecimal(text, currency, locale);
  const digits = minorDigits(currency);
  if (!read || read.fraction.length > digits) return null;
  const amount = Number(`${read.whole}${read.fraction.padEnd(digits, '0')}`);
  return Number.isSafeInteger(amount) ? amount : null;
}

/**
 * Where the currency's symbol stands beside an amount in the locale, for an amount field to show it in
 * place: before ("$", "R$") or after ("€" in fr-FR), as Intl writes a formatted amount.
 */
export function currencyAffix(
  currency: string,
  locale: string,
): { symbol: string; side: 'before' | 'after' } {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(1);
  const at = parts.findIndex((part) => part.type === 'currency');
  const number = parts.findIndex((part) => part.type === 'integer');
  return { symbol: parts[at]?.value ?? currency, side: at > number ? 'after' : 'before' };
}

/**
 * The currency's name as an amount field says it, in the viewer's language and plural, e.g. "US dollars",
 * "euros" (fr-FR), "yens japonais"; Intl writes it as it would after an amount.
 */
export function currencyPluralName(currency: string, locale: string): string {
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'name',
  }).formatToParts(50);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}
