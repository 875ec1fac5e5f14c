import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createAgent, errorOf, signUp } from '../../test/agent';
import { createGroup, joinGroup } from '../../test/groups';
import { addExpense, bookedGame, myShareOf } from '../../test/money';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';
import { HISTORY_PAGE_SIZE } from './history';

type Person = { agent: Agent; userId: string };
type Method = 'venmo' | 'zelle' | 'cash' | 'other';

describe('GET /api/settle-up/history: settled payments, newest first', () => {
  let t: TestApp;
  let ann: Person;
  let ben: Person;
  let cat: Person;
  let dan: Person;
  let where: { groupId: string; placeId: string };

  const page = async (who: Person, cursor?: string) => {
    const response = await who.agent.api['settle-up'].history.$get({ query: cursor ? { cursor } : {} });
    expect(response.status).toBe(200);
    return response.json();
  };
  /** Every page, following nextCursor; fails on a page larger than the page size. */
  const allPages = async (who: Person) => {
    const pages = [await page(who)];
    for (let next = pages[0]?.nextCursor; next; next = pages.at(-1)?.nextCursor) {
      pages.push(await page(who, next));
    }
    for (const p of pages) expect(p.payments.length).toBeLessThanOrEqual(HISTORY_PAGE_SIZE);
    return pages;
  };
  const line = (p: { from: { fullName: string }; to: { fullName: string }; amountCents: number }) =>
    `${p.from.fullName} → ${p.to.fullName} ${p.amountCents}`;
  const settleShare = async (debtor: Person, creditor: Person, expenseId: string, method: Method) => {
    const share = await myShareOf(debtor.agent, expenseId);
    const shareId = share.id;
    await debtor.agent.api['settle-up'].shares[':shareId']['mark-paid'].$post({ param: { shareId } });
    const done = await creditor.agent.api['settle-up'].shares[':shareId']['mark-received'].$post({
      param: { shareId },
      json: { paymentMethod: method },
    });
    expect(done.status).toBe(200);
  };
  const debtOf = async (from: Person, to: Person) =>
    (await (await from.agent.api['settle-up'].$get()).json()).debts.find(
      (d) => d.fromUserId === from.userId && d.toUserId === to.userId && d.status === 'pending',
    )?.amountCents ?? 0;

  beforeAll(async () => {
    t = await createTestApp();
    [ann, ben, cat, dan] = await Promise.all([
      signUp(t, 'Ann Able'),
      signUp(t, 'Ben Baker'),
      signUp(t, 'Cat Cole'),
      signUp(t, 'Dan Dale'),
    ]);
    const groupId = await createGroup(ann.agent);
    for (const who of [ben, cat, dan]) await joinGroup(ann.agent, who.agent, groupId);
    const place = await createPlace(ann.agent, { name: 'History Court', address: '3 Past St', groupId });
    where = { groupId, placeId: place.id };
  });
  afterAll(() => t.close());

  it('is empty at first and refuses anonymous callers and a bad cursor', async () => {
    expect(await page(ann)).toEqual({ payments: [], nextCursor: null });
    expect((await createAgent(t).api['settle-up'].history.$get({ query: {} })).status).toBe(401);
    const bad = await ann.agent.api['settle-up'].history.$get({ query: { cursor: 'bm90IGEgY3Vyc29y' } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Invalid cursor.');
  });

  it('shows a share settled on its own as a payment from debtor to creditor, to both and no one else', async () => {
    const gameId = await bookedGame(ann.agent, where, [ben, ann], () => t.clock.advance(1000));
    const expenseId = await addExpense(ann.agent, gameId, 2001);
    t.clock.advance(60_000);
    await settleShare(ben, ann, expenseId, 'venmo');
    const payment = {
      id: expect.any(String),
      from: { id: ben.userId, fullName: 'Ben Baker' },
      to: { id: ann.userId, fullName: 'Ann Able' },
      // Ben said yes first, so his share has the remainder cent.
      amountCents: 1001,
      currency: 'USD',
      method: 'venmo',
      settledAt: t.clock().toISOString(),
      shareCount: 1,
    };
    expect(await page(ann)).toEqual({ payments: [payment], nextCursor: null });
    expect(await page(ben)).toEqual({ payments: [payment], nextCursor: null });
    expect((await page(dan)).payments).toEqual([]);
  });

  it('groups what one Mark Received settled, netting a pair’s debts both ways into the payment that happened', async () => {
    // Cat owes Ann for two expenses, Ann owes Cat for one: Settle Up nets them into one debt.
    const game = await bookedGame(ann.agent, where, [cat, ann], () => t.clock.advance(1000));
    await addExpense(ann.agent, game, 3000); // Cat owes 15.00
    await addExpense(ann.agent, game, 1000); // Cat owes 5.00
    await addExpense(cat.agent, game, 800); // Ann owes 4.00
    t.clock.advance(60_000);
    const net = await debtOf(cat, ann);
    expect(net).toBe(1600);
    await cat.agent.api['settle-up']['mark-paid'].$post({
      json: { otherUserId: ann.userId, amountCents: net },
    });
    await ann.agent.api['settle-up']['mark-received'].$post({
      json: { otherUserId: cat.userId, amountCents: net, paymentMethod: 'zelle' },
    });
    const [latest] = (await page(cat)).payments;
    expect(latest).toMatchObject({
      from: { id: cat.userId },
      to: { id: ann.userId },
      amountCents: 1600,
      method: 'zelle',
      shareCount: 3,
    });
    expect((await page(ann)).payments[0]).toEqual(latest);
  });

  it('pages through every payment once, newest first, through ties and microsecond instants', async () => {
    const gameId = await bookedGame(ann.agent, where, [ben, dan, ann], () => t.clock.advance(1000));
    const methods: Method[] = ['venmo', 'zelle', 'cash', 'other'];
    const count = 23;
    for (let i = 0; i < count; i += 1) {
      t.clock.advance(60_000);
      const expenseId = await addExpense(ann.agent, gameId, 300 + i * 3);
      // Ben's and Dan's payments for one expense are confirmed at the same instant: a tie on time.
      await settleShare(ben, ann, expenseId, methods[i % 4] ?? 'cash');
      await settleShare(dan, ann, expenseId, methods[i % 4] ?? 'cash');
    }
    const expected = (await page(ann)).payments.length; // just the first page, for the size
    expect(expected).toBe(HISTORY_PAGE_SIZE);

    const walk = async () => {
      const pages = await allPages(ann);
      return pages.flatMap((p) => p.payments);
    };
    const tied = await walk();
    // 23 × 2 payments here, Ben's earlier one and Cat's netted one.
    expect(tied).toHaveLength(count * 2 + 2);
    expect(new Set(tied.map((p) => `${p.settledAt} ${line(p)}`)).size).toBe(tied.length);
    const times = tied.map((p) => p.settledAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(tied.filter((p) => p.from.id === dan.userId).map((p) => p.amountCents)).toEqual(
      Array.from({ length: count }, (_, i) => (300 + (count - 1 - i) * 3) / 3),
    );

    // Instants stored with microseconds (not only the milliseconds a JavaScript Date holds) page exactly too.
    await t.db.execute(sql`update expense_shares set settled_at = settled_at + interval '123 microseconds'
      where user_id = ${dan.userId} and status = 'settled'`);
    const precise = await walk();
    expect(precise).toHaveLength(tied.length);
    expect(new Set(precise.map((p) => `${p.settledAt} ${line(p)}`)).size).toBe(precise.length);
    expect(precise.map(line).sort()).toEqual(tied.map(line).sort());
    expect((await allPages(ben)).flatMap((p) => p.payments)).toHaveLength(count + 1);
    // A cursor names only a place in a list: another user following Ann's still sees only their own payments.
    const annCursor = (await page(ann)).nextCursor ?? '';
    expect(
      (await page(cat, annCursor)).payments.every((p) => p.from.id === cat.userId || p.to.id === cat.userId),
    ).toBe(true);
    expect((await page(dan, annCursor)).payments.map((p) => p.from.id)).toEqual(
      expect.arrayContaining([dan.userId]),
    );
    expect((await page(dan, annCursor)).payments.every((p) => p.from.id === dan.userId)).toBe(true);
  });
});
