/** Money is integer cents end to end; these are the only conversions to and from text. */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Formats cents as US dollars with two decimals, e.g. 1250 → "$12.50". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/**
 * Parses a dollar amount typed by a person ("12", "12.5", "12.50", "$1,234.56") into exact cents, without
 * floating-point arithmetic. Returns null when the text is not a non-negative amount with at most 2 decimals.
 */
export function parseDollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as the plain decimal text an input shows, e.g. 1250 → "12.50". */
export function centsToDecimalText(cents: number): string {
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  return `${whole}.${fraction}`;
}
