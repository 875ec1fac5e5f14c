import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, errorOf, signUp } from '../../test/agent';
import { expectBalancesMatchShares } from '../../test/balances';
import { addExpense, bookedGame } from '../../test/expenses';
import { createGroup, joinGroup } from '../../test/groups';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type Person = { agent: Agent; userId: string };

describe('group expenses, balances and scoped settling', () => {
  let t: TestApp;
  let pat: Person;
  let ada: Person;
  let cy: Person;
  let outsider: Person;
  let groupId: string;
  let otherGroupId: string;
  let outsiderGroupId: string;

  const balances = (who: Person, id = groupId) =>
    who.agent.api.groups[':groupId'].balances.$get({ param: { groupId: id } });
  const markPaid = (who: Person, id: string, otherUserId: string, amountCents: number) =>
    who.agent.api.groups[':groupId'].settle['mark-paid'].$post({
      param: { groupId: id },
      json: { otherUserId, amountCents },
    });
  const markReceived = (who: Person, id: string, otherUserId: string, amountCents: number) =>
    who.agent.api.groups[':groupId'].settle['mark-received'].$post({
      param: { groupId: id },
      json: { otherUserId, amountCents, paymentMethod: 'cash' },
    });
  /** Every share's status in a group, by debtor and amount, straight from the database. */
  const statuses = async (id: string) =>
    (
      await t.db.execute<{ user_id: string; amount_cents: number; status: string }>(sql`
        select s.user_id, s.amount_cents, s.status from expense_shares s
        join expenses e on e.id = s.expense_id join games g on g.id = e.game_id
        where g.group_id = ${id} order by s.user_id, s.amount_cents`)
    ).rows;

  beforeAll(async () => {
    t = await createTestApp();
    [pat, ada, cy, outsider] = await Promise.all([
      signUp(t, 'Pat Payer'),
      signUp(t, 'Ada First'),
      signUp(t, 'Cy Third'),
      signUp(t, 'Out Sider'),
    ]);
    groupId = await createGroup(pat.agent);
    otherGroupId = await createGroup(pat.agent);
    outsiderGroupId = await createGroup(outsider.agent);
    await joinGroup(pat.agent, ada.agent, groupId);
    await joinGroup(pat.agent, cy.agent, groupId);
    await joinGroup(pat.agent, ada.agent, otherGroupId);
    const placeId = (await createPlace(pat.agent, { name: 'Net Court', address: '1 Net St', groupId })).id;
    const otherPlaceId = (
      await createPlace(pat.agent, { name: 'Other Court', address: '2 Net St', groupId: otherGroupId })
    ).id;
    // In the group: Pat pays $30.00 for three; Ada pays $15.01 for Pat and herself (Pat takes the odd cent).
    const court = await bookedGame(t, pat.agent, [ada.agent, pat.agent, cy.agent], { groupId, placeId });
    await addExpense(pat.agent, court, 3000);
    const drinks = await bookedGame(t, pat.agent, [pat.agent, ada.agent], { groupId, placeId });
    await addExpense(ada.agent, drinks, 1501, { category: 'food', description: 'Drinks' });
    // Elsewhere Ada owes Pat $20.00 more.
    const other = await bookedGame(t, pat.agent, [ada.agent, pat.agent], {
      groupId: otherGroupId,
      placeId: otherPlaceId,
    });
    await addExpense(pat.agent, other, 4000);
  });
  afterAll(() => t.close());

  it('nets the group’s open shares into who owes whom, with each member’s paid and owed totals', async () => {
    const response = await balances(ada);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.debts.map((d) => [d.fromUser.fullName, d.toUser.fullName, d.amountCents, d.status])).toEqual([
      ['Ada First', 'Pat Payer', 249, 'pending'],
    ]);
    // Between the others, only what the screen shows: the names are among the member totals.
    const name = (id: string) => body.members.find((m) => m.userId === id)?.fullName;
    expect(body.others.map((d) => [name(d.fromUserId), name(d.toUserId), d.amountCents, d.status])).toEqual([
      ['Cy Third', 'Pat Payer', 1000, 'pending'],
    ]);
    expect(Object.keys(body.others[0] ?? {}).sort()).toEqual([
      'amountCents',
      'fromUserId',
      'status',
      'toUserId',
    ]);
    expect(body.totals).toEqual({ owe: 249, owed: 0 });
    expect(body.members.map((m) => [m.fullName, m.paidCents, m.owedCents, m.isMember])).toEqual([
      ['Ada First', 1501, 1750, true],
      ['Cy Third', 0, 1000, true],
      ['Pat Payer', 3000, 1751, true],
    ]);
    // /settle-up still nets across every group of the same currency.
    const all = await (await ada.agent.api['settle-up'].$get()).json();
    expect(all.totals).toEqual([expect.objectContaining({ currency: 'USD', owe: 2249 })]);
  });

  it('marks paid and received only this group’s shares, against the group’s net; a refusal writes nothing', async () => {
    const before = { group: await statuses(groupId), other: await statuses(otherGroupId) };
    // The amount /settle-up shows (both groups) is not this group's debt.
    const global = await markPaid(ada, groupId, pat.userId, 2249);
    expect(global.status).toBe(409);
    expect(await errorOf(global)).toMatchObject({
      code: 'DEBT_CHANGED',
      message: 'Failed to mark as settled. Please try again.',
    });
    // Nobody owes the outsider anything here; a group of theirs, or one that does not exist, is not found.
    const stranger = await markPaid(ada, groupId, outsider.userId, 249);
    expect(stranger.status).toBe(403);
    expect((await errorOf(stranger)).message).toBe('You are not authorized to modify this transaction');
    for (const id of [outsiderGroupId, '00000000-0000-4000-8000-000000000000', 'not-a-group']) {
      const foreign = await markPaid(ada, id, pat.userId, 249);
      expect(foreign.status).toBe(404);
      expect((await errorOf(foreign)).message).toBe('Group not found.');
      expect((await balances(ada, id)).status).toBe(404);
    }
    expect({ group: await statuses(groupId), other: await statuses(otherGroupId) }).toEqual(before);

    // Both of the pair's shares in this group move (Ada's $10.00 and Pat's $7.51); the other group's stay.
    const paid = await markPaid(ada, groupId, pat.userId, 249);
    expect(await paid.json()).toEqual({ status: 'verifying', changed: 2 });
    expect(await statuses(otherGroupId)).toEqual(before.other);
    const everywhere = await (await ada.agent.api['settle-up'].$get()).json();
    expect(everywhere.debts.map((d) => [d.amountCents, d.status])).toEqual([
      [2000, 'pending'],
      [249, 'verifying'],
    ]);
    await expectBalancesMatchShares(t.db);

    expect((await markReceived(pat, groupId, ada.userId, 2249)).status).toBe(409);
    const received = await markReceived(pat, groupId, ada.userId, 249);
    expect(await received.json()).toEqual({ status: 'settled', changed: 2 });
    expect(await (await markReceived(pat, groupId, ada.userId, 249)).json()).toEqual({
      status: 'settled',
      changed: 0,
    });
    expect(await statuses(otherGroupId)).toEqual(before.other);
    const after = await (await balances(ada)).json();
    expect(after.debts).toEqual([]);
    expect(after.others.map((d) => [d.fromUserId, d.amountCents])).toEqual([[cy.userId, 1000]]);
    expect(after.totals).toEqual({ owe: 0, owed: 0 });
    await expectBalancesMatchShares(t.db);
  });

  it('hides games dated before the viewer joined, except from debts they are part of', async () => {
    const early = await createGroup(pat.agent);
    await joinGroup(pat.agent, ada.agent, early);
    const placeId = (
      await createPlace(pat.agent, { name: 'Early Court', address: '3 Net St', groupId: early })
    ).id;
    const old = await bookedGame(t, pat.agent, [ada.agent, pat.agent], {
      groupId: early,
      placeId,
      date: '2026-11-28T15:00:00.000Z',
    });
    const hidden = await addExpense(pat.agent, old, 1000);

    // Cy joins after that game's date, and Ada leaves and comes back then too.
    t.clock.advance(10 * 24 * 60 * 60 * 1000);
    const detail = await (await pat.agent.api.groups[':groupId'].$get({ param: { groupId: early } })).json();
    const adaMembership = detail.members.find((m) => m.userId === ada.userId)?.id ?? '';
    await pat.agent.api.groups[':groupId'].members[':memberId'].$delete({
      param: { groupId: early, memberId: adaMembership },
    });
    await joinGroup(pat.agent, ada.agent, early);
    await joinGroup(pat.agent, cy.agent, early);

    const page = (who: Person) =>
      who.agent.api.groups[':groupId'].expenses.$get({ param: { groupId: early }, query: {} });
    expect(await (await page(cy)).json()).toEqual({ expenses: [], nextCursor: null });
    expect(await (await page(ada)).json()).toEqual({ expenses: [], nextCursor: null });
    const forCy = await (await balances(cy, early)).json();
    expect(forCy.debts).toEqual([]);
    expect(forCy.members.map((m) => [m.fullName, m.paidCents, m.owedCents])).toEqual([
      ['Ada First', 0, 0],
      ['Cy Third', 0, 0],
      ['Pat Payer', 0, 0],
    ]);
    // Ada's own debt from before is still hers, here as on /settle-up, and she can settle it here.
    const forAda = await (await balances(ada, early)).json();
    expect(forAda.debts.map((d) => [d.fromUserId, d.toUserId, d.amountCents])).toEqual([
      [ada.userId, pat.userId, 500],
    ]);
    expect(forAda.members.every((m) => m.paidCents === 0 && m.owedCents === 0)).toBe(true);
    expect((await markPaid(ada, early, pat.userId, 500)).status).toBe(200);

    const later = await bookedGame(t, pat.agent, [cy.agent, pat.agent], {
      groupId: early,
      placeId,
      date: '2026-12-20T15:00:00.000Z',
    });
    const seen = await addExpense(pat.agent, later, 801);
    const cyPage = await (await page(cy)).json();
    expect(cyPage.expenses.map((e) => [e.id, e.myShareCents, e.myShareStatus])).toEqual([
      [seen, 401, 'pending'],
    ]);
    const csv = await (
      await cy.agent.api.groups[':groupId']['expenses.csv'].$get({ param: { groupId: early }, query: {} })
    ).text();
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(3);
    expect(csv).not.toContain(hidden);
    expect(csv).toContain(seen);
  });
});
