// Games list for a user in 10 groups with 10,000 games in all, on the embedded database: statements per
// request, p99 at 50 concurrent requests (autocannon against the real HTTP server), and the same SQL run
// directly, with the ratio. Budget: ≤ 5 statements, p99 < 25 ms. Run: npx tsx bench/games-list.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/server/app';
import { createAuth } from '../src/server/auth/auth';
import { GATE_COOKIE, mintGatePass } from '../src/server/auth/gate-token';
import { configFromEnv, parseEnv } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { listGames } from '../src/server/features/games/list';
import { appRequestListener } from '../src/server/http/listener';
import { createLogger } from '../src/server/log';

const GROUPS = 10;
const GAMES = 10_000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-bench-games-'));
const config = configFromEnv(parseEnv({ DATA_DIR: dataDir, SIGNUP_CODE: 'BENCH1', LOG_LEVEL: 'silent' }));
let statements = 0;
let lastQuery = { sql: '', params: [] as unknown[] };
const database = await openDatabase(
  { kind: 'embedded', dataDir },
  {
    onQuery: (query, params) => {
      statements++;
      lastQuery = { sql: query, params: params ?? [] };
    },
  },
);
await database.migrate();
const { db } = database;
const auth = createAuth(config, db);

const headers = new Headers({
  cookie: `${GATE_COOKIE}=${mintGatePass(config.authSecret, config.signupCode)}`,
});
const people = [];
for (const name of ['Bench', 'Friend One', 'Friend Two', 'Friend Three']) {
  const response = await auth.api.signUpEmail({
    body: { name, email: `${name.replace(' ', '.').toLowerCase()}@example.test`, password: 'bench-password' },
    headers,
    asResponse: true,
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  people.push({ cookie, id: ((await response.json()) as { user: { id: string } }).user.id });
}
const me = people[0] ?? { id: '', cookie: '' };

const started = performance.now();
// Bulk data straight in SQL: 10 groups, every person a member since long ago, one place per group,
// 1,000 games per group over two years in every status, an option per game and a few answers each.
await db.execute(
  sql`insert into groups (name) select 'Bench group ' || i from generate_series(1, ${GROUPS}) i`,
);
await db.execute(sql`insert into group_members (group_id, user_id, role, joined_at)
  select g.id, u.id, 'member', '2024-01-01' from groups g cross join "user" u`);
await db.execute(sql`insert into places (name, address) select 'Court ' || name, '1 Main St' from groups`);
await db.execute(sql`insert into group_places (group_id, place_id)
  select g.id, p.id from groups g join places p on p.name = 'Court ' || g.name`);
await db.execute(sql`insert into games (title, group_id, place_id, date, status, created_at, last_updated_at)
  select 'Game ' || i, gp.group_id, gp.place_id,
    timestamptz '2025-06-01' + (i * interval '20 hours'),
    (array['poll','confirmed','booked','completed','completed'])[1 + i % 5],
    now() - interval '30 days', now() - interval '30 days'
  from generate_series(1, ${GAMES / GROUPS}) i cross join group_places gp`);
await db.execute(
  sql`insert into game_options (game_id, date, place_id) select id, date, place_id from games`,
);
await db.execute(sql`analyze`);
await db.execute(sql`insert into rsvps (game_option_id, user_id, response)
  select o.id, u.id, (array['yes','no','maybe'])[1 + (abs(hashtext(o.id::text || u.id::text)) % 3)]
  from game_options o cross join "user" u`);
// Fresh statistics, as the hourly housekeeping keeps them: the summary triggers plan with them.
await db.execute(sql`analyze`);
await db.execute(sql`insert into attendees (game_id, user_id)
  select g.id, u.id from games g cross join "user" u where g.status <> 'poll'`);
// As the hourly housekeeping leaves it: dead rows reclaimed (index-only scans need it), statistics fresh.
await db.execute(sql`vacuum (analyze)`);
console.log(`loaded ${GAMES} games in ${GROUPS} groups in ${Math.round(performance.now() - started)} ms`);

const app = createApp({ config, database, auth, log: createLogger('silent') });
// The HTTP server as main.ts runs it.
const server = createServer(appRequestListener(app.fetch)).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/games`;

statements = 0;
const check = await fetch(url, { headers: { cookie: me.cookie } });
const body = (await check.json()) as { games: unknown[] };
const statementsPerRequest = statements;
console.log(`one request: ${statementsPerRequest} SQL statements, ${body.games.length} games returned`);

if (process.env.EXPLAIN) {
  await listGames(db, me.id, undefined, new Date());
  const plan = await database.pglite?.query<{ 'QUERY PLAN': string }>(
    `explain analyze ${lastQuery.sql}`,
    lastQuery.params,
  );
  console.log(plan?.rows.map((r) => r['QUERY PLAN']).join('\n'));
}
const direct: number[] = [];
for (let i = 0; i < 300; i++) {
  const t0 = performance.now();
  await listGames(db, me.id, undefined, new Date());
  direct.push(performance.now() - t0);
}
direct.sort((a, b) => a - b);
const directP50 = direct[Math.floor(direct.length * 0.5)] ?? 0;
const directP99 = direct[Math.floor(direct.length * 0.99)] ?? 0;

const result = await autocannon({
  url,
  connections: 50,
  duration: 10,
  // As a browser asks: with its session cookie and accepting gzip.
  headers: { cookie: me.cookie, 'accept-encoding': 'gzip, deflate, br' },
  // The load generator runs in its own thread, as clients are not inside the server.
  workers: 1,
});
if (process.env.BASELINE) {
  const baseline = await autocannon({
    url: url.replace('/games', '/me'),
    connections: 50,
    duration: 5,
    headers: { cookie: me.cookie },
  });
  console.log(
    `baseline GET /api/me at 50 concurrent: ${baseline.requests.average.toFixed(0)} req/s, p99 ${baseline.latency.p99} ms`,
  );
}
server.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

const p99 = result.latency.p99;
console.log(
  `same SQL run directly (sequential): p50 ${directP50.toFixed(2)} ms, p99 ${directP99.toFixed(2)} ms`,
);
console.log(
  `HTTP at 50 concurrent: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${p99} ms, errors ${result.errors + result.non2xx}`,
);
console.log(`ratio p99 HTTP-under-load / direct query: ${(p99 / directP99).toFixed(1)}×`);
console.log(p99 < 25 && statementsPerRequest <= 5 ? 'within budget' : 'OVER BUDGET');
