import { splitEqually } from './settle';

/**
 * How an expense is split among the people in it (issue 59): equally (the spec's rule), by whole shares, by
 * exact amounts, or by percentages. An entry's weight is what the form takes: a share count, an amount in the
 * currency's minor units, or a percentage in hundredths of a per cent (100 % is 10,000).
 */
export type SplitMode = 'equal' | 'shares' | 'exact' | 'percentage';

export const WHOLE_PERCENT = 10_000;

export type SplitProblem = 'noOne' | 'badWeight' | 'exactSum' | 'percentSum';

export type SplitResult = { ok: true; parts: number[] } | { ok: false; problem: SplitProblem };

/**
 * Splits `total` minor units in proportion to whole, positive weights, deterministically: each part is the
 * exact proportional value rounded down, and the units left over go one each to the parts that lost the most
 * to rounding (the earlier first on a tie), so no part moves by a whole unit or more. Equal weights give the
 * spec's equal split (splitEqually: the first part carries the remainder), so 'by shares' of 1 / 1 / 1 reads
 * exactly as 'equally'.
 */
export function splitByWeights(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) throw new RangeError('need at least one weight');
  if (!weights.every((weight) => Number.isSafeInteger(weight) && weight > 0))
    throw new RangeError('weights must be positive whole numbers');
  if (weights.every((weight) => weight === weights[0])) return splitEqually(total, weights.length);
  const sum = weights.reduce((a, b) => a + b, 0);
  if (!Number.isSafeInteger(total * Math.max(...weights))) throw new RangeError('amount too large to split');
  const floors = weights.map((weight) => Math.floor((total * weight) / sum));
  // What each part lost to rounding down, in units of 1 / sum: exact integers, so the order is exact.
  const lost = weights.map((weight, i) => total * weight - (floors[i] ?? 0) * sum);
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = weights.map((_, i) => i).sort((a, b) => (lost[b] ?? 0) - (lost[a] ?? 0) || a - b);
  for (const i of order) {
    if (left === 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left--;
  }
  return floors;
}

/**
 * The parts of `total` (minor units, positive) for the people of a split in the order given, or why the entries
 * cannot be split: nobody in it, a weight that is not a positive whole number, exact amounts that do not add up to
 * the total, percentages that do not add up to 100 %. Equal mode ignores the weights.
 */
export function computeSplit(total: number, mode: SplitMode, weights: readonly number[]): SplitResult {
  if (!Number.isSafeInteger(total) || total <= 0) throw new RangeError('amount must be positive minor units');
  if (weights.length === 0) return { ok: false, problem: 'noOne' };
  if (mode === 'equal') return { ok: true, parts: splitEqually(total, weights.length) };
  if (!weights.every((weight) => Number.isSafeInteger(weight) && weight > 0))
    return { ok: false, problem: 'badWeight' };
  const sum = weights.reduce((a, b) => a + b, 0);
  if (mode === 'exact')
    return sum === total ? { ok: true, parts: [...weights] } : { ok: false, problem: 'exactSum' };
  if (mode === 'percentage' && sum !== WHOLE_PERCENT) return { ok: false, problem: 'percentSum' };
  return { ok: true, parts: splitByWeights(total, weights) };
}
