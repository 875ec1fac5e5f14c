// How every bench reports: the machine's load when it starts, then each case run RUNS times (at least 5), each
// run printed, and per figure the median and the spread (min–max, and max − min as a share of the median). A
// budget is judged on the median; `conclude` prints the verdict of the whole bench and sets the exit code.
import { availableParallelism, loadavg } from 'node:os';

export const RUNS = Math.max(5, Number(process.env.RUNS ?? 5));

/** `<`, `≤`, `≥` or `>` a limit, in the figure's unit. */
export type Budget = readonly [op: '<' | '≤' | '≥' | '>', limit: number];

export interface Measure {
  label: string;
  unit?: string;
  digits?: number;
  budget?: Budget;
}

const failures: string[] = [];
const verdicts: string[] = [];

const loadAverage = () =>
  `${loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ')} (1 / 5 / 15 min) on ${availableParallelism()} cores`;

/** The bench's title, the load average the machine starts with, and what it caches (nothing, since 011). */
export function header(title: string, cache = 'none: every read comes from the database') {
  console.log(`# ${title}`);
  console.log(`load average at start: ${loadAverage()}`);
  console.log(`caches: ${cache} (no read cache, docs/decisions/011-no-read-cache.md)`);
}

export const format = (value: number, { unit = 'ms', digits = 2 }: Pick<Measure, 'unit' | 'digits'> = {}) =>
  `${value.toFixed(digits)}${unit === '×' || unit === '%' || unit === '' ? '' : ' '}${unit}`;

export function meets(value: number, [op, limit]: Budget): boolean {
  if (op === '<') return value < limit;
  if (op === '≤') return value <= limit;
  if (op === '≥') return value >= limit;
  return value > limit;
}

/** Records a verdict against a budget (printed now and again by `conclude`). */
export function judge(label: string, value: number, budget: Budget, how: Omit<Measure, 'label'> = {}) {
  const ok = meets(value, budget);
  const line = `${label} ${format(value, how)}, budget ${budget[0]} ${format(budget[1], how)}: ${ok ? 'within' : 'OVER'}`;
  verdicts.push(line);
  if (!ok) failures.push(line);
  console.log(`  ${line}`);
  return ok;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** The value below which `q` (0–1) of the values fall. */
export const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

export type Figures<K extends string> = Record<K, number>;

/**
 * Runs the case `runs` times, printing each run's figures, then each figure's median and spread; a figure
 * with a budget is judged on its median. Returns the medians.
 */
export async function repeat<K extends string>(
  title: string,
  measures: Record<K, Measure>,
  run: (index: number) => Promise<Figures<K>>,
  runs = RUNS,
): Promise<Figures<K>> {
  console.log(`\n## ${title} (${runs} runs)`);
  const keys = Object.keys(measures) as K[];
  const all: Figures<K>[] = [];
  for (let index = 0; index < runs; index++) {
    const figures = await run(index);
    all.push(figures);
    const shown = keys.map((key) => `${measures[key].label} ${format(figures[key], measures[key])}`);
    console.log(`  run ${index + 1}: ${shown.join(', ')} (load ${loadavg()[0]?.toFixed(2)})`);
  }
  const medians = {} as Figures<K>;
  for (const key of keys) {
    const measure = measures[key];
    const values = all.map((figures) => figures[key]);
    const mid = median(values);
    medians[key] = mid;
    const low = Math.min(...values);
    const high = Math.max(...values);
    const relative = mid === 0 ? 0 : (100 * (high - low)) / Math.abs(mid);
    const spread = `spread ${format(low, measure)} – ${format(high, measure)} (${relative.toFixed(0)} % of the median)`;
    console.log(`  ${measure.label}: median ${format(mid, measure)}, ${spread}`);
    if (measure.budget)
      judge(`${title.split(/[:(]/)[0]?.trim()}: ${measure.label} (median)`, mid, measure.budget, measure);
  }
  return medians;
}

/** The bench's verdict: every budget judged above, and the load average at the end. */
export function conclude() {
  console.log(`\nload average at end: ${loadAverage()}`);
  for (const line of verdicts) console.log(`  ${line}`);
  console.log(
    failures.length === 0 ? 'within budget' : `OVER BUDGET (${failures.length} of ${verdicts.length})`,
  );
  process.exitCode = failures.length === 0 ? 0 : 1;
}
