import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameMessages } from '../../../shared/games';
import { guestMessages } from '../../../shared/guests';
import { type Agent, errorOf, signUp } from '../../test/agent';
import { answer } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { membershipId, remove } from '../../test/members';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type Person = { agent: Agent; userId: string };

describe('guests take places: minimum, maximum, waiting list', () => {
  let t: TestApp;
  let admin: Person;
  let people: Person[];
  let groupId = '';
  let placeId = '';

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t, 'Ada Admin');
    people = [];
    for (const name of ['Al One', 'Bea Two', 'Cid Three', 'Dot Four', 'Eve Five'])
      people.push(await signUp(t, name));
    groupId = await createGroup(admin.agent);
    for (const person of people) await joinGroup(admin.agent, person.agent, groupId);
    placeId = (await createPlace(admin.agent, { name: 'Court', address: '1 Court St', groupId })).id;
  });
  afterAll(() => t.close());

  async function game(input: { minPeopleRequired: number; maxPeople?: number }) {
    const created = await admin.agent.api.games.$post({
      json: { groupId, placeId, title: 'Doubles', date: '2026-12-05T18:00:00.000Z', ...input },
    });
    const { id } = await created.json();
    return { gameId: id, optionId: (await detail(id)).options[0]?.id ?? '' };
  }
  const detail = async (gameId: string) =>
    (await admin.agent.api.games[':gameId'].$get({ param: { gameId } })).json();
  const yes = async (person: Person, gameId: string, optionId: string) => {
    t.clock.advance(1000);
    await answer(person.agent, gameId, optionId, 'yes');
  };
  const bring = (person: Person, gameId: string, name: string) =>
    person.agent.api.games[':gameId'].guests.$post({ param: { gameId }, json: { name } });
  const book = (gameId: string, optionId: string) =>
    admin.agent.api.games[':gameId'].book.$post({ param: { gameId }, json: { optionId } });
  const attendance = async (person: Person, gameId: string, attending: boolean) =>
    person.agent.api.games[':gameId'].attendance.$put({ param: { gameId }, json: { attending } });
  const attendees = async (gameId: string) => (await detail(gameId)).attendees.map((a) => a.userId).sort();
  const guestNames = async (gameId: string) => (await detail(gameId)).guests.map((g) => g.name);

  it('counts a guest toward the minimum: two members and a guest can book a game for three', async () => {
    const [al, bea] = people as [Person, Person];
    const { gameId, optionId } = await game({ minPeopleRequired: 3 });
    await yes(al, gameId, optionId);
    await yes(bea, gameId, optionId);
    const early = await book(gameId, optionId);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe(gameMessages.notEnoughYes(3));
    expect((await bring(al, gameId, 'Jordan')).status).toBe(201);
    expect((await book(gameId, optionId)).status).toBe(200);
    expect(await attendees(gameId)).toEqual([al.userId, bea.userId].sort());
  });

  it('counts a guest toward the maximum: the next yes waits, and a guest for a full game is refused', async () => {
    const [al, bea, cid] = people as [Person, Person, Person];
    const { gameId, optionId } = await game({ minPeopleRequired: 2, maxPeople: 3 });
    await yes(al, gameId, optionId);
    await yes(bea, gameId, optionId);
    expect((await bring(al, gameId, 'Jordan')).status).toBe(201);
    await yes(cid, gameId, optionId);
    expect((await detail(gameId)).options[0]?.waitingUserIds).toEqual([cid.userId]);
    const full = await bring(bea, gameId, 'Riley');
    expect(full.status).toBe(409);
    expect((await errorOf(full)).message).toBe(guestMessages.full);
    expect(await guestNames(gameId)).toEqual(['Jordan']);
    // Al says no: Jordan goes with Al, and Cid is going now.
    await answer(al.agent, gameId, optionId, 'no');
    expect(await guestNames(gameId)).toEqual([]);
    expect((await detail(gameId)).options[0]?.waitingUserIds).toEqual([]);
  });

  it('books those who fit with their guests; a host dropping out frees their guests’ places too', async () => {
    const [al, bea, cid, dot, eve] = people as [Person, Person, Person, Person, Person];
    const { gameId, optionId } = await game({ minPeopleRequired: 2, maxPeople: 4 });
    for (const person of [al, bea, cid]) await yes(person, gameId, optionId);
    expect((await bring(al, gameId, 'Jordan')).status).toBe(201);
    for (const person of [dot, eve]) await yes(person, gameId, optionId);
    expect((await book(gameId, optionId)).status).toBe(200);
    expect(await attendees(gameId)).toEqual([al.userId, bea.userId, cid.userId].sort());
    const noRoom = await bring(bea, gameId, 'Riley');
    expect(noRoom.status).toBe(409);
    // A member cannot add themselves past the maximum either, guests counted.
    const full = await attendance(dot, gameId, true);
    expect(full.status).toBe(409);
    expect((await errorOf(full)).message).toBe(gameMessages.full(4));
    // Al drops out: Al and Jordan free two places, so Dot and Eve move in.
    expect((await attendance(al, gameId, false)).status).toBe(200);
    expect(await guestNames(gameId)).toEqual([]);
    expect(await attendees(gameId)).toEqual([bea.userId, cid.userId, dot.userId, eve.userId].sort());
  });

  it('a member leaving the group takes their guests out of games to come', async () => {
    const [al, bea] = people as [Person, Person];
    const { gameId, optionId } = await game({ minPeopleRequired: 2 });
    await yes(al, gameId, optionId);
    await yes(bea, gameId, optionId);
    await bring(al, gameId, 'Jordan');
    await bring(bea, gameId, 'Riley');
    const removed = await remove(admin.agent, groupId, await membershipId(admin.agent, groupId, al.userId));
    expect(removed.status).toBe(200);
    const { rows } = await t.db.execute<{ name: string }>(
      sql`select name from game_guests where game_id = ${gameId} order by name`,
    );
    expect(rows).toEqual([{ name: 'Riley' }]);
  });
});
