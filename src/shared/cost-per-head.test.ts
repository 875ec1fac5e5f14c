import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { costPerHead, costPerHeadText, courtCostCents, formatDuration, GAME_DURATION } from './cost-per-head';

const RUNS = { numRuns: 10_000 };
const hourly = fc.integer({ min: 0, max: 1_000_000 });
const duration = fc.integer({ min: GAME_DURATION.minMinutes, max: GAME_DURATION.maxMinutes });

describe('cost per head', () => {
  it('reads as the issue shows it: $24/h for 2 hours among 6 is ≈ $8.00 each', () => {
    const cost = costPerHead({ hourlyCents: 2400, durationMinutes: 120, yesCount: 6, minPeople: 2 });
    expect(costPerHeadText(cost)).toBe('≈ $8.00 each if 6 come');
  });

  it('counts at least the minimum, says Free for free places, and nothing when the cost is unknown', () => {
    const cost = costPerHead({ hourlyCents: 3000, durationMinutes: 90, yesCount: 1, minPeople: 4 });
    expect(costPerHeadText(cost)).toBe('≈ $11.25 each if 4 come');
    expect(
      costPerHeadText(costPerHead({ hourlyCents: 0, durationMinutes: 60, yesCount: 3, minPeople: 2 })),
    ).toBe('Free');
    expect(costPerHead({ hourlyCents: null, durationMinutes: 60, yesCount: 3, minPeople: 2 })).toBeNull();
  });

  it('rounds the court cost to the nearest cent, half a cent up', () => {
    expect(courtCostCents(1001, 30)).toBe(501); // 500.5 cents
    expect(courtCostCents(1000, 45)).toBe(750);
    expect(courtCostCents(1, 20)).toBe(0); // a third of a cent
  });

  it('loses no cent for any hourly cost, duration and count: the shares sum to the court cost', () => {
    fc.assert(
      fc.property(hourly, duration, fc.nat(60), fc.integer({ min: 2, max: 60 }), (h, d, yes, min) => {
        const total = courtCostCents(h, d) ?? -1;
        const exact = (h * d) / 60;
        const cost = costPerHead({ hourlyCents: h, durationMinutes: d, yesCount: yes, minPeople: min });
        if (!cost) return false;
        if (cost.kind === 'free') return total === 0;
        const sum = cost.shares.reduce((a, b) => a + b, 0);
        return (
          Math.abs(total - exact) <= 0.5 &&
          sum === total &&
          cost.people === Math.max(yes, min) &&
          cost.shares.length === cost.people &&
          cost.shares.every((share) => Number.isInteger(share) && share >= cost.eachCents) &&
          (cost.shares[0] ?? 0) - cost.eachCents < cost.people
        );
      }),
      RUNS,
    );
  });

  it('never costs more per head when one more person comes', () => {
    fc.assert(
      fc.property(hourly, duration, fc.nat(60), (h, d, yes) => {
        const each = (n: number) => {
          const cost = costPerHead({ hourlyCents: h, durationMinutes: d, yesCount: n, minPeople: 2 });
          return cost?.kind === 'split' ? cost.eachCents : 0;
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
