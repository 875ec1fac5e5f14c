// A Turnout server in a process of its own, as the server tests, the browser tests and the benches start it:
// on a free port, with the tests' sign-up code and rate limits high enough that no test meets them by chance.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/** The sign-up code of every server a test or bench starts. */
export const SIGNUP_CODE = 'TEST42';
/** An auth secret for the servers that need one given (a PostgreSQL database, or a bench's own process). */
export const AUTH_SECRET = 'test-secret-0123456789-abcdef-0123456789';

/** A port nothing listens on now (the system picks it; the caller binds it soon after). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface StartOptions {
  /** The program and its arguments: `sh <build>/scripts/serve.sh` as `npm start` runs it, or the sources. */
  command: [string, ...string[]];
  /** Settings on top of this process's environment and the defaults (port, public URL, code, rate limits). */
  env?: Record<string, string>;
  /** The host of the server's URL; `localhost` as a browser is told, `127.0.0.1` spares a lookup. */
  host?: 'localhost' | '127.0.0.1';
  /** Ready once what the server printed matches this, or once a GET of this path answers 2xx. */
  readyWhen: RegExp | { answers: string };
  timeoutMs?: number;
  /** A file that receives everything the server prints, kept after it stops. */
  logFile?: string;
  /** Copies what the server writes to stderr to ours as it comes (a bench's terminal). */
  echoErrors?: boolean;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** From starting the process until it was ready, in ms. */
  startMs: number;
  /** Everything it has printed so far. */
  output(): string;
  /** Resolves once its output matches. */
  printed(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Sends SIGTERM unless it has ended, and resolves with its exit code. */
  stop(): Promise<number | null>;
}

/** Starts a server on a free port; resolves once it is ready, or rejects (and kills it) if it exits or is late. */
export async function startServer({
  command: [program, ...args],
  env = {},
  host = 'localhost',
  readyWhen,
  timeoutMs = 90_000,
  logFile,
  echoErrors = false,
}: StartOptions): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://${host}:${port}`;
  const started = performance.now();
  const child = spawn(program, args, {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: url,
      SIGNUP_CODE,
      AUTH_RATE_LIMIT_MAX: '100000',
      GATE_RATE_LIMIT_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
  const listeners = new Set<() => void>();
  const keep = (chunk: Buffer) => {
    output += chunk;
    log?.write(chunk);
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    if (echoErrors) process.stderr.write(chunk);
  });
  // Resolves once it has exited and what it printed last has come through the pipes (a process that outlives
  // it and holds them gets a moment, not forever).
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      const closed = new Promise((closing) => child.once('close', closing));
      Promise.race([closed, delay(2000, null, { ref: false })]).then(() => resolve(code));
    }),
  );
  exited.then(() => log?.end());

  const printed = (pattern: RegExp, limitMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        listeners.delete(check);
        clearTimeout(timer);
        error ? reject(error) : resolve();
      };
      const check = () => pattern.test(output) && settle();
      const timer = setTimeout(
        () => settle(new Error(`server did not print ${pattern}:\n${output}`)),
        limitMs,
      );
      listeners.add(check);
      exited.then((code) => settle(new Error(`server exited with ${code}:\n${output}`)));
      check();
    });
  const answers = async (route: string, limitMs: number) => {
    for (const deadline = performance.now() + limitMs; ; await delay(25)) {
      if (child.exitCode !== null) throw new Error(`server exited with ${await exited}:\n${output}`);
      const ok = await fetch(`${url}${route}`).then(
        async (response) => {
          await response.arrayBuffer();
          return response.ok;
        },
        () => false,
      );
      if (ok) return;
      if (performance.now() > deadline) throw new Error(`server did not answer ${route} in time:\n${output}`);
    }
  };

  try {
    if (readyWhen instanceof RegExp) await printed(readyWhen, timeoutMs);
    else await answers(readyWhen.answers, timeoutMs);
  } catch (error) {
    // A late server is stopped, and killed if it does not stop.
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, delay(5000, null, { ref: false }).then(() => child.kill('SIGKILL'))]);
    }
    throw error;
  }
  return {
    url,
    child,
    startMs: performance.now() - started,
    output: () => output,
    printed,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
