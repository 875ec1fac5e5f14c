import {
  LOCAL_POSTGRES,
  reachable,
  scratchDatabase as scratchDatabaseOn,
} from '../../../test-support/postgres';
import { AUTH_SECRET, type ServerProcess, startServer } from '../../../test-support/server';

export type { ServerProcess };

/** The PostgreSQL server that multi-process tests use: the local one unless TEST_DATABASE_URL names another. */
export const serverUrl = process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES;

/**
 * Whether the PostgreSQL server is there. Without one these tests are skipped on a developer's machine and
 * fail under CI, where it must be.
 */
export async function postgresAvailable() {
  const available = await reachable(serverUrl);
  if (!available && process.env.CI) throw new Error(`PostgreSQL is not reachable at ${serverUrl}`);
  return available;
}

/** A new, empty database on the server for one test file; `drop` removes it, connections and all. */
export const scratchDatabase = (prefix: string) => scratchDatabaseOn(serverUrl, prefix);

/**
 * A game date a week after the real clock. A server process runs on that clock, not on the tests' hand-moved
 * one (test-app.ts), and hides from a member a game dated before they joined: a fixed date turns into a 404
 * once the real day passes it.
 */
export const aWeekAhead = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();

/**
 * Starts `src/server/main.ts` from the sources on a free port against `databaseUrl` (the embedded database in
 * DATA_DIR when empty) with `env` on top; resolves once it has printed that it runs (every server process
 * prints it).
 */
export function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  return startServer({
    command: [process.execPath, '--import', 'tsx', 'src/server/main.ts'],
    env: { DATABASE_URL: databaseUrl, AUTH_SECRET, WEB_CONCURRENCY: '1', ...env },
    readyWhen: /Turnout is running at/,
    timeoutMs: 60_000,
  });
}
