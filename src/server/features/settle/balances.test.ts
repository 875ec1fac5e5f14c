import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, signUp } from '../../test/agent';
import { expectBalancesMatchShares } from '../../test/balances';
import { answer, createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

// debt_balances is what every debt view reads; here it is held against a from-scratch sum of the shares after
// every step of random sequences of what members do through the API: add and delete expenses, change who
// came and re-split, mark paid, mark received. Whatever the API answers (refusals included), never a 500.
describe('settle-up balances', () => {
  let t: TestApp;
  let people: { agent: Agent; userId: string }[] = [];
  let gameId = '';
  let groupId = '';
  let placeId = '';
  const added: { id: string; payer: number }[] = [];
  const outcomes = new Map<string, number>();

  /** A booked game that everyone given came to. */
  async function bookedGame(who: { agent: Agent }[]) {
    const [host] = who;
    if (!host) throw new Error('no host');
    const created = await createGame(host.agent, { groupId, placeId });
    for (const person of who) await answer(person.agent, created.gameId, created.optionId, 'yes');
    const param = { gameId: created.gameId };
    await host.agent.api.games[':gameId'].book.$post({ param, json: { optionId: created.optionId } });
    await host.agent.api.games[':gameId']['mark-booked'].$post({ param });
    return created.gameId;
  }

  beforeAll(async () => {
    t = await createTestApp();
    people = [];
    for (const name of ['Ann Able', 'Ben Baker', 'Cat Cole', 'Dan Dunn']) people.push(await signUp(t, name));
    const [host] = people;
    if (!host) throw new Error('no host');
    groupId = await createGroup(host.agent);
    for (const person of people.slice(1)) await joinGroup(host.agent, person.agent, groupId);
    placeId = (await createPlace(host.agent, { name: 'Court', address: '1 Main St', groupId })).id;
    gameId = await bookedGame(people);
  }, 60_000);
  afterAll(() => t.close());

  const person = (i: number) => people[i % people.length] as { agent: Agent; userId: string };
  /** One of the viewer's debts on the given side in the given status: with `preferred` if they have one. */
  const debtOf = async (viewer: number, side: 'debtor' | 'creditor', status: string, preferred: number) => {
    const me = person(viewer).userId;
    const { debts } = await (await person(viewer).agent.api['settle-up'].$get()).json();
    const mine = debts
      .filter((d) => d.status === status && (side === 'debtor' ? d.fromUserId : d.toUserId) === me)
      .map((d) => ({
        amountCents: d.amountCents,
        otherUserId: side === 'debtor' ? d.toUserId : d.fromUserId,
      }));
    return mine.find((d) => d.otherUserId === person(preferred).userId) ?? mine[0];
  };

  type Step =
    | { kind: 'add'; payer: number; amountCents: number }
    | { kind: 'delete'; expense: number; byPayer: boolean; by: number }
    | { kind: 'attendance'; who: number; attending: boolean; recalculate: number }
    | { kind: 'paid'; debtor: number; creditor: number }
    | { kind: 'received'; debtor: number; creditor: number; method: 'venmo' | 'zelle' | 'cash' | 'other' };

  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      kind: fc.constant('add' as const),
      payer: fc.nat(3),
      amountCents: fc.integer({ min: 1, max: 100_000 }),
    }),
    fc.record({
      kind: fc.constant('delete' as const),
      expense: fc.nat(3),
      byPayer: fc.boolean(),
      by: fc.nat(3),
    }),
    fc.record({
      kind: fc.constant('attendance' as const),
      who: fc.nat(3),
      attending: fc.boolean(),
      recalculate: fc.nat(3),
    }),
    fc.record({ kind: fc.constant('paid' as const), debtor: fc.nat(3), creditor: fc.nat(3) }),
    fc.record({
      kind: fc.constant('received' as const),
      debtor: fc.nat(3),
      creditor: fc.nat(3),
      method: fc.constantFrom('venmo' as const, 'zelle' as const, 'cash' as const, 'other' as const),
    }),
  );

  async function run(s: Step): Promise<number> {
    // Counted from the newest: recent expenses are the ones still fully pending, which may be deleted.
    const pick = (i: number) => added[added.length - 1 - (i % Math.max(1, added.length))];
    switch (s.kind) {
      case 'add': {
        const response = await person(s.payer).agent.api.expenses.$post({
          json: { gameId, amountCents: s.amountCents, description: 'Court', category: 'court' },
        });
        if (response.status === 201) added.push({ id: (await response.json()).expense.id, payer: s.payer });
        return response.status;
      }
      case 'delete': {
        const expense = pick(s.expense);
        if (!expense) return 0;
        const by = person(s.byPayer ? expense.payer : s.by);
        return (await by.agent.api.expenses[':expenseId'].$delete({ param: { expenseId: expense.id } }))
          .status;
      }
      case 'attendance': {
        const changed = await person(0).agent.api.games[':gameId'].attendance.$put({
          param: { gameId },
          json: { userId: person(s.who).userId, attending: s.attending },
        });
        const expenseId = pick(s.recalculate)?.id;
        if (!expenseId) return changed.status;
        return (await person(0).agent.api.expenses[':expenseId'].recalculate.$post({ param: { expenseId } }))
          .status;
      }
      case 'paid': {
        const debt = await debtOf(s.debtor, 'debtor', 'pending', s.creditor);
        if (!debt) return 0;
        return (await person(s.debtor).agent.api['settle-up']['mark-paid'].$post({ json: debt })).status;
      }
      case 'received': {
        const debt = await debtOf(s.creditor, 'creditor', 'verifying', s.debtor);
        if (!debt) return 0;
        const json = { ...debt, paymentMethod: s.method };
        return (await person(s.creditor).agent.api['settle-up']['mark-received'].$post({ json })).status;
      }
    }
  }

  it('equal the shares’ sums after every step of any sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        for (const s of steps) {
          const status = await run(s);
          expect(status).toBeLessThan(500);
          if (status >= 200 && status < 300) outcomes.set(s.kind, (outcomes.get(s.kind) ?? 0) + 1);
          await expectBalancesMatchShares(t.db);
        }
      }),
      { numRuns: 50 },
    );
    // The sequences did reach every kind of write, not only refusals.
    expect([...outcomes.keys()].sort()).toEqual(['add', 'attendance', 'delete', 'paid', 'received']);
  }, 120_000);

  it('stay right when one payer’s expenses and their debtors’ payments arrive at once', async () => {
    const newcomers = [];
    for (const name of ['Eve Early', 'Fay Fast', 'Gus Gray', 'Hal Hill']) {
      const newcomer = await signUp(t, name);
      await joinGroup(person(0).agent, newcomer.agent, groupId);
      newcomers.push(newcomer);
    }
    const game = await bookedGame(newcomers);
    const [payer, ...debtors] = newcomers;
    if (!payer) throw new Error('no payer');
    const add = () =>
      payer.agent.api.expenses.$post({
        json: { gameId: game, amountCents: 1200, description: 'Court', category: 'court' },
      });
    expect((await add()).status).toBe(201);
    const views = await Promise.all(
      debtors.map((d) => d.agent.api['settle-up'].$get().then((r) => r.json())),
    );
    const statuses = await Promise.all([
      ...Array.from({ length: 6 }, () => add().then((r) => r.status)),
      ...debtors.map((debtor, i) => {
        const debt = views[i]?.debts.find((d) => d.toUserId === payer.userId && d.status === 'pending');
        return debtor.agent.api['settle-up']['mark-paid']
          .$post({ json: { otherUserId: payer.userId, amountCents: debt?.amountCents ?? 0 } })
          .then((r) => r.status);
      }),
    ]);
    // Each payment either went through or met a changed amount (409); nothing failed or deadlocked.
    expect(statuses.filter((status) => status !== 201 && status !== 200 && status !== 409)).toEqual([]);
    await expectBalancesMatchShares(t.db);
  }, 60_000);
});
