import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/agent';
import { joinGroup } from '../../test/groups';
import { serveOverHttp } from '../../test/http';
import { addExpense, bookedGame } from '../../test/money';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type Served = Awaited<ReturnType<typeof serveOverHttp>>;
type Person = Awaited<ReturnType<Served['signUp']>>;

// A group's currency, over a real listener: chosen at creation, US dollars when none is named, and changed by
// an admin only while the group has no expense.
describe('a group’s currency', () => {
  let t: TestApp;
  let http: Served;
  let ada: Person;
  let ben: Person;

  const create = (who: Person, json: { name: string; currency?: string }) =>
    who.agent.api.groups.$post({ json });
  const currencyOf = async (who: Person, groupId: string) =>
    (await (await who.agent.api.groups[':groupId'].$get({ param: { groupId } })).json()).group.currency;
  const change = (who: Person, groupId: string, currency: string) =>
    who.agent.api.groups[':groupId'].currency.$put({ param: { groupId }, json: { currency } });

  beforeAll(async () => {
    t = await createTestApp();
    http = await serveOverHttp(t);
    [ada, ben] = [await http.signUp('Ada Admin'), await http.signUp('Ben Member')];
  });
  afterAll(async () => {
    await http.close();
    await t.close();
  });

  it('keeps the currency chosen at creation, and US dollars when none is named', async () => {
    const euros = await create(ada, { name: 'Lyon Padel', currency: 'EUR' });
    expect(euros.status).toBe(201);
    expect(await currencyOf(ada, (await euros.json()).id)).toBe('EUR');
    const plain = await create(ada, { name: 'Old Habits' });
    expect(await currencyOf(ada, (await plain.json()).id)).toBe('USD');
  });

  it('refuses a currency Intl does not know with a 400 naming the field, and creates nothing', async () => {
    const refused = await create(ada, { name: 'Nowhere Club', currency: 'XYZ' });
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { currency: 'Unknown currency.' },
    });
    const { groups } = await (await ada.agent.api.groups.$get()).json();
    expect(groups.map((group) => group.name)).not.toContain('Nowhere Club');
  });

  it('lets an admin change it while the group has no expense; a member may not', async () => {
    const { id } = await (await create(ada, { name: 'Tokyo Tennis', currency: 'USD' })).json();
    await joinGroup(ada.agent, ben.agent, id);
    expect((await change(ben, id, 'JPY')).status).toBe(403);
    expect((await errorOf(await change(ada, id, 'ABC'))).fields).toEqual({ currency: 'Unknown currency.' });
    const changed = await change(ada, id, 'jpy');
    expect(changed.status).toBe(200);
    expect((await changed.json()).group.currency).toBe('JPY');
    expect(await currencyOf(ben, id)).toBe('JPY');
  });

  it('refuses a change once the group has an expense, with a 409 that says why, and changes nothing', async () => {
    const { id } = await (await create(ada, { name: 'Madrid Pádel', currency: 'EUR' })).json();
    await joinGroup(ada.agent, ben.agent, id);
    const place = await createPlace(ada.agent, { name: 'Pista', address: '1 Calle Mayor', groupId: id });
    const gameId = await bookedGame(ada.agent, { groupId: id, placeId: place.id }, [ada, ben]);
    await addExpense(ada.agent, gameId, 2470);
    const refused = await change(ada, id, 'USD');
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({
      code: 'GROUP_HAS_EXPENSES',
      message: 'This group already has expenses, so its currency cannot change.',
    });
    expect(await currencyOf(ada, id)).toBe('EUR');
  });

  it('adds no expense typed in a currency the group no longer has', async () => {
    const { id } = await (await create(ada, { name: 'Seoul Squash', currency: 'USD' })).json();
    await joinGroup(ada.agent, ben.agent, id);
    const place = await createPlace(ada.agent, { name: 'Court', address: '1 Main St', groupId: id });
    const gameId = await bookedGame(ada.agent, { groupId: id, placeId: place.id }, [ada, ben]);
    expect((await change(ada, id, 'KRW')).status).toBe(200);
    const stale = await ada.agent.api.expenses.$post({
      json: { gameId, amountCents: 1250, description: 'Court', category: 'court', currency: 'USD' },
    });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).code).toBe('CURRENCY_CHANGED');
    const { expenses } = await (
      await ada.agent.api.games[':gameId'].expenses.$get({ param: { gameId } })
    ).json();
    expect(expenses).toEqual([]);
  });
});
