import { afterAll, beforeAll, describe } from 'vitest';
import { type Agent, createAgent, signUp } from '../../test/agent';
import { createGroup, joinGroup } from '../../test/groups';
import { authorizationMatrix, GAME_ROLES, type MatrixRow } from '../../test/matrix';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

const LA = 'America/Los_Angeles';
type World = { gameId: string };
const may = { anonymous: 401, nonMember: 404, member: 403, creator: 200, admin: 200 };
const rows: MatrixRow<World, (typeof GAME_ROLES)[number]>[] = [
  [
    'POST /games/:id/repeat',
    (a, w) => a.api.games[':gameId'].repeat.$post({ param: { gameId: w.gameId }, json: { timeZone: LA } }),
    may,
  ],
  [
    'POST /games/:id/stop-repeating',
    (a, w) => a.api.games[':gameId']['stop-repeating'].$post({ param: { gameId: w.gameId } }),
    may,
  ],
];

describe('repeating games authorization matrix', () => {
  let t: TestApp;
  const agents = {} as Record<(typeof GAME_ROLES)[number], Agent>;
  let world: () => Promise<World>;

  beforeAll(async () => {
    t = await createTestApp();
    const [groupAdmin, gameCreator, groupMember, outsider] = await Promise.all([
      signUp(t),
      signUp(t),
      signUp(t),
      signUp(t),
    ]);
    Object.assign(agents, {
      anonymous: createAgent(t),
      nonMember: outsider.agent,
      member: groupMember.agent,
      creator: gameCreator.agent,
      admin: groupAdmin.agent,
    });
    const groupId = await createGroup(groupAdmin.agent);
    for (const person of [gameCreator, groupMember]) await joinGroup(groupAdmin.agent, person.agent, groupId);
    const { id: placeId } = await createPlace(groupAdmin.agent, {
      name: 'Matrix Court',
      address: '1 M St',
      groupId,
    });
    world = async () => {
      const created = await gameCreator.agent.api.games.$post({
        json: { groupId, placeId, title: 'Matrix', date: '2026-12-05T15:00:00.000Z', minPeopleRequired: 2 },
      });
      return { gameId: (await created.json()).id };
    };
  });
  afterAll(() => t.close());

  authorizationMatrix(
    rows,
    () => agents,
    () => world(),
    { roles: GAME_ROLES, freshWorldPerRole: true },
  );
});
