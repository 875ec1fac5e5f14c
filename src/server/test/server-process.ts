import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { withDatabase } from './global-setup';

/** The PostgreSQL server that multi-process tests use: the local one unless TEST_DATABASE_URL names another. */
export const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function reachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

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
export async function scratchDatabase(prefix: string) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  return {
    url: withDatabase(serverUrl, name),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * A game date a week after the real clock. A server process runs on that clock, not on the tests' hand-moved
 * one (test-app.ts), and hides from a member a game dated before they joined: a fixed date turns into a 404
 * once the real day passes it.
 */
export const aWeekAhead = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves when the output matches. */
  printed(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts `src/server/main.ts` on a free port against `databaseUrl` with `env` on top; resolves once it has
 * printed that it runs (every server process prints it).
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SIGNUP_CODE: 'PROC42',
      AUTH_SECRET: 'server-process-secret-0123456789-abcdef',
      AUTH_RATE_LIMIT_MAX: '10000',
      GATE_RATE_LIMIT_MAX: '10000',
      PUBLIC_URL: url,
      WEB_CONCURRENCY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const printed = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const timer = setInterval(() => {
        if (pattern.test(output)) resolve();
        else if (child.exitCode !== null)
          reject(new Error(`server exited with ${child.exitCode}:\n${output}`));
        else if (Date.now() - started > timeoutMs)
          reject(new Error(`server did not print ${pattern}:\n${output}`));
        else return;
        clearInterval(timer);
      }, 50);
    });
  await printed(/Turnout is running at/);
  return {
    url,
    child,
    output: () => output,
    printed,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
