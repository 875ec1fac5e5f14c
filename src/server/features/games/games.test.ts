import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendees, gameOptions, games, gameUpdates, groupMembers } from '../../db/schema';
import { deleteAccount } from '../../test/account-data';
import { type Agent, errorOf, signUp } from '../../test/agent';
import { answer, createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { leave } from '../../test/members';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

const HOUR = 60 * 60 * 1000;

describe('games', () => {
  let t: TestApp;
  let admin: Agent;
  let friend: Agent;
  let friendId: string;
  let groupId: string;
  let placeId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const a = await signUp(t, 'Avery Admin');
    const f = await signUp(t, 'Frankie Friend');
    admin = a.agent;
    friend = f.agent;
    friendId = f.userId;
    groupId = await createGroup(admin);
    await joinGroup(admin, friend, groupId);
    placeId = (await createPlace(admin, { name: 'Court One', address: '1 Court St', groupId })).id;
  });
  afterAll(() => t.close());

  it('creates a poll with its first option, at the exact instant given', async () => {
    const { gameId, optionId } = await createGame(friend, {
      groupId,
      placeId,
      date: '2026-11-28T15:00:00.000Z',
    });
    const [game] = await t.db.select().from(games).where(eq(games.id, gameId));
    expect(game).toMatchObject({ status: 'poll', minPeopleRequired: 2, placeId });
    expect(game?.date.toISOString()).toBe('2026-11-28T15:00:00.000Z');
    const [option] = await t.db.select().from(gameOptions).where(eq(gameOptions.id, optionId));
    expect(option?.date.toISOString()).toBe('2026-11-28T15:00:00.000Z');
  });

  it('holds the minimum-people rules and refuses places of other groups', async () => {
    const tooMany = await admin.api.games.$post({
      json: { groupId, placeId, title: 'Big', date: '2026-12-01T18:00:00Z', minPeopleRequired: 3 },
    });
    expect(tooMany.status).toBe(400);
    expect((await errorOf(tooMany)).message).toBe(
      "Minimum people required cannot exceed the group's member count (2)",
    );
    const tooFew = await admin.api.games.$post({
      json: { groupId, placeId, title: 'Tiny', date: '2026-12-01T18:00:00Z', minPeopleRequired: 1 },
    });
    expect(tooFew.status).toBe(400);
    const noDate = await admin.api.games.$post({
      json: { groupId, placeId, title: 'When?', date: '', minPeopleRequired: 2 },
    });
    expect((await errorOf(noDate)).fields?.date).toBe('Date and time are required');
    const foreign = (await createPlace(admin, { name: 'Elsewhere', address: '9 Far Rd' })).id;
    const wrongPlace = await admin.api.games.$post({
      json: { groupId, placeId: foreign, title: 'X', date: '2026-12-01T18:00:00Z', minPeopleRequired: 2 },
    });
    expect(wrongPlace.status).toBe(400);
  });

  it('refuses new games in an inactive group with the spec message', async () => {
    const quiet = await createGroup(admin);
    const quietPlace = (await createPlace(admin, { name: 'Q', address: 'Q St 1', groupId: quiet })).id;
    await admin.api.groups[':groupId'].deactivate.$post({ param: { groupId: quiet } });
    const refused = await admin.api.games.$post({
      json: {
        groupId: quiet,
        placeId: quietPlace,
        title: 'Q',
        date: '2026-12-01T18:00:00Z',
        minPeopleRequired: 2,
      },
    });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe('This group is inactive. You cannot create new games.');
  });

  it('goes poll → confirmed → booked → completed → booked, with the yes-responders as attendees', async () => {
    const { gameId, optionId } = await createGame(friend, { groupId, placeId });
    const book = () => friend.api.games[':gameId'].book.$post({ param: { gameId }, json: { optionId } });
    await answer(friend, gameId, optionId, 'yes');
    const early = await book();
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe("Not enough people have RSVP'd yes. Need at least 2 people.");
    await answer(admin, gameId, optionId, 'yes');
    expect(await (await book()).json()).toEqual({ status: 'confirmed' });
    expect((await book()).status).toBe(409);
    const present = await t.db.select().from(attendees).where(eq(attendees.gameId, gameId));
    expect(present).toHaveLength(2);

    const step = async (action: 'mark-booked' | 'complete' | 'revert') =>
      (await friend.api.games[':gameId'][action].$post({ param: { gameId } })).json();
    expect(await step('mark-booked')).toEqual({ status: 'booked' });
    expect((await friend.api.games[':gameId'].revert.$post({ param: { gameId } })).status).toBe(409);
    expect(await step('complete')).toEqual({ status: 'completed' });
    expect(await step('revert')).toEqual({ status: 'booked' });

    // After booking the answer control records attendance instead.
    const rsvp = await friend.api.games[':gameId'].rsvp.$put({
      param: { gameId },
      json: { optionId, response: 'no' },
    });
    expect(rsvp.status).toBe(409);
    await friend.api.games[':gameId'].attendance.$put({ param: { gameId }, json: { attending: false } });
    expect(await t.db.select().from(attendees).where(eq(attendees.gameId, gameId))).toHaveLength(1);
  });

  it('lets members answer only for themselves, admins for anyone; clearing deletes the answer', async () => {
    const { gameId, optionId } = await createGame(admin, { groupId, placeId });
    const forOther = await friend.api.games[':gameId'].rsvp.$put({
      param: { gameId },
      json: { optionId, userId: (await adminId()) ?? '', response: 'yes' },
    });
    expect(forOther.status).toBe(403);
    expect((await errorOf(forOther)).message).toBe('You can only update your own RSVP');
    const byAdmin = await admin.api.games[':gameId'].rsvp.$put({
      param: { gameId },
      json: { optionId, userId: friendId, response: 'maybe' },
    });
    expect(byAdmin.status).toBe(200);
    await answer(friend, gameId, optionId, null);
    const rows = await t.db.execute(
      sql`select count(*)::int as n from rsvps where game_option_id = ${optionId}`,
    );
    expect(rows.rows[0]).toEqual({ n: 0 });

    async function adminId() {
      const [row] = await t.db.select().from(groupMembers).where(eq(groupMembers.role, 'admin'));
      return row?.userId;
    }
  });

  it('records one update per changed field and shows the notice until acknowledged, once', async () => {
    const { gameId } = await createGame(friend, { groupId, placeId, date: '2026-11-28T15:00:00.000Z' });
    const other = (await createPlace(admin, { name: 'Court Two', address: '2 Court St', groupId })).id;
    t.clock.advance(HOUR);
    const edit = await friend.api.games[':gameId'].$patch({
      param: { gameId },
      // 7:00 AM → 9:30 AM on the same day in Los Angeles, at another place, with a new title.
      json: {
        title: 'Renamed',
        date: '2026-11-28T17:30:00.000Z',
        placeId: other,
        timeZone: 'America/Los_Angeles',
      },
    });
    expect(await edit.json()).toEqual({ changed: 3 });
    const updates = await t.db.select().from(gameUpdates).where(eq(gameUpdates.gameId, gameId));
    expect(updates.map((u) => u.updateType).sort()).toEqual(['place', 'time', 'title']);

    const listed = async (agent: Agent) =>
      (await (await agent.api.games.$get({ query: {} })).json()).games.find((g) => g.id === gameId);
    const card = await listed(admin);
    expect(card?.updateId).toEqual(expect.any(String));
    const ack = () =>
      admin.api.games[':gameId'].updates[':updateId'].seen.$post({
        param: { gameId, updateId: card?.updateId ?? '' },
      });
    await Promise.all([ack(), ack()]);
    const [row] = await t.db
      .select()
      .from(gameUpdates)
      .where(eq(gameUpdates.id, card?.updateId ?? ''));
    expect(row?.seenBy.filter((id) => id !== friendId)).toHaveLength(1);
    expect((await listed(admin))?.updateId).toBeNull();

    t.clock.advance(25 * HOUR);
    expect((await listed(friend))?.updateId).toBeNull();
  });

  it('lets only the creator delete, and only a poll', async () => {
    const { gameId } = await createGame(friend, { groupId, placeId });
    expect((await admin.api.games[':gameId'].$delete({ param: { gameId } })).status).toBe(403);
    expect((await friend.api.games[':gameId'].$delete({ param: { gameId } })).status).toBe(200);
    expect((await friend.api.games[':gameId'].$get({ param: { gameId } })).status).toBe(404);
  });

  it('lets an admin delete a poll once its creator has left the group or deleted their account', async () => {
    const remove = (agent: Agent, gameId: string) =>
      agent.api.games[':gameId'].$delete({ param: { gameId } });
    const canDelete = async (agent: Agent, gameId: string) =>
      (await (await agent.api.games[':gameId'].$get({ param: { gameId } })).json()).me.canDelete;
    for (const goes of ['leaves', 'deletes their account'] as const) {
      const creator = await signUp(t, 'Casey Creator');
      await joinGroup(admin, creator.agent, groupId);
      const { gameId } = await createGame(creator.agent, { groupId, placeId });
      const booked = await createGame(creator.agent, { groupId, placeId });
      expect(await canDelete(admin, gameId)).toBe(false);
      expect((await remove(admin, gameId)).status).toBe(403);

      if (goes === 'leaves') expect((await leave(creator.agent, groupId)).status).toBe(200);
      else expect((await deleteAccount(creator.agent, { password: creator.password })).status).toBe(200);
      await t.db.update(games).set({ status: 'booked' }).where(eq(games.id, booked.gameId));

      // A member still may not; a game past its poll stays, as for its creator.
      expect(await canDelete(friend, gameId)).toBe(false);
      const refused = await remove(friend, gameId);
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).message).toBe(
        'Only the game creator (or an admin, once the creator has left the group) can delete this game, and only while it is a poll.',
      );
      expect((await remove(admin, booked.gameId)).status).toBe(403);
      expect(await canDelete(admin, gameId)).toBe(true);
      expect((await remove(admin, gameId)).status).toBe(200);
      expect(await t.db.select().from(games).where(eq(games.id, gameId))).toHaveLength(0);
    }
  });

  it('hides games dated before the user joined, in lists and detail', async () => {
    const { gameId } = await createGame(admin, { groupId, placeId, date: '2026-11-25T18:00:00.000Z' });
    t.clock.advance(10 * 24 * HOUR);
    const late = await signUp(t, 'Late Joiner');
    await joinGroup(admin, late.agent, groupId);
    const detail = await late.agent.api.games[':gameId'].$get({ param: { gameId } });
    expect(detail.status).toBe(404);
    expect((await errorOf(detail)).message).toBe('Game not found.');
    const list = await (await late.agent.api.games.$get({ query: {} })).json();
    expect(list.games.map((g) => g.id)).not.toContain(gameId);
    const group = await (await late.agent.api.groups.$get()).json();
    expect(group.groups.find((g) => g.id === groupId)?.gameCount).toBe(0);
  });
});
