import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeMessages } from '../../../shared/places';
import { groupPlaces, places } from '../../db/schema';
import { type Agent, errorOf } from '../../test/agent';
import { createGroup, joinGroup } from '../../test/groups';
import { serveOverHttp } from '../../test/http';
import { authorizationMatrix, type MatrixRow } from '../../test/matrix';
import { leave } from '../../test/members';
import { createPlace, insertGameAt } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type Http = Awaited<ReturnType<typeof serveOverHttp>>;
const OWN_ROLES = ['anonymous', 'nonMember', 'member', 'creator'] as const;
type OwnRole = (typeof OWN_ROLES)[number];
/** The creator's place in no group; the creator runs `groupId`, where the member is a plain member. */
type World = { placeId: string; groupId: string };
const fields = { name: 'Own Court', address: '1 Own Way', tags: [] };

/** A place in none of one's groups: only its creator sees it; only a group's admin adds it to the group. */
const matrix: MatrixRow<World, OwnRole>[] = [
  [
    'PATCH /places/:id',
    (a, w) => a.api.places[':placeId'].$patch({ param: { placeId: w.placeId }, json: fields }),
    { anonymous: 401, nonMember: 404, member: 404, creator: 200 },
  ],
  [
    'DELETE /places/:id',
    (a, w) => a.api.places[':placeId'].$delete({ param: { placeId: w.placeId } }),
    { anonymous: 401, nonMember: 404, member: 404, creator: 200 },
  ],
  [
    'POST /groups/:id/places/link (a place of one’s own)',
    (a, w) =>
      a.api.groups[':groupId'].places.link.$post({
        param: { groupId: w.groupId },
        json: { placeId: w.placeId },
      }),
    { anonymous: 401, nonMember: 404, member: 403, creator: 201 },
  ],
];

describe('places of one’s own, through a real HTTP listener', () => {
  let t: TestApp;
  let http: Http;
  const agents = {} as Record<OwnRole, Agent>;
  let makeWorld: () => Promise<World>;

  beforeAll(async () => {
    t = await createTestApp();
    http = await serveOverHttp(t);
    const [creator, member, outsider] = [await http.signUp(), await http.signUp(), await http.signUp()];
    Object.assign(agents, {
      anonymous: http.agent(),
      nonMember: outsider.agent,
      member: member.agent,
      creator: creator.agent,
    });
    makeWorld = async () => {
      const groupId = await createGroup(creator.agent);
      await joinGroup(creator.agent, member.agent, groupId);
      return { placeId: (await createPlace(creator.agent, fields)).id, groupId };
    };
  });
  afterAll(async () => {
    await http.close();
    await t.close();
  });

  authorizationMatrix(
    matrix,
    () => agents,
    () => makeWorld(),
    { roles: OWN_ROLES },
  );

  const myPlaces = async (agent: Agent) =>
    (await (await agent.api.places.$get({ query: {} })).json()).places.map((p) => [p.name, p.tags]);
  const rowOf = async (placeId: string) =>
    (await t.db.select().from(places).where(eq(places.id, placeId)))[0];

  it('edits a place in no group with the form’s rules, and refuses bad input writing nothing', async () => {
    const { agent } = await http.signUp();
    const place = await createPlace(agent, { name: 'Garage Court', address: '2 Side St', tags: ['Padel'] });
    const edit = (json: Record<string, unknown>) =>
      agent.api.places[':placeId'].$patch({ param: { placeId: place.id }, json: json as never });
    const bad = await edit({ name: ' ', address: '2 Side St', tags: [] });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toMatchObject({ name: placeMessages.nameRequired });
    expect(await myPlaces(agent)).toEqual([['Garage Court', ['Padel']]]);

    const saved = await edit({ name: ' Garage Courts ', address: '2 Side St', tags: ['Squash, padel'] });
    expect(saved.status).toBe(200);
    expect((await saved.json()).place).toMatchObject({ id: place.id, name: 'Garage Courts' });
    expect(await myPlaces(agent)).toEqual([['Garage Courts', ['Squash', 'padel']]]);
  });

  it('removes a place in no group, and refuses while a game still uses it', async () => {
    const { agent } = await http.signUp();
    const groupId = await createGroup(agent);
    const kept = await createPlace(agent, { name: 'Used Spot', address: '3 Used Rd' });
    await insertGameAt(t.db, groupId, kept.id);
    const refused = await agent.api.places[':placeId'].$delete({ param: { placeId: kept.id } });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(placeMessages.usedInGames);
    expect(await rowOf(kept.id)).toBeDefined();

    const gone = await createPlace(agent, { name: 'Gone Spot', address: '4 Gone Rd' });
    const removed = await agent.api.places[':placeId'].$delete({ param: { placeId: gone.id } });
    expect(await removed.json()).toEqual({ removed: true });
    expect(await rowOf(gone.id)).toBeUndefined();
    const again = await agent.api.places[':placeId'].$get({ param: { placeId: gone.id } });
    expect(again.status).toBe(404);
  });

  it('leaves a place in one of the user’s groups to that group: refused here for admin and member alike', async () => {
    const admin = await http.signUp();
    const member = await http.signUp();
    const groupId = await createGroup(admin.agent);
    await joinGroup(admin.agent, member.agent, groupId);
    const place = await createPlace(admin.agent, { ...fields, groupId });
    for (const agent of [admin.agent, member.agent]) {
      const edit = await agent.api.places[':placeId'].$patch({
        param: { placeId: place.id },
        json: { ...fields, name: 'Renamed' },
      });
      const remove = await agent.api.places[':placeId'].$delete({ param: { placeId: place.id } });
      for (const response of [edit, remove]) {
        expect(response.status).toBe(403);
        expect(await errorOf(response)).toMatchObject({
          code: 'PLACE_IN_GROUP',
          message: placeMessages.editInGroup,
        });
      }
    }
    expect(await rowOf(place.id)).toMatchObject({ name: fields.name });
  });

  it('keeps a place for the group the user left: an edit gives the user a copy, a removal only lets go', async () => {
    const owner = await http.signUp();
    const stays = await http.signUp();
    const groupId = await createGroup(owner.agent);
    await joinGroup(owner.agent, stays.agent, groupId);
    const place = await createPlace(owner.agent, { name: 'Left Behind', address: '5 Old Rd', groupId });
    const other = await createPlace(owner.agent, { name: 'Also Behind', address: '6 Old Rd', groupId });
    // The owner hands the group over and leaves; the places stay in its list, and on the owner's /places.
    const members = await (
      await owner.agent.api.groups[':groupId'].members.$get({ param: { groupId } })
    ).json();
    const staysId = members.members.find((m) => m.userId === stays.userId)?.id ?? '';
    await owner.agent.api.groups[':groupId'].members[':memberId'].$patch({
      param: { groupId, memberId: staysId },
      json: { role: 'admin' },
    });
    expect((await leave(owner.agent, groupId)).status).toBe(200);
    expect(await myPlaces(owner.agent)).toEqual([
      ['Also Behind', ['Something Else']],
      ['Left Behind', ['Something Else']],
    ]);

    const edited = await owner.agent.api.places[':placeId'].$patch({
      param: { placeId: place.id },
      json: { name: 'My Own Copy', address: '5 Old Rd', tags: [] },
    });
    expect(edited.status).toBe(200);
    expect((await edited.json()).place?.id).not.toBe(place.id);
    const removed = await owner.agent.api.places[':placeId'].$delete({ param: { placeId: other.id } });
    expect(removed.status).toBe(200);

    expect(await myPlaces(owner.agent)).toEqual([['My Own Copy', []]]);
    const groupList = await (
      await stays.agent.api.groups[':groupId'].places.$get({ param: { groupId }, query: {} })
    ).json();
    expect(groupList.places.map((p) => [p.id, p.name])).toEqual([
      [other.id, 'Also Behind'],
      [place.id, 'Left Behind'],
    ]);
  });

  it('adds a place of one’s own to a group the user runs once: a second add is refused, no duplicate', async () => {
    const { agent } = await http.signUp();
    const groupId = await createGroup(agent);
    const place = await createPlace(agent, { name: 'Loose Court', address: '7 Free St' });
    const link = () =>
      agent.api.groups[':groupId'].places.link.$post({ param: { groupId }, json: { placeId: place.id } });
    expect((await link()).status).toBe(201);
    const again = await link();
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(placeMessages.alreadyInGroup);
    expect(await t.db.select().from(groupPlaces).where(eq(groupPlaces.placeId, place.id))).toHaveLength(1);
    const [mine] = (await (await agent.api.places.$get({ query: {} })).json()).places;
    expect(mine?.groups.map((g) => g.groupId)).toEqual([groupId]);
  });
});
