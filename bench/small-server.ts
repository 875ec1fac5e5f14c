// The whole app on a small server (issue 60): one process with the embedded database, as the Dockerfile runs it
// (scripts/serve.sh, NODE_ENV=production), told it has 512 MB (MEMORY_LIMIT_MB).
// - Its start on a new data folder: the server and the child that makes the folder, sampled together every
//   20 ms.
// - Each run starts it on the data of bench/mixed-load.ts (50 people, 10,000 games, 5,000 expenses), sends that
//   bench's mix (reads with 15 % writes, 50 connections, from a load generator in its own process) and, while
//   it runs, five 12-megapixel photo uploads at once. Its resident memory is sampled every 10 ms (VmRSS) and its
//   high-water mark read at the end (VmHWM: the kernel's, which no sample can miss). Prints the start (process
//   start → /api/status healthy), RSS idle, the peak, req/s, p99 and the uploads.
// - Then a server told it has hardly more memory than it holds idle: its uploads must be refused with a 503, a
//   message and a Retry-After, and the server must go on answering.
// Budgets: under 512 MB at the new folder's start (server and child together) and under load (VmHWM); every
// upload stored. Run after `npm run build`: npx tsx bench/small-server.ts; DURATION (s of load per run, default
// 20), RUNS, BENCH_NODE_FLAGS (`--no-liftoff-only`: the database optimised, as on a larger server).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AUTH_SECRET, startServer as startProcess } from '../test-support/server';
import { seedMixed } from './support/mixed-seed';
import type { TrafficPlan } from './support/mixed-traffic';
import { openBenchDatabase } from './support/people';
import { phoneJpeg, sendPhoto, type UploadAnswer } from './support/photos';
import { conclude, header, judge, RUNS, repeat } from './support/report';
import { type BenchServer, builtServer, scratchDir, startServer } from './support/server';

const BUDGET_MB = 512;
const DURATION = Number(process.env.DURATION ?? 20);
const WARMUP = 3;
const CONNECTIONS = 50;
const UPLOADS = 5;

/** A figure of /proc/<pid>/status in MB (VmRSS now, VmHWM the most it has held), 0 once the process is gone. */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM') {
  try {
    const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The processes whose parent is `pid` (the server's child that makes a new data folder). */
function childrenOf(pid: number) {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {} // gone while read
  }
  return children;
}

/**
 * Samples the server and its children every 20 ms while it starts on a new data folder: the most they held
 * together, and the child's own high-water mark (VmHWM).
 */
function sampleTree(pid: number) {
  let together = 0;
  let child = 0;
  const timer = setInterval(() => {
    const children = childrenOf(pid);
    together = Math.max(
      together,
      children.reduce((sum, c) => sum + statusMb(c, 'VmRSS'), statusMb(pid, 'VmRSS')),
    );
    for (const c of children) child = Math.max(child, statusMb(c, 'VmHWM'));
  }, 20);
  return { together: () => together, child: () => child, stop: () => clearInterval(timer) };
}

/** Samples the process's VmRSS every 10 ms; `peak()` is the largest seen. */
function sampleRss(pid: number) {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, statusMb(pid, 'VmRSS'));
  }, 10);
  return { peak: () => peak, stop: () => clearInterval(timer) };
}

/** The mixed load for DURATION s after WARMUP s; `onMeasuring` runs when the measured part starts. */
function mixedLoad(server: BenchServer, planFile: string, onMeasuring: () => void) {
  return new Promise<{ rps: number; p99: number; errors: number; non2xx: number }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/mixed-load-client.ts', planFile, server.url],
      {
        env: {
          ...process.env,
          CONNECTIONS: String(CONNECTIONS),
          DURATION: String(DURATION),
          WARMUP: String(WARMUP),
          ORIGIN: server.url,
        },
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
      if (chunk.toString().includes('measuring')) onMeasuring();
    });
    child.stderr.pipe(process.stderr);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '{}'))
        : reject(new Error(`load generator exited ${code}`)),
    );
  });
}

/** A person of the plan and a game of their group, to add photos to. */
function uploader(plan: TrafficPlan) {
  const person = plan.users[0];
  const games = plan.groups[person?.groupIds[0] ?? '']?.games;
  if (!person || !games?.[0]) throw new Error('the plan has no person with a game');
  return { cookie: person.cookie, gameId: games[0] };
}

const uploadsAtOnce = (
  url: string,
  who: { cookie: string; gameId: string },
  photo: Uint8Array<ArrayBuffer>,
) => Promise.all(Array.from({ length: UPLOADS }, () => sendPhoto(url, who.cookie, who.gameId, photo)));

const describe = (answers: UploadAnswer[]) =>
  answers.map((a) => `${a.status} in ${a.ms.toFixed(0)} ms`).join(', ');

header(`A small server: the mixed load and ${UPLOADS} photo uploads at once in ${BUDGET_MB} MB`);
const { dir, remove } = scratchDir('small');
try {
  const bench = await openBenchDatabase(dir);
  const plans = await seedMixed(bench, RUNS);
  await bench.database.close();
  await repeat(
    `a new data folder (the demo loaded), MEMORY_LIMIT_MB=${BUDGET_MB}`,
    {
      start: { label: 'start', digits: 0 },
      server: { label: 'server VmHWM', unit: 'MB', digits: 0 },
      child: { label: 'its child (new folder) VmHWM', unit: 'MB', digits: 0 },
      together: { label: 'both at once', unit: 'MB', digits: 0, budget: ['<', BUDGET_MB] },
    },
    async () => {
      const fresh = scratchDir('small-fresh');
      const serve = await builtServer();
      const starting = startProcess({
        command: ['sh', serve],
        host: '127.0.0.1',
        env: {
          NODE_ENV: 'production',
          DATABASE_URL: '',
          DATA_DIR: fresh.dir,
          AUTH_SECRET,
          LOG_LEVEL: 'error',
          TURNOUT_NODE_FLAGS: process.env.BENCH_NODE_FLAGS ?? '',
          MEMORY_LIMIT_MB: String(BUDGET_MB),
        },
        readyWhen: { answers: '/api/status' },
        echoErrors: true,
      });
      // Sampled from its first moments: the bench's child running serve.sh, which becomes the server.
      let pid = 0;
      while (!pid) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        pid =
          childrenOf(process.pid).find((c) => {
            try {
              return /serve\.sh|main\.js/.test(readFileSync(`/proc/${c}/cmdline`, 'utf8'));
            } catch {
              return false;
            }
          }) ?? 0;
      }
      const tree = sampleTree(pid);
      const server = await starting;
      tree.stop();
      const figures = {
        start: server.startMs,
        server: statusMb(server.child.pid ?? 0, 'VmHWM'),
        child: tree.child(),
        together: tree.together(),
      };
      await server.stop();
      fresh.remove();
      return figures;
    },
  );

  const photo = await phoneJpeg();
  console.log(`photo: 4000×3000 JPEG, ${(photo.length / 1024 / 1024).toFixed(1)} MB, EXIF orientation 6`);

  await repeat(
    `one process, embedded database, MEMORY_LIMIT_MB=${BUDGET_MB}: ${CONNECTIONS} connections for ${DURATION} s, ${UPLOADS} uploads at once`,
    {
      start: { label: 'start', digits: 0 },
      idle: { label: 'RSS idle', unit: 'MB', digits: 0 },
      peak: { label: 'RSS peak (sampled)', unit: 'MB', digits: 0 },
      hwm: { label: 'VmHWM', unit: 'MB', digits: 0, budget: ['<', BUDGET_MB] },
      rps: { label: 'req/s', unit: '', digits: 0 },
      p99: { label: 'p99', digits: 0 },
      failed: { label: 'errors+non-2xx', unit: '', digits: 0 },
      stored: { label: 'uploads stored', unit: '', digits: 0, budget: ['≥', UPLOADS] },
      slowest: { label: 'slowest upload', digits: 0 },
    },
    async (i) => {
      const plan = plans[i] as TrafficPlan;
      const planFile = path.join(dir, 'plan.json');
      writeFileSync(planFile, JSON.stringify(plan));
      const server = await startServer(dir, { MEMORY_LIMIT_MB: String(BUDGET_MB) }, { probe: false });
      const pid = server.child.pid ?? 0;
      const sampler = sampleRss(pid);
      try {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        const idle = statusMb(pid, 'VmRSS');
        let uploads: Promise<UploadAnswer[]> | undefined;
        const load = await mixedLoad(server, planFile, () => {
          const who = uploader(plan);
          uploads = new Promise((resolve) => setTimeout(resolve, 3000)).then(() =>
            uploadsAtOnce(server.url, who, photo),
          );
        });
        const answers = (await uploads) ?? [];
        if (server.child.exitCode !== null || server.child.signalCode !== null)
          throw new Error(
            `the server ended during the run (${server.child.exitCode ?? server.child.signalCode})`,
          );
        console.log(`    uploads: ${describe(answers)}`);
        return {
          start: server.startMs,
          idle,
          peak: sampler.peak(),
          hwm: statusMb(pid, 'VmHWM'),
          rps: load.rps,
          p99: load.p99,
          failed: load.errors + load.non2xx,
          stored: answers.filter((a) => a.status === 201).length,
          slowest: Math.max(...answers.map((a) => a.ms)),
        };
      } finally {
        sampler.stop();
        await server.stop();
      }
    },
  );

  // Told it has room for little more than it holds idle: each upload must be refused, not kill the process.
  const probe = await startServer(dir, { MEMORY_LIMIT_MB: String(BUDGET_MB) }, { probe: false });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idle = statusMb(probe.child.pid ?? 0, 'VmRSS');
  await probe.stop();
  const tightMb = Math.ceil(idle) + 8;
  const server = await startServer(dir, { MEMORY_LIMIT_MB: String(tightMb) }, { probe: false });
  try {
    const answers = await uploadsAtOnce(server.url, uploader(plans[0] as TrafficPlan), photo);
    const status = await fetch(`${server.url}/api/status`).then((r) => r.status);
    console.log(
      `\n## MEMORY_LIMIT_MB=${tightMb} (idle RSS ${idle.toFixed(0)} MB): ${UPLOADS} uploads at once`,
    );
    console.log(`  answers: ${describe(answers)}`);
    const refusal = answers.find((a) => a.status === 503);
    if (refusal) console.log(`  503 says: "${refusal.message}", Retry-After: ${refusal.retryAfter}`);
    console.log(`  /api/status afterwards: ${status}`);
    judge(
      'tight memory: uploads refused with 503 and Retry-After',
      answers.filter((a) => a.status === 503 && a.retryAfter).length,
      ['≥', UPLOADS],
      { unit: '', digits: 0 },
    );
    judge('tight memory: /api/status still 200 (1: yes)', Number(status === 200), ['≥', 1], {
      unit: '',
      digits: 0,
    });
  } finally {
    await server.stop();
  }
} finally {
  remove();
}
conclude();
