// My Expenses, GET /api/expenses, at 50,000 expenses: 20 people in one group, each expense paid by one and
// shared with another (bench/support/debts-seed.ts, open shares), so each person is in ≈ 5,000 expenses. Prints
// the first page's size as sent (JSON), the service called directly for each person in turn (no HTTP), and the
// first page and the Pending filter over real HTTP against the built server, every request from the next person.
// Budget (issue 21): first page ≤ 20 KB and ≤ 5 ms of service time at 50,000 expenses.
// Run after `npm run build`: npx tsx bench/my-expenses.ts
import { createApp } from '../src/server/app';
import { myExpenses } from '../src/server/features/expenses/my-expenses';
import { createLogger } from '../src/server/log';
import { seedDebts } from './support/debts-seed';
import { openBenchDatabase, signUpPeople, timeGets } from './support/people';
import { conclude, header, judge, percentile, repeat } from './support/report';
import { scratchDir, startServer } from './support/server';

const PEOPLE = 20;
const EXPENSES_EACH = 5_000;
const CALLS = 200;

header('My Expenses: GET /api/expenses');
const { dir, remove } = scratchDir('my-expenses');
const bench = await openBenchDatabase(dir);
const people = await signUpPeople(bench, PEOPLE, 'member');
const started = performance.now();
const expenses = await seedDebts(bench.db, EXPENSES_EACH, 'open');
console.log(`${expenses} expenses among ${PEOPLE} people in ${Math.round(performance.now() - started)} ms`);

const app = createApp({ ...bench, log: createLogger('silent') });
const firstPage = await app.request('/api/expenses', { headers: { cookie: people[0]?.cookie ?? '' } });
const body = await firstPage.text();
console.log(`first page: ${(JSON.parse(body) as { expenses: unknown[] }).expenses.length} expenses`);
judge('first page, JSON', body.length / 1024, ['≤', 20], { unit: 'KB', digits: 1 });

for (const status of ['all', 'pending'] as const)
  await repeat(
    `myExpenses() called directly, first page (${status}), ${CALLS} calls per run, ${PEOPLE} people in turn`,
    { p50: { label: 'p50', budget: status === 'all' ? ['≤', 5] : undefined }, p99: { label: 'p99' } },
    async () => {
      const times: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        const t0 = performance.now();
        await myExpenses(bench.db, people[i % PEOPLE]?.id ?? '', { period: 'all', status }, new Date());
        times.push(performance.now() - t0);
      }
      return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
    },
  );
await bench.database.close();

const server = await startServer(dir);
try {
  for (const query of ['', '?status=pending']) {
    await timeGets(server.url, people, () => `/api/expenses${query}`, 50); // warm-up
    await repeat(
      `GET /api/expenses${query} over HTTP, one at a time, ${CALLS} requests per run, ${PEOPLE} people in turn`,
      { p50: { label: 'p50' }, p99: { label: 'p99' }, cpu: { label: 'server CPU per request' } },
      async () => {
        const cpu = server.cpuMs();
        const times = await timeGets(server.url, people, () => `/api/expenses${query}`, CALLS);
        return {
          p50: percentile(times, 0.5),
          p99: percentile(times, 0.99),
          cpu: (server.cpuMs() - cpu) / CALLS,
        };
      },
    );
  }
} finally {
  await server.stop();
  remove();
}
conclude();
