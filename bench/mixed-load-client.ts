// The load generator of bench/mixed-load.ts, in its own process as clients are: reads the plan from the file
// named by argv[2], sends the mix to argv[3] over `CONNECTIONS` connections, first for `WARMUP` seconds
// unrecorded (then it prints `measuring`), then for `DURATION` seconds, each request from a random person with
// their session cookie, and prints one JSON line of figures.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { httpRequest, type Pick, pick, type TrafficPlan } from './support/mixed-traffic';

const [planFile, url] = process.argv.slice(2);
if (!planFile || !url) throw new Error('usage: mixed-load-client <plan.json> <url>');
const plan = JSON.parse(readFileSync(planFile, 'utf8')) as TrafficPlan;
let statuses: Record<string, Record<number, number>> = {};

const load = (seconds: number) =>
  autocannon({
    url,
    connections: Number(process.env.CONNECTIONS ?? 50),
    duration: seconds,
    requests: [
      {
        setupRequest: (request, context: { kind?: Pick['kind'] }) => {
          const next = pick(plan);
          const { method, path, body } = httpRequest(next);
          context.kind = next.kind;
          const cookie = plan.users[next.user]?.cookie ?? '';
          return {
            ...request,
            method: method as 'GET',
            path,
            headers: {
              cookie,
              // Turnout refuses writes from another origin: the browser's pages come from PUBLIC_URL.
              origin: process.env.ORIGIN ?? url,
              'accept-encoding': 'gzip',
              ...(body ? { 'content-type': 'application/json' } : {}),
            },
            body: body ? JSON.stringify(body) : undefined,
          };
        },
        onResponse: (status, _body, context: { kind?: Pick['kind'] }) => {
          const kind = context.kind ?? '?';
          const byStatus = statuses[kind] ?? {};
          byStatus[status] = (byStatus[status] ?? 0) + 1;
          statuses[kind] = byStatus;
        },
      },
    ],
  });

const warmUp = Number(process.env.WARMUP ?? 0);
if (warmUp > 0) await load(warmUp);
statuses = {};
console.log('measuring');
const cpuAtStart = process.cpuUsage();
const result = await load(Number(process.env.DURATION ?? 15));
const cpu = process.cpuUsage(cpuAtStart);

console.log(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses,
    // This process's own CPU time while measuring: on one machine, the load generator competes with the server.
    cpuMs: (cpu.user + cpu.system) / 1000,
  }),
);
