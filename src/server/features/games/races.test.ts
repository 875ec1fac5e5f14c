import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { answer, createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { serveOverHttp } from '../../test/http';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('parallel lifecycle steps, through a real HTTP listener', () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof serveOverHttp>>;
  let admin: { agent: Agent; userId: string };
  let members: { agent: Agent; userId: string }[];
  let groupId = '';
  let placeId = '';

  beforeAll(async () => {
    t = await createTestApp();
    http = await serveOverHttp(t);
    admin = await http.signUp('Ada Admin');
    members = [await http.signUp('Bo One'), await http.signUp('Cy Two'), await http.signUp('Di Three')];
    groupId = await createGroup(admin.agent);
    for (const member of members) await joinGroup(admin.agent, member.agent, groupId);
    placeId = (await createPlace(admin.agent, { name: 'Race Court', address: '1 Race St', groupId })).id;
  });
  afterAll(async () => {
    await http.close();
    await t.close();
  });

  it('books a game once when everyone presses Book Now at the same moment', async () => {
    const { gameId, optionId } = await createGame(admin.agent, { groupId, placeId });
    for (const person of [admin, ...members]) await answer(person.agent, gameId, optionId, 'yes');
    const presses = [admin, ...members, admin, ...members].map((person) =>
      person.agent.api.games[':gameId'].book.$post({ param: { gameId }, json: { optionId } }),
    );
    const statuses = (await Promise.all(presses)).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const attendees = await t.db.execute(
      `select count(*)::int as n from attendees where game_id = '${gameId}'`,
    );
    expect(attendees.rows[0]?.n).toBe(4);
    const game = await t.db.execute(`select status from games where id = '${gameId}'`);
    expect(game.rows[0]?.status).toBe('confirmed');
  });

  it('moves a game along each later step once under parallel clicks', async () => {
    const { gameId, optionId } = await createGame(admin.agent, { groupId, placeId });
    for (const person of [admin, ...members]) await answer(person.agent, gameId, optionId, 'yes');
    await admin.agent.api.games[':gameId'].book.$post({ param: { gameId }, json: { optionId } });
    for (const step of ['mark-booked', 'complete'] as const) {
      const clicks = await Promise.all(
        [admin, ...members].map((person) =>
          person.agent.api.games[':gameId'][step].$post({ param: { gameId } }),
        ),
      );
      expect(clicks.filter((response) => response.status === 200)).toHaveLength(1);
    }
    const game = await t.db.execute(`select status from games where id = '${gameId}'`);
    expect(game.rows[0]?.status).toBe('completed');
  });
});
