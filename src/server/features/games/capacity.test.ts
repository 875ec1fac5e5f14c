import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { answer } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { serveOverHttp } from '../../test/http';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';
import { entriesOf, mailsQueuedFor } from '../../test/updates';

type Person = { agent: Agent; userId: string };

describe('a game with a maximum: the waiting list', () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof serveOverHttp>>;
  let admin: Person;
  let people: Person[];
  let groupId = '';
  let placeId = '';

  beforeAll(async () => {
    t = await createTestApp();
    http = await serveOverHttp(t);
    admin = await http.signUp('Ada Admin');
    people = [];
    for (const name of ['Bo One', 'Cy Two', 'Di Three', 'Ed Four', 'Flo Five'])
      people.push(await http.signUp(name));
    groupId = await createGroup(admin.agent);
    for (const person of people) await joinGroup(admin.agent, person.agent, groupId);
    placeId = (await createPlace(admin.agent, { name: 'Small Court', address: '1 Small St', groupId })).id;
  });
  afterAll(async () => {
    await http.close();
    await t.close();
  });

  async function gameWithMax(maxPeople: number, date = '2027-03-06T18:00:00.000Z') {
    const created = await admin.agent.api.games.$post({
      json: { groupId, placeId, title: 'Capped doubles', date, minPeopleRequired: 2, maxPeople },
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    return { gameId: id, optionId: (await detail(id)).options[0]?.id ?? '' };
  }
  const detail = async (gameId: string) =>
    (await admin.agent.api.games[':gameId'].$get({ param: { gameId } })).json();
  const waiting = async (gameId: string) => (await detail(gameId)).options[0]?.waitingUserIds ?? [];
  const promotions = async (person: Person, gameId: string) =>
    (await entriesOf(t.db, person.userId)).filter(
      (e) => e.kind === 'waitlist_promoted' && e.gameId === gameId,
    ).length;
  const say = async (person: Person, gameId: string, optionId: string, response: 'yes' | 'no' | null) => {
    t.clock.advance(1000); // answers a second apart, so answer order is plain
    await answer(person.agent, gameId, optionId, response);
  };

  it('puts yes answers beyond the maximum on a waiting list, in answer order', async () => {
    const { gameId, optionId } = await gameWithMax(2);
    const [bo, cy, di, ed] = people as [Person, Person, Person, Person];
    for (const person of [di, bo, ed, cy]) await say(person, gameId, optionId, 'yes');
    expect(await waiting(gameId)).toEqual([ed.userId, cy.userId]);
    const last = await cy.agent.api.games[':gameId'].rsvp.$put({
      param: { gameId },
      json: { optionId, response: 'yes' },
    });
    expect(await last.json()).toEqual({ response: 'yes', note: null, waiting: true });
    const list = (await (await admin.agent.api.games.$get({ query: { groupId } })).json()).games;
    const card = list.find((game) => game.id === gameId);
    expect(card).toMatchObject({ goingCount: 2, waitingCount: 2, yesCount: 4, maxPeople: 2 });
    // The card's faces are those going (Di and Bo answered first), by name, not the ones waiting.
    expect(card?.goingInitials).toEqual(['BO', 'DT']);
  });

  it('moves the first waiting person in when someone going drops out, and tells them (feed and mail)', async () => {
    const { gameId, optionId } = await gameWithMax(2);
    const [bo, cy, di, ed] = people as [Person, Person, Person, Person];
    for (const person of [bo, cy, di, ed]) await say(person, gameId, optionId, 'yes');
    await say(cy, gameId, optionId, 'no');
    expect(await waiting(gameId)).toEqual([ed.userId]);
    expect(await promotions(di, gameId)).toBe(1);
    expect(await promotions(ed, gameId)).toBe(0);
    expect((await mailsQueuedFor(t.db, di.userId, 'spot')).length).toBe(1);
    // Coming back puts Cy at the end of the line, not back in their old place.
    await say(cy, gameId, optionId, 'yes');
    expect(await waiting(gameId)).toEqual([ed.userId, cy.userId]);
  });

  it('books the first to say yes up to the maximum; a drop-out before the game brings in the next', async () => {
    const { gameId, optionId } = await gameWithMax(3);
    const [bo, cy, di, ed, flo] = people as [Person, Person, Person, Person, Person];
    for (const person of [flo, bo, cy, di, ed]) await say(person, gameId, optionId, 'yes');
    const booked = await admin.agent.api.games[':gameId'].book.$post({
      param: { gameId },
      json: { optionId },
    });
    expect(booked.status).toBe(200);
    const attending = async () => (await detail(gameId)).attendees.map((a) => a.userId).sort();
    expect(await attending()).toEqual([flo.userId, bo.userId, cy.userId].sort());
    expect(await waiting(gameId)).toEqual([di.userId, ed.userId]);
    const cards = (await (await admin.agent.api.games.$get({ query: { groupId } })).json()).games;
    const card = cards.find((game) => game.id === gameId);
    expect(card).toMatchObject({ status: 'confirmed', goingCount: 3, waitingCount: 0 });
    expect(card?.goingInitials).toEqual(['BO', 'CT', 'FF']);

    const full = await ed.agent.api.games[':gameId'].attendance.$put({
      param: { gameId },
      json: { attending: true },
    });
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({
      error: { code: 'GAME_FULL', message: 'This game is full (3 going).' },
    });

    const out = await bo.agent.api.games[':gameId'].attendance.$put({
      param: { gameId },
      json: { attending: false },
    });
    expect(out.status).toBe(200);
    expect(await attending()).toEqual([flo.userId, cy.userId, di.userId].sort());
    expect(await promotions(di, gameId)).toBe(1);

    // An admin can still add someone by hand, past the maximum.
    const byHand = await admin.agent.api.games[':gameId'].attendance.$put({
      param: { gameId },
      json: { userId: ed.userId, attending: true },
    });
    expect(byHand.status).toBe(200);
    expect((await attending()).length).toBe(4);
  });

  it('moves nobody in once the game has started: attendance then records who came', async () => {
    const { gameId, optionId } = await gameWithMax(2, '2026-11-20T19:00:00.000Z'); // an hour after the clock
    const [bo, cy, di] = people as [Person, Person, Person];
    for (const person of [bo, cy, di]) await say(person, gameId, optionId, 'yes');
    await admin.agent.api.games[':gameId'].book.$post({ param: { gameId }, json: { optionId } });
    t.clock.advance(2 * 60 * 60 * 1000);
    await bo.agent.api.games[':gameId'].attendance.$put({ param: { gameId }, json: { attending: false } });
    expect((await detail(gameId)).attendees.map((a) => a.userId)).toEqual([cy.userId]);
    expect(await promotions(di, gameId)).toBe(0);
  });

  it('promotes two different people when two going drop out at the same moment', async () => {
    const { gameId, optionId } = await gameWithMax(2);
    const [bo, cy, di, ed, flo] = people as [Person, Person, Person, Person, Person];
    for (const person of [bo, cy, di, ed, flo]) await say(person, gameId, optionId, 'yes');
    await Promise.all([bo, cy].map((person) => answer(person.agent, gameId, optionId, 'no')));
    expect(await waiting(gameId)).toEqual([flo.userId]);
    expect([
      await promotions(di, gameId),
      await promotions(ed, gameId),
      await promotions(flo, gameId),
    ]).toEqual([1, 1, 0]);
  });

  it('refuses a maximum below the minimum or a duration out of range, and writes nothing', async () => {
    const tooSmall = await admin.agent.api.games.$post({
      json: {
        groupId,
        placeId,
        title: 'x',
        date: '2027-03-06T18:00:00.000Z',
        minPeopleRequired: 4,
        maxPeople: 3,
      },
    });
    expect(tooSmall.status).toBe(400);
    expect(await tooSmall.json()).toMatchObject({
      error: {
        message: 'Maximum people must be at least the minimum (4)',
        fields: { maxPeople: expect.any(String) },
      },
    });
    for (const [durationMinutes, message] of [
      [10, 'Duration must be at least 15 minutes'],
      [721, 'Duration must be at most 12 hours'],
    ] as const) {
      const refused = await admin.agent.api.games.$post({
        json: {
          groupId,
          placeId,
          title: 'x',
          date: '2027-03-06T18:00:00.000Z',
          minPeopleRequired: 2,
          durationMinutes,
        },
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: { message } });
    }
    const { gameId } = await gameWithMax(3);
    const before = await detail(gameId);
    const edit = await admin.agent.api.games[':gameId'].$patch({
      param: { gameId },
      json: { title: 'Renamed', date: before.game.date, placeId, maxPeople: 1, durationMinutes: 90 },
    });
    expect(edit.status).toBe(400);
    const after = await detail(gameId);
    expect(after.game).toMatchObject({ title: 'Capped doubles', maxPeople: 3, durationMinutes: 120 });
  });

  it('tells those who move in when the maximum is raised', async () => {
    const { gameId, optionId } = await gameWithMax(2);
    const [bo, cy, di, ed] = people as [Person, Person, Person, Person];
    for (const person of [bo, cy, di, ed]) await say(person, gameId, optionId, 'yes');
    const game = (await detail(gameId)).game;
    const edit = await admin.agent.api.games[':gameId'].$patch({
      param: { gameId },
      json: { title: game.title, date: game.date, placeId, maxPeople: 3 },
    });
    expect(edit.status).toBe(200);
    expect(await waiting(gameId)).toEqual([ed.userId]);
    expect([await promotions(di, gameId), await promotions(ed, gameId)]).toEqual([1, 0]);
  });

  it('keeps answer order through any sequence of answers and drop-outs', async () => {
    const [bo, cy, di, ed, flo] = people as [Person, Person, Person, Person, Person];
    const cast = [bo, cy, di, ed, flo];
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 4 }),
        fc.array(fc.tuple(fc.nat(4), fc.constantFrom('yes', 'no', null)), { minLength: 1, maxLength: 12 }),
        async (max, steps) => {
          const { gameId, optionId } = await gameWithMax(max);
          const line: string[] = []; // the model: yes answers in the order they became yes
          for (const [index, response] of steps) {
            const person = cast[index] as Person;
            await say(person, gameId, optionId, response as 'yes' | 'no' | null);
            const at = line.indexOf(person.userId);
            if (response === 'yes' && at === -1) line.push(person.userId);
            if (response !== 'yes' && at !== -1) line.splice(at, 1);
          }
          expect(await waiting(gameId)).toEqual(line.slice(max));
        },
      ),
      { numRuns: 15 },
    );
  });
});
