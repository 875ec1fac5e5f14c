import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { serveOverHttp } from '../../test/http';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

const SAT_7AM_LA = '2026-11-28T15:00:00.000Z';
const SAT_930AM_LA = '2026-11-28T17:30:00.000Z';
const SUN_10AM_LA = '2026-11-29T18:00:00.000Z';

/** Issue 56: the game page's updated notice tells every change of an edit, date and time first. */
describe('the game page after an edit', () => {
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

  const detail = async (agent: Agent, gameId: string) =>
    (await agent.api.games[':gameId'].$get({ param: { gameId } })).json();
  const edit = (gameId: string, title: string, date: string) =>
    friend.api.games[':gameId'].$patch({
      param: { gameId },
      json: { title, date, placeId, timeZone: 'America/Los_Angeles' },
    });

  it('names the new time as well as the new title, the time first', async () => {
    const { gameId } = await createGame(friend, {
      groupId,
      placeId,
      title: 'Morning Rally',
      date: SAT_7AM_LA,
    });
    t.clock.advance(60_000);
    expect(await (await edit(gameId, 'Late Rally', SAT_930AM_LA)).json()).toEqual({ changed: 2 });

    expect((await detail(admin, gameId)).update?.changes).toEqual([
      { updateType: 'time', from: SAT_7AM_LA, to: SAT_930AM_LA },
      { updateType: 'title', from: 'Morning Rally', to: 'Late Rally' },
    ]);
    expect((await detail(friend, gameId)).update).toBeNull();
  });

  it('sums up edits not yet seen: each field from before the first to what it is now', async () => {
    const { gameId } = await createGame(friend, { groupId, placeId, title: 'Doubles', date: SAT_7AM_LA });
    t.clock.advance(60_000);
    await edit(gameId, 'Doubles', SAT_930AM_LA);
    t.clock.advance(60_000);
    await edit(gameId, 'Doubles Night', SUN_10AM_LA);

    const seen = await detail(admin, gameId);
    expect(seen.update?.changes).toEqual([
      { updateType: 'date', from: SAT_930AM_LA, to: SUN_10AM_LA },
      { updateType: 'time', from: SAT_7AM_LA, to: SUN_10AM_LA },
      { updateType: 'title', from: 'Doubles', to: 'Doubles Night' },
    ]);

    // Dismissing hides every change it told of.
    const dismissed = await admin.api.games[':gameId'].updates[':updateId'].seen.$post({
      param: { gameId, updateId: seen.update?.id ?? '' },
    });
    expect(dismissed.status).toBe(200);
    expect((await detail(admin, gameId)).update).toBeNull();
  });
});
