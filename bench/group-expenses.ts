// Group Expenses on a long history: one group of 20 with 5,000 expenses (every member at every game, so about
// 100,000 shares, 40 % of the others' open), embedded database. Over HTTP against the built server, autocannon
// in this process: GET /api/groups/:id/balances, the group's first page of expenses, and GET /api/settle-up on
// the same data as the yardstick, each request from a random member with their session (gzip, as a browser
// asks), while writers add expenses, mark shares paid and mark them received at a steady rate. Each run
// measures the three in turn (starting with a different one each run), so all three meet the same machine.
// Also the SQL statements of one request of each (session lookup included) and the size of each answer.
// Budget: each of the two Group Expenses answers serves ≥ half of Settle Up's req/s, in ≤ 5 statements.
// Run after `npm run build`: npx tsx bench/group-expenses.ts; CONNECTIONS (default 10), DURATION (s per route
// and run, default 5), WRITES (per second, default 10), RUNS (≥ 5).
import { request } from 'node:http';
import autocannon from 'autocannon';
import { createApp } from '../src/server/app';
import { createLogger } from '../src/server/log';
import { type GroupWrites, seedGroup } from './support/group-seed';
import type { Person } from './support/people';
import { openBenchDatabase } from './support/people';
import {
  conclude,
  type Figures,
  format,
  header,
  judge,
  median,
  percentile,
  RUNS,
  repeat,
} from './support/report';
import { type BenchServer, scratchDir, startServer } from './support/server';

const PEOPLE = 20;
const EXPENSES = 5_000;
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const DURATION = Number(process.env.DURATION ?? 5);
const WRITES = Number(process.env.WRITES ?? 10);

header(`Group Expenses: ${EXPENSES} expenses in one group of ${PEOPLE}, ${CONNECTIONS} connections`);
const { dir, remove } = scratchDir('group-expenses');
let statements = 0;
const bench = await openBenchDatabase(dir, undefined, { onQuery: () => void statements++ });
const started = performance.now();
const { members, writes } = await seedGroup(bench, PEOPLE, EXPENSES);
console.log(`seeded in ${Math.round(performance.now() - started)} ms`);

const routes = {
  balances: `/api/groups/${writes.groupId}/balances`,
  'first page': `/api/groups/${writes.groupId}/expenses`,
  'settle-up': '/api/settle-up',
} as const;
type Route = keyof typeof routes;
const names = Object.keys(routes) as Route[];

// The statements of one request of each, counted in this process through the same app (session lookup included).
const app = createApp({ ...bench, log: createLogger('silent') });
const json: Record<Route, number> = { balances: 0, 'first page': 0, 'settle-up': 0 };
for (const name of names) {
  statements = 0;
  const response = await app.request(routes[name], { headers: { cookie: members[0]?.cookie ?? '' } });
  const body = await response.text();
  if (!response.ok) throw new Error(`${name}: ${response.status} ${body}`);
  json[name] = body.length;
  console.log(
    `${name}: ${statements} SQL statements, ${format(body.length / 1024, { unit: 'KB', digits: 1 })} of JSON`,
  );
  judge(`${name}: statements per request`, statements, ['≤', 5], { unit: 'statements', digits: 0 });
}
await bench.database.close();

/** The answer's size as sent to a browser that takes gzip. */
function bytesSent(server: BenchServer, path: string, person: Person) {
  return new Promise<number>((resolve, reject) => {
    const url = new URL(path, server.url);
    request(url, { headers: { cookie: person.cookie, 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });
}

const any = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/**
 * Writes at `WRITES` per second while the reads run, each from a member who may make it: an expense on one of
 * the group's games, Mark Paid on a pending share of theirs, Mark Received on a share waiting for them.
 */
function startWriters(server: BenchServer, plan: GroupWrites) {
  const byId = new Map(members.map((member) => [member.id, member]));
  const counts = { done: 0, refused: 0, failed: 0 };
  const times: Record<'add' | 'paid' | 'received', number[]> = { add: [], paid: [], received: [] };
  const post = async (kind: keyof typeof times, person: Person, path: string, body?: unknown) => {
    const t0 = performance.now();
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { cookie: person.cookie, origin: server.url, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await response.arrayBuffer();
    times[kind].push(performance.now() - t0);
    if (response.status >= 500) counts.failed++;
    else if (response.ok) counts.done++;
    else counts.refused++;
    return response.ok;
  };
  const step = async () => {
    const roll = Math.random();
    if (roll < 0.4) {
      const payer = any(members);
      return post('add', payer, '/api/expenses', {
        gameId: any(plan.games),
        amountCents: 1000 + Math.floor(Math.random() * 9000),
        description: 'Balls',
        category: 'equipment',
      });
    }
    const pool = roll < 0.7 ? plan.toPay : plan.toConfirm;
    const owner = any([...pool.keys()].filter((id) => (pool.get(id)?.length ?? 0) > 0));
    const shareId = owner ? pool.get(owner)?.pop() : undefined;
    const person = owner ? byId.get(owner) : undefined;
    if (!shareId || !person) return;
    if (pool === plan.toPay) return post('paid', person, `/api/settle-up/shares/${shareId}/mark-paid`);
    return post('received', person, `/api/settle-up/shares/${shareId}/mark-received`, {
      paymentMethod: 'cash',
    });
  };
  const timer = setInterval(() => void step().catch(() => counts.failed++), 1000 / WRITES);
  return {
    stop: () => clearInterval(timer),
    counts,
    times,
  };
}

const load = (server: BenchServer, path: string, seconds: number) =>
  autocannon({
    url: `${server.url}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { cookie: any(members).cookie, 'accept-encoding': 'gzip' },
        }),
      },
    ],
  });

const server = await startServer(dir);
try {
  for (const name of names) {
    const sent = await bytesSent(server, routes[name], members[1] ?? { id: '', cookie: '' });
    console.log(
      `${name}: ${format(json[name] / 1024, { unit: 'KB', digits: 1 })} of JSON, ${format(sent / 1024, { unit: 'KB', digits: 1 })} as sent (gzip)`,
    );
  }
  for (const name of names) await load(server, routes[name], 2); // warm-up: JIT, buffer cache, plans

  const measures = {} as Record<string, { label: string; unit?: string; digits?: number }>;
  for (const name of names) {
    measures[`${name} rps`] = { label: `${name} req/s`, unit: '', digits: 0 };
    measures[`${name} p50`] = { label: `p50`, digits: 1 };
    measures[`${name} p99`] = { label: `p99`, digits: 1 };
    measures[`${name} errors`] = { label: `errors+non-2xx`, unit: '', digits: 0 };
  }
  measures.writes = { label: 'writes/s', unit: '', digits: 1 };
  measures.add = { label: 'add expense p50', digits: 1 };
  measures.paid = { label: 'Mark Paid p50', digits: 1 };
  measures.received = { label: 'Mark Received p50', digits: 1 };
  measures.refused = { label: 'writes refused', unit: '', digits: 0 };
  measures.failed = { label: 'writes failed', unit: '', digits: 0 };
  const ratios: Record<'balances' | 'first page', number[]> = { balances: [], 'first page': [] };
  await repeat(
    `each route ${DURATION} s per run over ${CONNECTIONS} connections, a random member per request, ${WRITES} writes/s`,
    measures,
    async (run) => {
      const figures: Figures<string> = {};
      const writers = startWriters(server, writes);
      const order = names.map((_, i) => names[(i + run) % names.length] as Route);
      for (const name of order) {
        const result = await load(server, routes[name], DURATION);
        figures[`${name} rps`] = result.requests.average;
        figures[`${name} p50`] = result.latency.p50;
        figures[`${name} p99`] = result.latency.p99;
        figures[`${name} errors`] = result.errors + result.timeouts + result.non2xx;
      }
      writers.stop();
      figures.writes = writers.counts.done / (DURATION * names.length);
      figures.add = percentile(writers.times.add, 0.5);
      figures.paid = percentile(writers.times.paid, 0.5);
      figures.received = percentile(writers.times.received, 0.5);
      figures.refused = writers.counts.refused;
      figures.failed = writers.counts.failed;
      const settle = figures['settle-up rps'] ?? 1;
      ratios.balances.push((figures['balances rps'] ?? 0) / settle);
      ratios['first page'].push((figures['first page rps'] ?? 0) / settle);
      return figures;
    },
  );
  console.log(`\nover ${RUNS} runs, against Settle Up's req/s in the same run (median):`);
  for (const name of ['balances', 'first page'] as const)
    judge(`${name}: req/s as a share of Settle Up's`, 100 * median(ratios[name]), ['≥', 50], {
      unit: '%',
      digits: 0,
    });
} finally {
  await server.stop();
  remove();
}
conclude();
