// The server as the benches run it: the built bundle (`npm run build` first; a copy of it, taken when the bench
// starts) started through scripts/serve.sh, as `npm start` does, in a process of its own on a free port, with
// its event-loop delay probed; and a scratch database on a PostgreSQL server, created and dropped by the bench.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyBuild, REPO_ROOT as root } from '../../test-support/build';
import { LOCAL_POSTGRES, scratchDatabase } from '../../test-support/postgres';
import { AUTH_SECRET, startServer as startProcess } from '../../test-support/server';

/** The PostgreSQL server for the runs that need one (a scratch database is made on it). */
export const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? LOCAL_POSTGRES;

const probe = path.join(root, 'bench/support/loop-probe.mjs');

const scratch = new Set<string>();
process.on('exit', () => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/** A folder under the system's temporary folder, removed by `remove` or, failing that, when the bench exits. */
export function scratchDir(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `turnout-bench-${prefix}-`));
  scratch.add(dir);
  return {
    dir,
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
      scratch.delete(dir);
    },
  };
}

let snapshot: Promise<string> | undefined;

/**
 * The bench's own copy of the build (dist/, scripts/serve.sh, package.json, node_modules linked), taken once
 * dist/server/main.js has not changed for 3 s: a rebuild while the bench runs (`npm run build` empties
 * dist/server first) neither stops its servers nor changes what they run. Returns the copy's serve.sh.
 */
export function builtServer() {
  snapshot ??= (async () => {
    const main = path.join(root, 'dist/server/main.js');
    for (let waited = 0; !(existsSync(main) && Date.now() - statSync(main).mtimeMs > 3000); waited += 500) {
      if (waited > 60_000) throw new Error('no dist/server/main.js: run `npm run build` first');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const build = copyBuild('turnout-bench-build-');
    process.on('exit', build.remove);
    return build.serve;
  })();
  return snapshot;
}

/** A serving process's main thread: event-loop delay (ms), busy share and GC-pause share (%), longest pause. */
export interface LoopFigures {
  p50: number;
  p99: number;
  max: number;
  busy: number;
  gcShare: number;
  gcLongest: number;
}

export interface BenchServer {
  url: string;
  child: ChildProcess;
  /** From starting the process to its first answer, in ms. */
  startMs: number;
  /** Starts every serving process's main-thread figures afresh. */
  resetLoopDelay(): void;
  /** CPU time (ms) the server's processes have used so far, all their threads included. */
  cpuMs(): number;
  /** Each serving process's main-thread figures since the last reset (support/loop-probe.mjs). */
  loopDelay(): Promise<({ pid: number } & LoopFigures)[]>;
  stop(): Promise<void>;
}

/**
 * Starts the built server with `env` on top of the bench defaults (sign-up code, auth secret, high rate
 * limits); resolves once GET /api/status answers 200. Without `probe` (benches of its memory) the server runs
 * exactly as `npm start` runs it (unless BENCH_NODE_FLAGS is set), and its event-loop delay is not known.
 */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  { probe: probing = true } = {},
): Promise<BenchServer> {
  const serve = await builtServer();
  const loopDir = path.join(dataDir, 'loop-delay');
  rmSync(loopDir, { recursive: true, force: true });
  mkdirSync(loopDir, { recursive: true });
  const server = await startProcess({
    command: ['sh', serve],
    host: '127.0.0.1',
    env: {
      // As the Dockerfile runs it: React draws the first screen with its production build.
      NODE_ENV: 'production',
      DATABASE_URL: '',
      WEB_CONCURRENCY: '1',
      DATA_DIR: dataDir,
      AUTH_SECRET,
      LOG_LEVEL: 'error',
      ...(probing ? { BENCH_LOOP_DIR: loopDir } : {}),
      // BENCH_NODE_FLAGS: Node flags to try on the server (after serve.sh's own, so they win).
      TURNOUT_NODE_FLAGS: [probing ? `--import=${probe}` : '', process.env.BENCH_NODE_FLAGS ?? '']
        .join(' ')
        .trim(),
      ...env,
    },
    readyWhen: { answers: '/api/status' },
    echoErrors: true,
  });
  const { url, child, startMs } = server;
  const pids = () =>
    readdirSync(loopDir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => Number(file.replace('.json', '')));
  const serving = () => [...new Set([child.pid ?? 0, ...(probing ? pids() : [])])];
  return {
    url,
    child,
    startMs,
    cpuMs: () => serving().reduce((sum, pid) => sum + cpuMsOf(pid), 0),
    resetLoopDelay: () => {
      for (const pid of pids()) {
        try {
          process.kill(pid, 'SIGUSR2');
        } catch {} // a process that has ended has no delay to reset
      }
    },
    loopDelay: async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return pids().map((pid) => ({
        pid,
        ...(JSON.parse(readFileSync(path.join(loopDir, `${pid}.json`), 'utf8')) as LoopFigures),
      }));
    },
    stop: async () => {
      await server.stop();
    },
  };
}

/** User + system CPU time of a process in ms (clock ticks of 10 ms), or 0 once it is gone. */
function cpuMsOf(pid: number) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The server's resident memory in MB (the process serve.sh became). */
export const residentMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** A new, empty database on the PostgreSQL server; `drop` removes it, connections and all. */
export const scratchPostgres = (prefix: string) => scratchDatabase(postgresUrl, `turnout_bench_${prefix}`);
