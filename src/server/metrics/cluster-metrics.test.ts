import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseExposition } from '../test/metrics';
import {
  postgresAvailable,
  type ServerProcess,
  scratchDatabase,
  startServerProcess,
} from '../test/server-process';

const available = await postgresAvailable();
const TOKEN = 'cluster-metrics-token-0123456789';

/** A GET on a connection of its own, so the primary hands each to the next server process in turn. */
const getAlone = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string }>((resolve, reject) =>
    get(url, { agent: false, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject),
  );

describe.runIf(available)('metrics with WEB_CONCURRENCY=2', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await scratchDatabase('turnout_cluster_metrics');
    server = await startServerProcess(database.url, { WEB_CONCURRENCY: '2', METRICS_TOKEN: TOKEN });
    await server.printed(/(Turnout is running at[^\n]*\n[\s\S]*){2}/);
  }, 180_000);
  afterAll(async () => {
    if (server?.child.exitCode === null) await server.stop();
    await database?.drop();
  });

  it('answers every scrape, whichever process takes it, with both processes counted once', async () => {
    const requests = 20;
    for (let i = 0; i < requests; i++) expect((await getAlone(`${server.url}/api/status`)).status).toBe(200);
    // Both processes served some of them: each logs its own lines, with its process id.
    const servedBy = new Set(
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"route":"/api/status"'))
        .map((line) => (JSON.parse(line) as { pid: number }).pid),
    );
    expect(servedBy.size).toBe(2);

    const statusCount = { method: 'GET', route: '/api/status', status: '200' };
    for (let scrape = 0; scrape < 4; scrape++) {
      const answer = await getAlone(`${server.url}/metrics`, { authorization: `Bearer ${TOKEN}` });
      expect(answer.status).toBe(200);
      const exposition = parseExposition(answer.body);
      expect(exposition.value('turnout_http_request_duration_seconds_count', statusCount)).toBe(requests);
      // Families appear once: the processes' sums, then the database's gauges read by the one asked.
      const declared = answer.body.split('\n').filter((line) => line.startsWith('# TYPE '));
      expect(new Set(declared).size).toBe(declared.length);
      expect(exposition.value('turnout_outbox_depth', { outbox: 'mail', kind: 'password_reset' })).toBe(0);
      expect(exposition.value('turnout_photos_stored')).toBe(0);
      // Two pools of a PostgreSQL server, summed.
      expect(exposition.value('turnout_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(2);
      expect(exposition.value('turnout_db_query_duration_seconds_count')).toBeGreaterThan(0);
    }
    expect((await getAlone(`${server.url}/metrics`)).status).toBe(401);
  });
});
