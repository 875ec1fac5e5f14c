import cluster from 'node:cluster';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import type { LiveHub } from '../live/hub';
import type { Logger } from '../log';
import { clusterWideMetrics } from './cluster-metrics';
import { addDatabaseGauges } from './database-gauges';

/** Request times, from a few milliseconds (a cached read) to the slowest page a person would wait for. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Statement times, from an index lookup to a statement that holds everything up. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** Methods a label may name; anything else is OTHER, so a client cannot make new series at will. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface MetricsSources {
  database: Database;
  live: LiveHub | undefined;
  log: Logger;
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * The app's metrics in two registries. `processRegistry` holds what each server process counts for itself —
 * requests, statements, the event loop, the pool, its live streams — and with several processes the primary
 * sums them (cluster-metrics.ts). `databaseRegistry` holds what the database says for all processes alike —
 * the outboxes, the photos — read once per scrape by the process that answers it.
 */
export function createMetrics({ database, live, log }: MetricsSources) {
  const processRegistry = new Registry();
  // Node's own: event-loop delay (nodejs_eventloop_lag_*), heap, CPU, handles, garbage collection.
  collectDefaultMetrics({ register: processRegistry });

  const requests = new Histogram({
    name: 'turnout_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status: time until the answer starts (_count: requests).',
    labelNames: ['method', 'route', 'status'],
    buckets: REQUEST_BUCKETS,
    registers: [processRegistry],
  });
  const statements = new Histogram({
    name: 'turnout_db_query_duration_seconds',
    help: 'SQL statements: time from sending to the answer, waiting for a connection or the database thread included.',
    buckets: QUERY_BUCKETS,
    registers: [processRegistry],
  });
  database.observeQueryTimes((seconds) => statements.observe(seconds));
  const pool = new Gauge({
    name: 'turnout_db_pool_connections',
    help: 'Connections of the PostgreSQL pool, idle or busy (none with the embedded database).',
    labelNames: ['state'],
    registers: [processRegistry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      pool.set({ state: 'idle' }, stats.idle);
      pool.set({ state: 'busy' }, stats.total - stats.idle);
    },
  });
  const waiting = new Gauge({
    name: 'turnout_db_pool_waiting_queries',
    help: 'Statements waiting for a pool connection (always 0 with the embedded database).',
    registers: [processRegistry],
    collect() {
      waiting.set(database.poolStats?.().waiting ?? 0);
    },
  });
  const streams = new Gauge({
    name: 'turnout_live_streams_open',
    help: 'Live update streams (GET /api/live) open.',
    registers: [processRegistry],
    collect() {
      streams.set(live?.openStreams ?? 0);
    },
  });

  const databaseRegistry = new Registry();
  addDatabaseGauges(databaseRegistry, database.db, log);

  // A server process among several answers with every process's counts, which the primary gathers.
  const processMetrics = cluster.isWorker
    ? clusterWideMetrics(processRegistry)
    : () => processRegistry.metrics();

  return {
    contentType: processRegistry.contentType,
    /** Counts one answered request; `route` is the pattern that matched (never the path: it may carry tokens). */
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requests.observe(
        { method: METHODS.has(method) ? method : 'OTHER', route, status: String(status) },
        seconds,
      );
    },
    /** The exposition text of both registries. */
    async render(): Promise<string> {
      const [own, shared] = await Promise.all([processMetrics(), databaseRegistry.metrics()]);
      return `${own}\n${shared}`;
    },
  };
}
