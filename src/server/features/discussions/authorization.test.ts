import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createAgent, signUp } from '../../test/agent';
import { gameMessage, postToBoard, postToGame } from '../../test/discussions';
import { createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { openStream } from '../../test/live';
import { authorizationMatrix, GROUP_ROLES, type MatrixRow } from '../../test/matrix';
import { membershipId, remove } from '../../test/members';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';

type GroupRole = (typeof GROUP_ROLES)[number];
/** A game and a board message, each written by the plain member. */
type World = { groupId: string; gameId: string; messageId: string; boardMessageId: string };
const members = (ok: number): Record<GroupRole, number> => ({
  anonymous: 401,
  nonMember: 404,
  member: ok,
  admin: ok,
});

const reads: MatrixRow<World, GroupRole>[] = [
  [
    'GET /games/:id/messages',
    (a, w) => a.api.games[':gameId'].messages.$get({ param: { gameId: w.gameId }, query: {} }),
    members(200),
  ],
  ['POST /games/:id/messages', (a, w) => postToGame(a, w.gameId, 'Running late'), members(201)],
  [
    'PUT /games/:id/messages/read',
    (a, w) => a.api.games[':gameId'].messages.read.$put({ param: { gameId: w.gameId } }),
    members(200),
  ],
  [
    'PUT /games/:id/messages/mute',
    (a, w) =>
      a.api.games[':gameId'].messages.mute.$put({ param: { gameId: w.gameId }, json: { muted: true } }),
    members(200),
  ],
  [
    'GET /groups/:id/messages',
    (a, w) => a.api.groups[':groupId'].messages.$get({ param: { groupId: w.groupId }, query: {} }),
    members(200),
  ],
  ['POST /groups/:id/messages', (a, w) => postToBoard(a, w.groupId, 'New court in March'), members(201)],
  ['GET /messages/unread', (a) => a.api.messages.unread.$get(), { ...members(200), nonMember: 200 }],
  [
    'PATCH /messages/:id',
    (a, w) =>
      a.api.messages[':messageId'].$patch({ param: { messageId: w.messageId }, json: { body: 'Court 3' } }),
    { ...members(200), admin: 403 },
  ],
  [
    'PUT /messages/:id/reactions/:reaction',
    (a, w) =>
      a.api.messages[':messageId'].reactions[':reaction'].$put({
        param: { messageId: w.messageId, reaction: 'thumbs_up' },
      }),
    members(200),
  ],
  [
    'DELETE /messages/:id/reactions/:reaction',
    (a, w) =>
      a.api.messages[':messageId'].reactions[':reaction'].$delete({
        param: { messageId: w.messageId, reaction: 'thumbs_up' },
      }),
    members(200),
  ],
  [
    'PUT /messages/:id/pin',
    (a, w) => a.api.messages[':messageId'].pin.$put({ param: { messageId: w.boardMessageId } }),
    { ...members(200), member: 403 },
  ],
  [
    'DELETE /messages/:id/pin',
    (a, w) => a.api.messages[':messageId'].pin.$delete({ param: { messageId: w.boardMessageId } }),
    { ...members(200), member: 403 },
  ],
];

/** Each caller deletes the member's message of a world of their own. */
const deleting: MatrixRow<World, GroupRole>[] = [
  [
    'DELETE /messages/:id',
    (a, w) => a.api.messages[':messageId'].$delete({ param: { messageId: w.messageId } }),
    members(200),
  ],
];

describe('discussions authorization', () => {
  let t: TestApp;
  const agents = {} as Record<GroupRole, Agent>;
  let makeWorld: () => Promise<World>;
  let admin: Agent;
  let member: Agent;
  let memberId: string;

  beforeAll(async () => {
    // Each world moves the clock past the rate limit's minute: the member posts in every one.
    const clock = testClock();
    t = await createTestApp({}, clock);
    const [a, m, outsider] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
    admin = a.agent;
    member = m.agent;
    memberId = m.userId;
    Object.assign(agents, { anonymous: createAgent(t), nonMember: outsider.agent, member, admin });
    makeWorld = async () => {
      clock.advance(61_000);
      const groupId = await createGroup(admin);
      await joinGroup(admin, member, groupId);
      const placeId = (await createPlace(admin, { name: 'Court', address: '1 Way', groupId })).id;
      const { gameId } = await createGame(admin, { groupId, placeId });
      const message = await gameMessage(member, gameId, 'Who brings balls?');
      const board = await (await postToBoard(member, groupId, 'New court opens in March')).json();
      return { groupId, gameId, messageId: message.id, boardMessageId: board.message.id };
    };
  });
  afterAll(() => t.close());

  authorizationMatrix(
    reads,
    () => agents,
    () => makeWorld(),
    { roles: GROUP_ROLES },
  );
  authorizationMatrix(
    deleting,
    () => agents,
    () => makeWorld(),
    {
      roles: GROUP_ROLES,
      freshWorldPerRole: true,
    },
  );

  it('hides the discussion of a game dated before a member joined, like the game itself', async () => {
    const world = await makeWorld();
    const late = (await signUp(t)).agent;
    await joinGroup(admin, late, world.groupId);
    await t.db.execute(sql`update group_members set joined_at = '2026-12-01' where group_id = ${world.groupId}
      and joined_at = (select max(joined_at) from group_members where group_id = ${world.groupId})`);
    const param = { gameId: world.gameId };
    expect((await late.api.games[':gameId'].messages.$get({ param, query: {} })).status).toBe(404);
    expect((await postToGame(late, world.gameId, 'hello')).status).toBe(404);
    const react = late.api.messages[':messageId'].reactions[':reaction'].$put({
      param: { messageId: world.messageId, reaction: 'heart' },
    });
    expect((await react).status).toBe(404);
    // The board is the group's: a later member reads it.
    const board = await late.api.groups[':groupId'].messages.$get({
      param: { groupId: world.groupId },
      query: {},
    });
    expect(board.status).toBe(200);
  });

  it("refuses a removed member everywhere, and their stream stops hearing the group's messages", async () => {
    const world = await makeWorld();
    const stream = await openStream(member);
    const adminStream = await openStream(admin);
    await gameMessage(admin, world.gameId, 'before');
    await stream.next((e) => e !== 'resync' && e.kind === 'message' && e.gameId === world.gameId);
    await remove(admin, world.groupId, await membershipId(admin, world.groupId, memberId));
    await gameMessage(admin, world.gameId, 'after');
    // The admin hears the second message; by then the removed member's hub entry is gone.
    await adminStream.next(
      (e) =>
        e !== 'resync' &&
        e.kind === 'message' &&
        adminStream.events.filter((x) => x !== 'resync' && x.kind === 'message').length >= 2,
    );
    const heard = stream.events.filter((e) => e !== 'resync' && e.kind === 'message');
    expect(heard).toHaveLength(1);
    const param = { gameId: world.gameId };
    expect((await member.api.games[':gameId'].messages.$get({ param, query: {} })).status).toBe(404);
    expect((await postToGame(member, world.gameId, 'still here?')).status).toBe(404);
    const edit = await member.api.messages[':messageId'].$patch({
      param: { messageId: world.messageId },
      json: { body: 'edited after removal' },
    });
    expect(edit.status).toBe(404);
    await Promise.all([stream.close(), adminStream.close()]);
  });
});
