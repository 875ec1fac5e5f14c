// Discussions (issue 61). First, in this process on the embedded database: a game with 10,000 messages (some
// with reactions), the SQL statements of its first page, GET /api/games/:id/messages (session and door
// included), and how long the page takes. Then the built server in its own process: 50 members of one group
// each watch the game's discussion (a live stream, and on each change a refetch of the first page, as the
// screen does); one member posts, and the time until each other member's page shows the message is taken, for
// 10 messages per run. Budgets: ≤ 3 statements; post to another member's screen ≤ 1,000 ms (median).
// Run after `npm run build`: npx tsx bench/discussions.ts
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Agent, fetch as undiciFetch } from 'undici';
import { createApp } from '../src/server/app';
import { createLogger } from '../src/server/log';
import { openBenchDatabase, signUpOverHttp, signUpPeople } from './support/people';
import { conclude, header, judge, median, percentile, repeat } from './support/report';
import { scratchDir, startServer } from './support/server';

const MESSAGES = 10_000;
const WATCHERS = 50;
const POSTS = 10;

header('Discussions: a game’s first page at 10,000 messages; a message reaching 50 open screens');

// --- A long thread, read in process ---
{
  const { dir, remove } = scratchDir('discussions');
  let statements = 0;
  const bench = await openBenchDatabase(dir, undefined, { onQuery: () => statements++ });
  const { db } = bench;
  const people = await signUpPeople(bench, 4, 'talker');
  const me = people[0] ?? { id: '', cookie: '' };
  await db.execute(sql`insert into groups (name) values ('Bench talk group')`);
  await db.execute(sql`insert into group_members (group_id, user_id, role, joined_at)
    select g.id, u.id, 'member', '2024-01-01' from groups g cross join "user" u`);
  await db.execute(sql`insert into places (name, address) values ('Talk Court', '1 Main St')`);
  await db.execute(sql`insert into games (title, group_id, place_id, date)
    select 'Talk game', g.id, p.id, now() + interval '3 days' from groups g cross join places p`);
  await db.execute(sql`insert into discussion_messages (id, group_id, game_id, author_id, body, created_at)
    select gen_random_uuid(), g.group_id, g.id, u.id, 'message ' || i || ' about the court',
      now() - (i * interval '1 minute')
    from games g cross join generate_series(1, ${MESSAGES}) i
    cross join lateral (select id from "user" order by id offset (i % 4) limit 1) u`);
  await db.execute(sql`insert into discussion_reactions (message_id, user_id, reaction)
    select m.id, u.id, 'thumbs_up' from discussion_messages m cross join "user" u
    where abs(hashtext(m.id::text)) % 5 = 0`);
  await db.execute(sql`vacuum (analyze)`);
  const [game] = (await db.execute<{ id: string }>(sql`select id from games`)).rows;
  if (process.env.EXPLAIN) {
    const plan = await db.execute<{ 'QUERY PLAN': string }>(sql`explain analyze
      select m.id from discussion_messages m where m.game_id = ${game?.id}
      order by m.created_at desc nulls last, m.id desc nulls last limit 31`);
    for (const row of plan.rows) console.log(row['QUERY PLAN']);
  }
  const app = createApp({ ...bench, log: createLogger('silent') });
  const read = async () => {
    const response = await app.request(`/api/games/${game?.id}/messages`, { headers: { cookie: me.cookie } });
    if (response.status !== 200) throw new Error(`read failed: ${response.status}`);
    return (await response.json()) as { messages: unknown[] };
  };
  await read();
  statements = 0;
  const page = await read();
  console.log(`first page: ${statements} SQL statements, ${page.messages.length} messages`);
  judge('first page statements', statements, ['≤', 3], { unit: 'statements', digits: 0 });
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    await read();
    times.push(performance.now() - t0);
  }
  console.log(
    `first page in process: p50 ${median(times).toFixed(2)} ms, p99 ${percentile(times, 0.99).toFixed(2)} ms`,
  );
  await bench.database.close();
  remove();
}

// --- One message to 50 open screens, over HTTP ---
const dispatcher = new Agent({ connections: 1024, pipelining: 1, bodyTimeout: 0 });

/** One member's open game page: a live stream, and the discussion's first page read again on each change. */
async function watch(base: string, cookie: string, gameId: string) {
  const seen = new Map<string, number>();
  const waiters = new Map<string, (at: number) => void>();
  let refetching = false;
  let again = false;
  const refetch = async () => {
    if (refetching) {
      again = true;
      return;
    }
    refetching = true;
    do {
      again = false;
      const response = await undiciFetch(`${base}/api/games/${gameId}/messages`, {
        headers: { cookie },
        dispatcher,
      });
      const page = (await response.json()) as { messages: { id: string }[] };
      const at = performance.now();
      for (const { id } of page.messages) {
        if (seen.has(id)) continue;
        seen.set(id, at);
        waiters.get(id)?.(at);
      }
    } while (again);
    refetching = false;
  };
  const response = await undiciFetch(`${base}/api/live`, { headers: { cookie }, dispatcher });
  if (!response.body) throw new Error('no stream');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ready: () => void = () => {};
  const isReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.includes('event: ready')) ready();
        if (block.includes('event: change') && block.includes('"kind":"message"')) void refetch();
        end = buffer.indexOf('\n\n');
      }
    }
  })().catch(() => {});
  await isReady;
  await refetch();
  return {
    shown: (id: string) =>
      new Promise<number>((resolve) => {
        const at = seen.get(id);
        if (at !== undefined) resolve(at);
        else waiters.set(id, resolve);
      }),
    close: () => reader.cancel().catch(() => {}),
  };
}

async function once() {
  const { dir, remove } = scratchDir('discussions-live');
  const server = await startServer(dir, {}, { probe: false });
  try {
    const people: Awaited<ReturnType<typeof signUpOverHttp>>[] = [];
    for (let i = 0; i < WATCHERS; i++) people.push(await signUpOverHttp(server.url, `Talker ${i}`));
    const [host] = people;
    if (!host) throw new Error('no host');
    const { id: groupId } = (await host.call('POST', '/api/groups', { name: 'Bench talk' })) as {
      id: string;
    };
    const { invite } = (await host.call('POST', `/api/groups/${groupId}/invite`, {})) as {
      invite: { code: string };
    };
    for (const person of people.slice(1)) {
      await person.call('POST', `/api/groups/${groupId}/join`, { code: invite.code });
    }
    const { place } = (await host.call('POST', '/api/places', {
      name: 'Court',
      address: '1 St',
      groupId,
    })) as {
      place: { id: string };
    };
    const { id: gameId } = (await host.call('POST', '/api/games', {
      groupId,
      placeId: place.id,
      title: 'Bench talk game',
      date: new Date(Date.now() + 86_400_000).toISOString(),
      minPeopleRequired: 2,
    })) as { id: string };
    const screens = await Promise.all(
      people.map((person) => watch(server.url, person.jar.cookie, String(gameId))),
    );
    const medians: number[] = [];
    const lasts: number[] = [];
    for (let i = 0; i < POSTS; i++) {
      const author = people[i % people.length] ?? host;
      const id = randomUUID();
      const others = screens.filter((_, index) => index !== i % people.length);
      const started = performance.now();
      await author.call('POST', `/api/games/${gameId}/messages`, { id, body: `Running late, take ${i}` });
      const arrivals = (await Promise.all(others.map((screen) => screen.shown(id)))).map(
        (at) => at - started,
      );
      medians.push(median(arrivals));
      lasts.push(Math.max(...arrivals));
    }
    await Promise.all(screens.map((screen) => screen.close()));
    return { median: median(medians), last: median(lasts) };
  } finally {
    await server.stop();
    remove();
  }
}

try {
  await repeat(
    `${WATCHERS} members watching one game, ${POSTS} messages per run, a fresh server per run`,
    {
      median: { label: 'post to another member’s screen, median of 10', digits: 0, budget: ['≤', 1000] },
      last: { label: 'to the last of 49 screens, median of 10', digits: 0 },
    },
    once,
  );
} finally {
  await dispatcher.close();
}
conclude();
