import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupPlaces, places } from '../../db/schema';
import { type Agent, errorOf } from '../../test/agent';
import { createGroup } from '../../test/groups';
import { serveOverHttp } from '../../test/http';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 56: a cost per hour that is negative or has a fraction of a cent is refused saying which. */
describe('cost per hour refusals', () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof serveOverHttp>>;
  let admin: Agent;
  let userId: string;
  let groupId: string;
  beforeAll(async () => {
    t = await createTestApp();
    http = await serveOverHttp(t);
    const signedUp = await http.signUp('Avery Admin');
    admin = signedUp.agent;
    userId = signedUp.userId;
    groupId = await createGroup(admin);
  });
  afterAll(async () => {
    await http.close();
    await t.close();
  });

  it('says what is wrong with the cost and with the group cost, and writes nothing', async () => {
    const refused = async (json: Record<string, unknown>) => {
      const response = await admin.api.places.$post({
        json: { name: 'Court', address: '1 Court St', tags: [], groupId, ...json } as never,
      });
      expect(response.status).toBe(400);
      return (await errorOf(response)).fields;
    };
    expect(await refused({ costPerHourCents: -500 })).toEqual({
      costPerHourCents: 'Cost per hour cannot be negative',
    });
    expect(await refused({ costPerHourCents: 1234.5 })).toEqual({
      costPerHourCents: 'Cost per hour has more decimals than its currency',
    });
    expect(await refused({ costPerHourCents: 'twelve' })).toEqual({
      costPerHourCents: 'Cost per hour must be a valid number',
    });
    expect(await refused({ groupCostPerHourCents: -1 })).toEqual({
      groupCostPerHourCents: 'Cost per hour cannot be negative',
    });
    expect(await t.db.select().from(places).where(eq(places.createdBy, userId))).toEqual([]);
  });

  it('says the same when a place is edited, and keeps the cost it had', async () => {
    const place = await createPlace(admin, {
      name: 'Hall',
      address: '2 Hall St',
      groupId,
      costPerHourCents: 900,
    });
    const edited = await admin.api.groups[':groupId'].places[':placeId'].$patch({
      param: { groupId, placeId: place.id },
      json: {
        name: 'Hall',
        address: '2 Hall St',
        tags: [],
        costPerHourCents: 900,
        groupCostPerHourCents: 12.5,
      },
    });
    expect(edited.status).toBe(400);
    expect((await errorOf(edited)).fields).toEqual({
      groupCostPerHourCents: 'Cost per hour has more decimals than its currency',
    });
    const [kept] = await t.db.select().from(places).where(eq(places.id, place.id));
    expect(kept?.costPerHourCents).toBe(900);
    const [link] = await t.db.select().from(groupPlaces).where(eq(groupPlaces.placeId, place.id));
    expect(link?.costPerHourCents).toBeNull();
  });
});
