// Similar-place search, GET /api/places/similar, over real HTTP against the built server (embedded database):
// 10,000 places in 500 groups of 20, searched as a person types a place they can see (misspelt or cut short),
// every request from the next person with their own session. Each case on a fresh database:
//   typical          — 50 people, each in 10 groups: 200 visible places, names of everyday length;
//   1,500 visible    — 20 people in 75 groups each: three times the places compared one by one; the typed
//                      name's words are all common, the address's number is rare (decisions 030 and 036);
//   all visible      — 20 people in all 500 groups: all 10,000 visible (the rarest typed trigrams, or else the
//                      places holding all but one of the name's 12 rarest, pick the places compared);
//   …, longest names — every name 200 characters and address 300 (the longest the forms accept), sharing most
//                      of their words, searched with all of it typed;
//   …, every word common — the same without the numbers, so nothing typed is rare: the near-duplicate search
//                      of decision 031 (the index walks of decision 026 before it).
// Each case also prints similarPlaces() called directly, the server's CPU time per request (which the
// machine's other load hardly changes), and a static file fetched the same way: the HTTP floor.
// Every case runs on the embedded database, then on a PostgreSQL server (a scratch database per case, dropped
// at the end): the same search in PostgreSQL's native build rather than its WebAssembly one.
// Budget: p99 < 20 ms in every case.
// Run after `npm run build`: npx tsx bench/similar-places.ts [embedded|postgres] [case label prefix, e.g. "all"]
// (both databases by default); BENCH_DATABASE_URL (default the local server).
import { sql } from 'drizzle-orm';
import { groupMembers, groupPlaces, groups, places } from '../src/server/db/schema';
import { similarPlaces } from '../src/server/features/places/similar';
import { openBenchDatabase, signUpPeople, timeGets } from './support/people';
import { conclude, header, percentile, repeat } from './support/report';
import { scratchDir, scratchPostgres, startServer } from './support/server';

const PLACES = 10_000;
const GROUPS = 500;
const PER_GROUP = PLACES / GROUPS;
const SEARCHES = 200;
const DIRECT_SEARCHES = 100;
const BUDGET_MS = 20;

const words = {
  first: [
    'Mission',
    'Golden',
    'Sunset',
    'Harbor',
    'Bayview',
    'Noe',
    'Presidio',
    'Marina',
    'Castro',
    'Dogpatch',
  ],
  second: ['Bay', 'Gate', 'Park', 'Hill', 'Point', 'Valley', 'Heights', 'Commons', 'Yards', 'Landing'],
  kind: ['Rec Center', 'Courts', 'Club', 'Playground', 'Gym', 'Arena', 'Hall', 'Field', 'Café', 'Lanes'],
  street: ['Owens St', 'Stanyan St', 'Valencia St', 'Market St', 'Folsom St', 'Irving St', 'Geary Blvd'],
  more: [
    'Community',
    'Sports',
    'Complex',
    'Recreation',
    'Grounds',
    'Indoor',
    'Outdoor',
    'Pickleball',
    'Tennis',
  ],
  where: ['Building', 'Entrance', 'north gate', 'parking', 'structure', 'behind', 'library', 'second floor'],
};
const at = <T>(list: T[], i: number) => list[i % list.length] as T;
/** Words from `list` chosen by `i`, repeated until `length` characters. */
const padded = (text: string, list: string[], i: number, length: number) => {
  let out = text;
  for (let k = 0; out.length < length; k++)
    out += ` ${at(list, i * 7 + k * 3 + Math.floor(k / list.length))}`;
  return out.slice(0, length).trim();
};
function placeAt(i: number, { long, common }: Pick<Case, 'long' | 'common'>) {
  // Without a number, a place is only words that hundreds of others share.
  const number = common ? '' : ` ${i}`;
  const street = `${common ? '' : `${100 + (i % 9000)} `}${at(words.street, Math.floor(i / 7))}`;
  const name = `${at(words.first, i)} ${at(words.second, Math.floor(i / 10))} ${at(words.kind, Math.floor(i / 100))}${number}`;
  const address = `${street}, San Francisco, CA`;
  return long
    ? { name: padded(name, words.more, i, 200), address: padded(address, words.where, i, 300) }
    : { name, address };
}

interface Case {
  label: string;
  people: number;
  /** Groups each person is in (consecutive ones; all 500 for the worst cases). */
  groupsEach: number;
  long: boolean;
  /** Names and addresses without numbers: no typed trigram is rare (decision 030). */
  common?: boolean;
}

/** A fresh database with the case's places and people; the searches each person makes. */
async function seed(dir: string, databaseUrl: string | undefined, test: Case) {
  const { people: count, groupsEach, long } = test;
  const bench = await openBenchDatabase(dir, databaseUrl);
  const people = await signUpPeople(bench, count, 'searcher');
  const { db } = bench;
  /** Inserts in statements of 1,000 rows; the results in order. */
  const inBatches = async <T, R>(items: T[], insert: (batch: T[]) => PromiseLike<R[]>) => {
    const out: R[] = [];
    for (let i = 0; i < items.length; i += 1000) out.push(...(await insert(items.slice(i, i + 1000))));
    return out;
  };
  const groupIds = (
    await db
      .insert(groups)
      .values(Array.from({ length: GROUPS }, (_, i) => ({ name: `Bench ${i}` })))
      .returning({ id: groups.id })
  ).map((row) => row.id);
  const rows = Array.from({ length: PLACES }, (_, i) => placeAt(i, test));
  const placeIds = (
    await inBatches(rows, (batch) => db.insert(places).values(batch).returning({ id: places.id }))
  ).map((row) => row.id);
  // Place i is in group i / 20; person p in groups p · groupsEach … p · groupsEach + groupsEach − 1.
  const listed = placeIds.map((placeId, i) => ({
    placeId,
    groupId: groupIds[Math.floor(i / PER_GROUP)] ?? '',
  }));
  await inBatches(listed, (batch) => db.insert(groupPlaces).values(batch).returning({ id: groupPlaces.id }));
  const memberships = people.flatMap((person, p) =>
    Array.from({ length: groupsEach }, (_, k) => ({
      groupId: groupIds[(p * groupsEach + k) % GROUPS] ?? '',
      userId: person.id,
      role: 'member' as const,
    })),
  );
  await inBatches(memberships, (batch) =>
    db.insert(groupMembers).values(batch).returning({ id: groupMembers.id }),
  );
  await db.execute(sql`vacuum (analyze)`);
  // Person p searches for places of their own groups, as typed: cut short and misspelt, or (long) all of it.
  const searches = Array.from({ length: SEARCHES }, (_, i) => {
    const p = i % count;
    const index = ((p * groupsEach) % GROUPS) * PER_GROUP + ((i * 37) % (groupsEach * PER_GROUP));
    const target = rows[index % PLACES] ?? { name: '', address: '' };
    const typo = (text: string) => `${text.slice(0, 5)}${text.slice(6)}`;
    return long
      ? { name: typo(target.name), address: typo(target.address) }
      : { name: typo(target.name.replace(/ \d+$/, '').slice(0, 19)), address: target.address.slice(0, 14) };
  });
  return { bench, people, searches };
}

async function searchCase(test: Case, database: 'embedded' | 'postgres') {
  const { dir, remove } = scratchDir('places');
  const scratchDatabase = database === 'postgres' ? await scratchPostgres('places') : undefined;
  const { bench, people, searches } = await seed(dir, scratchDatabase?.url, test);
  const visible = test.groupsEach * PER_GROUP;
  console.log(
    `\n# ${test.label} (${database === 'postgres' ? 'PostgreSQL server' : 'embedded database'}): ` +
      `${people.length} people, each sees ${Math.min(visible, PLACES)} of ${PLACES} places`,
  );
  const sample = searches[0] ?? { name: '', address: '' };
  const found = await similarPlaces(bench.db, people[0]?.id ?? '', sample.name, sample.address);
  console.log(
    `sample: "${sample.name.slice(0, 60)}…" → ${found.map((p) => `${p.name.slice(0, 30)} (${p.similarity})`).join('; ')}`,
  );
  await repeat(
    `${test.label}: similarPlaces() called directly (no HTTP, no session), ${DIRECT_SEARCHES} searches per run`,
    { p50: { label: 'p50' }, p99: { label: 'p99' } },
    async () => {
      const times: number[] = [];
      for (const [i, search] of searches.slice(0, DIRECT_SEARCHES).entries()) {
        const t0 = performance.now();
        await similarPlaces(bench.db, people[i % people.length]?.id ?? '', search.name, search.address);
        times.push(performance.now() - t0);
      }
      return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
    },
  );
  await bench.database.close();
  const server = await startServer(dir, scratchDatabase ? { DATABASE_URL: scratchDatabase.url } : {});
  try {
    const path = (i: number) =>
      `/api/places/similar?${new URLSearchParams(searches[((i % SEARCHES) + SEARCHES) % SEARCHES])}`;
    await timeGets(server.url, people, path, SEARCHES); // warm-up: JIT, buffer cache
    await repeat(
      `${test.label}: GET /api/places/similar over HTTP, one at a time, ${SEARCHES} per run, people in turn`,
      {
        p50: { label: 'p50' },
        p99: { label: 'p99', budget: ['<', BUDGET_MS] },
        cpu: { label: 'server CPU per request' },
      },
      async () => {
        const cpu = server.cpuMs();
        const times = await timeGets(server.url, people, path, SEARCHES, 0);
        const perRequest = (server.cpuMs() - cpu) / SEARCHES;
        return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), cpu: perRequest };
      },
    );
    // The same client and server answering a static file (no session, no database): what any figure above
    // owes to HTTP on this machine, and not to the search.
    await repeat(
      `${test.label}: GET /favicon.svg over HTTP, the floor of the figures above`,
      { p50: { label: 'p50' }, p99: { label: 'p99' } },
      async () => {
        const times = await timeGets(server.url, people, () => '/favicon.svg', SEARCHES, 0);
        return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
      },
    );
  } finally {
    await server.stop();
    await scratchDatabase?.drop();
    remove();
  }
}

header('Similar places: GET /api/places/similar');
const cases: Case[] = [
  { label: 'typical', people: 50, groupsEach: 10, long: false },
  { label: '1,500 visible', people: 20, groupsEach: 75, long: false },
  { label: 'all visible', people: 20, groupsEach: GROUPS, long: false },
  { label: 'all visible, longest names', people: 20, groupsEach: GROUPS, long: true },
  { label: '1,500 visible, longest names', people: 20, groupsEach: 75, long: true },
  {
    label: 'all visible, longest names, every word common',
    people: 20,
    groupsEach: GROUPS,
    long: true,
    common: true,
  },
];
const [which, prefix = ''] = ['embedded', 'postgres'].includes(process.argv[2] ?? '')
  ? process.argv.slice(2)
  : [undefined, process.argv[2]];
for (const database of ['embedded', 'postgres'] as const) {
  if (which && which !== database) continue;
  for (const test of cases.filter((c) => c.label.startsWith(prefix))) await searchCase(test, database);
}
conclude();
