// Real traffic, the headline figure: 50 people in 10 groups (each in two), 10,000 games, 5,000 expenses; every
// request from a random person — games list, game detail, settle-up, My Expenses, group page, and 15 % writes
// (RSVP, add expense, edit game, Mark Paid, Mark Received) — from a load generator in its own process
// (bench/mixed-load-client.ts) over 50 connections. Prints req/s, p50, p99, non-2xx, the server's event-loop
// delay, and the same mix called directly on the services (no HTTP) as the floor, with the ratio.
// Embedded database: npx tsx bench/mixed-load.ts
// PostgreSQL server: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/mixed-load.ts
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createApp } from '../src/server/app';
import { createAuth } from '../src/server/auth/auth';
import { configFromEnv, parseEnv } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { appRequestListener } from '../src/server/http/listener';
import { createLogger } from '../src/server/log';
import { runDirect, serviceCosts } from './support/mixed-direct';
import { seedMixed } from './support/mixed-seed';

const DURATION = Number(process.env.DURATION ?? 15);
const CONNECTIONS = 50;
const serverUrl = process.env.DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-bench-mixed-'));
let databaseUrl: string | undefined;
if (serverUrl) {
  // A database of its own on the server, dropped at the end.
  const admin = await openDatabase({ kind: 'postgres', url: serverUrl });
  await admin.db.execute('drop database if exists turnout_bench_mixed');
  await admin.db.execute('create database turnout_bench_mixed');
  await admin.close();
  databaseUrl = serverUrl.replace(/\/[^/]*$/, '/turnout_bench_mixed');
}
const config = configFromEnv(
  parseEnv({
    DATA_DIR: dataDir,
    SIGNUP_CODE: 'BENCH1',
    LOG_LEVEL: 'silent',
    ...(databaseUrl
      ? { DATABASE_URL: databaseUrl, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret' }
      : {}),
  }),
);
const database = await openDatabase(
  databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'embedded', dataDir },
);
await database.migrate();
const auth = createAuth(config, database.db);
const seeded = performance.now();
// Two plans from one seed: the floor and the HTTP run each settle their own half of the open shares.
const [directPlan, httpPlan] = await seedMixed(database.db, auth, config, 2);
if (!directPlan || !httpPlan) throw new Error('no plan');
console.log(
  `${databaseUrl ? 'PostgreSQL server' : 'embedded database'}: seeded in ${Math.round(performance.now() - seeded)} ms`,
);

console.log(`service time alone (median): ${await serviceCosts(database.db, directPlan)}`);
const floor = await runDirect(database.db, directPlan, CONNECTIONS, DURATION * 1000);
console.log(
  `direct floor (services, ${CONNECTIONS} at once): ${floor.rps.toFixed(0)} req/s, p50 ${floor.p50.toFixed(1)} ms, p99 ${floor.p99.toFixed(1)} ms, failures ${floor.failures}${floor.failures ? ` (${floor.reasons})` : ''}`,
);

async function overHttp(label: string, plan: typeof directPlan) {
  const app = createApp({ config, database, auth, log: createLogger('silent') });
  const server = createServer(appRequestListener(app.fetch)).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const planFile = path.join(dataDir, `plan-${label}.json`);
  writeFileSync(planFile, JSON.stringify(plan));
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/mixed-load-client.ts', planFile, url], {
      env: {
        ...process.env,
        CONNECTIONS: String(CONNECTIONS),
        DURATION: String(DURATION),
        ORIGIN: config.publicUrl,
      },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.pipe(process.stderr);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`load generator exited ${code}`)),
    );
  });
  loop.disable();
  server.close();
  const result = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as {
    rps: number;
    p50: number;
    p99: number;
    errors: number;
    non2xx: number;
    statuses: Record<string, Record<string, number>>;
  };
  const loopP99 = loop.percentile(99) / 1e6;
  console.log(
    `HTTP ${label}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
      `errors ${result.errors}, non-2xx ${result.non2xx}, event-loop delay p50 ${(loop.percentile(50) / 1e6).toFixed(0)} ms ` +
      `p99 ${loopP99.toFixed(0)} ms; ${((100 * result.rps) / floor.rps).toFixed(0)} % of the floor`,
  );
  const refusals = Object.entries(result.statuses)
    .map(
      ([kind, byStatus]) =>
        [kind, Object.entries(byStatus).filter(([status]) => Number(status) >= 300)] as const,
    )
    .filter(([, bad]) => bad.length > 0)
    .map(([kind, bad]) => `${kind} ${bad.map(([s, n]) => `${s}×${n}`).join(' ')}`);
  if (refusals.length > 0) console.log(`  not 2xx: ${refusals.join('; ')}`);
  return { ...result, loopP99 };
}

const run = await overHttp('1 process', httpPlan);
await database.close();
rmSync(dataDir, { recursive: true, force: true });
if (databaseUrl && serverUrl) {
  const admin = await openDatabase({ kind: 'postgres', url: serverUrl });
  await admin.db.execute('drop database if exists turnout_bench_mixed');
  await admin.close();
}
const ok = run.rps >= 0.6 * floor.rps && run.p99 < 1000 && run.loopP99 <= 20;
console.log(
  ok ? 'within budget' : 'OVER BUDGET (≥ 60 % of the floor, p99 < 1 s, event-loop delay p99 ≤ 20 ms)',
);
