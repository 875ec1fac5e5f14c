import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameStatus } from '../../../shared/constants';
import { type Agent, createAgent, signUp } from '../../test/agent';
import { answer, createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { authorizationMatrix, GAME_ROLES, type MatrixRow } from '../../test/matrix';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type GameRole = (typeof GAME_ROLES)[number];
type World = {
  groupId: string;
  placeId: string;
  gameId: string;
  optionId: string;
  otherId: string;
  updateId: string;
};
const all = (ok: number): Record<GameRole, number> => ({
  anonymous: 401,
  nonMember: 404,
  member: ok,
  creator: ok,
  admin: ok,
});

const shared: MatrixRow<World, GameRole>[] = [
  ['GET /games', (a) => a.api.games.$get({ query: {} }), { ...all(200), nonMember: 200 }],
  [
    'POST /games',
    (a, w) =>
      a.api.games.$post({
        json: {
          groupId: w.groupId,
          placeId: w.placeId,
          title: 'M',
          date: '2026-12-05T18:00:00Z',
          minPeopleRequired: 2,
        },
      }),
    all(201),
  ],
  ['GET /games/:id', (a, w) => a.api.games[':gameId'].$get({ param: { gameId: w.gameId } }), all(200)],
  [
    'PATCH /games/:id',
    (a, w) =>
      a.api.games[':gameId'].$patch({
        param: { gameId: w.gameId },
        json: { title: `T ${Math.random()}`, date: '2026-11-28T15:00:00.000Z', placeId: w.placeId },
      }),
    { ...all(200), member: 403 },
  ],
  [
    'POST /games/:id/options',
    (a, w) =>
      a.api.games[':gameId'].options.$post({
        param: { gameId: w.gameId },
        json: { date: '2026-11-29T16:00:00Z', placeId: w.placeId },
      }),
    all(201),
  ],
  [
    'PUT /games/:id/rsvp (own)',
    (a, w) =>
      a.api.games[':gameId'].rsvp.$put({
        param: { gameId: w.gameId },
        json: { optionId: w.optionId, response: 'maybe' },
      }),
    all(200),
  ],
  [
    "PUT /games/:id/rsvp (someone else's)",
    (a, w) =>
      a.api.games[':gameId'].rsvp.$put({
        param: { gameId: w.gameId },
        json: { optionId: w.optionId, userId: w.otherId, response: 'no' },
      }),
    { ...all(200), member: 403, creator: 403 },
  ],
  [
    'POST /games/:id/updates/:updateId/seen',
    (a, w) =>
      a.api.games[':gameId'].updates[':updateId'].seen.$post({
        param: { gameId: w.gameId, updateId: w.updateId },
      }),
    all(200),
  ],
];

/** Calls that change the game's status, each caller on a game of their own in the starting status. */
const transitions: [string, GameStatus, MatrixRow<World, GameRole>][] = [
  [
    'book',
    'poll',
    [
      'POST /games/:id/book',
      (a, w) =>
        a.api.games[':gameId'].book.$post({ param: { gameId: w.gameId }, json: { optionId: w.optionId } }),
      all(200),
    ],
  ],
  [
    'markBooked',
    'confirmed',
    [
      'POST /games/:id/mark-booked',
      (a, w) => a.api.games[':gameId']['mark-booked'].$post({ param: { gameId: w.gameId } }),
      all(200),
    ],
  ],
  [
    'complete',
    'booked',
    [
      'POST /games/:id/complete',
      (a, w) => a.api.games[':gameId'].complete.$post({ param: { gameId: w.gameId } }),
      all(200),
    ],
  ],
  [
    'revert',
    'completed',
    [
      'POST /games/:id/revert',
      (a, w) => a.api.games[':gameId'].revert.$post({ param: { gameId: w.gameId } }),
      all(200),
    ],
  ],
  [
    'attendance',
    'booked',
    [
      'PUT /games/:id/attendance (own)',
      (a, w) =>
        a.api.games[':gameId'].attendance.$put({ param: { gameId: w.gameId }, json: { attending: true } }),
      all(200),
    ],
  ],
  [
    'delete',
    'poll',
    [
      'DELETE /games/:id',
      (a, w) => a.api.games[':gameId'].$delete({ param: { gameId: w.gameId } }),
      { ...all(403), creator: 200 },
    ],
  ],
];

describe('games authorization matrix', () => {
  let t: TestApp;
  const agents = {} as Record<GameRole, Agent>;
  let worldIn: (status: GameStatus) => Promise<World>;

  beforeAll(async () => {
    t = await createTestApp();
    const [admin, creator, member, other, outsider] = await Promise.all([
      signUp(t),
      signUp(t),
      signUp(t),
      signUp(t),
      signUp(t),
    ]);
    Object.assign(agents, {
      anonymous: createAgent(t),
      nonMember: outsider.agent,
      member: member.agent,
      creator: creator.agent,
      admin: admin.agent,
    });
    const groupId = await createGroup(admin.agent);
    for (const person of [creator, member, other]) await joinGroup(admin.agent, person.agent, groupId);
    const placeId = (
      await createPlace(admin.agent, { name: 'Matrix Court', address: '1 Matrix Way', groupId })
    ).id;
    worldIn = async (status) => {
      const { gameId, optionId } = await createGame(creator.agent, { groupId, placeId });
      await answer(creator.agent, gameId, optionId, 'yes');
      await answer(member.agent, gameId, optionId, 'yes');
      t.clock.advance(1000);
      const edit = await creator.agent.api.games[':gameId'].$patch({
        param: { gameId },
        json: { title: 'Edited', date: '2026-11-28T15:00:00.000Z', placeId },
      });
      expect(edit.status).toBe(200);
      const detail = await (await member.agent.api.games[':gameId'].$get({ param: { gameId } })).json();
      const path = ['book', 'mark-booked', 'complete'] as const;
      const steps = { poll: 0, confirmed: 1, booked: 2, completed: 3, cancelled: 0 }[status];
      for (const action of path.slice(0, steps)) {
        const call =
          action === 'book'
            ? admin.agent.api.games[':gameId'].book.$post({ param: { gameId }, json: { optionId } })
            : admin.agent.api.games[':gameId'][action].$post({ param: { gameId } });
        expect((await call).status).toBe(200);
      }
      return { groupId, placeId, gameId, optionId, otherId: other.userId, updateId: detail.update?.id ?? '' };
    };
  });
  afterAll(() => t.close());

  authorizationMatrix(
    shared,
    () => agents,
    () => worldIn('poll'),
    { roles: GAME_ROLES },
  );
  for (const [, status, row] of transitions) {
    authorizationMatrix(
      [row],
      () => agents,
      () => worldIn(status),
      { roles: GAME_ROLES, freshWorldPerRole: true },
    );
  }
});

describe('games list budget', () => {
  it('takes a fixed number of statements whatever the number of games', async () => {
    const t = await createTestApp();
    const { agent } = await signUp(t);
    const groupId = await createGroup(agent);
    const friend = await signUp(t);
    await joinGroup(agent, friend.agent, groupId);
    const placeId = (await createPlace(agent, { name: 'Budget Court', address: '1 Budget St', groupId })).id;
    const count = async () => (await t.countQueries(() => agent.api.games.$get({ query: {} }))).length;
    await createGame(agent, { groupId, placeId });
    const few = await count();
    for (let i = 0; i < 6; i++) {
      const { gameId, optionId } = await createGame(agent, { groupId, placeId });
      await answer(friend.agent, gameId, optionId, 'yes');
    }
    expect(await count()).toBe(few);
    expect(few).toBeLessThanOrEqual(5);
    await t.close();
  });
});
