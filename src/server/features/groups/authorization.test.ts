import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMembers } from '../../db/schema';
import { type Agent, createAgent, signUp } from '../../test/agent';
import { createGroup, generateInvite, joinGroup } from '../../test/groups';
import { authorizationMatrix, GROUP_ROLES, type MatrixRow } from '../../test/matrix';
import { createTestApp, type TestApp } from '../../test/test-app';

type GroupRole = (typeof GROUP_ROLES)[number];
type World = { groupId: string; targetMemberId: string; code: string };

/** Every group, member and invite route × every kind of caller, with the status each must get. */
const matrix: MatrixRow<World, GroupRole>[] = [
  ['GET /groups', (a) => a.api.groups.$get(), { anonymous: 401, nonMember: 200, member: 200, admin: 200 }],
  [
    'POST /groups',
    (a) => a.api.groups.$post({ json: { name: `G ${Math.random()}` } }),
    { anonymous: 401, nonMember: 201, member: 201, admin: 201 },
  ],
  [
    'GET /groups/:id',
    (a, w) => a.api.groups[':groupId'].$get({ param: { groupId: w.groupId } }),
    { anonymous: 401, nonMember: 404, member: 200, admin: 200 },
  ],
  [
    'PATCH /groups/:id',
    (a, w) =>
      a.api.groups[':groupId'].$patch({
        param: { groupId: w.groupId },
        json: { name: `R ${Math.random()}` },
      }),
    { anonymous: 401, nonMember: 404, member: 403, admin: 200 },
  ],
  [
    'PUT /groups/:id/currency',
    (a, w) =>
      a.api.groups[':groupId'].currency.$put({ param: { groupId: w.groupId }, json: { currency: 'EUR' } }),
    { anonymous: 401, nonMember: 404, member: 403, admin: 200 },
  ],
  [
    'POST /groups/:id/deactivate',
    (a, w) => a.api.groups[':groupId'].deactivate.$post({ param: { groupId: w.groupId } }),
    { anonymous: 401, nonMember: 404, member: 403, admin: 200 },
  ],
  [
    'POST /groups/:id/reactivate',
    (a, w) => a.api.groups[':groupId'].reactivate.$post({ param: { groupId: w.groupId } }),
    { anonymous: 401, nonMember: 404, member: 403, admin: 200 },
  ],
  [
    'DELETE /groups/:id/members/:memberId',
    (a, w) =>
      a.api.groups[':groupId'].members[':memberId'].$delete({
        param: { groupId: w.groupId, memberId: w.targetMemberId },
      }),
    { anonymous: 401, nonMember: 404, member: 403, admin: 200 },
  ],
  [
    'GET /groups/:id/invite',
    (a, w) => a.api.groups[':groupId'].invite.$get({ param: { groupId: w.groupId } }),
    // Members pass the code on (spec 000 §5); only generate, extend and expire are the admin's.
    { anonymous: 401, nonMember: 404, member: 200, admin: 200 },
  ],
  [
    'POST /groups/:id/invite',
    (a, w) => a.api.groups[':groupId'].invite.$post({ param: { groupId: w.groupId }, json: {} }),
    { anonymous: 401, nonMember: 404, member: 403, admin: 201 },
  ],
  [
    'POST /groups/:id/invite/extend',
    (a, w) => a.api.groups[':groupId'].invite.extend.$post({ param: { groupId: w.groupId } }),
    { anonymous: 401, nonMember: 404, member: 403, admin: 200 },
  ],
  [
    'POST /groups/:id/invite/expire',
    (a, w) => a.api.groups[':groupId'].invite.expire.$post({ param: { groupId: w.groupId } }),
    { anonymous: 401, nonMember: 404, member: 403, admin: 200 },
  ],
  [
    'GET /groups/:id/join',
    (a, w) => a.api.groups[':groupId'].join.$get({ param: { groupId: w.groupId } }),
    { anonymous: 401, nonMember: 200, member: 200, admin: 200 },
  ],
  [
    'POST /groups/:id/join',
    (a, w) => a.api.groups[':groupId'].join.$post({ param: { groupId: w.groupId }, json: { code: w.code } }),
    { anonymous: 401, nonMember: 200, member: 200, admin: 200 },
  ],
  [
    'DELETE /groups/:id',
    (a, w) => a.api.groups[':groupId'].$delete({ param: { groupId: w.groupId } }),
    { anonymous: 401, nonMember: 404, member: 403, admin: 200 },
  ],
];

describe('authorization matrix', () => {
  let t: TestApp;
  const agents = {} as Record<GroupRole, Agent>;
  let makeWorld: () => Promise<World>;

  beforeAll(async () => {
    t = await createTestApp();
    const [admin, member, outsider, target] = await Promise.all([signUp(t), signUp(t), signUp(t), signUp(t)]);
    Object.assign(agents, {
      anonymous: createAgent(t),
      nonMember: outsider.agent,
      member: member.agent,
      admin: admin.agent,
    });
    makeWorld = async () => {
      const groupId = await createGroup(admin.agent);
      await joinGroup(admin.agent, member.agent, groupId);
      await joinGroup(admin.agent, target.agent, groupId);
      const [row] = await t.db
        .select({ id: groupMembers.id })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, target.userId)));
      const { code } = await generateInvite(admin.agent, groupId);
      return { groupId, targetMemberId: row?.id ?? '', code };
    };
  });
  afterAll(() => t.close());

  authorizationMatrix(
    matrix,
    () => agents,
    () => makeWorld(),
    { roles: GROUP_ROLES },
  );
});

describe('query budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves /groups and the group page in a fixed number of statements, whatever the counts', async () => {
    const admin = await signUp(t);
    const small = await createGroup(admin.agent);
    const large = await createGroup(admin.agent);
    const people = await Promise.all(Array.from({ length: 6 }, () => signUp(t)));
    for (const person of people) await joinGroup(admin.agent, person.agent, large);

    const statements = async (run: () => Promise<Response>) => (await t.countQueries(run)).length;
    const listSmall = await statements(() => admin.agent.api.groups.$get());
    const detailSmall = await statements(() =>
      admin.agent.api.groups[':groupId'].$get({ param: { groupId: small } }),
    );
    const detailLarge = await statements(() =>
      admin.agent.api.groups[':groupId'].$get({ param: { groupId: large } }),
    );
    await createGroup(admin.agent);
    const listLarger = await statements(() => admin.agent.api.groups.$get());

    expect(detailLarge).toBe(detailSmall);
    expect(listLarger).toBe(listSmall);
    // Everything the request sends, the session lookup included.
    console.info(`SQL statements per request: /groups ${listSmall}, group page ${detailSmall}`);
    expect(listSmall).toBeLessThanOrEqual(5);
    expect(detailSmall).toBeLessThanOrEqual(5);
  });
});
