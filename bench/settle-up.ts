// /api/settle-up for a user with 5,000 shares across 20 members, on the embedded database: statements per
// request and latency through the HTTP stack (session lookup included). Budget: ≤ 5 statements, p99 < 25 ms.
// Run: npx tsx bench/settle-up.ts
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
const REQUESTS = 300;
const dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-bench-settle-'));
const config = configFromEnv(parseEnv({ DATA_DIR: dataDir, SIGNUP_CODE: 'BENCH1', LOG_LEVEL: 'silent' }));
let statements = 0;
const database = await openDatabase({ kind: 'embedded', dataDir }, { onQuery: () => void statements++ });
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

// One group of 20; each expense is paid by one member and shared by two: the bench user and someone else,
// alternating who pays, so the user is on one side of every one of the 5,000 shares.
const started = performance.now();
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
  select g.id, 1000 + k,
    case when k % 2 = 0 then (select id from me) else o.id end,
    case when k % 2 = 0 then (select id from me) else o.id end
  from numbered g cross join generate_series(1, 10) k
  join others o on o.n = 1 + ((g.n * 10 + k) % ${MEMBERS - 1})`);
await db.execute(sql`
  insert into expense_shares (expense_id, user_id, paid_by, amount_cents, status)
  select e.id, case when e.paid_by = me.id then o.other else me.id end, e.paid_by, e.amount_cents / 2,
    (array['pending', 'pending', 'verifying', 'settled'])[1 + (abs(hashtext(e.id::text)) % 4)]
  from expenses e
  cross join (select id from "user" where email = 'member0@example.test') me
  cross join lateral (select id as other from "user" where id <> me.id order by md5(e.id::text || id::text) limit 1) o`);
await db.execute(sql`analyze`);
// The debts are read from debt_balances, which triggers keep: check it against the shares before timing it.
const mismatched = await db.execute<{ n: number }>(sql`
  select count(*)::int as n from (
    (select debtor_id, creditor_id, status, amount_cents, share_count from debt_balances
     except all
     select s.user_id, s.paid_by, s.status, sum(s.amount_cents), count(*)::int from expense_shares s
     where s.status in ('pending', 'verifying') and s.user_id <> s.paid_by group by 1, 2, 3)
    union all
    (select s.user_id, s.paid_by, s.status, sum(s.amount_cents), count(*)::int from expense_shares s
     where s.status in ('pending', 'verifying') and s.user_id <> s.paid_by group by 1, 2, 3
     except all
     select debtor_id, creditor_id, status, amount_cents, share_count from debt_balances)) d`);
if (mismatched.rows[0]?.n !== 0) throw new Error('debt_balances does not match expense_shares');
const counted = await db.execute(sql`select count(*)::int as n from expense_shares`);
console.log(
  `loaded ${JSON.stringify(counted.rows[0])} shares among ${MEMBERS} members in ${Math.round(performance.now() - started)} ms`,
);

statements = 0;
const first = await app.request('/api/settle-up', { headers: { cookie } });
const body = (await first.json()) as { debts: unknown[]; totals: unknown };
const statementsPerRequest = statements;
console.log(
  `one request: ${statementsPerRequest} SQL statements, ${body.debts.length} debts, totals ${JSON.stringify(body.totals)}`,
);

if (process.env.DIRECT) {
  const { settleUp } = await import('../src/server/features/settle/service');
  const me =
    (await db.execute<{ id: string }>(sql`select id from "user" where email = 'member0@example.test'`))
      .rows[0]?.id ?? '';
  const direct: number[] = [];
  for (let i = 0; i < 100; i++) {
    const t0 = performance.now();
    await settleUp(db, me);
    direct.push(performance.now() - t0);
  }
  direct.sort((a, b) => a - b);
  console.log(
    `service only: p50 ${direct[50]?.toFixed(2)} ms, p99 ${direct[98]?.toFixed(2)} ms; response ${JSON.stringify(body).length} bytes`,
  );
}
// Every read comes from the database: there is no read cache (docs/decisions/011-no-read-cache.md).
async function timeRequests() {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    const response = await app.request('/api/settle-up', { headers: { cookie, 'accept-encoding': 'gzip' } });
    await response.arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: p(0.5), p99: p(0.99) };
}
const cold = await timeRequests();
console.log(
  `GET /api/settle-up: p50 ${cold.p50.toFixed(2)} ms, p99 ${cold.p99.toFixed(2)} ms over ${REQUESTS} requests`,
);
await database.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(cold.p99 < 25 && statementsPerRequest <= 5 ? 'within budget' : 'OVER BUDGET');
