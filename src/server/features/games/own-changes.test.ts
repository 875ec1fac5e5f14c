import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { serveOverHttp } from '../../test/http';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 56: the person who made a change never sees "This game was updated" for it; everyone else does. */
describe("a game's updated notice", () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof serveOverHttp>>;
  let admin: Agent;
  let friend: Agent;
  let groupId: string;
  let placeId: string;
  beforeAll(async () => {
    t = await createTestApp();
    http = await serveOverHttp(t);
    admin = (await http.signUp('Avery Admin')).agent;
    friend = (await http.signUp('Frankie Friend')).agent;
    groupId = await createGroup(admin);
    await joinGroup(admin, friend, groupId);
    placeId = (await createPlace(admin, { name: 'Court One', address: '1 Court St', groupId })).id;
  });
  afterAll(async () => {
    await http.close();
    await t.close();
  });

  const card = async (agent: Agent, gameId: string) =>
    (await (await agent.api.games.$get({ query: {} })).json()).games.find((game) => game.id === gameId);
  const detail = async (agent: Agent, gameId: string) =>
    (await agent.api.games[':gameId'].$get({ param: { gameId } })).json();

  it('is not shown to the one who edited the poll (its creator), in the list or on its page', async () => {
    const { gameId } = await createGame(admin, { groupId, placeId, date: '2026-11-28T15:00:00.000Z' });
    t.clock.advance(60_000);
    const edited = await admin.api.games[':gameId'].$patch({
      param: { gameId },
      json: { title: 'Renamed', date: '2026-11-28T17:30:00.000Z', placeId, timeZone: 'Europe/Berlin' },
    });
    expect(await edited.json()).toEqual({ changed: 2 });

    expect((await card(admin, gameId))?.updateId).toBeNull();
    expect((await detail(admin, gameId)).update).toBeNull();
    expect((await card(friend, gameId))?.updateId).toEqual(expect.any(String));
    expect((await detail(friend, gameId)).update).not.toBeNull();
  });

  it("is shown to the poll's creator when an admin edited it, not to the admin", async () => {
    const { gameId } = await createGame(friend, { groupId, placeId, date: '2026-11-29T15:00:00.000Z' });
    t.clock.advance(60_000);
    await admin.api.games[':gameId'].$patch({
      param: { gameId },
      json: { title: 'Moved by the admin', date: '2026-11-29T15:00:00.000Z', placeId, timeZone: 'UTC' },
    });
    expect((await card(friend, gameId))?.updateId).toEqual(expect.any(String));
    expect((await card(admin, gameId))?.updateId).toBeNull();
  });
});
