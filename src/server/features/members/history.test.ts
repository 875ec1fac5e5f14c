import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, signUp } from '../../test/agent';
import { bookedGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { leave, membershipId, promote, remove } from '../../test/members';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type Person = { agent: Agent; userId: string };

// Leaving and removal are soft: shares, expenses and profiles stay, so nobody's money moves and every
// name still shows where past expenses do.
describe('history after leaving or removal', () => {
  let t: TestApp;
  let people: Person[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    people = [];
    for (const name of ['Ada Host', 'Bea Leaver', 'Cal Removed', 'Dot Stays', 'Eli Extra'])
      people.push(await signUp(t, name));
  });
  afterAll(() => t.close());

  const person = (i: number) => people[i % people.length] as Person;

  /** A group of everyone (created by the first), with a booked game they all came to. */
  async function groupWithGame(who: Person[]) {
    const [host] = who as [Person];
    const groupId = await createGroup(host.agent);
    for (const other of who.slice(1)) await joinGroup(host.agent, other.agent, groupId);
    const place = await createPlace(host.agent, { name: 'Court', address: '1 Main St', groupId });
    const gameId = await bookedGame(
      who.map((p) => p.agent),
      { groupId, placeId: place.id },
    );
    return { groupId, gameId };
  }

  const addExpense = async (payer: Person, gameId: string, amountCents: number) => {
    const response = await payer.agent.api.expenses.$post({
      json: { gameId, amountCents, description: 'Court', category: 'court' },
    });
    expect(response.status).toBe(201);
  };

  it('keeps a departed member’s name in the game’s expenses, settle-up and my expenses', async () => {
    const [ada, bea, cal] = [person(0), person(1), person(2)];
    const { groupId, gameId } = await groupWithGame([ada, bea, cal]);
    await addExpense(ada, gameId, 3000);
    await addExpense(bea, gameId, 1200);
    expect((await leave(bea.agent, groupId)).status).toBe(200);
    expect(
      (await remove(ada.agent, groupId, await membershipId(ada.agent, groupId, cal.userId))).status,
    ).toBe(200);

    const { expenses } = await (
      await ada.agent.api.games[':gameId'].expenses.$get({ param: { gameId } })
    ).json();
    expect(expenses.map((e) => e.payerName).sort()).toEqual(['Ada Host', 'Bea Leaver']);
    for (const expense of expenses) {
      expect(expense.shares.map((s) => s.fullName).sort()).toEqual(['Ada Host', 'Bea Leaver', 'Cal Removed']);
    }

    const mine = await (await ada.agent.api['settle-up'].$get()).json();
    const names = mine.debts.flatMap((d) => [d.fromUser.fullName, d.toUser.fullName]);
    expect(names).toEqual(expect.arrayContaining(['Bea Leaver', 'Cal Removed']));
    // The one who left still sees, and can settle, what they owe.
    const theirs = await (await bea.agent.api['settle-up'].$get()).json();
    expect(theirs.debts.find((d) => d.toUserId === ada.userId)).toMatchObject({
      amountCents: 600,
      toUser: { fullName: 'Ada Host' },
    });

    const list = await (
      await ada.agent.api.expenses.$get({ query: { period: 'all', status: 'all' } })
    ).json();
    expect(list.expenses.filter((e) => e.gameId === gameId).map((e) => e.payerName)).toContain('Bea Leaver');
  });

  type Step =
    | { kind: 'leave'; who: number }
    | { kind: 'remove'; who: number; by: number }
    | { kind: 'promote'; who: number; by: number };
  // Half the time the creator acts, so admin-only steps go through often enough.
  const by = fc.oneof(fc.constant(0), fc.nat(4));
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ kind: fc.constant('leave' as const), who: fc.nat(4) }),
    fc.record({ kind: fc.constant('remove' as const), who: fc.nat(4), by }),
    fc.record({ kind: fc.constant('promote' as const), who: fc.nat(4), by }),
  );

  /** Everything money: the kept balances, and each person's debts, totals and expense list as the API shows them. */
  async function moneyPicture() {
    const balances = await t.db.execute(
      sql`select * from debt_balances order by debtor_id, creditor_id, status`,
    );
    const views = [];
    for (const p of people) {
      views.push(await (await p.agent.api['settle-up'].$get()).json());
      views.push(await (await p.agent.api.expenses.$get({ query: { period: 'all', status: 'all' } })).json());
    }
    return { balances: balances.rows, views };
  }

  it('never changes any balance, whoever leaves or is removed, in any order', async () => {
    const outcomes = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ payer: fc.nat(4), amountCents: fc.integer({ min: 1, max: 100_000 }) }), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.nat(4),
        fc.array(step, { minLength: 1, maxLength: 6 }),
        async (expenses, payingDebtor, steps) => {
          const { groupId, gameId } = await groupWithGame(people);
          for (const e of expenses) await addExpense(person(e.payer), gameId, e.amountCents);
          // One debt in motion (verifying) as well as pending ones.
          const debtor = person(payingDebtor);
          const { debts } = await (await debtor.agent.api['settle-up'].$get()).json();
          const owed = debts.find((d) => d.fromUserId === debtor.userId && d.status === 'pending');
          if (owed) {
            await debtor.agent.api['settle-up']['mark-paid'].$post({
              json: { otherUserId: owed.toUserId, amountCents: owed.amountCents },
            });
          }
          const before = await moneyPicture();
          const ids = new Map<string, string>();
          for (const p of people) ids.set(p.userId, await membershipId(person(0).agent, groupId, p.userId));
          for (const s of steps) {
            const target = ids.get(person(s.who).userId) ?? '';
            const response =
              s.kind === 'leave'
                ? await leave(person(s.who).agent, groupId)
                : s.kind === 'remove'
                  ? await remove(person(s.by).agent, groupId, target)
                  : await promote(person(s.by).agent, groupId, target);
            expect(response.status).toBeLessThan(500);
            if (response.status === 200) outcomes.add(s.kind);
            expect(await moneyPicture()).toEqual(before);
          }
        },
      ),
      { numRuns: 15 },
    );
    // The runs did leave, remove and promote, not only get refused.
    expect([...outcomes].sort()).toEqual(['leave', 'promote', 'remove']);
  }, 180_000);
});
