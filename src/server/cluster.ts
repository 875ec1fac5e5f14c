import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import { openDatabase } from './db/client';
import type { Logger } from './log';
import { answerMetricsRequests } from './metrics/cluster-metrics';

/**
 * WEB_CONCURRENCY > 1 (only with a database server): this process migrates the database once, then keeps that
 * many server processes running with node:cluster. They share the listening port and the connections are
 * spread between them; each is the whole app, and what they must agree on — sessions, rate limits and
 * join-code lockouts, live notices, the mail outbox — lives in PostgreSQL. SIGTERM or SIGINT is passed to
 * every server process, each drains its requests and streams, and this one exits when all have. A process
 * that dies while serving is replaced; one that dies before it ever listened (a port in use, a bad setting)
 * stops them all, since its siblings would fail alike.
 */
export async function runPrimary(config: Config, log: Logger): Promise<void> {
  if (!config.databaseUrl) throw new Error('several processes need DATABASE_URL');
  const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
  await database.migrate();
  await database.close();

  let stopping: NodeJS.Signals | undefined;
  let exitCode = 0;
  const listened = new WeakSet<Worker>();
  const alive = new Set<Worker>();
  const start = () => {
    const worker = cluster.fork();
    alive.add(worker);
    worker.once('listening', () => listened.add(worker));
  };
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = signal;
    log.info(`${signal} received, stopping ${alive.size} server processes`);
    for (const worker of alive) worker.process.kill(signal);
  };

  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker);
    if (!stopping && !listened.has(worker)) {
      exitCode = code || 1;
      stop('SIGTERM');
    } else if (!stopping) {
      log.error(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
      start();
    }
    if (stopping && alive.size === 0) process.exit(exitCode);
  });
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // Whichever process a scrape reaches answers for them all, summed here (metrics/cluster-metrics.ts).
  if (config.metricsToken) answerMetricsRequests();
  for (let i = 0; i < config.processes; i++) start();
  log.info(`Turnout runs ${config.processes} server processes on port ${config.port}`);
}
