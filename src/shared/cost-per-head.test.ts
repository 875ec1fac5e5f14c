import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { costPerHead, costPerHeadText, courtCostMinor, formatDuration, GAME_DURATION } from './cost-per-head';
import { minorDigits } from './money';
import { parseMinor } from './money-parse';

const RUNS = { numRuns: 10_000 };
const hourly = fc.integer({ min: 0, max: 1_000_000 });
const duration = fc.integer({ min: GAME_DURATION.minMinutes, max: GAME_DURATION.maxMinutes });

describe('cost per head', () => {
  it('reads as the issue shows it: $24/h for 2 hours among 6 is ≈ $8.00 each', () => {
    const cost = costPerHead({ hourly: 2400, durationMinutes: 120, yesCount: 6, minPeople: 2 });
    expect(costPerHeadText(cost, 'USD', 'en-US')).toBe('≈ $8.00 each if 6 come');
  });

  it('counts at least the minimum, says Free for free places, and nothing when the cost is unknown', () => {
    const cost = costPerHead({ hourly: 3000, durationMinutes: 90, yesCount: 1, minPeople: 4 });
    expect(costPerHeadText(cost, 'USD', 'en-US')).toBe('≈ $11.25 each if 4 come');
    const free = costPerHead({ hourly: 0, durationMinutes: 60, yesCount: 3, minPeople: 2 });
    expect(costPerHeadText(free, 'USD', 'en-US')).toBe('Free');
    expect(costPerHead({ hourly: null, durationMinutes: 60, yesCount: 3, minPeople: 2 })).toBeNull();
  });

  it('rounds the court cost to the nearest cent, half a cent up', () => {
    expect(courtCostMinor(1001, 30)).toBe(501); // 500.5 cents
    expect(courtCostMinor(1000, 45)).toBe(750);
    expect(courtCostMinor(1, 20)).toBe(0); // a third of a cent
  });

  it('counts in the group currency’s own unit: whole yen, cents, fils', () => {
    // ¥3,000 an hour for 2 hours among 6: ¥1,000 each; ¥1,000 an hour for 1 hour among 3: ¥334 / ¥333 / ¥333.
    const yen = costPerHead({ hourly: 3000, durationMinutes: 120, yesCount: 6, minPeople: 2 });
    expect(costPerHeadText(yen, 'JPY', 'en-US')).toBe('≈ ¥1,000 each if 6 come');
    const third = costPerHead({ hourly: 1000, durationMinutes: 60, yesCount: 3, minPeople: 2 });
    expect(third?.kind === 'split' && third.shares).toEqual([334, 333, 333]);
    // 12.345 KWD an hour for 1 hour among 2: 6.173 and 6.172.
    const fils = costPerHead({ hourly: 12_345, durationMinutes: 60, yesCount: 2, minPeople: 2 });
    expect(fils?.kind === 'split' && fils.shares).toEqual([6173, 6172]);
    expect(costPerHeadText(fils, 'KWD', 'en-US')?.replace(/\u00a0/g, ' ')).toBe('≈ KWD 6.172 each if 2 come');
    const euros = costPerHead({ hourly: 2470, durationMinutes: 60, yesCount: 2, minPeople: 2 });
    expect(costPerHeadText(euros, 'EUR', 'fr-FR')?.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      '≈ 12,35 € each if 2 come',
    );
  });

  it('loses no unit in a currency of 0, 2 or 3 decimals, and the first shares take the remainder', () => {
    // An hourly cost typed in the currency (whole units and every decimal it has), read into minor units.
    const typed = fc.constantFrom('JPY', 'KRW', 'USD', 'EUR', 'KWD', 'BHD').chain((currency) =>
      fc.record({
        currency: fc.constant(currency),
        whole: fc.integer({ min: 0, max: 10_000 }),
        fraction: fc.integer({ min: 0, max: 10 ** minorDigits(currency) - 1 }),
      }),
    );
    fc.assert(
      fc.property(typed, duration, fc.integer({ min: 1, max: 60 }), ({ currency, whole, fraction }, d, n) => {
        const digits = minorDigits(currency);
        const text = digits === 0 ? `${whole}` : `${whole}.${String(fraction).padStart(digits, '0')}`;
        const hourly = parseMinor(text, currency, 'en-US');
        if (hourly !== whole * 10 ** digits + fraction) return false;
        const cost = costPerHead({ hourly, durationMinutes: d, yesCount: n, minPeople: 1 });
        const total = courtCostMinor(hourly, d) ?? -1;
        if (!cost || cost.kind === 'free') return total === 0;
        return (
          Math.abs(total - (hourly * d) / 60) <= 0.5 &&
          cost.shares.reduce((a, b) => a + b, 0) === total &&
          cost.shares.every(Number.isInteger) &&
          (cost.shares[0] ?? 0) - cost.each === total % cost.people &&
          cost.shares.slice(1).every((share) => share === cost.each)
        );
      }),
      RUNS,
    );
  });

  it('loses no cent for any hourly cost, duration and count: the shares sum to the court cost', () => {
    fc.assert(
      fc.property(hourly, duration, fc.nat(60), fc.integer({ min: 2, max: 60 }), (h, d, yes, min) => {
        const total = courtCostMinor(h, d) ?? -1;
        const exact = (h * d) / 60;
        const cost = costPerHead({ hourly: h, durationMinutes: d, yesCount: yes, minPeople: min });
        if (!cost) return false;
        if (cost.kind === 'free') return total === 0;
        const sum = cost.shares.reduce((a, b) => a + b, 0);
        return (
          Math.abs(total - exact) <= 0.5 &&
          sum === total &&
          cost.people === Math.max(yes, min) &&
          cost.shares.length === cost.people &&
          cost.shares.every((share) => Number.isInteger(share) && share >= cost.each) &&
          (cost.shares[0] ?? 0) - cost.each < cost.people
        );
      }),
      RUNS,
    );
  });

  it('never costs more per head when one more person comes', () => {
    fc.assert(
      fc.property(hourly, duration, fc.nat(60), (h, d, yes) => {
        const each = (n: number) => {
          const cost = costPerHead({ hourly: h, durationMinutes: d, yesCount: n, minPeople: 2 });
          return cost?.kind === 'split' ? cost.each : 0;
        };
        return each(yes + 1) <= each(yes);
      }),
      RUNS,
    );
  });
});

describe('formatDuration', () => {
  it('names hours and minutes', () => {
    expect(formatDuration(120)).toBe('2 hours');
    expect(formatDuration(90)).toBe('1 hour 30 minutes');
    expect(formatDuration(45)).toBe('45 minutes');
    expect(formatDuration(61)).toBe('1 hour 1 minute');
  });
});
