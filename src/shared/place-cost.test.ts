import { describe, expect, it } from 'vitest';
import { costTextIssue, createPlaceSchema } from './places';

/** Issue 56: 'Cost per hour must be a valid number' for −5 or 12.345 did not say what was wrong. */
describe('cost per hour', () => {
  const refusal = (costPerHourCents: number) =>
    createPlaceSchema.safeParse({ name: 'Court', address: '1 Court St', costPerHourCents }).error?.issues[0]
      ?.message;

  it('says a negative cost or a fraction of a cent for what it is, in cents as the API takes them', () => {
    expect(refusal(-500)).toBe('Cost per hour cannot be negative');
    expect(refusal(1234.5)).toBe('Cost per hour can have at most 2 decimals');
    expect(refusal(Number.NaN)).toBe('Cost per hour must be a valid number');
    expect(refusal(1250)).toBeUndefined();
  });

  it('says the same of the dollars typed in the form, and nothing of an amount or an empty field', () => {
    expect(costTextIssue('-5')).toBe('Cost per hour cannot be negative');
    expect(costTextIssue('-5.5')).toBe('Cost per hour cannot be negative');
    expect(costTextIssue('12.345')).toBe('Cost per hour can have at most 2 decimals');
    expect(costTextIssue('$12.345')).toBe('Cost per hour can have at most 2 decimals');
    expect(costTextIssue('not a number')).toBe('Cost per hour must be a valid number');
    expect(costTextIssue('-')).toBe('Cost per hour must be a valid number');
    expect(costTextIssue('12.34')).toBeNull();
    expect(costTextIssue('12.')).toBeNull();
    expect(costTextIssue(' ')).toBeNull();
  });
});
