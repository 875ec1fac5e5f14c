import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitEqually } from './settle';
import { computeSplit, splitAmongPayers, splitByWeights, WHOLE_PERCENT } from './split';

const RUNS = { numRuns: 5_000 };

/** Amounts as the currencies with 0, 2 and 3 decimals write them: up to ¥1,000,000, $1,000,000.00, KD 100,000.000. */
const amount = fc.oneof(
  fc.integer({ min: 1, max: 1_000_000 }),
  fc.integer({ min: 1, max: 100_000_000 }),
  fc.integer({ min: 1, max: 100_000_000 }),
);
const shareCounts = fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 30 });

/** Percentages in hundredths adding up to 100 %: cut points on 0…10,000. */
const percentages = fc
  .uniqueArray(fc.integer({ min: 1, max: WHOLE_PERCENT - 1 }), { maxLength: 12 })
  .map((cuts) => {
    const points = [0, ...[...cuts].sort((a, b) => a - b), WHOLE_PERCENT];
    return points.slice(1).map((point, i) => point - (points[i] ?? 0));
  });

const sum = (parts: readonly number[]) => parts.reduce((a, b) => a + b, 0);

describe('splitting an expense', () => {
  it('gives $50.00 by shares 2 / 1 / 1 as $25.00 / $12.50 / $12.50', () => {
    expect(computeSplit(5000, 'shares', [2, 1, 1])).toEqual({ ok: true, parts: [2500, 1250, 1250] });
  });

  it('sums exactly to the total, with no negative part, in every mode and currency', () => {
    fc.assert(
      fc.property(amount, shareCounts, percentages, (total, shares, percents) => {
        const results = [
          computeSplit(total, 'equal', shares),
          computeSplit(total, 'shares', shares),
          computeSplit(total, 'percentage', percents),
        ];
        return results.every(
          (result) => result.ok && sum(result.parts) === total && result.parts.every((p) => p >= 0),
        );
      }),
      RUNS,
    );
  });

  it('moves no part by a whole unit or more from its exact proportion, when weights differ', () => {
    fc.assert(
      fc.property(amount, shareCounts, (total, weights) => {
        fc.pre(new Set(weights).size > 1);
        const parts = splitByWeights(total, weights);
        const whole = sum(weights);
        return parts.every((part, i) => Math.abs(part * whole - total * (weights[i] ?? 0)) < whole);
      }),
      RUNS,
    );
  });

  it('gives the equal split for equal weights, in any mode that weighs', () => {
    fc.assert(
      fc.property(
        amount,
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 9 }),
        (total, people, weight) => {
          const equal = splitEqually(total, people);
          return (
            JSON.stringify(splitByWeights(total, Array(people).fill(weight))) === JSON.stringify(equal) &&
            JSON.stringify(computeSplit(total, 'equal', Array(people).fill(0))) ===
              JSON.stringify({ ok: true, parts: equal })
          );
        },
      ),
      RUNS,
    );
  });

  it('is deterministic: the same entries always give the same parts, ties going to the earlier person', () => {
    expect(splitByWeights(100, [1, 2, 1, 2])).toEqual([17, 33, 17, 33]);
    expect(splitByWeights(10, [1, 1, 2])).toEqual([3, 2, 5]);
    fc.assert(
      fc.property(
        amount,
        shareCounts,
        (total, weights) =>
          JSON.stringify(splitByWeights(total, weights)) ===
          JSON.stringify(splitByWeights(total, [...weights])),
      ),
    );
  });

  it('keeps exact amounts as typed, and says what does not add up', () => {
    expect(computeSplit(5000, 'exact', [3000, 2000])).toEqual({ ok: true, parts: [3000, 2000] });
    expect(computeSplit(5000, 'exact', [3000, 1999])).toEqual({ ok: false, problem: 'exactSum' });
    expect(computeSplit(5000, 'percentage', [5000, 4999])).toEqual({ ok: false, problem: 'percentSum' });
    expect(computeSplit(5000, 'shares', [2, 0, 1])).toEqual({ ok: false, problem: 'badWeight' });
    expect(computeSplit(5000, 'shares', [2, -1])).toEqual({ ok: false, problem: 'badWeight' });
    expect(computeSplit(5000, 'shares', [1.5, 1])).toEqual({ ok: false, problem: 'badWeight' });
    expect(computeSplit(5000, 'shares', [])).toEqual({ ok: false, problem: 'noOne' });
  });
});

/** A total cut into `count` positive parts, as the payers of it: cut points on 0…total. */
const cutInto = (total: number, count: number) =>
  fc
    .uniqueArray(fc.integer({ min: 1, max: Math.max(1, total - 1) }), { minLength: 0, maxLength: count - 1 })
    .map((cuts) => {
      const points = [0, ...cuts.filter((cut) => cut < total).sort((a, b) => a - b), total];
      return points.slice(1).map((point, i) => point - (points[i] ?? 0));
    });

const splitWithPayers = fc
  .record({ total: amount, weights: shareCounts, payerCount: fc.integer({ min: 1, max: 6 }) })
  .chain(({ total, weights, payerCount }) =>
    cutInto(total, payerCount).map((paid) => {
      const result = computeSplit(total, 'shares', weights);
      return { total, parts: result.ok ? result.parts : [], paid };
    }),
  );

describe('debts toward several payers', () => {
  it('gives Alex $30.00 and Sam $20.00 of a $50.00 court split 2 / 1 / 1 in proportion', () => {
    expect(splitAmongPayers([2500, 1250, 1250], [3000, 2000])).toEqual([
      [1500, 1000],
      [750, 500],
      [750, 500],
    ]);
  });

  it('adds up to each person’s part and to what each payer paid, exactly', () => {
    fc.assert(
      fc.property(splitWithPayers, ({ parts, paid }) => {
        const cells = splitAmongPayers(parts, paid);
        const rowsRight = cells.every((row, i) => sum(row) === parts[i]);
        const columnsRight = paid.every((amount, j) => sum(cells.map((row) => row[j] ?? 0)) === amount);
        return rowsRight && columnsRight;
      }),
      RUNS,
    );
  });

  it('rounds each debt down or up from its exact proportion, never further, never below zero', () => {
    fc.assert(
      fc.property(splitWithPayers, ({ total, parts, paid }) => {
        const cells = splitAmongPayers(parts, paid);
        return cells.every((row, i) =>
          row.every((cell, j) => {
            const exact = BigInt(parts[i] ?? 0) * BigInt(paid[j] ?? 0); // × total
            const scaled = BigInt(cell) * BigInt(total);
            return cell >= 0 && scaled > exact - BigInt(total) && scaled < exact + BigInt(total);
          }),
        );
      }),
      RUNS,
    );
  });

  it('is deterministic, and one payer is owed every part', () => {
    fc.assert(
      fc.property(splitWithPayers, ({ parts, paid }) => {
        expect(splitAmongPayers(parts, paid)).toEqual(splitAmongPayers(parts, paid));
        expect(splitAmongPayers(parts, [sum(parts)])).toEqual(parts.map((part) => [part]));
      }),
      { numRuns: 500 },
    );
  });

  it('refuses payers who do not add up to the parts', () => {
    expect(() => splitAmongPayers([100, 100], [150])).toThrow(RangeError);
  });
});
