// /api/settle-up/history for a user on one side of 5,000 settled shares (about 5,000 payments) among 20
// members, on the embedded database: shares read per page (from the plan) and latency of the first and a
// middle page (keyset).
// Budget: a page reads fewer than 200 shares (never the whole history), p99 < 25 ms.
// Run: npx tsx bench/settle-history.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/server/app';
import { createAuth } from '../src/server/auth/auth';
import { GATE_COOKIE, mintGatePass } from '../src/server/auth/gate-token';
import { configFromEnv, parseEnv } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createLogger } from '../src/server/log';

const MEMBERS = 20;
const SHARES = 5_000;
const REQUESTS = 200;
const dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-bench-history-'));
const config = configFromEnv(parseEnv({ DATA_DIR: dataDir, SIGNUP_CODE: 'BENCH1', LOG_LEVEL: 'silent' }));
const database = await openDatabase({ kind: 'embedded', dataDir });
await database.migrate();
const { db } = database;
const auth = createAuth(config, db);
const headers = new Headers({
  cookie: `${GATE_COOKIE}=${mintGatePass(config.authSecret, config.signupCode)}`,
});
let cookie = '';
for (let i = 0; i < MEMBERS; i++) {
  const response = await auth.api.signUpEmail({
    body: { name: `Member ${i}`, email: `member${i}@example.test`, password: 'bench-password' },
    headers,
    asResponse: true,
  });
  if (i === 0)
    cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
}
const app = createApp({ config, database, auth, log: createLogger('silent') });

// As bench/settle-up.ts, but every share is settled, three at each instant (mostly of different pairs).
await db.execute(sql`insert into groups (name) values ('Bench')`);
await db.execute(
  sql`insert into group_members (group_id, user_id, role) select g.id, u.id, 'member' from groups g, "user" u`,
);
await db.execute(sql`insert into places (name, address) values ('Court', '1 Main St')`);
await db.execute(sql`insert into games (title, group_id, place_id, date, status)
  select 'Game ' || i, (select id from groups), (select id from places), now() - i * interval '1 day', 'completed'
  from generate_series(1, ${SHARES / 10}) i`);
await db.execute(sql`
  with me as (select id from "user" where email = 'member0@example.test'),
  others as (select id, row_number() over (order by email) as n from "user" where email <> 'member0@example.test'),
  numbered as (select id, row_number() over (order by date) as n from games)
  insert into expenses (game_id, amount_cents, paid_by, created_by)
  select g.id, 1000 + k, case when k % 2 = 0 then (select id from me) else o.id end,
    case when k % 2 = 0 then (select id from me) else o.id end
  from numbered g cross join generate_series(1, 10) k
  join others o on o.n = 1 + ((g.n * 10 + k) % ${MEMBERS - 1})`);
await db.execute(sql`
  insert into expense_shares (expense_id, user_id, paid_by, amount_cents, status, settled_at, settled_by,
    payment_method)
  select e.id, case when e.paid_by = me.id then o.other else me.id end, e.paid_by, e.amount_cents / 2,
    'settled', now() - ((row_number() over (order by e.id)) / 3) * interval '1 hour', e.paid_by,
    (array['venmo', 'zelle', 'cash', 'other'])[1 + (abs(hashtext(e.id::text)) % 4)]
  from expenses e
  cross join (select id from "user" where email = 'member0@example.test') me
  cross join lateral (select id as other from "user" where id <> me.id order by md5(e.id::text || id::text) limit 1) o`);
await db.execute(sql`analyze`);

type Page = { payments: unknown[]; nextCursor: string | null };
const get = async (cursor?: string) => {
  const query = cursor ? `?cursor=${cursor}` : '';
  return (await (
    await app.request(`/api/settle-up/history${query}`, { headers: { cookie } })
  ).json()) as Page;
};
let pages = 0;
let payments = 0;
const cursors: string[] = [];
for (let page = await get(); ; page = await get(cursors.at(-1))) {
  pages += 1;
  payments += page.payments.length;
  if (!page.nextCursor) break;
  cursors.push(page.nextCursor);
}
console.log(`${payments} payments in ${pages} pages`);

const me =
  (await db.execute<{ id: string }>(sql`select id from "user" where email = 'member0@example.test'`)).rows[0]
    ?.id ?? '';
const { settleHistory, historyQuery } = await import('../src/server/features/settle/history');
const middle = cursors[Math.floor(cursors.length / 2)];

/** Shares the history statement reads for one page: the rows its scans of expense_shares return. */
async function sharesRead(cursor: string | undefined) {
  let read = 0;
  const explaining = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver);
      return async (query: Parameters<typeof db.execute>[0]) => {
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
  });
  await settleHistory(explaining, me, historyQuery.parse({ cursor }).cursor);
  return read;
}
const readFirst = await sharesRead(undefined);
const readMiddle = await sharesRead(middle);
console.log(`shares read for a page: ${readFirst} (first), ${readMiddle} (middle) of ${SHARES}`);

async function time(cursor: string | undefined) {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    const response = await app.request(`/api/settle-up/history${cursor ? `?cursor=${cursor}` : ''}`, {
      headers: { cookie, 'accept-encoding': 'gzip' },
    });
    await response.arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: p(0.5), p99: p(0.99) };
}
const show = (t: { p50: number; p99: number }) => `p50 ${t.p50.toFixed(2)} ms, p99 ${t.p99.toFixed(2)} ms`;
const first = await time(undefined);
const deep = await time(middle);
console.log(`first page: ${show(first)}; a middle page: ${show(deep)} over ${REQUESTS} requests each`);
await database.close();
rmSync(dataDir, { recursive: true, force: true });
const bounded = Math.max(readFirst, readMiddle) < 200;
console.log(bounded && first.p99 < 25 && deep.p99 < 25 ? 'within budget' : 'OVER BUDGET');
