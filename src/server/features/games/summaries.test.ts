import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { type Agent, signUp } from '../../test/agent';
import { createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type Person = { agent: Agent; userId: string };
type Response = 'yes' | 'no' | 'maybe' | null;
type Step =
  | { kind: 'create' }
  | { kind: 'option'; game: number; day: number; place: number }
  | { kind: 'rsvp'; game: number; option: number; who: number; response: Response }
  | { kind: 'book'; game: number; option: number }
  | { kind: 'attendance'; game: number; who: number; attending: boolean }
  | { kind: 'edit'; game: number; day: number; place: number }
  | { kind: 'status'; game: number; change: 'mark-booked' | 'complete' | 'revert' };

const day = (n: number) => new Date(Date.UTC(2026, 11, 1 + n, 17)).toISOString();
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * game_summaries recounted from scratch in JavaScript, from the raw rows: the leading option is the one on the
 * game's own date and place, else the most yes answers, then the earliest, then the lowest id; its yes answers in
 * the order they became yes.
 */
async function recount(db: Db) {
  const q = async <T>(query: ReturnType<typeof sql>) =>
    (await db.execute<T & Record<string, unknown>>(query)).rows;
  const [games, options, answers, present] = await Promise.all([
    q<{ id: string; date: Date | string; place_id: string }>(sql`select id, date, place_id from games`),
    q<{ id: string; game_id: string; date: Date | string; place_id: string }>(
      sql`select id, game_id, date, place_id from game_options`,
    ),
    q<{ game_option_id: string; user_id: string; response: string; yes_at: string | null }>(
      sql`select game_option_id, user_id, response, yes_at from rsvps`,
    ),
    q<{ game_id: string; user_id: string }>(sql`select game_id, user_id from attendees`),
  ]);
  const at = (value: Date | string) => new Date(value).getTime();
  return games
    .filter((game) => options.some((o) => o.game_id === game.id))
    .map((game) => {
      const ranked = options
        .filter((o) => o.game_id === game.id)
        .map((o) => {
          const mine = answers.filter((a) => a.game_option_id === o.id);
          // In answer order (when each became yes), as the waiting list reads it.
          const yes = mine
            .filter((a) => a.response === 'yes')
            .sort((a, b) => at(a.yes_at ?? '') - at(b.yes_at ?? '') || byId(a.user_id, b.user_id))
            .map((a) => a.user_id);
          const booked = at(o.date) === at(game.date) && o.place_id === game.place_id;
          return { o, yes, no: mine.filter((a) => a.response === 'no').length, booked };
        })
        .sort(
          (a, b) =>
            Number(b.booked) - Number(a.booked) ||
            b.yes.length - a.yes.length ||
            at(a.o.date) - at(b.o.date) ||
            byId(a.o.id, b.o.id),
        );
      const lead = ranked[0];
      return {
        gameId: game.id,
        leadOptionId: lead?.o.id ?? null,
        yesCount: lead?.yes.length ?? 0,
        noCount: lead?.no ?? 0,
        yesUserIds: lead?.yes ?? [],
        attendeeUserIds: present
          .filter((a) => a.game_id === game.id)
          .map((a) => a.user_id)
          .sort(byId),
      };
    })
    .sort((a, b) => byId(a.gameId, b.gameId));
}

async function summaries(db: Db) {
  const { rows } = await db.execute<{
    game_id: string;
    lead_option_id: string | null;
    yes_count: number;
    no_count: number;
    yes_user_ids: string[];
    attendee_user_ids: string[];
  }>(sql`select * from game_summaries order by game_id`);
  return rows
    .map((row) => ({
      gameId: row.game_id,
      leadOptionId: row.lead_option_id,
      yesCount: row.yes_count,
      noCount: row.no_count,
      yesUserIds: row.yes_user_ids,
      attendeeUserIds: row.attendee_user_ids,
    }))
    .sort((a, b) => byId(a.gameId, b.gameId));
}

describe('game summaries (what the games list counts and names)', () => {
  let t: TestApp;
  let people: Person[];
  let groupId: string;
  let placeIds: string[];
  const games: { id: string; options: string[] }[] = [];
  const outcomes = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp();
    people = [];
    for (const name of ['Ada Admin', 'Ben Baker', 'Cat Cole']) people.push(await signUp(t, name));
    const [admin, ...others] = people as [Person, ...Person[]];
    groupId = await createGroup(admin.agent);
    for (const other of others) await joinGroup(admin.agent, other.agent, groupId);
    placeIds = [];
    for (const name of ['North Court', 'South Court'])
      placeIds.push((await createPlace(admin.agent, { name, address: `1 ${name}`, groupId })).id);
  });
  afterAll(() => t.close());

  const person = (n: number) => people[n % people.length] as Person;
  const admin = () => person(0).agent;
  const gameOf = (n: number) => games[n % Math.max(games.length, 1)];
  const place = (n: number) => placeIds[n % placeIds.length] as string;

  async function run(s: Step): Promise<number> {
    if (s.kind === 'create') {
      const { gameId, optionId } = await createGame(admin(), { groupId, placeId: place(0), date: day(0) });
      games.push({ id: gameId, options: [optionId] });
      return 201;
    }
    const game = gameOf(s.game);
    if (!game) return 0;
    const param = { gameId: game.id };
    const option = (n: number) => game.options[n % game.options.length] as string;
    switch (s.kind) {
      case 'option': {
        const response = await admin().api.games[':gameId'].options.$post({
          param,
          json: { date: day(s.day), placeId: place(s.place) },
        });
        const added = response.status === 201 ? (await response.json()).option?.id : undefined;
        if (added) game.options.push(added);
        return response.status;
      }
      case 'rsvp':
        return (
          await person(s.who).agent.api.games[':gameId'].rsvp.$put({
            param,
            json: { optionId: option(s.option), response: s.response },
          })
        ).status;
      case 'book': {
        // Booking needs enough yes answers on the option: two people give theirs first (refused once booked).
        for (const who of [0, 1])
          await person(who).agent.api.games[':gameId'].rsvp.$put({
            param,
            json: { optionId: option(s.option), response: 'yes' },
          });
        return (
          await admin().api.games[':gameId'].book.$post({ param, json: { optionId: option(s.option) } })
        ).status;
      }
      case 'attendance':
        return (
          await admin().api.games[':gameId'].attendance.$put({
            param,
            json: { userId: person(s.who).userId, attending: s.attending },
          })
        ).status;
      case 'edit':
        return (
          await admin().api.games[':gameId'].$patch({
            param,
            json: { title: 'Edited', date: day(s.day), placeId: place(s.place), timeZone: 'UTC' },
          })
        ).status;
      case 'status':
        return (await admin().api.games[':gameId'][s.change].$post({ param })).status;
    }
  }

  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.constant({ kind: 'create' as const }),
    fc.record({ kind: fc.constant('option' as const), game: fc.nat(3), day: fc.nat(4), place: fc.nat(1) }),
    fc.record({
      kind: fc.constant('rsvp' as const),
      game: fc.nat(3),
      option: fc.nat(3),
      who: fc.nat(2),
      response: fc.constantFrom<Response>('yes', 'no', 'maybe', null),
    }),
    fc.record({
      kind: fc.constant('rsvp' as const),
      game: fc.nat(3),
      option: fc.nat(3),
      who: fc.nat(2),
      response: fc.constant<Response>('yes'),
    }),
    fc.record({ kind: fc.constant('book' as const), game: fc.nat(3), option: fc.nat(3) }),
    fc.record({
      kind: fc.constant('attendance' as const),
      game: fc.nat(3),
      who: fc.nat(2),
      attending: fc.boolean(),
    }),
    fc.record({ kind: fc.constant('edit' as const), game: fc.nat(3), day: fc.nat(4), place: fc.nat(1) }),
    fc.record({
      kind: fc.constant('status' as const),
      game: fc.nat(3),
      change: fc.constantFrom('mark-booked' as const, 'complete' as const, 'revert' as const),
    }),
  );

  it('equal a from-scratch recount after every step of any sequence of writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 24 }), async (steps) => {
        // Each sequence starts with a poll of its own, so its steps act on games still open to them.
        games.length = 0;
        for (const s of [{ kind: 'create' } as const, ...steps]) {
          const status = await run(s);
          expect(status).toBeLessThan(500);
          if (status >= 200 && status < 300) outcomes.set(s.kind, (outcomes.get(s.kind) ?? 0) + 1);
          expect(await summaries(t.db)).toEqual(await recount(t.db));
        }
      }),
      {
        numRuns: 40,
        // One sequence known to reach every kind of write, so the check below never hangs on chance.
        examples: [
          [
            [
              { kind: 'option', game: 0, day: 1, place: 1 },
              { kind: 'rsvp', game: 0, option: 1, who: 2, response: 'maybe' },
              { kind: 'edit', game: 0, day: 2, place: 0 },
              { kind: 'book', game: 0, option: 0 },
              { kind: 'status', game: 0, change: 'mark-booked' },
              { kind: 'attendance', game: 0, who: 1, attending: true },
              { kind: 'status', game: 0, change: 'complete' },
            ],
          ],
        ],
      },
    );
    // The sequences reached every kind of write, not only refusals.
    expect([...outcomes.keys()].sort()).toEqual([
      'attendance',
      'book',
      'create',
      'edit',
      'option',
      'rsvp',
      'status',
    ]);
  }, 180_000);

  it('count every answer given at once by many people to one option', async () => {
    const crowd: Person[] = [];
    for (let i = 0; i < 8; i++) {
      const newcomer = await signUp(t, `Crowd ${i}`);
      await joinGroup(admin(), newcomer.agent, groupId);
      crowd.push(newcomer);
    }
    const { gameId, optionId } = await createGame(admin(), { groupId, placeId: place(1), date: day(9) });
    const replies = await Promise.all(
      crowd.map((p) =>
        p.agent.api.games[':gameId'].rsvp.$put({ param: { gameId }, json: { optionId, response: 'yes' } }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(crowd.map(() => 200));
    const row = (await summaries(t.db)).find((s) => s.gameId === gameId);
    expect(row?.yesCount).toBe(8);
    expect(await summaries(t.db)).toEqual(await recount(t.db));
  });
});
