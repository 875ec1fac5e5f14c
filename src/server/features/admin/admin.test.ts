import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMembers } from '../../db/schema';
import { type Agent, createAgent, errorOf, signUp } from '../../test/agent';
import { createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Avery runs Court Club; Blake runs Board Night and is a plain member of Court Club, joined ten days after
 * its first game; Drew is a member of both (games need two members); Casey belongs to nothing.
 */
describe('admin dashboard', () => {
  let t: TestApp;
  let avery: Agent;
  let blake: Agent;
  let casey: Agent;
  let averyId: string;
  let blakeId: string;
  const court = { groupId: '', placeId: '', earlyGameId: '', laterGameId: '' };
  const board = { groupId: '', placeId: '', gameId: '' };

  beforeAll(async () => {
    t = await createTestApp();
    const a = await signUp(t, 'Avery Stone');
    avery = a.agent;
    averyId = a.userId;
    const b = await signUp(t, 'Blake Rivers');
    blake = b.agent;
    blakeId = b.userId;
    casey = (await signUp(t, 'Casey Moon')).agent;
    const drew = (await signUp(t, 'Drew Hale')).agent;

    court.groupId = await createGroup(avery, 'Court Club');
    await joinGroup(avery, drew, court.groupId);
    court.placeId = (
      await createPlace(avery, { name: 'Riverside Courts', address: '1 River Rd', groupId: court.groupId })
    ).id;
    court.earlyGameId = (
      await createGame(avery, { ...court, title: 'Early doubles', date: '2026-11-25T18:00:00.000Z' })
    ).gameId;
    t.clock.advance(10 * DAY);
    await joinGroup(avery, blake, court.groupId);
    court.laterGameId = (
      await createGame(avery, { ...court, title: 'Later doubles', date: '2026-12-12T18:00:00.000Z' })
    ).gameId;

    board.groupId = await createGroup(blake, 'Board Night');
    await joinGroup(blake, drew, board.groupId);
    board.placeId = (
      await createPlace(blake, { name: 'Dice Cafe', address: '9 Main St', groupId: board.groupId })
    ).id;
    board.gameId = (
      await createGame(blake, { ...board, title: 'Catan', date: '2026-12-05T02:00:00.000Z' })
    ).gameId;
  });
  afterAll(() => t.close());

  const groupsOf = async (agent: Agent) =>
    (await (await agent.api.admin.groups.$get({ query: {} })).json()).groups;
  const gamesOf = async (agent: Agent, groupId?: string) =>
    (await (await agent.api.admin.games.$get({ query: { groupId } })).json()).games;
  const placesOf = async (agent: Agent, groupId?: string) =>
    (await (await agent.api.admin.places.$get({ query: { groupId } })).json()).places;

  it('asks anonymous callers to sign in on every admin route', async () => {
    const anonymous = createAgent(t);
    for (const response of [
      await anonymous.api.admin.groups.$get({ query: {} }),
      await anonymous.api.admin.games.$get({ query: {} }),
      await anonymous.api.admin.places.$get({ query: {} }),
    ]) {
      expect(response.status).toBe(401);
      expect((await errorOf(response)).code).toBe('UNAUTHENTICATED');
    }
  });

  it('Groups: only the groups the user created or administers, with counts of what they may see', async () => {
    expect(await groupsOf(avery)).toMatchObject([
      { id: court.groupId, name: 'Court Club', active: true, memberCount: 3, gameCount: 2, placeCount: 1 },
    ]);
    expect((await groupsOf(blake)).map((g) => g.name)).toEqual(['Board Night']);
    expect(await groupsOf(casey)).toEqual([]);
  });

  it('Games: every game of the user’s groups, newest first, except those dated before they joined', async () => {
    expect((await gamesOf(avery)).map((g) => g.title)).toEqual(['Later doubles', 'Early doubles']);
    expect(await gamesOf(blake)).toMatchObject([
      {
        id: court.laterGameId,
        groupId: court.groupId,
        groupName: 'Court Club',
        placeName: 'Riverside Courts',
        status: 'poll',
      },
      { id: board.gameId, groupName: 'Board Night', placeName: 'Dice Cafe' },
    ]);
    expect(await gamesOf(casey)).toEqual([]);
  });

  it('Games: the group filter narrows to one group and matches nothing for a group the user is not in', async () => {
    expect((await gamesOf(blake, board.groupId)).map((g) => g.id)).toEqual([board.gameId]);
    expect((await gamesOf(blake, court.groupId)).map((g) => g.id)).toEqual([court.laterGameId]);
    expect(await gamesOf(avery, board.groupId)).toEqual([]);
    expect(await gamesOf(casey, court.groupId)).toEqual([]);
  });

  it('Places: only places of groups the user administers, never of groups they merely belong to', async () => {
    expect(await placesOf(avery)).toMatchObject([
      {
        groupId: court.groupId,
        groupName: 'Court Club',
        id: court.placeId,
        name: 'Riverside Courts',
        address: '1 River Rd',
      },
    ]);
    expect((await placesOf(blake)).map((p) => p.name)).toEqual(['Dice Cafe']);
    expect(await placesOf(blake, court.groupId)).toEqual([]);
    expect(await placesOf(casey)).toEqual([]);
    expect(await placesOf(casey, board.groupId)).toEqual([]);
  });

  it('refuses a malformed group filter with 400', async () => {
    const response = await blake.api.admin.games.$get({ query: { groupId: 'not-a-uuid' } });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual({ groupId: 'Please select a group' });
    expect((await blake.api.admin.places.$get({ query: { groupId: '42' } })).status).toBe(400);
  });

  it('follows the admin role: a member made admin sees the group; a removed member sees nothing of it', async () => {
    const promote = (role: 'admin' | 'member') =>
      t.db
        .update(groupMembers)
        .set({ role })
        .where(and(eq(groupMembers.groupId, court.groupId), eq(groupMembers.userId, blakeId)));
    await promote('admin');
    expect((await groupsOf(blake)).map((g) => g.name)).toEqual(['Board Night', 'Court Club']);
    expect((await placesOf(blake, court.groupId)).map((p) => p.name)).toEqual(['Riverside Courts']);
    await promote('member');

    // The creator counts as an admin even without the role, but only while still a member.
    await t.db.update(groupMembers).set({ role: 'member' }).where(eq(groupMembers.userId, averyId));
    expect((await groupsOf(avery)).map((g) => g.name)).toEqual(['Court Club']);
    await t.db.update(groupMembers).set({ deletedAt: t.clock() }).where(eq(groupMembers.userId, averyId));
    expect(await groupsOf(avery)).toEqual([]);
    expect(await gamesOf(avery)).toEqual([]);
    expect(await placesOf(avery)).toEqual([]);
  });
});
