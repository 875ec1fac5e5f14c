import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOptions, games, groupPlaces, places } from '../../db/schema';
import { errorOf, signUp } from '../../test/agent';
import { createGroup, joinGroup } from '../../test/groups';
import { serveOverHttp } from '../../test/http';
import { createPlace, insertGameAt } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

/** What the API answers for a place: its own fields, never the trigrams the similar-place search keeps. */
const PLACE_FIELDS = [
  'address',
  'contactNumber',
  'costPerHourCents',
  'createdAt',
  'createdBy',
  'id',
  'name',
  'tags',
];

describe('places', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a place with trimmed values, null empties, cents and tags, linked to the group in one go', async () => {
    const { agent } = await signUp(t);
    const groupId = await createGroup(agent);
    const response = await agent.api.places.$post({
      json: {
        name: '  Dolores Courts ',
        address: ' 1 Dolores St ',
        contactNumber: '  ',
        costPerHourCents: 1250,
        tags: [' Tennis', 'tennis', '', 'Pickleball '],
        groupId,
        groupCostPerHourCents: 900,
      },
    });
    expect(response.status).toBe(201);
    const { place } = await response.json();
    expect(Object.keys(place).sort()).toEqual(PLACE_FIELDS);
    expect(place).toMatchObject({
      name: 'Dolores Courts',
      address: '1 Dolores St',
      contactNumber: null,
      costPerHourCents: 1250,
      tags: ['Tennis', 'Pickleball'],
    });
    const listed = await (
      await agent.api.groups[':groupId'].places.$get({ param: { groupId }, query: {} })
    ).json();
    expect(listed.places).toEqual([
      expect.objectContaining({ id: place.id, costPerHourCents: 900, placeCostPerHourCents: 1250 }),
    ]);
  });

  it("stores 'Something Else' when no tag is given and null when no cost is given", async () => {
    const { agent } = await signUp(t);
    const place = await createPlace(agent, { name: 'Bare', address: '2 Bare Rd' });
    expect(place).toMatchObject({ tags: ['Something Else'], costPerHourCents: null });
  });

  it('refuses bad input with the spec messages and writes nothing', async () => {
    const { agent, userId } = await signUp(t);
    const bad = async (json: Record<string, unknown>) => {
      const response = await agent.api.places.$post({ json: json as never });
      expect(response.status).toBe(400);
      return (await errorOf(response)).fields;
    };
    expect(await bad({ name: ' ', address: 'x', tags: [] })).toMatchObject({ name: 'Name is required' });
    expect(await bad({ name: 'x', address: '', tags: [] })).toMatchObject({ address: 'Address is required' });
    expect(await bad({ name: 'x', address: 'y', costPerHourCents: -1 })).toMatchObject({
      costPerHourCents: 'Cost per hour cannot be negative',
    });
    expect(await bad({ name: 'x', address: 'y', costPerHourCents: 12.5 })).toMatchObject({
      costPerHourCents: 'Cost per hour has more decimals than its currency',
    });
    expect(await t.db.select().from(places).where(eq(places.createdBy, userId))).toEqual([]);
  });

  it('lists all my places with their groups; a place in no group is ungrouped', async () => {
    const { agent } = await signUp(t);
    const a = await createGroup(agent, 'Alpha Crew');
    const b = await createGroup(agent, 'Beta Crew');
    const shared = await createPlace(agent, { name: 'Shared Hall', address: '3 Hall St', groupId: a });
    await agent.api.groups[':groupId'].places.link.$post({
      param: { groupId: b },
      json: { placeId: shared.id },
    });
    await createPlace(agent, { name: 'Loose Spot', address: '4 Loose Ln' });
    const again = await agent.api.groups[':groupId'].places.link.$post({
      param: { groupId: b },
      json: { placeId: shared.id },
    });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('This place is already in the group.');
    const { places: mine } = await (await agent.api.places.$get({ query: {} })).json();
    expect(mine.map((p) => [p.name, p.groups.map((g) => g.groupName)])).toEqual([
      ['Loose Spot', []],
      ['Shared Hall', ['Alpha Crew', 'Beta Crew']],
    ]);
  });

  it('imports places from another group, requiring at least one', async () => {
    const { agent } = await signUp(t);
    const from = await createGroup(agent);
    const to = await createGroup(agent);
    const one = await createPlace(agent, { name: 'Import One', address: '5 One St', groupId: from });
    const two = await createPlace(agent, { name: 'Import Two', address: '6 Two St', groupId: from });
    const none = await agent.api.groups[':groupId'].places.import.$post({
      param: { groupId: to },
      json: { fromGroupId: from, placeIds: [] },
    });
    expect((await errorOf(none)).message).toBe('Please select at least one place to import');
    const imported = await agent.api.groups[':groupId'].places.import.$post({
      param: { groupId: to },
      json: { fromGroupId: from, placeIds: [one.id, two.id] },
    });
    expect(imported.status).toBe(201);
    const list = await agent.api.groups[':groupId'].places.importable.$get({
      param: { groupId: to },
      query: { fromGroupId: from },
    });
    expect((await list.json()).places.every((p) => p.alreadyInGroup)).toBe(true);
  });

  it('edits shared fields for every group and the cost override for one group only', async () => {
    const admin = await signUp(t);
    const a = await createGroup(admin.agent);
    const b = await createGroup(admin.agent);
    const place = await createPlace(admin.agent, { name: 'Edit Me', address: '7 Edit St', groupId: a });
    await admin.agent.api.groups[':groupId'].places.link.$post({
      param: { groupId: b },
      json: { placeId: place.id, groupCostPerHourCents: 500 },
    });
    const response = await admin.agent.api.groups[':groupId'].places[':placeId'].$patch({
      param: { groupId: a, placeId: place.id },
      json: {
        name: 'Edited',
        address: '7 Edit St',
        tags: ['Padel'],
        costPerHourCents: 3000,
        groupCostPerHourCents: 2500,
      },
    });
    expect(response.status).toBe(200);
    expect(Object.keys((await response.json()).place ?? {}).sort()).toEqual(PLACE_FIELDS);
    const seenByB = await (
      await admin.agent.api.groups[':groupId'].places.$get({ param: { groupId: b }, query: {} })
    ).json();
    expect(seenByB.places[0]).toMatchObject({ name: 'Edited', tags: ['Padel'], costPerHourCents: 500 });
    const seenByA = await (
      await admin.agent.api.groups[':groupId'].places.$get({ param: { groupId: a }, query: {} })
    ).json();
    expect(seenByA.places[0]).toMatchObject({ costPerHourCents: 2500, placeCostPerHourCents: 3000 });
  });

  it('gives a group its own copy when its admin may not edit every group that lists the place', async () => {
    // Through a real HTTP listener, as the attack was made.
    const http = await serveOverHttp(t);
    const owner = await http.signUp('Olive Owner');
    const member = await http.signUp('Max Member');
    const shared = await createGroup(owner.agent);
    await joinGroup(owner.agent, member.agent, shared);
    const place = await createPlace(owner.agent, {
      name: 'Shared Court',
      address: '1 Shared St',
      groupId: shared,
    });
    // A plain member of the first group runs a group of their own and lists the same place there.
    const mine = await createGroup(member.agent);
    const linked = await member.agent.api.groups[':groupId'].places.link.$post({
      param: { groupId: mine },
      json: { placeId: place.id },
    });
    expect(linked.status).toBe(201);
    const gameInMine = await insertGameAt(t.db, mine, place.id, place.id);
    const gameInShared = await insertGameAt(t.db, shared, place.id);

    const renamed = await member.agent.api.groups[':groupId'].places[':placeId'].$patch({
      param: { groupId: mine, placeId: place.id },
      json: { name: 'Renamed For Everyone?', address: '1 Shared St', tags: [] },
    });
    expect(renamed.status).toBe(200);
    const copy = (await renamed.json()).place;
    if (!copy) throw new Error('no place returned');
    expect(copy.id).not.toBe(place.id);
    expect(Object.keys(copy).sort()).toEqual(PLACE_FIELDS);

    const namesIn = async (agent: typeof owner.agent, groupId: string) =>
      (
        await (await agent.api.groups[':groupId'].places.$get({ param: { groupId }, query: {} })).json()
      ).places.map((p) => [p.id, p.name]);
    expect(await namesIn(owner.agent, shared)).toEqual([[place.id, 'Shared Court']]);
    expect(await namesIn(member.agent, mine)).toEqual([[copy.id, 'Renamed For Everyone?']]);
    const placeOf = async (gameId: string | undefined) =>
      (
        await t.db
          .select({ placeId: games.placeId })
          .from(games)
          .where(eq(games.id, gameId ?? ''))
      )[0]?.placeId;
    expect(await placeOf(gameInMine)).toBe(copy.id);
    expect(await placeOf(gameInShared)).toBe(place.id);
    const options = await t.db
      .select()
      .from(gameOptions)
      .where(eq(gameOptions.gameId, gameInMine ?? ''));
    expect(options.map((o) => o.placeId)).toEqual([copy.id]);
    await http.close();
  });

  it('refuses to remove a place used by a game of the group, or by any game option', async () => {
    const admin = await signUp(t);
    const groupId = await createGroup(admin.agent);
    const otherGroup = await createGroup(admin.agent);
    const inGame = await createPlace(admin.agent, { name: 'In Game', address: '8 Game St', groupId });
    const inOption = await createPlace(admin.agent, { name: 'In Option', address: '9 Option St', groupId });
    const free = await createPlace(admin.agent, { name: 'Free', address: '10 Free St', groupId });
    await insertGameAt(t.db, groupId, inGame.id);
    await insertGameAt(t.db, otherGroup, free.id, inOption.id);
    await t.db.delete(groupPlaces).where(eq(groupPlaces.placeId, free.id));
    await admin.agent.api.groups[':groupId'].places.link.$post({
      param: { groupId },
      json: { placeId: free.id },
    });

    const remove = (placeId: string) =>
      admin.agent.api.groups[':groupId'].places[':placeId'].$delete({ param: { groupId, placeId } });
    expect((await errorOf(await remove(inGame.id))).message).toBe(
      'This place cannot be deleted because it is used in one or more games.',
    );
    expect((await errorOf(await remove(inOption.id))).message).toBe(
      'This place cannot be deleted because it is used in game options.',
    );
    const ok = await remove(free.id);
    expect(ok.status).toBe(200);
    const again = await remove(free.id);
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe('Could not find group-place association to delete.');
  });

  it('lets only admins add, edit or remove a group’s places; members keep places of their own', async () => {
    const admin = await signUp(t);
    const member = await signUp(t);
    const groupId = await createGroup(admin.agent);
    await joinGroup(admin.agent, member.agent, groupId);
    const refused = await member.agent.api.places.$post({
      json: { name: 'Member Pick', address: '11 Pick St', tags: [], groupId },
    });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe('Only group admins can do this.');
    const own = await createPlace(member.agent, { name: 'My Own Court', address: '12 Own St' });
    expect(own.id).toMatch(/^[0-9a-f-]{36}$/);
    const place = await createPlace(admin.agent, { name: 'Admin Pick', address: '11 Pick St', groupId });
    const edit = await member.agent.api.groups[':groupId'].places[':placeId'].$patch({
      param: { groupId, placeId: place.id },
      json: { name: 'Nope', address: 'Nope', tags: [] },
    });
    expect(edit.status).toBe(403);
    const remove = await member.agent.api.groups[':groupId'].places[':placeId'].$delete({
      param: { groupId, placeId: place.id },
    });
    expect(remove.status).toBe(403);
  });
});
