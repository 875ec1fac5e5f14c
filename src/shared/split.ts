import { splitEqually } from './settle';

/**
 * How an expense is split among the people in it (issue 59): equally (the spec's rule), by whole shares, by
 * exact amounts, or by percentages. An entry's weight is what the form takes: a share count, an amount in the
 * currency's minor units, or a percentage in hundredths of a per cent (100 % is 10,000).
 */
export const SPLIT_MODES = ['equal', 'shares', 'exact', 'percentage'] as const;
export type SplitMode = (typeof SPLIT_MODES)[number];

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

/**
 * What each person of a split owes each payer when several paid (issue 59): person i's part `parts[i]` is spread
 * over the payers in proportion to what each paid, `paid[j]`, in whole minor units, so that every row adds up to
 * the person's part and every column to what that payer paid — nobody pays or gets back a unit more than the
 * split says. Each cell is the exact proportional value rounded down or up (never further), which such a table
 * always allows (controlled rounding); the units left after rounding down are placed along augmenting paths, in
 * index order, so the result is deterministic. One payer: the parts themselves.
 */
export function splitAmongPayers(parts: readonly number[], paid: readonly number[]): number[][] {
  const total = parts.reduce((a, b) => a + b, 0);
  if (paid.reduce((a, b) => a + b, 0) !== total) throw new RangeError('payers must add up to the parts');
  if (paid.length === 1) return parts.map((part) => [part]);
  // Products of two amounts pass 2^53 (a part and a payment of a million dollars each): exact in BigInt.
  const exact = (part: number, amount: number) => BigInt(part) * BigInt(amount);
  const whole = BigInt(total);
  const cells = parts.map((part) => paid.map((amount) => Number(exact(part, amount) / whole)));
  // A cell may take one more unit only when its exact value is not whole.
  const canRise = parts.map((part) => paid.map((amount) => exact(part, amount) % whole !== 0n));
  const rowLeft = parts.map((part, i) => part - sum(cells[i] ?? []));
  const columnLeft = paid.map((amount, j) => amount - sum(cells.map((row) => row[j] ?? 0)));
  const risen = parts.map(() => paid.map(() => false));
  for (let i = 0; i < parts.length; i++) {
    while ((rowLeft[i] ?? 0) > 0) {
      const path = augmentingPath(i, canRise, risen, columnLeft);
      if (!path) throw new Error('no controlled rounding found');
      // Alternate along the path: raise (row → column) cells, lower back (column → row) ones already raised.
      for (const [row, column, raise] of path) {
        const cell = cells[row] as number[];
        cell[column] = (cell[column] ?? 0) + (raise ? 1 : -1);
        (risen[row] as boolean[])[column] = raise;
      }
      rowLeft[i] = (rowLeft[i] ?? 0) - 1;
      const last = path[path.length - 1] as [number, number, boolean];
      columnLeft[last[1]] = (columnLeft[last[1]] ?? 0) - 1;
    }
  }
  return cells;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * A breadth-first path from row `start` to a column still short of units: row → column over a cell that may still
 * rise, column → row over a cell that already rose (undoing it frees the row's unit for elsewhere).
 */
function augmentingPath(
  start: number,
  canRise: readonly (readonly boolean[])[],
  risen: readonly (readonly boolean[])[],
  columnLeft: readonly number[],
): [number, number, boolean][] | null {
  const cameFrom = new Map<number, number>(); // column → the row it was reached from
  const rowFrom = new Map<number, number>([[start, -1]]); // row → the column it was reached from
  let rows = [start];
  while (rows.length > 0) {
    const next: number[] = [];
    for (const row of rows) {
      for (let column = 0; column < columnLeft.length; column++) {
        if (cameFrom.has(column) || !canRise[row]?.[column] || risen[row]?.[column]) continue;
        cameFrom.set(column, row);
        if ((columnLeft[column] ?? 0) > 0) return tracePath(column, cameFrom, rowFrom);
        for (let other = 0; other < canRise.length; other++) {
          if (rowFrom.has(other) || !risen[other]?.[column]) continue;
          rowFrom.set(other, column);
          next.push(other);
        }
      }
    }
    rows = next;
  }
  return null;
}

function tracePath(end: number, cameFrom: Map<number, number>, rowFrom: Map<number, number>) {
  const path: [number, number, boolean][] = [];
  let column = end;
  for (;;) {
    const row = cameFrom.get(column) as number;
    path.unshift([row, column, true]);
    const previous = rowFrom.get(row) as number;
    if (previous === -1) return path;
    path.unshift([row, previous, false]);
    column = previous;
  }
}
