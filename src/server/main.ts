import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { RenderFirstScreen } from '../shared/first-screen';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import { holdingRemovals } from './backup/held-removals';
import { serveBackups } from './backup/socket';
import { runPrimary } from './cluster';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DatabaseLockedError } from './db/data-dir/embedded-folder';
import { startAutoAnalyze } from './db/engine/auto-analyze';
import { MigrationFailedError } from './db/migration-runner';
import { SchemaTooNewError } from './db/schema-version';
import { demoSignIn, seedDemo } from './demo/seed';
import { startSeriesOpener } from './features/games/series-opener';
import { sweepOrphanPhotos } from './features/photos/sweep';
import { createAppServer } from './http/listener';
import { sweepAttemptCounters } from './http/rate-limit';
import { LiveHub } from './live/hub';
import { createLogger } from './log';
import { createMailer } from './mail/mailer';
import { createDelivery } from './notifications/delivery';
import { mailInvites } from './notifications/invites';
import { createPushDelivery } from './notifications/push-delivery';
import { vapidKeys } from './notifications/vapid-keys';
import { configuredStorage } from './storage/configured';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');
const firstScreenFile = path.resolve(clientDir, '../ssr/first-screen.js');
/** The signed-in first screen's renderer, built beside the client (scripts/build.ts). */
const firstScreenRenderer = existsSync(firstScreenFile)
  ? async () =>
      ((await import(pathToFileURL(firstScreenFile).href)) as { renderFirstScreen: RenderFirstScreen })
        .renderFirstScreen
  : undefined;

async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  if (config.processes > 1 && cluster.isPrimary) return runPrimary(config, log);
  // A bucket that is missing, refuses these credentials or would let uploads overwrite each other stops the
  // start with one line, before anything else is opened.
  const { storage, hold: holdRemovals } = holdingRemovals(configuredStorage(config));
  await storage.check();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'embedded', dataDir: config.dataDir },
  );
  try {
    await database.migrate();
  } catch (error) {
    // A refused database (a newer release's) is left as it was found, one whose migration failed as that
    // migration found it; either way its lock is released.
    await database.close();
    throw error;
  }
  const mailer = createMailer(config, log);
  const auth = createAuth(config, database.db, { log });
  const seeded = database.kind === 'embedded' && (await seedDemo({ db: database.db, config, storage }));

  const live = new LiveHub(database, log);
  await live.start();
  // Housekeeping at start and every hour: old attempt counters, statistics, and photo files no row points to.
  const sweep = async () => {
    try {
      await sweepAttemptCounters(database.db, new Date());
      // The embedded database has no autovacuum: dead rows are reclaimed and planner statistics renewed here.
      if (database.kind === 'embedded') await database.db.execute(sql`vacuum (analyze)`);
      const orphans = await sweepOrphanPhotos(database.db, storage, new Date());
      if (orphans.length > 0) log.info(`removed ${orphans.length} photo files that no photo uses`);
    } catch (error) {
      log.error('housekeeping failed', { error: String(error) });
    }
  };
  await sweep();
  const sweeper = setInterval(sweep, 60 * 60 * 1000);
  sweeper.unref();
  // Notification mail leaves from the outbox, never from a request; every process may drain it.
  const delivery = createDelivery({
    db: database.db,
    mailer,
    config,
    log,
    invites: mailInvites(database.db, config),
  });
  delivery.start();
  // Push leaves from its own outbox the same way; the VAPID key pair is made now if this is the first start.
  await vapidKeys(database.db);
  const push = createPushDelivery({ db: database.db, config, log });
  push.start();
  // Next week's polls of repeating games: every process looks each minute; the database keeps them to one.
  const series = startSeriesOpener({ db: database.db, log });
  // PostgreSQL's autovacuum keeps a server's statistics; the embedded database's are kept here.
  const analyzer = database.kind === 'embedded' ? startAutoAnalyze({ db: database.db, log }) : null;
  // `npm run backup` asks this process for a snapshot of the folder it holds (backup/socket.ts).
  const stopBackups =
    database.kind === 'embedded'
      ? await serveBackups({ database, dataDir: config.dataDir, storage, holdRemovals }, log)
      : async () => {};
  const app = createApp({ config, database, auth, log, clientDir, firstScreenRenderer, live, storage });
  const server = createAppServer(app.fetch).listen(config.port, () => {
    log.info(
      `Turnout is running at ${config.publicUrl} (port ${(server.address() as AddressInfo).port}, ${database.kind} database${cluster.isWorker ? `, process ${process.pid}` : ''})`,
    );
    if (database.kind === 'embedded') log.info(`Sign-up code: ${config.signupCode}`);
    if (seeded) log.info(`Demo sign-in: ${demoSignIn.email} / ${demoSignIn.password}`);
  });

  server.on('error', async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES') throw error;
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${config.port} is in use. Set PORT to another port.`
        : `Port ${config.port} cannot be opened by this user. Set PORT to another port.`,
    );
    clearInterval(sweeper);
    await delivery.stop();
    await push.stop();
    await series.stop();
    await analyzer?.stop();
    await stopBackups();
    mailer.close();
    await live.close();
    await database.close();
    process.exit(1);
  });

  // Draining: no new connections; open live streams are ended (their clients reconnect, to another process
  // behind a load balancer); requests under way finish, for up to 10 s; then the database closes.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received, closing`);
    server.close(async () => {
      clearInterval(sweeper);
      await delivery.stop();
      await push.stop();
      await series.stop();
      await analyzer?.stop();
      await stopBackups();
      mailer.close();
      await live.close();
      await database.close();
      process.exit(0);
    });
    live.endStreams();
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 10_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseLockedError ||
    error instanceof SchemaTooNewError ||
    error instanceof MigrationFailedError
  ) {
    console.error(error.message);
  } else {
    console.error('Turnout failed to start:', error);
  }
  process.exit(1);
});
