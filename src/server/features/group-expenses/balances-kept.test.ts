import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, signUp } from '../../test/agent';
import { expectBalancesMatchShares } from '../../test/balances';
import { bookedGame } from '../../test/expenses';
import { expectGroupBalancesMatchShares, groupAnswerFromScratch } from '../../test/group-balances';
import { createGroup, joinGroup } from '../../test/groups';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;

// The group's balances are kept by the database (decision 042); here they are held against a from-scratch sum
// after every step of random sequences of what members do through the API: add and delete expenses, change
// who came and re-split, Mark Paid and Mark Received (on the group's screen and on /settle-up), remove a member
// and let them back in later (so they no longer see the games before). After each step every member's answer
// equals the one summed from every share, and never a 500.
describe('group balances kept by the database', () => {
  let t: TestApp;
  let people: { agent: Agent; userId: string }[] = [];
  let groupId = '';
  let games: string[] = [];
  const start = Date.parse('2026-11-20T18:00:00Z');
  const added: { id: string; payer: number }[] = [];
  const outcomes = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp();
    people = [];
    for (const name of ['Ann Able', 'Ben Baker', 'Cat Cole', 'Dan Dunn']) people.push(await signUp(t, name));
    const host = people[0]?.agent as Agent;
    groupId = await createGroup(host);
    for (const person of people.slice(1)) await joinGroup(host, person.agent, groupId);
    const placeId = (await createPlace(host, { name: 'Court', address: '1 Main St', groupId })).id;
    const agents = people.map((person) => person.agent);
    games = [];
    // Games on days 2, 12 and 22: someone let back in on day 1, 11 or 21 sees three, two or one of them.
    for (const day of [2, 12, 22]) {
      const date = new Date(start + day * DAY).toISOString();
      games.push(await bookedGame(t, host, agents, { groupId, placeId, date }));
    }
  }, 60_000);
  afterAll(() => t.close());

  const person = (i: number) => people[i % people.length] as { agent: Agent; userId: string };
  const groupApi = (i: number) => person(i).agent.api.groups[':groupId'];
  const param = () => ({ groupId });

  /** The debt the viewer is on the given side of, with `other` if there is one, as the screen shows it. */
  async function debtOf(
    viewer: number,
    side: 'debtor' | 'creditor',
    status: string,
    other: number,
    inGroup: boolean,
  ) {
    const me = person(viewer).userId;
    const { debts } = inGroup
      ? await (await groupApi(viewer).balances.$get({ param: param() })).json()
      : await (await person(viewer).agent.api['settle-up'].$get()).json();
    const mine = debts
      .filter((d) => d.status === status && (side === 'debtor' ? d.fromUserId : d.toUserId) === me)
      .map((d) => ({
        amountCents: d.amountCents,
        otherUserId: side === 'debtor' ? d.toUserId : d.fromUserId,
      }));
    return mine.find((d) => d.otherUserId === person(other).userId) ?? mine[0];
  }

  type Step =
    | { kind: 'add'; payer: number; game: number; amountCents: number }
    | { kind: 'delete'; expense: number; byPayer: boolean; by: number }
    | { kind: 'resplit'; who: number; game: number; attending: boolean; expense: number }
    | { kind: 'paid' | 'received'; debtor: number; creditor: number; inGroup: boolean }
    | { kind: 'rejoin'; who: number; day: number };

  const index = fc.nat(3);
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      kind: fc.constant('add' as const),
      payer: index,
      game: fc.nat(2),
      amountCents: fc.integer({ min: 1, max: 100_000 }),
    }),
    fc.record({ kind: fc.constant('delete' as const), expense: index, byPayer: fc.boolean(), by: index }),
    fc.record({
      kind: fc.constant('resplit' as const),
      who: index,
      game: fc.nat(2),
      attending: fc.boolean(),
      expense: index,
    }),
    fc.record({
      kind: fc.constantFrom('paid' as const, 'received' as const),
      debtor: index,
      creditor: index,
      inGroup: fc.boolean(),
    }),
    // Ann, who made the group, removes the others.
    fc.record({
      kind: fc.constant('rejoin' as const),
      who: fc.integer({ min: 1, max: 3 }),
      day: fc.constantFrom(1, 11, 21),
    }),
  );

  async function run(s: Step): Promise<number> {
    // Counted from the newest: recent expenses are the ones still fully pending, which may be deleted.
    const pick = (i: number) => added[added.length - 1 - (i % Math.max(1, added.length))];
    switch (s.kind) {
      case 'add': {
        const response = await person(s.payer).agent.api.expenses.$post({
          json: {
            gameId: games[s.game] ?? '',
            amountCents: s.amountCents,
            description: 'Court',
            category: 'court',
          },
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
      case 'resplit': {
        const gameId = games[s.game] ?? '';
        const changed = await person(0).agent.api.games[':gameId'].attendance.$put({
          param: { gameId },
          json: { userId: person(s.who).userId, attending: s.attending },
        });
        const expenseId = pick(s.expense)?.id;
        if (!expenseId) return changed.status;
        return (await person(0).agent.api.expenses[':expenseId'].recalculate.$post({ param: { expenseId } }))
          .status;
      }
      case 'paid': {
        const debt = await debtOf(s.debtor, 'debtor', 'pending', s.creditor, s.inGroup);
        if (!debt) return 0;
        const response = s.inGroup
          ? await groupApi(s.debtor).settle['mark-paid'].$post({ param: param(), json: debt })
          : await person(s.debtor).agent.api['settle-up']['mark-paid'].$post({ json: debt });
        return response.status;
      }
      case 'received': {
        const debt = await debtOf(s.creditor, 'creditor', 'verifying', s.debtor, s.inGroup);
        if (!debt) return 0;
        const json = { ...debt, paymentMethod: 'cash' as const };
        const response = s.inGroup
          ? await groupApi(s.creditor).settle['mark-received'].$post({ param: param(), json })
          : await person(s.creditor).agent.api['settle-up']['mark-received'].$post({ json });
        return response.status;
      }
      case 'rejoin': {
        const detail = await (await groupApi(0).$get({ param: param() })).json();
        const memberId = detail.members.find((m) => m.userId === person(s.who).userId)?.id ?? '';
        const removed = await groupApi(0).members[':memberId'].$delete({ param: { groupId, memberId } });
        if (removed.status !== 200) return removed.status;
        t.clock.advance(start + s.day * DAY - t.clock().getTime());
        await joinGroup(person(0).agent, person(s.who).agent, groupId);
        return 200;
      }
    }
  }

  /** Every member's balances answer against the one summed from scratch. */
  async function expectAnswersFromScratch() {
    for (let i = 0; i < people.length; i++) {
      const body = await (await groupApi(i).balances.$get({ param: param() })).json();
      const debts = [...body.debts, ...body.others]
        .map((debt) => [debt.fromUserId, debt.toUserId, debt.amountCents, debt.status].join(' '))
        .sort();
      const members = body.members.map((m) => [m.userId, m.isMember, m.paidCents, m.owedCents]);
      expect({ debts, members }).toEqual(await groupAnswerFromScratch(t.db, groupId, person(i).userId));
    }
  }

  it('equal the sums of every share after every step of any sequence, for every member', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        for (const s of steps) {
          const status = await run(s);
          expect(status).toBeLessThan(500);
          if (status >= 200 && status < 300) outcomes.set(s.kind, (outcomes.get(s.kind) ?? 0) + 1);
          await expectGroupBalancesMatchShares(t.db);
          await expectBalancesMatchShares(t.db);
          await expectAnswersFromScratch();
        }
      }),
      { numRuns: 40 },
    );
    // The sequences did reach every kind of write, not only refusals.
    expect([...outcomes.keys()].sort()).toEqual(['add', 'delete', 'paid', 'received', 'rejoin', 'resplit']);
  }, 240_000);
});
