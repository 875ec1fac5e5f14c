/** One sample of Prometheus' text format: `name{label="value",…} number`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  /** The metric families the text declares (`# TYPE name kind`), with their kind. */
  families: Map<string, string>;
  samples: Sample[];
  /** The value of the sample named `name` whose labels include `labels`; undefined when there is none. */
  value(name: string, labels?: Record<string, string>): number | undefined;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: \d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Reads a /metrics answer as Prometheus does; a line it cannot read fails the test that reads it. */
export function parseExposition(text: string): Exposition {
  const families = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('# HELP ')) continue;
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) {
      families.set(type[1] ?? '', type[2] ?? '');
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a line of the exposition format: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) labels[key ?? ''] = value ?? '';
    samples.push({ name: match[1] ?? '', labels, value: Number(match[3]) });
  }
  return {
    families,
    samples,
    value: (name, labels = {}) =>
      samples.find(
        (sample) =>
          sample.name === name &&
          Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
      )?.value,
  };
}

/** GET /metrics at `base` with `token` as the bearer token; fails unless it answers 200. */
export async function scrape(base: string, token: string): Promise<Exposition> {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
  return parseExposition(await response.text());
}
