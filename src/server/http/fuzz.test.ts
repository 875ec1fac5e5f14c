import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../test/agent';
import { answer, createGame } from '../test/games';
import { createGroup, generateInvite, joinGroup } from '../test/groups';
import { serveOverHttp } from '../test/http';
import { createPlace } from '../test/places';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Every route of the API, as every kind of caller, with random and hostile params, queries and bodies:
 * no answer is a 5xx, and a refusal (4xx) changes no row. Routes are read from the app itself, so a new
 * route is fuzzed without touching this file. better-auth's own routes have their test (bad-bodies), the
 * live stream never ends by design, and ending sessions would sign the fuzzing callers out (sessions.test).
 */
const SKIPPED = [/^\/api\/auth\//, /^\/api\/live$/, /^\/api\/account\/sessions/];
/** Tables a refused request may still touch: rate limits and counters, and the session's last use. */
const VOLATILE = new Set(['rate_limit', 'attempt_counters', 'session', '__drizzle_migrations']);
interface World {
  ids: string[];
  /** A plausible value for each body field, so mutated bodies get past validation and reach the database. */
  valid: Record<string, unknown>;
  callers: Record<'anonymous' | 'nonMember' | 'member' | 'admin', Agent | null>;
}

const hostileText = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '%00', '../../etc/passwd', "'; drop table groups; --", '💥'),
  fc.constantFrom('x'.repeat(5000), '9'.repeat(400), '-1', '1e308', 'NaN', 'null', 'true'),
);
const hostileValue = fc.oneof(
  hostileText,
  fc.integer(),
  fc.constantFrom(0, -1, 1.5, 2 ** 31, Number.MAX_SAFE_INTEGER, -0),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), hostileText, { maxKeys: 2 }),
);

/** Text with a NUL character somewhere in it, which PostgreSQL refuses in text columns. */
const withNul = (value: unknown) => (typeof value === 'string' ? `${value}\u0000` : value);

/** Every field present: mostly valid, some with a NUL, some hostile, some left out. */
function mutatedBody(valid: Record<string, unknown>) {
  return fc.record(
    Object.fromEntries(
      Object.entries(valid).map(([key, value]) => [
        key,
        fc.oneof(
          { weight: 6, arbitrary: fc.constant(value) },
          { weight: 1, arbitrary: fc.constant(withNul(value)) },
          { weight: 1, arbitrary: hostileValue },
        ),
      ]),
    ),
    { requiredKeys: [] },
  );
}

describe('fuzzing every route', () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof serveOverHttp>>;
  let routes: { method: string; path: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    http = await serveOverHttp(t);
    const seen = new Set<string>();
    routes = t.app.routes
      .filter((route) => route.method !== 'ALL' && !SKIPPED.some((skip) => skip.test(route.path)))
      .filter(
        (route) => !seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`),
      )
      .map(({ method, path }) => ({ method, path }));
  });
  afterAll(async () => {
    await http.close();
    await t.close();
  });

  /** A group with an admin, a member, a place, a booked game with an expense and an invite; and a stranger. */
  async function makeWorld(): Promise<World> {
    const admin = await http.signUp('Ada Admin');
    const member = await http.signUp('Mo Member');
    const stranger = await http.signUp('Sy Stranger');
    const groupId = await createGroup(admin.agent);
    await joinGroup(admin.agent, member.agent, groupId);
    const place = await createPlace(admin.agent, { name: 'Fuzz Court', address: '1 Fuzz St', groupId });
    const { gameId, optionId } = await createGame(admin.agent, { groupId, placeId: place.id });
    await answer(admin.agent, gameId, optionId, 'yes');
    await answer(member.agent, gameId, optionId, 'yes');
    await admin.agent.api.games[':gameId'].book.$post({ param: { gameId }, json: { optionId } });
    await admin.agent.api.games[':gameId']['mark-booked'].$post({ param: { gameId } });
    const expense = await admin.agent.api.expenses.$post({ json: { gameId, amountCents: 1001 } });
    const { expense: made } = (await expense.json()) as { expense: { id: string } };
    const invite = await generateInvite(admin.agent, groupId);
    return {
      ids: [
        groupId,
        place.id,
        gameId,
        optionId,
        made.id,
        invite.id,
        admin.userId,
        member.userId,
        stranger.userId,
      ],
      callers: { anonymous: null, nonMember: stranger.agent, member: member.agent, admin: admin.agent },
      valid: {
        name: 'Fuzzed name',
        title: 'Fuzzed game',
        date: '2027-03-06T18:00:00.000Z',
        groupId,
        placeId: place.id,
        optionId,
        gameId,
        response: 'yes',
        code: invite.code,
        amountCents: 1234,
        description: 'Fuzzed',
        category: 'court',
        paidBy: member.userId,
        otherUserId: member.userId,
        paymentMethod: 'cash',
        minPeopleRequired: 2,
        maxUses: 5,
        fullName: 'Fuzzed Person',
        venmoId: 'fuzzed-person',
        zelleId: 'fuzz@example.test',
        email: 'fuzz@example.test',
        interest: 'pickleball',
        address: '2 Fuzz St',
        contactNumber: '415-555-0100',
        costPerHourCents: 1500,
        tags: ['Pickleball'],
        placeIds: [place.id],
        userId: member.userId,
        role: 'admin',
        active: false,
      },
    };
  }

  /** A fingerprint of every row that a refused request must leave alone. */
  async function fingerprint(): Promise<string> {
    const tables = (
      await t.db.execute<{ name: string }>(
        `select table_name as name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      )
    ).rows
      .map((row) => row.name)
      .filter((name) => !VOLATILE.has(name));
    const parts = tables.map(
      (name) =>
        `select '${name}' as t, coalesce(md5(string_agg(x::text, ',' order by x::text)), '') as h from "${name}" x`,
    );
    const rows = await t.db.execute<{ t: string; h: string }>(parts.join(' union all '));
    return rows.rows.map((row) => `${row.t}:${row.h}`).join('|');
  }

  const cookieOf = (agent: Agent | null) =>
    agent ? [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';

  it('answers no request with a 5xx, and changes nothing when it refuses', async () => {
    const problems: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const world = await makeWorld();
      const param = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...world.ids) }, fc.uuid(), hostileText);
      const request = fc.record({
        route: fc.constantFrom(...routes),
        caller: fc.constantFrom('anonymous', 'nonMember', 'member', 'admin') as fc.Arbitrary<
          keyof World['callers']
        >,
        params: fc.array(param, { minLength: 3, maxLength: 3 }),
        query: fc.dictionary(fc.constantFrom(...Object.keys(world.valid)), hostileText, { maxKeys: 3 }),
        body: fc.oneof(
          { weight: 4, arbitrary: mutatedBody(world.valid) },
          fc.jsonValue({ maxDepth: 2 }),
          fc.constant(undefined),
        ),
        rawBody: fc.constantFrom(null, '{', 'not json', '\u0000'),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ route, caller, params, query, body, rawBody }) => {
          let index = 0;
          const path = route.path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[index++ % 3] ?? ''));
          const search = new URLSearchParams(query).toString();
          const headers: Record<string, string> = {
            origin: t.config.publicUrl,
            cookie: cookieOf(world.callers[caller]),
          };
          const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
          if (hasBody) headers['content-type'] = 'application/json';
          const before = hasBody ? await fingerprint() : '';
          const response = await fetch(`${http.base}${path}${search ? `?${search}` : ''}`, {
            method: route.method,
            headers,
            body: hasBody ? (rawBody ?? JSON.stringify(body ?? {})) : undefined,
          });
          await response.arrayBuffer();
          const label = `${route.method} ${path} as ${caller} → ${response.status}`;
          if (response.status >= 500) problems.push(label);
          if (hasBody && response.status >= 400 && (await fingerprint()) !== before) {
            problems.push(`${label} changed rows`);
          }
        }),
        { numRuns: 200, seed: 20261124 + round },
      );
    }
    expect(problems).toEqual([]);
  }, 180_000);
});
