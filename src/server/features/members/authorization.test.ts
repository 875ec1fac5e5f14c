import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createAgent, signUp } from '../../test/agent';
import { createGroup, joinGroup } from '../../test/groups';
import { authorizationMatrix, GROUP_ROLES, type MatrixRow } from '../../test/matrix';
import { leave, membershipId, promote } from '../../test/members';
import { createTestApp, type TestApp } from '../../test/test-app';

type GroupRole = (typeof GROUP_ROLES)[number];
type World = { groupId: string; targetMemberId: string };

/**
 * The members screen's routes × every kind of caller. Each caller gets a fresh group in which the admin (its
 * creator) has a co-admin, so the admin may leave too. Removal (DELETE …/members/:memberId) is in the group
 * routes' matrix.
 */
const matrix: MatrixRow<World, GroupRole>[] = [
  [
    'GET /groups/:id/members',
    (a, w) => a.api.groups[':groupId'].members.$get({ param: { groupId: w.groupId } }),
    { anonymous: 401, nonMember: 404, member: 200, admin: 200 },
  ],
  [
    'PATCH /groups/:id/members/:memberId',
    (a, w) => promote(a, w.groupId, w.targetMemberId),
    { anonymous: 401, nonMember: 404, member: 403, admin: 200 },
  ],
  [
    'POST /groups/:id/leave',
    (a, w) => leave(a, w.groupId),
    { anonymous: 401, nonMember: 404, member: 200, admin: 200 },
  ],
];

describe('authorization matrix', () => {
  let t: TestApp;
  const agents = {} as Record<GroupRole, Agent>;
  let makeWorld: () => Promise<World>;

  beforeAll(async () => {
    t = await createTestApp();
    const [admin, coAdmin, member, outsider, target] = await Promise.all(
      Array.from({ length: 5 }, () => signUp(t)),
    );
    if (!admin || !coAdmin || !member || !outsider || !target) throw new Error('sign-up failed');
    Object.assign(agents, {
      anonymous: createAgent(t),
      nonMember: outsider.agent,
      member: member.agent,
      admin: admin.agent,
    });
    makeWorld = async () => {
      const groupId = await createGroup(admin.agent);
      for (const person of [coAdmin, member, target]) await joinGroup(admin.agent, person.agent, groupId);
      await promote(admin.agent, groupId, await membershipId(admin.agent, groupId, coAdmin.userId));
      return { groupId, targetMemberId: await membershipId(admin.agent, groupId, target.userId) };
    };
  });
  afterAll(() => t.close());

  authorizationMatrix(
    matrix,
    () => agents,
    () => makeWorld(),
    { roles: GROUP_ROLES, freshWorldPerRole: true },
  );
});

describe('query budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the members in a fixed number of statements, whatever their number', async () => {
    const admin = await signUp(t);
    const small = await createGroup(admin.agent);
    const large = await createGroup(admin.agent);
    for (let i = 0; i < 6; i++) await joinGroup(admin.agent, (await signUp(t)).agent, large);
    const statements = async (groupId: string) =>
      (await t.countQueries(() => admin.agent.api.groups[':groupId'].members.$get({ param: { groupId } })))
        .length;
    const [inSmall, inLarge] = [await statements(small), await statements(large)];
    expect(inLarge).toBe(inSmall);
    // The session lookup, the authorization and the list.
    expect(inSmall).toBeLessThanOrEqual(3);
  });
});
