import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { serveOverHttp } from '../test/http';
import { type Exposition, scrape } from '../test/metrics';
import { createTestApp, type TestApp } from '../test/test-app';

const OPS = path.resolve(import.meta.dirname, '../../../docs/ops');
const TOKEN = 'ops-docs-token-0123456789';

/** Names a query may use that Prometheus or node_exporter export, not the app. */
const NOT_THE_APPS = /^(node_filesystem_\w+|up)$/;

/** Every metric name in a PromQL query: the names of our prefixes, and those named by the exporters we expect. */
const metricNames = (query: string) =>
  [...query.matchAll(/\b(turnout_\w+|nodejs_\w+|process_\w+|node_\w+|up(?=\{))/g)].map(
    (match) => match[1] ?? '',
  );

/** Every query string under `value`: dashboard panels' `expr`, and the variables' `query` and `definition`. */
function queriesIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) queriesIn(item, found);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'string' && ['expr', 'query', 'definition'].includes(key)) found.push(item);
      else queriesIn(item, found);
    }
  return found;
}

/** Each name a scrape answers to: the families, and a histogram's _bucket, _sum and _count series. */
function exported({ families }: Exposition): Set<string> {
  const names = new Set(families.keys());
  for (const [name, kind] of families)
    if (kind === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
  return names;
}

describe('the sample dashboard and alert rules (docs/ops)', () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof serveOverHttp>>;
  let names: Set<string>;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN });
    http = await serveOverHttp(t);
    names = exported(await scrape(http.base, TOKEN));
  });
  afterAll(async () => {
    await http.close();
    await t.close();
  });

  const dashboard = JSON.parse(readFileSync(path.join(OPS, 'grafana-dashboard.json'), 'utf8')) as {
    panels: { title: string; targets: { expr: string }[] }[];
  };
  const rules = (
    parse(readFileSync(path.join(OPS, 'alerts.yml'), 'utf8')) as {
      groups: { name: string; rules: { alert: string; expr: string; for?: string }[] }[];
    }
  ).groups.flatMap((group) => group.rules);

  it('the dashboard queries only metrics the app exports (or node_exporter does)', () => {
    const queries = queriesIn(dashboard);
    expect(dashboard.panels.length).toBeGreaterThan(8);
    for (const panel of dashboard.panels) expect(panel.targets.length, panel.title).toBeGreaterThan(0);
    const used = new Set(queries.flatMap(metricNames));
    for (const name of used) if (!NOT_THE_APPS.test(name)) expect(names, name).toContain(name);
    // Every family the app exports for its own sake is on a panel.
    for (const name of names)
      if (name.startsWith('turnout_') && !/_(bucket|sum|count)$/.test(name))
        expect(
          [...used].some((usedName) => usedName.startsWith(name)),
          name,
        ).toBe(true);
  });

  it('the alert rules query only metrics the app exports, and cover a stuck outbox, 5xx and a full disk', () => {
    expect(rules.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining(['TurnoutOutboxStuck', 'TurnoutServerErrors', 'TurnoutDiskNearlyFull']),
    );
    for (const rule of rules) {
      const used = metricNames(rule.expr);
      expect(used.length, rule.alert).toBeGreaterThan(0);
      expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
      for (const name of used)
        if (!NOT_THE_APPS.test(name)) expect(names, `${rule.alert}: ${name}`).toContain(name);
    }
    const byName = Object.fromEntries(rules.map((rule) => [rule.alert, rule.expr]));
    expect(byName.TurnoutOutboxStuck).toMatch(/turnout_outbox_oldest_age_seconds\) > 900/);
    expect(byName.TurnoutServerErrors).toContain('status=~"5.."');
    expect(byName.TurnoutDiskNearlyFull).toContain('node_filesystem_avail_bytes');
  });
});
