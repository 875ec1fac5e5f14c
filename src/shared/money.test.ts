import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimalText, formatCents, parseDollarsToCents } from './money';

describe('money text', () => {
  it('formats cents as en-US dollars', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(1250)).toBe('$12.50');
    expect(formatCents(123456)).toBe('$1,234.56');
  });

  it('parses typed dollars to exact cents', () => {
    expect(parseDollarsToCents('12')).toBe(1200);
    expect(parseDollarsToCents('12.5')).toBe(1250);
    expect(parseDollarsToCents(' $1,234.56 ')).toBe(123456);
    expect(parseDollarsToCents('0.01')).toBe(1);
    expect(parseDollarsToCents('0.1')).toBe(10);
    for (const bad of ['', '-1', '1.234', 'abc', '1e3', '.']) expect(parseDollarsToCents(bad)).toBeNull();
  });

  it('round-trips every amount of cents through text without drift', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => {
        return parseDollarsToCents(centsToDecimalText(cents)) === cents;
      }),
    );
  });
});
