// GET /api/settle-up/history over real HTTP against the built server (embedded database): 20 people in one
// group, each on one side of ≈ 5,000 settled shares spread over the 19 others (50,000 in all, about 5,000
// payments each); the first page and a page from the middle of each person's history (keyset), every request
// from the next person with their own session. Also the shares the statement reads for a page (its plan).
// Budget: a page reads fewer than 200 shares (never the whole history), p99 < 25 ms.
// Run after `npm run build`: npx tsx bench/settle-history.ts
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { historyQuery, settleHistory } from '../src/server/features/settle/history';
import { seedDebts } from './support/debts-seed';
import { openBenchDatabase, signUpPeople, timeGets } from './support/people';
import { conclude, header, judge, percentile, repeat } from './support/report';
import { scratchDir, startServer } from './support/server';

const PEOPLE = 20;
const SHARES_EACH = 5_000;
const REQUESTS = 200;

header('Settle Up history: GET /api/settle-up/history');
const { dir, remove } = scratchDir('history');
const bench = await openBenchDatabase(dir);
const people = await signUpPeople(bench, PEOPLE, 'member');
const started = performance.now();
const shares = await seedDebts(bench.db, SHARES_EACH, 'settled');
console.log(
  `${shares} settled shares among ${PEOPLE} people in ${Math.round(performance.now() - started)} ms`,
);

// A cursor in the middle of each person's history: the sort key of their median settled share.
const middles = await bench.db.execute<{ user_id: string; cursor: string }>(sql`
  select u.id as user_id, m.cursor from "user" u cross join lateral (
    select json_build_array((extract(epoch from s.settled_at) * 1000000)::bigint::text,
      least(s.user_id, s.paid_by), greatest(s.user_id, s.paid_by), coalesce(s.payment_method, ''),
      s.settled_by)::text as cursor
    from expense_shares s where (s.user_id = u.id or s.paid_by = u.id) and s.status = 'settled'
    order by s.settled_at desc offset ${SHARES_EACH / 2} limit 1) m`);
const middleOf = new Map(
  middles.rows.map((row) => [row.user_id, Buffer.from(row.cursor).toString('base64url')]),
);
const middle = people.map((person) => middleOf.get(person.id) ?? '');

/** Shares the history statement reads for one page: the rows its scans of expense_shares return. */
async function sharesRead(userId: string, cursor: string | undefined) {
  let read = 0;
  const explaining = new Proxy(bench.db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver);
      return async (query: SQL) => {
        const plan = await target.execute<{ 'QUERY PLAN': string }>(
          sql`explain (analyze, costs off, timing off) ${query}`,
        );
        for (const { 'QUERY PLAN': line } of plan.rows) {
          const scan = /Scan.* on expense_shares .*actual rows=([\d.]+) loops=(\d+)/.exec(line);
          if (scan) read += Number(scan[1]) * Number(scan[2]);
        }
        return target.execute(query);
      };
    },
  }) as Db;
  const page = await settleHistory(explaining, userId, historyQuery.parse({ cursor }).cursor);
  return { read, payments: page.payments.length };
}
const first = await sharesRead(people[0]?.id ?? '', undefined);
const deep = await sharesRead(people[0]?.id ?? '', middle[0]);
console.log(
  `shares read for a page: ${first.read} (first, ${first.payments} payments), ${deep.read} (middle, ${deep.payments} payments) of ${shares}`,
);
judge('shares read per page (the larger)', Math.max(first.read, deep.read), ['<', 200], {
  unit: 'shares',
  digits: 0,
});
await bench.database.close();

const server = await startServer(dir);
try {
  const page = (cursors: 'first' | 'middle') => (i: number) => {
    const cursor = cursors === 'middle' ? middle[((i % PEOPLE) + PEOPLE) % PEOPLE] : undefined;
    return `/api/settle-up/history${cursor ? `?cursor=${cursor}` : ''}`;
  };
  await timeGets(server.url, people, page('middle'), REQUESTS); // warm-up: JIT, buffer cache
  for (const which of ['first', 'middle'] as const) {
    await repeat(
      `${which} page over HTTP, one at a time, ${REQUESTS} requests per run, ${PEOPLE} people in turn`,
      {
        p50: { label: 'p50' },
        p99: { label: 'p99', budget: ['<', 25] },
        cpu: { label: 'server CPU per request' },
      },
      async () => {
        const cpu = server.cpuMs();
        const times = await timeGets(server.url, people, page(which), REQUESTS);
        const perRequest = (server.cpuMs() - cpu) / REQUESTS;
        return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), cpu: perRequest };
      },
    );
  }
} finally {
  await server.stop();
  remove();
}
conclude();
