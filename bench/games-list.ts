// Games list, GET /api/games, for 4 people each in the same 10 groups with 10,000 games in all, on the
// embedded database: SQL statements per request (session lookup included), p99 at 50 concurrent requests
// (autocannon in this process, the built server in its own, each request from one of the 4 at random with
// their session, gzip as a browser asks), and listGames() called directly, with the ratio. Each person's home
// list is a page of each open section (10 polls, 10 confirmed or booked) and the 5 most recent completed
// games: 25 cards. Budget: ≤ 5 statements, listGames() p50 ≤ 3 ms, p99 < 25 ms. Run after `npm run build`:
// npx tsx bench/games-list.ts. EXPLAIN=1 prints the plan of the list's statement.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/server/app';
import { listGames } from '../src/server/features/games/list';
import { createLogger } from '../src/server/log';
import { openBenchDatabase, signUpPeople } from './support/people';
import { conclude, header, judge, percentile, repeat } from './support/report';
import { scratchDir, startServer } from './support/server';

const GROUPS = 10;
const GAMES = 10_000;
const SECONDS = 10;

header('Games list: GET /api/games');
const { dir, remove } = scratchDir('games');
let statements = 0;
let lastQuery = { sql: '', params: [] as unknown[] };
const bench = await openBenchDatabase(dir, undefined, {
  onQuery: (query, params) => {
    statements++;
    lastQuery = { sql: query, params: params ?? [] };
  },
});
const { db } = bench;
const people = await signUpPeople(bench, 4, 'friend');
const me = people[0] ?? { id: '', cookie: '' };

const started = performance.now();
// Bulk data straight in SQL: 10 groups, every person a member since long ago, one place per group,
// 1,000 games per group over two years in every status, an option per game and everyone's answer.
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

// The statements of one request, counted in this process through the same app (session lookup included).
const app = createApp({ ...bench, log: createLogger('silent') });
statements = 0;
const body = (await (await app.request('/api/games', { headers: { cookie: me.cookie } })).json()) as {
  games: unknown[];
};
console.log(`one request: ${statements} SQL statements, ${body.games.length} games returned`);
judge('statements per request', statements, ['≤', 5], { unit: 'statements', digits: 0 });
if (process.env.EXPLAIN) {
  await listGames(db, me.id, {}, new Date());
  // The database may run on a worker thread, so the plan is asked through Drizzle, the $n placeholders
  // put back as parameters.
  const parts = lastQuery.sql.split(/\$(\d+)/);
  const query = sql.join(
    parts.map((part, i) => (i % 2 ? sql`${lastQuery.params[Number(part) - 1]}` : sql.raw(part))),
  );
  const plan = await db.execute<{ 'QUERY PLAN': string }>(sql`explain analyze ${query}`);
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
}
/** 300 calls, one at a time, the 4 people in turn: each call's time. */
async function timeListCalls(): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t0 = performance.now();
    await listGames(db, people[i % people.length]?.id ?? '', {}, new Date());
    times.push(performance.now() - t0);
  }
  return times;
}
// Warm-up, as the HTTP runs below have theirs: the first calls compile the code and prepare the statement
// (its generic plan is reused from the sixth run on), which a server does once, not per request.
const cold = await timeListCalls();
console.log(`\ncold first 300 calls (not counted): p50 ${percentile(cold, 0.5).toFixed(2)} ms`);
const direct = await repeat(
  'listGames() called directly (no HTTP, no session), one at a time, 300 calls per run after 300 of warm-up, 4 people in turn',
  { p50: { label: 'p50', budget: ['≤', 3] }, p99: { label: 'p99' } },
  async () => {
    const times = await timeListCalls();
    return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
  },
);
await bench.database.close();

const server = await startServer(dir);
const load = (duration: number) =>
  autocannon({
    url: `${server.url}/api/games`,
    connections: 50,
    duration,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: {
            cookie: people[Math.floor(Math.random() * people.length)]?.cookie ?? '',
            'accept-encoding': 'gzip, deflate, br',
          },
        }),
      },
    ],
  });
try {
  await load(3); // warm-up: JIT, buffer cache
  const http = await repeat(
    `GET /api/games over HTTP, 50 concurrent, ${SECONDS} s per run, 4 people at random`,
    {
      rps: { label: 'req/s', unit: '', digits: 0 },
      p50: { label: 'p50', digits: 0 },
      p99: { label: 'p99', digits: 0, budget: ['<', 25] },
      errors: { label: 'errors+non-2xx', unit: '', digits: 0 },
    },
    async () => {
      const result = await load(SECONDS);
      const { average: rps } = result.requests;
      return { rps, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
    },
  );
  console.log(`  ratio p99 HTTP under load / direct call: ${(http.p99 / direct.p99).toFixed(1)}×`);
} finally {
  await server.stop();
  remove();
}
conclude();
