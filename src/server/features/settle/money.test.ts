import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenseShares } from '../../db/schema';
import { type Agent, createAgent, errorOf, signUp } from '../../test/agent';
import { answer, createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('expenses and settle-up', () => {
  let t: TestApp;
  let payer: { agent: Agent; userId: string };
  let first: { agent: Agent; userId: string };
  let third: { agent: Agent; userId: string };
  let outsider: Agent;
  let groupId: string;
  let placeId: string;

  /** A booked game whose attendees are the given people, in that order (the first gets the remainder). */
  async function bookedGame(people: { agent: Agent }[]) {
    const { gameId, optionId } = await createGame(payer.agent, { groupId, placeId });
    for (const person of people) {
      await answer(person.agent, gameId, optionId, 'yes');
      t.clock.advance(1000);
    }
    await payer.agent.api.games[':gameId'].book.$post({ param: { gameId }, json: { optionId } });
    await payer.agent.api.games[':gameId']['mark-booked'].$post({ param: { gameId } });
    return gameId;
  }
  const addExpense = (agent: Agent, gameId: string, amountCents: number) =>
    agent.api.expenses.$post({ json: { gameId, amountCents, description: 'Court', category: 'court' } });

  beforeAll(async () => {
    t = await createTestApp();
    payer = await signUp(t, 'Pat Payer');
    first = await signUp(t, 'Ada First');
    third = await signUp(t, 'Cy Third');
    outsider = (await signUp(t, 'Out Sider')).agent;
    groupId = await createGroup(payer.agent);
    await joinGroup(payer.agent, first.agent, groupId);
    await joinGroup(payer.agent, third.agent, groupId);
    placeId = (await createPlace(payer.agent, { name: 'Money Court', address: '5 Money St', groupId })).id;
  });
  afterAll(() => t.close());

  it('splits $50.00 among three as 16.68 / 16.66 / 16.66, the payer’s share settled, in one transaction', async () => {
    const gameId = await bookedGame([first, payer, third]);
    const response = await addExpense(payer.agent, gameId, 5000);
    expect(response.status).toBe(201);
    const { expenses } = await (
      await payer.agent.api.games[':gameId'].expenses.$get({ param: { gameId } })
    ).json();
    const shares = expenses[0]?.shares ?? [];
    expect(shares.map((s) => [s.fullName, s.amountCents, s.status])).toEqual([
      ['Ada First', 1668, 'pending'],
      ['Cy Third', 1666, 'pending'],
      ['Pat Payer', 1666, 'settled'],
    ]);
    expect(shares.reduce((sum, s) => sum + s.amountCents, 0)).toBe(5000);
  });

  it('refuses bad amounts, polls, games without attendees and non-members', async () => {
    const gameId = await bookedGame([first, payer]);
    for (const amountCents of [0, -5, 12.5]) {
      const bad = await addExpense(payer.agent, gameId, amountCents);
      expect(bad.status).toBe(400);
      expect((await errorOf(bad)).message).toBe('Please enter a valid amount.');
    }
    const { gameId: poll } = await createGame(payer.agent, { groupId, placeId });
    expect((await addExpense(payer.agent, poll, 1000)).status).toBe(409);
    const empty = await bookedGame([first, payer]);
    for (const person of [first, payer]) {
      await person.agent.api.games[':gameId'].attendance.$put({
        param: { gameId: empty },
        json: { attending: false },
      });
    }
    const none = await addExpense(payer.agent, empty, 1000);
    expect(none.status).toBe(409);
    expect((await errorOf(none)).code).toBe('NO_ATTENDEES');
    expect((await addExpense(outsider, gameId, 1000)).status).toBe(404);
  });

  it('settles in two steps: only the debtor marks paid, only the creditor confirms, parallel confirms settle once', async () => {
    const fresh = await signUp(t, 'Dee Debtor');
    await joinGroup(payer.agent, fresh.agent, groupId);
    const gameId = await bookedGame([fresh, payer]);
    await addExpense(payer.agent, gameId, 3001);

    const mine = await (await fresh.agent.api['settle-up'].$get()).json();
    const debt = mine.debts.find((d) => d.toUserId === payer.userId);
    expect(debt).toMatchObject({ fromUserId: fresh.userId, amountCents: 1501, status: 'pending' });
    expect(mine.totals[0]?.owe).toBeGreaterThanOrEqual(1501);
    const amountCents = debt?.amountCents ?? 0;

    const wrongSide = await payer.agent.api['settle-up']['mark-paid'].$post({
      json: { otherUserId: fresh.userId, amountCents },
    });
    expect(wrongSide.status).toBe(403);
    expect((await errorOf(wrongSide)).message).toBe('You are not authorized to modify this transaction');
    const stranger = await outsider.api['settle-up']['mark-paid'].$post({
      json: { otherUserId: payer.userId, amountCents },
    });
    expect(stranger.status).toBe(403);

    const paid = (seen = amountCents) =>
      fresh.agent.api['settle-up']['mark-paid'].$post({
        json: { otherUserId: payer.userId, amountCents: seen },
      });
    // The debt changed since the user looked (here: a stale amount): nothing is marked.
    const stale = await paid(amountCents + 1);
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).message).toBe('Failed to mark as settled. Please try again.');
    expect((await (await fresh.agent.api['settle-up'].$get()).json()).debts[0]?.status).toBe('pending');
    expect((await paid()).status).toBe(200);
    expect(await (await paid()).json()).toEqual({ status: 'verifying', changed: 0 });
    const waiting = await (await payer.agent.api['settle-up'].$get()).json();
    expect(waiting.debts.find((d) => d.fromUserId === fresh.userId)?.status).toBe('verifying');

    const earlyReceive = await fresh.agent.api['settle-up']['mark-received'].$post({
      json: { otherUserId: payer.userId, amountCents, paymentMethod: 'zelle' },
    });
    expect(earlyReceive.status).toBe(403);
    const receive = () =>
      payer.agent.api['settle-up']['mark-received'].$post({
        json: { otherUserId: fresh.userId, amountCents, paymentMethod: 'zelle' },
      });
    const results = await Promise.all([receive(), receive(), receive()]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const changed = await Promise.all(results.map((r) => r.json()));
    expect(changed.reduce((sum, r) => sum + r.changed, 0)).toBe(1);
    const [share] = await t.db.select().from(expenseShares).where(eq(expenseShares.userId, fresh.userId));
    expect(share).toMatchObject({ status: 'settled', paymentMethod: 'zelle', settledBy: payer.userId });
    const after = await (await fresh.agent.api['settle-up'].$get()).json();
    expect(after.debts.filter((d) => d.toUserId === payer.userId)).toEqual([]);
  });

  it('deletes only as creator or payer and only while other shares are pending; recalculates pending shares', async () => {
    const gameId = await bookedGame([first, payer]);
    const created = await (await addExpense(payer.agent, gameId, 1000)).json();
    const expenseId = created.expense.id;
    expect((await first.agent.api.expenses[':expenseId'].$delete({ param: { expenseId } })).status).toBe(403);

    // Third person comes after all: the split follows.
    await payer.agent.api.games[':gameId'].attendance.$put({
      param: { gameId },
      json: { userId: third.userId, attending: true },
    });
    expect(
      (await payer.agent.api.expenses[':expenseId'].recalculate.$post({ param: { expenseId } })).status,
    ).toBe(200);
    const amounts = await t.db.execute<{ amount_cents: number }>(
      sql`select amount_cents from expense_shares where expense_id = ${expenseId} order by amount_cents desc`,
    );
    expect(amounts.rows.map((r) => r.amount_cents)).toEqual([334, 333, 333]);

    const debts = await (await first.agent.api['settle-up'].$get()).json();
    const amountCents = debts.debts.find((d) => d.toUserId === payer.userId)?.amountCents ?? 0;
    await first.agent.api['settle-up']['mark-paid'].$post({
      json: { otherUserId: payer.userId, amountCents },
    });
    const locked = await payer.agent.api.expenses[':expenseId'].$delete({ param: { expenseId } });
    expect(locked.status).toBe(409);
    expect(
      (await payer.agent.api.expenses[':expenseId'].recalculate.$post({ param: { expenseId } })).status,
    ).toBe(409);
  });

  it('lists my expenses with period and status filters', async () => {
    const list = await (
      await third.agent.api.expenses.$get({ query: { period: 'all', status: 'all' } })
    ).json();
    expect(list.expenses.length).toBeGreaterThan(0);
    expect(list.expenses.every((e) => e.myShareCents !== null || e.paidBy === third.userId)).toBe(true);
    const settled = await (
      await third.agent.api.expenses.$get({ query: { period: 'week', status: 'settled' } })
    ).json();
    // Settled on the viewer's side: their own share, as third paid nothing here.
    expect(settled.expenses.every((e) => e.myShareStatus === 'settled')).toBe(true);
    expect((await createAgent(t).api.expenses.$get({ query: {} })).status).toBe(401);
  });
});
