import type { Auth } from './auth/auth';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { LiveHub } from './live/hub';
import type { Logger } from './log';
import type { PushReach } from './notifications/push-endpoint';
import type { FileStorage } from './storage/file-storage';

/**
 * What every route factory is handed, built once by createApp (app.ts). Each factory takes this one object and
 * names the parts it uses, `xRoutes({ auth, db, clock }: RouteContext)`, so the app mounts every feature the
 * same way and a factory's needs read from its first line.
 */
export interface RouteContext {
  config: Config;
  database: Database;
  /** `database.db`, which most routes use. */
  db: Db;
  auth: Auth;
  log: Logger;
  /** The current time; tests move it instead of sleeping. */
  clock: () => Date;
  /** Where uploaded photos live. */
  storage: FileStorage;
  /** Where push endpoints may lead. */
  pushReach: PushReach;
  /** Change notices for the live streams; without it GET /api/live answers 503. */
  live: LiveHub | undefined;
  /** Heartbeat interval of the live streams; unset, the default. */
  liveHeartbeatMs: number | undefined;
}
