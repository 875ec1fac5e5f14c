// GET /api/settle-up over real HTTP against the built server (embedded database): 20 people in one group,
// each on one side of ≈ 5,000 shares spread over the 19 others (50,000 in all; pending, verifying, settled),
// every request from the next person with their own session. Also the SQL statements one request sends (the
// session lookup included) and, as a secondary line, settleUp() called directly.
// Budget: ≤ 5 statements, p99 < 25 ms. Run after `npm run build`: npx tsx bench/settle-up.ts
import { createApp } from '../src/server/app';
import { settleUp } from '../src/server/domain/debts';
import { createLogger } from '../src/server/log';
import { balancesAgree, seedDebts } from './support/debts-seed';
import { openBenchDatabase, signUpPeople, timeGets } from './support/people';
import { conclude, header, judge, percentile, repeat } from './support/report';
import { scratchDir, startServer } from './support/server';

const PEOPLE = 20;
const SHARES_EACH = 5_000;
const REQUESTS = 300;

header('Settle Up: GET /api/settle-up');
const { dir, remove } = scratchDir('settle');
let statements = 0;
const bench = await openBenchDatabase(dir, undefined, { onQuery: () => void statements++ });
const people = await signUpPeople(bench, PEOPLE, 'member');
const started = performance.now();
const shares = await seedDebts(bench.db, SHARES_EACH, 'open');
if (!(await balancesAgree(bench.db))) throw new Error('debt_balances does not match expense_shares');
console.log(
  `${shares} shares among ${PEOPLE} people (≈ ${SHARES_EACH} each) in ${Math.round(performance.now() - started)} ms`,
);

// The statements of one request, counted in this process through the same app (session lookup included).
const app = createApp({ ...bench, log: createLogger('silent') });
statements = 0;
const answer = (await (
  await app.request('/api/settle-up', { headers: { cookie: people[0]?.cookie ?? '' } })
).json()) as { debts: unknown[] };
console.log(`one request: ${statements} SQL statements, ${answer.debts.length} debts`);
judge('statements per request', statements, ['≤', 5], { unit: 'statements', digits: 0 });

await repeat(
  `settleUp() called directly (no HTTP, no session), ${REQUESTS} calls per run, ${PEOPLE} people in turn`,
  { p50: { label: 'p50' }, p99: { label: 'p99' } },
  async () => {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now();
      await settleUp(bench.db, people[i % PEOPLE]?.id ?? '');
      times.push(performance.now() - t0);
    }
    return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
  },
);
await bench.database.close();

const server = await startServer(dir);
try {
  await timeGets(server.url, people, () => '/api/settle-up', REQUESTS); // warm-up: JIT, buffer cache
  await repeat(
    `GET /api/settle-up over HTTP, one at a time, ${REQUESTS} requests per run, ${PEOPLE} people in turn`,
    {
      p50: { label: 'p50' },
      p99: { label: 'p99', budget: ['<', 25] },
      cpu: { label: 'server CPU per request' },
    },
    async () => {
      const cpu = server.cpuMs();
      const times = await timeGets(server.url, people, () => '/api/settle-up', REQUESTS);
      const perRequest = (server.cpuMs() - cpu) / REQUESTS;
      return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), cpu: perRequest };
    },
  );
} finally {
  await server.stop();
  remove();
}
conclude();
