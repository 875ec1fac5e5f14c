import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACES_ON_GROUP_PAGE } from '../../../shared/groups';
import { groupMembers, groupPlaces, places } from '../../db/schema';
import { createAgent, errorOf, signUp } from '../../test/agent';
import { createGroup, joinGroup } from '../../test/groups';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('groups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a group with the creator as admin and lists it with counts', async () => {
    const { agent, userId } = await signUp(t, 'Ada Admin');
    const created = await agent.api.groups.$post({ json: { name: '  Tuesday Tennis ' } });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const [membership] = await t.db.select().from(groupMembers).where(eq(groupMembers.groupId, id));
    expect(membership).toMatchObject({ userId, role: 'admin', deletedAt: null });

    const list = await (await agent.api.groups.$get()).json();
    expect(list.groups).toEqual([
      expect.objectContaining({
        id,
        name: 'Tuesday Tennis',
        role: 'admin',
        active: true,
        memberCount: 1,
        gameCount: 0,
        placeCount: 0,
        memberInitials: ['AA'],
      }),
    ]);
  });

  it('requires a name and refuses a taken one case-insensitively, also when two requests race', async () => {
    const { agent } = await signUp(t);
    const blank = await agent.api.groups.$post({ json: { name: '   ' } });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ error: { fields: { name: 'Group name is required' } } });

    await createGroup(agent, 'Board Game Night');
    const taken = await agent.api.groups.$post({ json: { name: 'board game NIGHT' } });
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).message).toBe(
      'A group with this name already exists. Please choose a different name.',
    );

    const racing = await Promise.all(
      ['Race Club', 'RACE CLUB', 'race club'].map((name) => agent.api.groups.$post({ json: { name } })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('shows the group page: members with names, places with the group cost preferred', async () => {
    const admin = await signUp(t, 'Gina Admin');
    const member = await signUp(t, 'Milo Member');
    const groupId = await createGroup(admin.agent);
    await joinGroup(admin.agent, member.agent, groupId);
    const [place] = await t.db
      .insert(places)
      .values({ name: 'Court 9', address: '9 Main St', costPerHourCents: 2000 })
      .returning();
    await t.db.insert(groupPlaces).values({ groupId, placeId: place?.id ?? '', costPerHourCents: 1500 });

    const response = await member.agent.api.groups[':groupId'].$get({ param: { groupId } });
    expect(response.status).toBe(200);
    const detail = await response.json();
    expect(detail.me).toEqual({ userId: member.userId, role: 'member' });
    expect(detail.members.map((m) => [m.fullName, m.role])).toEqual([
      ['Gina Admin', 'admin'],
      ['Milo Member', 'member'],
    ]);
    expect(detail.places).toEqual([expect.objectContaining({ name: 'Court 9', costPerHourCents: 1500 })]);
    expect(detail.upcomingGames).toEqual([]);
  });

  it('shows the first places by name on the group page, however many the group lists', async () => {
    const { agent } = await signUp(t, 'Pia Places');
    const groupId = await createGroup(agent);
    const made = await t.db
      .insert(places)
      .values(
        Array.from({ length: PLACES_ON_GROUP_PAGE + 3 }, (_, i) => ({ name: `Hall ${9 - i}`, address: 'A' })),
      )
      .returning();
    await t.db.insert(groupPlaces).values(made.map((place) => ({ groupId, placeId: place.id })));
    const detail = await (await agent.api.groups[':groupId'].$get({ param: { groupId } })).json();
    const names = made.map((place) => place.name).sort();
    expect(detail.places.map((place) => place.name)).toEqual(names.slice(0, PLACES_ON_GROUP_PAGE));
  });

  it('renames (admin), refusing a taken name and changes while inactive', async () => {
    const { agent } = await signUp(t);
    await createGroup(agent, 'Taken Name');
    const groupId = await createGroup(agent, 'Old Name');
    const rename = (name: string) =>
      agent.api.groups[':groupId'].$patch({ param: { groupId }, json: { name } });
    expect((await rename('taken name')).status).toBe(409);
    const renamed = await rename('New Name');
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).group.name).toBe('New Name');

    const deactivated = await agent.api.groups[':groupId'].deactivate.$post({ param: { groupId } });
    expect((await deactivated.json()).group.active).toBe(false);
    const refused = await rename('Newer Name');
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe('GROUP_INACTIVE');
    const reactivated = await agent.api.groups[':groupId'].reactivate.$post({ param: { groupId } });
    expect((await reactivated.json()).group.active).toBe(true);
  });

  it('removes a member softly, never the admin themself', async () => {
    const admin = await signUp(t);
    const member = await signUp(t);
    const groupId = await createGroup(admin.agent);
    await joinGroup(admin.agent, member.agent, groupId);
    const { members } = await (await admin.agent.api.groups[':groupId'].$get({ param: { groupId } })).json();
    const mine = members.find((m) => m.userId === admin.userId);
    const theirs = members.find((m) => m.userId === member.userId);
    const remove = (memberId: string) =>
      admin.agent.api.groups[':groupId'].members[':memberId'].$delete({ param: { groupId, memberId } });

    expect((await remove(mine?.id ?? '')).status).toBe(403);
    expect((await remove(theirs?.id ?? '')).status).toBe(200);
    const [row] = await t.db
      .select()
      .from(groupMembers)
      .where(eq(groupMembers.id, theirs?.id ?? ''));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await member.agent.api.groups[':groupId'].$get({ param: { groupId } })).status).toBe(404);
  });

  it('deletes a group in one go, but refuses while expense shares are unsettled', async () => {
    const admin = await signUp(t);
    const groupId = await createGroup(admin.agent);
    const [place] = await t.db.insert(places).values({ name: 'P', address: 'A' }).returning();
    const game = await t.db.execute<{ id: string }>(sql`
      insert into games (title, group_id, place_id, date, status)
      values ('G', ${groupId}, ${place?.id}, now(), 'completed') returning id`);
    const expense = await t.db.execute<{ id: string }>(sql`
      with e as (insert into expenses (game_id, amount_cents, paid_by, created_by)
        values (${game.rows[0]?.id}, 1000, ${admin.userId}, ${admin.userId})
        returning id, paid_by, group_id, created_at, amount_cents),
      p as (insert into expense_payers (expense_id, user_id, group_id, expense_created_at, amount_cents, position)
        select id, paid_by, group_id, created_at, amount_cents, 0 from e)
      select id from e`);
    await t.db.execute(sql`insert into expense_shares (expense_id, user_id, paid_by, amount_cents, status)
      values (${expense.rows[0]?.id}, ${admin.userId}, ${admin.userId}, 1000, 'pending')`);

    const refused = await admin.agent.api.groups[':groupId'].$delete({ param: { groupId } });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe('UNSETTLED_EXPENSES');
    expect((await admin.agent.api.groups[':groupId'].$get({ param: { groupId } })).status).toBe(200);

    await t.db.execute(sql`update expense_shares set status = 'settled'`);
    const deleted = await admin.agent.api.groups[':groupId'].$delete({ param: { groupId } });
    expect(deleted.status).toBe(200);
    expect((await admin.agent.api.groups[':groupId'].$get({ param: { groupId } })).status).toBe(404);
    const left = await t.db.execute(sql`select count(*)::int as n from games where group_id = ${groupId}`);
    expect(left.rows[0]).toEqual({ n: 0 });
  });

  it('answers a malformed or unknown group id with 404 Group not found.', async () => {
    const { agent } = await signUp(t);
    for (const groupId of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await agent.api.groups[':groupId'].$get({ param: { groupId } });
      expect(response.status).toBe(404);
      expect((await errorOf(response)).message).toBe('Group not found.');
    }
    expect((await createAgent(t).api.groups.$get()).status).toBe(401);
  });
});
