import { describe, expect, it } from 'vitest';
import { costPerHourLabel, costTextIssue, createPlaceSchema } from './places';

/** Issue 56: 'Cost per hour must be a valid number' for −5 or 12.345 did not say what was wrong. */
describe('cost per hour', () => {
  const refusal = (costPerHourCents: number) =>
    createPlaceSchema.safeParse({ name: 'Court', address: '1 Court St', costPerHourCents }).error?.issues[0]
      ?.message;

  it('says a negative cost or a fraction of a cent for what it is, in cents as the API takes them', () => {
    expect(refusal(-500)).toBe('Cost per hour cannot be negative');
    expect(refusal(1234.5)).toBe('Cost per hour has more decimals than its currency');
    expect(refusal(Number.NaN)).toBe('Cost per hour must be a valid number');
    expect(refusal(1250)).toBeUndefined();
  });

  it('says what is wrong with a cost typed in the group currency, and nothing of an amount or an empty field', () => {
    const usd = (text: string) => costTextIssue(text, 'USD', 'en-US');
    expect(usd('-5')).toBe('Cost per hour cannot be negative');
    expect(usd('-5.5')).toBe('Cost per hour cannot be negative');
    expect(usd('12.345')).toBe('Cost per hour can have at most 2 decimals');
    expect(usd('$12.345')).toBe('Cost per hour can have at most 2 decimals');
    expect(usd('not a number')).toBe('Cost per hour must be a valid number');
    expect(usd('-')).toBe('Cost per hour must be a valid number');
    expect(usd('12.34')).toBeNull();
    expect(usd('12.')).toBeNull();
    expect(usd('1,234.50')).toBeNull();
    expect(usd(' ')).toBeNull();
    // Yen have no decimals, dinars three; French and German amounts use a comma.
    expect(costTextIssue('1500.5', 'JPY', 'en-US')).toBe('Cost per hour must be a whole amount');
    expect(costTextIssue('1.2345', 'KWD', 'en-US')).toBe('Cost per hour can have at most 3 decimals');
    expect(costTextIssue('24,70', 'EUR', 'fr-FR')).toBeNull();
    expect(costTextIssue('1.234,50 €', 'EUR', 'de-DE')).toBeNull();
    expect(costTextIssue('24,705', 'EUR', 'de-DE')).toBe('Cost per hour can have at most 2 decimals');
  });

  it('writes the hourly cost as the viewer reads money', () => {
    expect(costPerHourLabel(2400, 'USD', 'en-US')).toBe('$24.00/hour');
    expect(costPerHourLabel(0, 'USD', 'en-US')).toBe('$0.00/hour');
    expect(costPerHourLabel(3000, 'JPY', 'en-US')).toBe('¥3,000/hour');
    expect(costPerHourLabel(2470, 'EUR', 'fr-FR')?.replace(/[\u00a0\u202f]/g, ' ')).toBe('24,70 €/hour');
    expect(costPerHourLabel(null, 'USD', 'en-US')).toBeNull();
  });
});
