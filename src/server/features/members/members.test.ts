import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMessages } from '../../../shared/groups';
import { type Agent, errorOf, signUp } from '../../test/agent';
import { createGroup, joinGroup } from '../../test/groups';
import {
  demote,
  groupsWithoutAdmin,
  leave,
  liveRoles,
  membershipId,
  membersOf,
  promote,
  remove,
} from '../../test/members';
import { createTestApp, type TestApp } from '../../test/test-app';

type Person = { agent: Agent; userId: string };

describe('group members', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A group created by the first person, joined by the others in order (a second apart). */
  async function groupOf(...names: string[]) {
    const people: Person[] = [];
    for (const name of names) people.push(await signUp(t, name));
    const [creator, ...others] = people as [Person, ...Person[]];
    const groupId = await createGroup(creator.agent);
    for (const person of others) {
      t.clock.advance(1000);
      await joinGroup(creator.agent, person.agent, groupId);
    }
    const id = (person: Person) => membershipId(creator.agent, groupId, person.userId);
    return { groupId, people, id };
  }

  it('lists every member with name, role and joined date, admins first, the creator marked', async () => {
    const { groupId, people } = await groupOf('Ada Admin', 'Ben Member', 'Cy Member');
    const [ada, ben, cy] = people as [Person, Person, Person];
    const answer = await (await ben.agent.api.groups[':groupId'].members.$get({ param: { groupId } })).json();
    expect(answer.me).toEqual({ userId: ben.userId, role: 'member' });
    expect(answer.group).toMatchObject({ id: groupId, active: true });
    expect(answer.members.map((m) => [m.fullName, m.role, m.isCreator])).toEqual([
      ['Ada Admin', 'admin', true],
      ['Ben Member', 'member', false],
      ['Cy Member', 'member', false],
    ]);
    const joined = answer.members.map((m) => new Date(m.joinedAt).getTime());
    expect(joined[2]).toBe((joined[1] ?? 0) + 1000);
    expect(answer.members.map((m) => m.userId)).toEqual([ada.userId, ben.userId, cy.userId]);
  });

  it('lets an admin promote a member, who may then remove someone and demote another admin', async () => {
    const { groupId, people, id } = await groupOf('Ann Creator', 'Bo Promoted', 'Cal Removed', 'Di Admin');
    const [ann, bo, cal, di] = people as [Person, Person, Person, Person];
    const [boId, calId, diId] = [await id(bo), await id(cal), await id(di)];

    expect((await remove(bo.agent, groupId, calId)).status).toBe(403);
    const promoted = await promote(ann.agent, groupId, boId);
    expect(promoted.status).toBe(200);
    expect(await promoted.json()).toEqual({ member: { id: boId, role: 'admin' } });
    // Asking for the role a member already has changes nothing.
    expect((await promote(ann.agent, groupId, boId)).status).toBe(200);

    expect((await remove(bo.agent, groupId, calId)).status).toBe(200);
    expect((await cal.agent.api.groups[':groupId'].members.$get({ param: { groupId } })).status).toBe(404);
    expect((await promote(bo.agent, groupId, diId)).status).toBe(200);
    expect((await demote(bo.agent, groupId, diId)).status).toBe(200);
    expect(await liveRoles(t.db, groupId)).toEqual(
      [`admin ${ann.userId}`, `admin ${bo.userId}`, `member ${di.userId}`].sort(),
    );
  });

  it('never demotes the creator, who counts as admin, also after leaving and coming back', async () => {
    const { groupId, people, id } = await groupOf('Cora Creator', 'Dan Deputy', 'Eve Else');
    const [cora, dan] = people as [Person, Person, Person];
    const coraId = await id(cora);
    await promote(cora.agent, groupId, await id(dan));
    for (const by of [dan, cora]) {
      const refused = await demote(by.agent, groupId, coraId);
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).message).toBe(groupMessages.creatorIsAdmin);
    }
    expect((await leave(cora.agent, groupId)).status).toBe(200);
    await joinGroup(dan.agent, cora.agent, groupId);
    const back = (await membersOf(dan.agent, groupId)).find((m) => m.userId === cora.userId);
    expect(back).toMatchObject({ role: 'admin', isCreator: true });
  });

  it('stops the last admin leaving or stepping down while others remain, writing nothing', async () => {
    const { groupId, people, id } = await groupOf('Kim Creator', 'Lou Last', 'Max Member');
    const [kim, lou, max] = people as [Person, Person, Person];
    const refusedAsLastAdmin = async (response: Response) => {
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toEqual({ code: 'LAST_ADMIN', message: groupMessages.lastAdmin });
    };
    // The creator as the only admin: the last-admin rule speaks first.
    await refusedAsLastAdmin(await leave(kim.agent, groupId));
    await refusedAsLastAdmin(await demote(kim.agent, groupId, await id(kim)));

    await promote(kim.agent, groupId, await id(lou));
    expect((await leave(kim.agent, groupId)).status).toBe(200);
    const [louId, maxId] = [
      await membershipId(lou.agent, groupId, lou.userId),
      await membershipId(lou.agent, groupId, max.userId),
    ];
    const before = await liveRoles(t.db, groupId);
    await refusedAsLastAdmin(await leave(lou.agent, groupId));
    await refusedAsLastAdmin(await demote(lou.agent, groupId, louId));
    expect(await liveRoles(t.db, groupId)).toEqual(before);

    // Once Max is an admin, Lou may step down, and then leave.
    await promote(lou.agent, groupId, maxId);
    expect((await demote(lou.agent, groupId, louId)).status).toBe(200);
    expect((await leave(lou.agent, groupId)).status).toBe(200);
    expect(await liveRoles(t.db, groupId)).toEqual([`admin ${max.userId}`]);
  });

  it('lets a member leave (and come back by invite), but not the only member', async () => {
    const { groupId, people } = await groupOf('Nia Admin', 'Oz Member');
    const [nia, oz] = people as [Person, Person];
    expect(await (await leave(oz.agent, groupId)).json()).toEqual({ left: true });
    expect((await oz.agent.api.groups[':groupId'].$get({ param: { groupId } })).status).toBe(404);
    expect((await oz.agent.api.groups.$get()).status).toBe(200);
    expect((await (await oz.agent.api.groups.$get()).json()).groups).toEqual([]);
    expect((await leave(oz.agent, groupId)).status).toBe(404);

    const alone = await leave(nia.agent, groupId);
    expect(alone.status).toBe(403);
    expect((await errorOf(alone)).message).toBe(groupMessages.lastMember);
    await joinGroup(nia.agent, oz.agent, groupId);
    expect((await membersOf(nia.agent, groupId)).map((m) => m.fullName)).toEqual(['Nia Admin', 'Oz Member']);
  });

  it('refuses role changes and removals in an inactive group, but lets members leave it', async () => {
    const { groupId, people, id } = await groupOf('Pia Admin', 'Quin Member', 'Rex Member');
    const [pia, quin, rex] = people as [Person, Person, Person];
    const [quinId, rexId] = [await id(quin), await id(rex)];
    await pia.agent.api.groups[':groupId'].deactivate.$post({ param: { groupId } });
    for (const refused of [
      await promote(pia.agent, groupId, quinId),
      await remove(pia.agent, groupId, rexId),
    ]) {
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).message).toBe(groupMessages.inactive);
    }
    expect((await leave(rex.agent, groupId)).status).toBe(200);
    expect((await membersOf(pia.agent, groupId)).map((m) => m.fullName)).toEqual([
      'Pia Admin',
      'Quin Member',
    ]);
  });

  it('answers unknown, malformed and foreign ids with 404 Group not found., and a bad role with 400', async () => {
    const { groupId, people } = await groupOf('Sam Admin', 'Tia Member');
    const other = await groupOf('Uma Other', 'Vic Other');
    const [sam] = people as [Person, Person];
    const foreignId = await other.id(other.people[1] as Person);
    const unknownGroup = '00000000-0000-4000-8000-000000000000';
    const refusals = [
      await sam.agent.api.groups[':groupId'].members.$get({ param: { groupId: unknownGroup } }),
      await sam.agent.api.groups[':groupId'].members.$get({ param: { groupId: 'not-a-uuid' } }),
      await leave(sam.agent, unknownGroup),
      await promote(sam.agent, groupId, foreignId),
      await promote(sam.agent, groupId, unknownGroup),
      await promote(sam.agent, groupId, 'not-a-uuid'),
      await remove(sam.agent, groupId, foreignId),
      await remove(sam.agent, other.groupId, foreignId),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(404);
      expect((await errorOf(response)).message).toBe(groupMessages.notFound);
    }
    const badRole = await sam.agent.api.groups[':groupId'].members[':memberId'].$patch({
      param: { groupId, memberId: foreignId },
      json: { role: 'owner' as 'admin' },
    });
    expect(badRole.status).toBe(400);
    expect(await liveRoles(t.db, other.groupId)).toHaveLength(2);
  });

  it('keeps an admin when two admins demote or remove each other, or the last two leave, at once', async () => {
    for (let round = 0; round < 3; round++) {
      const { groupId, people, id } = await groupOf('Wes Creator', 'Xan Admin', 'Yul Admin', 'Zed Member');
      const [wes, xan, yul] = people as [Person, Person, Person, Person];
      const [xanId, yulId] = [await id(xan), await id(yul)];
      await promote(wes.agent, groupId, xanId);
      await promote(wes.agent, groupId, yulId);
      // The creator leaves, so Xan and Yul are the only admins.
      expect((await leave(wes.agent, groupId)).status).toBe(200);

      const races = [
        () => [demote(xan.agent, groupId, yulId), demote(yul.agent, groupId, xanId)],
        () => [remove(xan.agent, groupId, yulId), remove(yul.agent, groupId, xanId)],
        () => [leave(xan.agent, groupId), leave(yul.agent, groupId)],
      ];
      const race = races[round] ?? races[0];
      if (!race) throw new Error('no race');
      const statuses = (await Promise.all(race())).map((r) => r.status).sort();
      // One wins; the other finds itself no longer an admin (403), no longer a member (404) or the last admin.
      expect(statuses[0]).toBe(200);
      expect([403, 404]).toContain(statuses[1]);
      const admins = (await liveRoles(t.db, groupId)).filter((row) => row.startsWith('admin '));
      expect(admins).toHaveLength(1);
    }
    expect(await groupsWithoutAdmin(t.db)).toEqual([]);
  });
});
