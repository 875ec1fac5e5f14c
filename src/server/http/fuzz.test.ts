import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../test/agent';
import { framing, headerOf, hostileText, mutatedBody, rawSegment } from '../test/fuzz-values';
import { answer, createGame } from '../test/games';
import { createGroup, generateInvite, joinGroup } from '../test/groups';
import { serveOverHttp } from '../test/http';
import { createPlace } from '../test/places';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Every route of the API, as every kind of caller, with random and hostile params, queries, headers and bodies:
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

describe('fuzzing every route', () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof serveOverHttp>>;
  let routes: { method: string; path: string }[];

  beforeAll(async () => {
    t = await createTestApp({ trustProxy: true }); // so a forged X-Forwarded-For is read
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
        kind: 'booked',
        enabled: false,
        // A browser's push subscription: a real P-256 point and auth secret at a public https endpoint.
        endpoint: 'https://push.example.com/send/fuzz',
        keys: {
          p256dh: 'BAuDUJv-CXghdJ8QytHpE9PIhJouOUQOJzKU5Nf-cH0XfwnZWLA5cObQGyV629dLKfKYxftdcEWKv-7XLVLRlfA',
          auth: '6qTAK1Is62tWZv6qkBapzw',
        },
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

  /** Session cookies cut short, with a forged signature, of two users at once, or buried in a huge header. */
  function hostileCookies({ callers: { admin, member } }: World): string[] {
    const mangled = (agent: Agent | null, mangle: (value: string) => string) =>
      agent ? [...agent.cookies].map(([k, v]) => `${k}=${mangle(v)}`).join('; ') : '';
    return [
      mangled(member, (value) => value.slice(0, value.length >> 1)),
      mangled(member, (value) => `${value.split('.')[0]}.${'A'.repeat(43)}`),
      mangled(admin, (value) => value.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))),
      `${cookieOf(member)}; ${cookieOf(admin)}`,
      `${cookieOf(member)}; junk=${'x'.repeat(8000)}`,
      '=; ; ==; a',
    ];
  }

  /** One request over its own connection, with its headers exactly as given: `fetch` would tidy them up. */
  function send(url: string, method: string, headers: Record<string, string>, body?: string) {
    return new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest(url, { method, headers, agent: false }, (response) => {
        response.on('error', reject).on('end', () => resolve(response.statusCode ?? 0));
        response.resume();
      });
      outgoing.on('error', reject).end(body);
    });
  }

  it('answers no request with a 5xx, and changes nothing when it refuses', async () => {
    const problems: string[] = [];
    const known: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const world = await makeWorld();
      // Earlier worlds' objects belong to other users in other groups.
      known.push(...world.ids);
      const { publicUrl } = t.config;
      const param = fc.oneof(
        fc
          .oneof(
            { weight: 4, arbitrary: fc.constantFrom(...world.ids) },
            fc.constantFrom(...known),
            fc.constantFrom(...world.ids.flatMap((id) => [id.toUpperCase(), ` ${id}`, `${id}\u0000`])),
            fc.uuid(),
            fc.constantFrom('00000000-0000-0000-0000-000000000000', 'x'.repeat(4000)),
            hostileText,
          )
          .map(encodeURIComponent),
        rawSegment,
      );
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
        /** `null` is the caller's own cookie. */
        cookie: headerOf(undefined, 6, hostileCookies(world)).map((cookie) => cookie ?? null),
        headers: fc.record({
          'content-type': headerOf('application/json', 6, [
            undefined,
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'multipart/form-data; boundary=',
            'multipart/form-data; boundary=fuzz',
            'application/json; charset=utf-16',
            'application/json; charset=\xff\xfe',
            'application/json;;;=',
            'application/JSON',
            'image/jpeg',
          ]),
          'accept-encoding': headerOf(undefined, 3, ['gzip', 'br', 'deflate, gzip;q=0', '*;q=0', 'x-fuzz']),
          origin: headerOf(publicUrl, 6, [
            undefined,
            'null',
            'http://evil.example',
            `${publicUrl}.evil.example`,
            `${publicUrl}/`,
            'localhost:3000',
            'http://[::1',
          ]),
          referer: headerOf(undefined, 4, [`${publicUrl}/groups`, 'http://evil.example/', 'not a url']),
          'x-forwarded-for': headerOf(undefined, 3, [
            '203.0.113.7, 10.0.0.1',
            ', , ,',
            '999.999.999.999',
            '',
          ]),
        }),
        framing,
      });
      await fc.assert(
        fc.asyncProperty(
          request,
          async ({ route, caller, params, query, body, rawBody, cookie, ...fuzzed }) => {
            let index = 0;
            const path = route.path.replace(/:[A-Za-z]+/g, () => params[index++ % 3] ?? '');
            const search = new URLSearchParams(query).toString();
            const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
            const headers = Object.fromEntries(
              Object.entries({
                ...fuzzed.headers,
                cookie: cookie ?? cookieOf(world.callers[caller]),
                ...(hasBody ? fuzzed.framing : {}),
              }).filter((entry): entry is [string, string] => entry[1] !== undefined),
            );
            const before = hasBody ? await fingerprint() : '';
            const status = await send(
              `${http.base}${path}${search ? `?${search}` : ''}`,
              route.method,
              headers,
              hasBody ? (rawBody ?? JSON.stringify(body ?? {})) : undefined,
            );
            const label = `${route.method} ${path.slice(0, 200)} as ${caller} with ${JSON.stringify(headers).slice(0, 300)} → ${status}`;
            if (status >= 500) problems.push(label);
            if (hasBody && status >= 400 && (await fingerprint()) !== before) {
              problems.push(`${label} changed rows`);
            }
          },
        ),
        { numRuns: 600, seed: 20261124 + round },
      );
    }
    expect(problems).toEqual([]);
  }, 180_000);
});
