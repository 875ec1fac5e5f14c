import { afterAll, beforeAll, describe } from 'vitest';
import { type Agent, createAgent, signUp } from '../../test/agent';
import { createGroup, joinGroup } from '../../test/groups';
import { authorizationMatrix, GROUP_ROLES, type MatrixRow } from '../../test/matrix';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type GroupRole = (typeof GROUP_ROLES)[number];
type World = { groupId: string; placeId: string; fromGroupId: string; otherPlaceId: string };
const fields = { name: 'Matrix Court', address: '1 Matrix Way', tags: [] };

/** Every place route × every kind of caller, with the status each must get. */
const matrix: MatrixRow<World, GroupRole>[] = [
  [
    'GET /places',
    (a) => a.api.places.$get({ query: {} }),
    { anonymous: 401, nonMember: 200, member: 200, admin: 200 },
  ],
  [
    'GET /places/similar',
    (a) => a.api.places.similar.$get({ query: { name: 'Matrix', address: '1 Matrix' } }),
    { anonymous: 401, nonMember: 200, member: 200, admin: 200 },
  ],
  [
    'GET /places/:id',
    (a, w) => a.api.places[':placeId'].$get({ param: { placeId: w.placeId } }),
    { anonymous: 401, nonMember: 404, member: 200, admin: 200 },
  ],
  [
    'POST /places (in a group)',
    (a, w) => a.api.places.$post({ json: { ...fields, groupId: w.groupId } }),
    // Adding to a group's shortlist is an admin action (spec 000 §6); a place of one's own is anyone's.
    { anonymous: 401, nonMember: 404, member: 403, admin: 201 },
  ],
  [
    'POST /places (of one’s own)',
    (a) => a.api.places.$post({ json: fields }),
    { anonymous: 401, nonMember: 201, member: 201, admin: 201 },
  ],
  [
    'GET /groups/:id/places',
    (a, w) => a.api.groups[':groupId'].places.$get({ param: { groupId: w.groupId }, query: {} }),
    { anonymous: 401, nonMember: 404, member: 200, admin: 200 },
  ],
  [
    'GET /groups/:id/places/importable',
    (a, w) =>
      a.api.groups[':groupId'].places.importable.$get({
        param: { groupId: w.groupId },
        query: { fromGroupId: w.fromGroupId },
      }),
    { anonymous: 401, nonMember: 404, member: 200, admin: 200 },
  ],
  [
    'POST /groups/:id/places/link',
    (a, w) =>
      a.api.groups[':groupId'].places.link.$post({
        param: { groupId: w.groupId },
        json: { placeId: w.otherPlaceId },
      }),
    { anonymous: 401, nonMember: 404, member: 403, admin: 201 },
  ],
  [
    'POST /groups/:id/places/import',
    (a, w) =>
      a.api.groups[':groupId'].places.import.$post({
        param: { groupId: w.groupId },
        json: { fromGroupId: w.fromGroupId, placeIds: [w.otherPlaceId] },
      }),
    { anonymous: 401, nonMember: 404, member: 403, admin: 201 },
  ],
  [
    'GET /groups/:id/places/:placeId',
    (a, w) =>
      a.api.groups[':groupId'].places[':placeId'].$get({ param: { groupId: w.groupId, placeId: w.placeId } }),
    { anonymous: 401, nonMember: 404, member: 200, admin: 200 },
  ],
  [
    'PATCH /groups/:id/places/:placeId',
    (a, w) =>
      a.api.groups[':groupId'].places[':placeId'].$patch({
        param: { groupId: w.groupId, placeId: w.placeId },
        json: fields,
      }),
    { anonymous: 401, nonMember: 404, member: 403, admin: 200 },
  ],
  [
    'DELETE /groups/:id/places/:placeId',
    (a, w) =>
      a.api.groups[':groupId'].places[':placeId'].$delete({
        param: { groupId: w.groupId, placeId: w.placeId },
      }),
    { anonymous: 401, nonMember: 404, member: 403, admin: 200 },
  ],
];

describe('places authorization matrix', () => {
  let t: TestApp;
  const agents = {} as Record<GroupRole, Agent>;
  let makeWorld: () => Promise<World>;

  beforeAll(async () => {
    t = await createTestApp();
    const [admin, member, outsider] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
    Object.assign(agents, {
      anonymous: createAgent(t),
      nonMember: outsider.agent,
      member: member.agent,
      admin: admin.agent,
    });
    makeWorld = async () => {
      const groupId = await createGroup(admin.agent);
      const fromGroupId = await createGroup(admin.agent);
      await joinGroup(admin.agent, member.agent, groupId);
      await joinGroup(admin.agent, member.agent, fromGroupId);
      const place = await createPlace(admin.agent, { ...fields, groupId });
      const other = await createPlace(admin.agent, {
        name: 'Other',
        address: '2 Other St',
        groupId: fromGroupId,
      });
      return { groupId, placeId: place.id, fromGroupId, otherPlaceId: other.id };
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
