import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenseShares } from '../../db/schema';
import { type Agent, createAgent, errorOf, signUp } from '../../test/agent';
import { expectBalancesMatchShares } from '../../test/balances';
import { createGroup, joinGroup } from '../../test/groups';
import { authorizationMatrix, GAME_ROLES, type MatrixRow } from '../../test/matrix';
import { addExpense, bookedGame, myShareOf } from '../../test/money';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type Person = { agent: Agent; userId: string };
type MoneyRole = (typeof GAME_ROLES)[number];

describe('per-share settle steps (My Expenses)', () => {
  let t: TestApp;
  let admin: Person;
  let payer: Person;
  let debtor: Person;
  let outsider: Person;
  let where: { groupId: string; placeId: string };

  const paid = (agent: Agent, shareId: string) =>
    agent.api['settle-up'].shares[':shareId']['mark-paid'].$post({ param: { shareId } });
  const received = (agent: Agent, shareId: string, paymentMethod: 'venmo' | 'zelle' | 'cash' | 'other') =>
    agent.api['settle-up'].shares[':shareId']['mark-received'].$post({
      param: { shareId },
      json: { paymentMethod },
    });
  const shareRow = async (id: string) =>
    (await t.db.select().from(expenseShares).where(eq(expenseShares.id, id)))[0];

  /** A $20.00 expense paid by `by` on a game both attended; returns the other person's (pending) share. */
  async function debt(by: Person, owing: Person, amountCents = 2000) {
    const gameId = await bookedGame(admin.agent, where, [owing, by], () => t.clock.advance(1000));
    const expenseId = await addExpense(by.agent, gameId, amountCents);
    return { expenseId, share: await myShareOf(owing.agent, expenseId) };
  }

  beforeAll(async () => {
    t = await createTestApp();
    [admin, payer, debtor, outsider] = await Promise.all([
      signUp(t, 'Ada Admin'),
      signUp(t, 'Pat Payer'),
      signUp(t, 'Dee Debtor'),
      signUp(t, 'Out Sider'),
    ]);
    const groupId = await createGroup(admin.agent);
    await joinGroup(admin.agent, payer.agent, groupId);
    await joinGroup(admin.agent, debtor.agent, groupId);
    const place = await createPlace(admin.agent, { name: 'Share Court', address: '1 Share St', groupId });
    where = { groupId, placeId: place.id };
  });
  afterAll(() => t.close());

  describe('who may take each step', () => {
    const agents = {} as Record<MoneyRole, Agent>;
    beforeAll(() => {
      Object.assign(agents, {
        anonymous: createAgent(t),
        nonMember: outsider.agent,
        member: debtor.agent,
        creator: payer.agent,
        admin: admin.agent,
      });
    });
    type World = { shareId: string };
    const codes = (member: number, creator: number): Record<MoneyRole, number> => ({
      anonymous: 401,
      // Someone else's share is not revealed, to a stranger or to a group admin who is neither side.
      nonMember: 404,
      member,
      creator,
      admin: 404,
    });
    const rows: [state: 'pending' | 'verifying', MatrixRow<World, MoneyRole>][] = [
      ['pending', ['POST /settle-up/shares/:id/mark-paid', (a, w) => paid(a, w.shareId), codes(200, 403)]],
      [
        'verifying',
        [
          'POST /settle-up/shares/:id/mark-received',
          (a, w) => received(a, w.shareId, 'venmo'),
          codes(403, 200),
        ],
      ],
    ];
    for (const [state, row] of rows) {
      authorizationMatrix(
        [row],
        () => agents,
        async () => {
          const { share } = await debt(payer, debtor);
          if (state === 'verifying') expect((await paid(debtor.agent, share.id)).status).toBe(200);
          return { shareId: share.id };
        },
        { roles: GAME_ROLES, freshWorldPerRole: true },
      );
    }
  });

  it('moves one share pending → verifying → settled; repeats answer as done and change nothing', async () => {
    const { share } = await debt(payer, debtor, 2001);
    const first = await paid(debtor.agent, share.id);
    expect(await first.json()).toEqual({ status: 'verifying', changed: 1 });
    expect(await (await paid(debtor.agent, share.id)).json()).toEqual({ status: 'verifying', changed: 0 });
    expect(await shareRow(share.id)).toMatchObject({ status: 'verifying', paymentMethod: 'cash' });
    await expectBalancesMatchShares(t.db);

    t.clock.advance(60_000);
    const confirm = await received(payer.agent, share.id, 'zelle');
    expect(await confirm.json()).toEqual({ status: 'settled', changed: 1 });
    expect(await shareRow(share.id)).toMatchObject({
      status: 'settled',
      paymentMethod: 'zelle',
      settledBy: payer.userId,
      settledAt: t.clock(),
    });
    // A late repeat by either side changes nothing, the method and time included.
    t.clock.advance(60_000);
    expect(await (await received(payer.agent, share.id, 'cash')).json()).toEqual({
      status: 'settled',
      changed: 0,
    });
    expect(await (await paid(debtor.agent, share.id)).json()).toEqual({ status: 'settled', changed: 0 });
    expect(await shareRow(share.id)).toMatchObject({ paymentMethod: 'zelle' });
    await expectBalancesMatchShares(t.db);
  });

  it('acts on exactly one share: the pair’s other debts stay as they were, and Settle Up shows both', async () => {
    const one = await debt(payer, debtor, 1000);
    const two = await debt(payer, debtor, 3000);
    const toPayer = async (status: 'pending' | 'verifying') =>
      (await (await debtor.agent.api['settle-up'].$get()).json()).debts.find(
        (d) => d.toUserId === payer.userId && d.status === status,
      )?.amountCents ?? 0;
    const before = { pending: await toPayer('pending'), verifying: await toPayer('verifying') };
    await paid(debtor.agent, one.share.id);
    expect((await shareRow(two.share.id))?.status).toBe('pending');
    expect(await toPayer('pending')).toBe(before.pending - 500);
    expect(await toPayer('verifying')).toBe(before.verifying + 500);
    await received(payer.agent, one.share.id, 'cash');
    await expectBalancesMatchShares(t.db);
  });

  it('refuses the wrong step for the state, bad input and unknown ids, writing nothing', async () => {
    const { share } = await debt(payer, debtor);
    const early = await received(payer.agent, share.id, 'venmo');
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toMatchObject({
      code: 'NOT_MARKED_PAID',
      message: 'This share has not been marked as paid yet.',
    });
    const wrongSide = await paid(payer.agent, share.id);
    expect(wrongSide.status).toBe(403);
    expect((await errorOf(wrongSide)).message).toBe('You are not authorized to modify this transaction');
    const badMethod = await payer.agent.fetch(`/api/settle-up/shares/${share.id}/mark-received`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paymentMethod: 'bitcoin' }),
    });
    expect(badMethod.status).toBe(400);
    const malformed = await paid(debtor.agent, 'not-a-uuid');
    expect(malformed.status).toBe(400);
    const unknown = await paid(debtor.agent, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe('Share not found.');
    expect(await shareRow(share.id)).toMatchObject({
      status: 'pending',
      paymentMethod: null,
      settledAt: null,
    });

    // The payer's own share was settled from the start: nothing to do on either step.
    const { expenses } = await (await payer.agent.api.expenses.$get({ query: {} })).json();
    const own = expenses.find((e) => e.myShareId && e.paidBy === payer.userId)?.myShareId ?? '';
    expect(await (await paid(payer.agent, own)).json()).toEqual({ status: 'settled', changed: 0 });
    expect(await (await received(payer.agent, own, 'cash')).json()).toEqual({
      status: 'settled',
      changed: 0,
    });
  });

  it('parallel clicks change a share once, and the balances still match the shares', async () => {
    const { share } = await debt(payer, debtor, 4321);
    const paidResults = await Promise.all(Array.from({ length: 6 }, () => paid(debtor.agent, share.id)));
    expect(paidResults.map((r) => r.status)).toEqual(Array(6).fill(200));
    const paidBodies = await Promise.all(paidResults.map((r) => r.json()));
    expect(paidBodies.reduce((sum, body) => sum + body.changed, 0)).toBe(1);
    const methods = ['venmo', 'zelle', 'cash', 'other', 'venmo', 'zelle'] as const;
    const receivedResults = await Promise.all(methods.map((m) => received(payer.agent, share.id, m)));
    const receivedBodies = await Promise.all(receivedResults.map((r) => r.json()));
    expect(receivedBodies.reduce((sum, body) => sum + body.changed, 0)).toBe(1);
    const winner = methods[receivedBodies.findIndex((body) => body.changed === 1)];
    expect(await shareRow(share.id)).toMatchObject({ status: 'settled', paymentMethod: winner });
    await expectBalancesMatchShares(t.db);
  });

  it('a per-share step and a Settle Up step on the same debt at once change each share once', async () => {
    const { share } = await debt(payer, debtor, 777);
    const view = await (await debtor.agent.api['settle-up'].$get()).json();
    const pending = view.debts.find((d) => d.toUserId === payer.userId && d.status === 'pending');
    const results = await Promise.all([
      paid(debtor.agent, share.id),
      debtor.agent.api['settle-up']['mark-paid'].$post({
        json: { otherUserId: payer.userId, amountCents: pending?.amountCents ?? 0 },
      }),
    ]);
    // Either may win; the other finds the share verifying already (a repeat) or the debt changed (409).
    for (const result of results) expect([200, 409]).toContain(result.status);
    expect((await shareRow(share.id))?.status).toBe('verifying');
    await expectBalancesMatchShares(t.db);
  });

  it('will not confirm one share while the two have payments waiting both ways (Settle Up netted them)', async () => {
    const mine = await debt(payer, debtor, 3000); // debtor owes payer 15.00
    const theirs = await debt(debtor, payer, 1000); // payer owes debtor 5.00
    const view = await (await debtor.agent.api['settle-up'].$get()).json();
    const net = view.debts.find((d) => d.fromUserId === debtor.userId && d.status === 'pending');
    const marked = await debtor.agent.api['settle-up']['mark-paid'].$post({
      json: { otherUserId: payer.userId, amountCents: net?.amountCents ?? 0 },
    });
    expect(marked.status).toBe(200);
    expect((await shareRow(theirs.share.id))?.status).toBe('verifying');

    const alone = await received(payer.agent, mine.share.id, 'venmo');
    expect(alone.status).toBe(409);
    expect(await errorOf(alone)).toMatchObject({
      code: 'NETTED',
      message:
        'Payments between the two of you are waiting in both directions. Confirm them together on Settle Up.',
    });
    expect((await shareRow(mine.share.id))?.status).toBe('verifying');
    // My Expenses says so before anyone tries.
    const { expenses } = await (await payer.agent.api.expenses.$get({ query: {} })).json();
    const row = expenses.find((e) => e.id === mine.expenseId);
    expect(row?.toConfirm).toEqual([
      expect.objectContaining({ id: mine.share.id, userId: debtor.userId, netted: true }),
    ]);
    await expectBalancesMatchShares(t.db);
  });

  it('has nothing left to confirm when debts both ways cancel out: they settle together as offset', async () => {
    const toAdmin = await debt(admin, debtor, 1000); // debtor owes admin 5.00
    const toDebtor = await debt(debtor, admin, 1000); // admin owes debtor 5.00
    const view = await (await admin.agent.api['settle-up'].$get()).json();
    expect(view.debts.filter((d) => d.fromUserId === debtor.userId || d.toUserId === debtor.userId)).toEqual(
      [],
    );
    const methods = await t.db.execute<{ status: string; method: string }>(
      `select status, payment_method as method from expense_shares where id in ('${toAdmin.share.id}', '${toDebtor.share.id}')`,
    );
    expect(methods.rows).toEqual([
      { status: 'settled', method: 'offset' },
      { status: 'settled', method: 'offset' },
    ]);
    // Marking one of them paid now changes nothing.
    expect(await (await paid(debtor.agent, toAdmin.share.id)).json()).toMatchObject({ changed: 0 });
    await expectBalancesMatchShares(t.db);
  });
});
