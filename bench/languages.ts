// Turnout in each of its languages (issue 57's budgets), on the built server and a fresh embedded database.
// 1. The signed-in first screen as a new device loads it in Chromium, in each language: the gzipped JavaScript it
//    fetches until the games list shows, and which catalogue parts those were. Budget: ≤ 250 KB, and the viewer's
//    own language's first part only.
// 2. The server-drawn dashboard (GET /dashboard, HTML with the games drawn in), for 40 people, half German, half
//    English, each request from the next person in turn, the two languages interleaved, with an RSVP written
//    between reads; nothing is cached between requests (each person's games are read and drawn afresh). Budget:
//    German's median within 5 % of English's.
// Run after `npm run build`: npx tsx bench/languages.ts

import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { SUPPORTED_LOCALES } from '../src/shared/i18n/locales';
import { freshBrowser } from './support/browser';
import { openBenchDatabase, signUpPeople } from './support/people';
import { conclude, header, judge, median, percentile } from './support/report';
import { scratchDir, startServer } from './support/server';

const PEOPLE = 40;
const GAMES_PER_GROUP = 30;
const ROUNDS = 30;
const GAMES_WORD = { en: 'Games', es: 'Partidos', fr: 'Matchs', de: 'Spiele', 'pt-BR': 'Jogos' } as const;

header('Turnout in each language: first screen bytes, server-drawn dashboard');
const { dir, remove } = scratchDir('languages');
const bench = await openBenchDatabase(dir);
const { db } = bench;
const people = await signUpPeople(bench, PEOPLE, 'player');
// Ten groups of four, a place each, games in every status over the coming weeks and everyone's answers.
await db.execute(sql`insert into groups (name) select 'Bench group ' || i from generate_series(1, 10) i`);
await db.execute(sql`
  with numbered as (select id, row_number() over (order by email) - 1 as n from "user"),
  grouped as (select id, row_number() over (order by name) - 1 as n from groups)
  insert into group_members (group_id, user_id, role, joined_at)
  select g.id, u.id, 'admin', '2024-01-01' from numbered u join grouped g on g.n = u.n % 10`);
await db.execute(sql`insert into places (name, address) select 'Court ' || name, '1 Main St' from groups`);
await db.execute(sql`insert into group_places (group_id, place_id)
  select g.id, p.id from groups g join places p on p.name = 'Court ' || g.name`);
await db.execute(sql`insert into games (title, group_id, place_id, date, status, created_at, last_updated_at)
  select 'Game ' || i, gp.group_id, gp.place_id, now() + i * interval '19 hours',
    (array['poll','confirmed','booked'])[1 + i % 3], now() - interval '3 days', now() - interval '3 days'
  from generate_series(1, ${GAMES_PER_GROUP}) i cross join group_places gp`);
await db.execute(
  sql`insert into game_options (game_id, date, place_id) select id, date, place_id from games`,
);
await db.execute(sql`insert into rsvps (game_option_id, user_id, response)
  select o.id, m.user_id, (array['yes','no','maybe'])[1 + abs(hashtext(o.id::text || m.user_id::text)) % 3]
  from game_options o join games g on g.id = o.game_id join group_members m on m.group_id = g.group_id`);
await db.execute(sql`insert into attendees (game_id, user_id)
  select g.id, m.user_id from games g join group_members m on m.group_id = g.group_id where g.status <> 'poll'`);
// Every other person German, the rest English; all in one zone, as a profile keeps it.
await db.execute(sql`
  with numbered as (select id, row_number() over (order by email) - 1 as n from "user")
  update profiles p set locale = case when u.n % 2 = 0 then 'de' else 'en' end, time_zone = 'Europe/Berlin'
  from numbered u where u.id = p.id`);
await db.execute(sql`vacuum (analyze)`);
const pollOptions = (
  await db.execute<{ option_id: string; game_id: string; user_id: string }>(sql`
    select o.id as option_id, o.game_id, m.user_id from game_options o join games g on g.id = o.game_id
    join group_members m on m.group_id = g.group_id where g.status = 'poll'`)
).rows;
await bench.database.close();

const server = await startServer(dir);
try {
  // 1. Bytes of the first screen per language.
  console.log('\n## Signed-in first screen, a new device (Chromium, empty cache)');
  for (const [index, locale] of SUPPORTED_LOCALES.entries()) {
    const person = people[index] ?? people[0];
    const set = await fetch(`${server.url}/api/me`, {
      method: 'PATCH',
      headers: { cookie: person?.cookie ?? '', origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ locale }),
    });
    if (!set.ok) throw new Error(`PATCH /api/me answered ${set.status}`);
    const browser = await freshBrowser(dir);
    try {
      await browser.context.addCookies(
        (person?.cookie ?? '').split('; ').map((pair) => {
          const [cookieName = '', ...rest] = pair.split('=');
          return { name: cookieName, value: rest.join('='), url: server.url };
        }),
      );
      const page = await browser.context.newPage();
      const sizes: Promise<number>[] = [];
      const catalogues: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const part = new URL(response.url()).pathname.match(
          /\/assets\/((?:en|es|fr|de|pt-BR)-(?:first|later))-/,
        );
        if (part?.[1]) catalogues.push(part[1]);
        sizes.push(response.body().then((body) => gzipSync(body).length));
      });
      await page.goto(`${server.url}/dashboard`);
      await page.getByRole('heading', { name: GAMES_WORD[locale], level: 1 }).waitFor();
      await page
        .getByRole('link', { name: /Game 1\b/ })
        .first()
        .waitFor();
      const kilobytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0) / 1024;
      console.log(
        `  ${locale}: ${kilobytes.toFixed(1)} KB of gzipped JS; catalogue parts: ${catalogues.join(', ')}`,
      );
      judge(`${locale}: first screen's JS`, kilobytes, ['≤', 250], { unit: 'KB', digits: 1 });
      judge(
        `${locale}: catalogue parts fetched besides ${locale}-first`,
        catalogues.filter((c) => c !== `${locale}-first`).length,
        ['≤', 0],
        {
          unit: 'parts',
          digits: 0,
        },
      );
    } finally {
      await browser.close();
    }
  }
  // Back to the split the drawing bench expects.
  for (const [index] of SUPPORTED_LOCALES.entries()) {
    const person = people[index];
    await fetch(`${server.url}/api/me`, {
      method: 'PATCH',
      headers: { cookie: person?.cookie ?? '', origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ locale: index % 2 === 0 ? 'de' : 'en' }),
    });
  }

  // 2. The server-drawn dashboard, German against English.
  console.log(
    `\n## Server-drawn /dashboard: ${PEOPLE} people, ${ROUNDS} rounds, an RSVP written between reads`,
  );
  const times: Record<'de' | 'en', number[]> = { de: [], en: [] };
  const draw = async (personIndex: number) => {
    const person = people[personIndex];
    const t0 = performance.now();
    const response = await fetch(`${server.url}/dashboard`, {
      headers: { cookie: person?.cookie ?? '', 'accept-encoding': 'gzip', accept: 'text/html' },
    });
    const html = await response.text();
    const ms = performance.now() - t0;
    if (!response.ok || !html.includes('Game '))
      throw new Error(`/dashboard was not drawn (${response.status})`);
    return ms;
  };
  for (let warm = 0; warm < 10; warm++) await draw(warm % PEOPLE);
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < PEOPLE; i++) {
      // Rounds alternate which language goes first, so neither always follows the other.
      const index = round % 2 === 0 ? i : PEOPLE - 1 - i;
      times[index % 2 === 0 ? 'de' : 'en'].push(await draw(index));
      const write = pollOptions[(round * PEOPLE + i) % pollOptions.length];
      const writer = people.find((p) => p.id === write?.user_id);
      if (write && writer) {
        const answered = await fetch(`${server.url}/api/games/${write.game_id}/rsvp`, {
          method: 'PUT',
          headers: { cookie: writer.cookie, origin: server.url, 'content-type': 'application/json' },
          body: JSON.stringify({ optionId: write.option_id, response: round % 2 ? 'yes' : 'maybe' }),
        });
        await answered.arrayBuffer();
        if (!answered.ok) throw new Error(`PUT rsvp answered ${answered.status}`);
      }
    }
  }
  for (const locale of ['en', 'de'] as const)
    console.log(
      `  ${locale}: median ${median(times[locale]).toFixed(2)} ms, p95 ${percentile(times[locale], 0.95).toFixed(2)} ms (${times[locale].length} requests)`,
    );
  const ratio = median(times.de) / median(times.en);
  judge('German / English median, server-drawn dashboard', ratio, ['≤', 1.05], { unit: '×', digits: 3 });
} finally {
  await server.stop();
  remove();
}
conclude();
