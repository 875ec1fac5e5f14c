import { createApp } from '../app';
import { createAuth, defaultServices } from '../auth/auth';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { LiveHub } from '../live/hub';
import { createLogger } from '../log';
import { listenOnRandomPort } from './http';
import { testPasswordHashing } from './password-hashing';
import { testConfig } from './test-app';

/**
 * The whole app on a database a test opened itself (a data folder on a disk that fills, a PostgreSQL server it
 * stops and starts), served on Turnout's own listener at a random local port. Photos go where the config says
 * (DATA_DIR/uploads). `close` stops the listener and the live hub; the database is the test's to close.
 */
export async function serveAppOn(database: Database, overrides: Partial<Config> = {}) {
  const config = testConfig(overrides);
  const log = createLogger(config.logLevel);
  const auth = createAuth(config, database.db, { ...defaultServices(config), password: testPasswordHashing });
  const live = new LiveHub(database, log);
  await live.start();
  const app = createApp({ config, database, auth, log, live });
  const listener = await listenOnRandomPort(app.fetch);
  return {
    base: listener.base,
    config,
    close: async () => {
      await listener.close();
      await live.close();
    },
  };
}
