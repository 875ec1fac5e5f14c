import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount } from '../../test/account-data';
import { type Agent, createAgent, errorOf, signUp } from '../../test/agent';
import { answer, createGame } from '../../test/games';
import { expectGroupBalancesMatchShares } from '../../test/group-balances';
import { createGroup, joinGroup } from '../../test/groups';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type Person = { agent: Agent; userId: string };
type Split = {
  mode: 'equal' | 'shares' | 'exact' | 'percentage';
  entries: { userId?: string; guestId?: string; weight?: number }[];
};

describe('splitting an expense by shares, amounts or percentages, with several payers and guests', () => {
  let t: TestApp;
  let alex: Person;
  let sam: Person;
  let kim: Person;
  let lee: Person;
  let max: Person;
  let admin: Person;
  let outsider: Person;
  let groupId: string;
  let placeId: string;

  /** A booked game attended by the given people, in that order. */
  async function bookedGame(people: Person[]) {
    const { gameId, optionId } = await createGame(admin.agent, { groupId, placeId });
    for (const person of people) {
      await answer(person.agent, gameId, optionId, 'yes');
      t.clock.advance(1000);
    }
    await admin.agent.api.games[':gameId'].book.$post({ param: { gameId }, json: { optionId } });
    await admin.agent.api.games[':gameId']['mark-booked'].$post({ param: { gameId } });
    return gameId;
  }

  const add = (
    agent: Agent,
    json: {
      gameId: string;
      amountCents: number;
      split?: Split;
      payers?: { userId: string; amountCents: number }[];
    },
  ) => agent.api.expenses.$post({ json: { description: 'Court', category: 'court', ...json } });

  const edit = (
    agent: Agent,
    expenseId: string,
    json: { amountCents: number; split?: Split; payers?: { userId: string; amountCents: number }[] },
  ) => agent.api.expenses[':expenseId'].$patch({ param: { expenseId }, json });

  /** Each share as [debtor, creditor, guest, cents, status], in a stable order. */
  async function sharesOf(expenseId: string) {
    const { rows } = await t.db.execute<{
      debtor: string;
      creditor: string;
      guest: string | null;
      cents: number;
      status: string;
    }>(sql`
      select d.full_name as debtor, c.full_name as creditor, g.name as guest, s.amount_cents as cents, s.status
      from expense_shares s join profiles d on d.id = s.user_id join profiles c on c.id = s.paid_by
      left join game_guests g on g.id = s.guest_id
      where s.expense_id = ${expenseId} order by d.full_name, c.full_name, g.name nulls first`);
    return rows.map((r) => [r.debtor, r.creditor, r.guest, r.cents, r.status]);
  }

  const counts = async () =>
    (
      await t.db.execute<{ expenses: number; shares: number; payers: number; entries: number }>(sql`select
        (select count(*)::int from expenses) as expenses, (select count(*)::int from expense_shares) as shares,
        (select count(*)::int from expense_payers) as payers, (select count(*)::int from expense_split_entries) as entries`)
    ).rows[0];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t, 'Ada Admin');
    alex = await signUp(t, 'Alex');
    sam = await signUp(t, 'Sam');
    kim = await signUp(t, 'Kim');
    lee = await signUp(t, 'Lee');
    max = await signUp(t, 'Max');
    outsider = await signUp(t, 'Out Sider');
    groupId = await createGroup(admin.agent);
    for (const person of [alex, sam, kim, lee, max]) await joinGroup(admin.agent, person.agent, groupId);
    placeId = (await createPlace(admin.agent, { name: 'Split Court', address: '1 Split St', groupId })).id;
  });
  afterAll(() => t.close());

  it('splits $50.00 by shares 2 / 1 / 1 as $25.00 / $12.50 / $12.50, only among the people ticked', async () => {
    const gameId = await bookedGame([alex, sam, kim, lee]);
    const split: Split = {
      mode: 'shares',
      entries: [
        { userId: alex.userId, weight: 2 },
        { userId: sam.userId, weight: 1 },
        { userId: kim.userId, weight: 1 },
      ],
    };
    const response = await add(alex.agent, { gameId, amountCents: 5000, split });
    expect(response.status).toBe(201);
    const { expense } = await response.json();
    expect(expense.splitMode).toBe('shares');
    expect(await sharesOf(expense.id)).toEqual([
      ['Alex', 'Alex', null, 2500, 'settled'],
      ['Kim', 'Alex', null, 1250, 'pending'],
      ['Sam', 'Alex', null, 1250, 'pending'],
    ]);
    // The split reopens as entered.
    const { expenses } = await (
      await alex.agent.api.games[':gameId'].expenses.$get({ param: { gameId } })
    ).json();
    expect(expenses[0]?.entries).toEqual([
      { userId: alex.userId, guestId: null, weight: 2 },
      { userId: sam.userId, guestId: null, weight: 1 },
      { userId: kim.userId, guestId: null, weight: 1 },
    ]);
  });

  it('splits by exact amounts and by percentage to the cent', async () => {
    const gameId = await bookedGame([alex, sam, kim]);
    const exact = await add(alex.agent, {
      gameId,
      amountCents: 4999,
      split: {
        mode: 'exact',
        entries: [
          { userId: alex.userId, weight: 999 },
          { userId: sam.userId, weight: 4000 },
        ],
      },
    });
    expect(await sharesOf((await exact.json()).expense.id)).toEqual([
      ['Alex', 'Alex', null, 999, 'settled'],
      ['Sam', 'Alex', null, 4000, 'pending'],
    ]);
    // 33.33 % / 33.33 % / 33.34 % of $10.00: 333.3 / 333.3 / 333.4 cents, the lost tenths to the largest loss.
    const percent = await add(sam.agent, {
      gameId,
      amountCents: 1000,
      split: {
        mode: 'percentage',
        entries: [
          { userId: alex.userId, weight: 3333 },
          { userId: sam.userId, weight: 3333 },
          { userId: kim.userId, weight: 3334 },
        ],
      },
    });
    const rows = await sharesOf((await percent.json()).expense.id);
    expect(rows.map((row) => row[3])).toEqual([333, 334, 333]);
    expect(rows.reduce((sum, row) => sum + Number(row[3]), 0)).toBe(1000);
  });

  it('derives debts toward two payers in proportion: Alex paid $30.00, Sam $20.00, split among five', async () => {
    const gameId = await bookedGame([alex, sam, kim, lee, max]);
    const response = await add(kim.agent, {
      gameId,
      amountCents: 5000,
      payers: [
        { userId: alex.userId, amountCents: 3000 },
        { userId: sam.userId, amountCents: 2000 },
      ],
    });
    expect(response.status).toBe(201);
    const { expense } = await response.json();
    expect(expense.paidBy).toBe(alex.userId);
    expect(await sharesOf(expense.id)).toEqual([
      ['Alex', 'Alex', null, 600, 'settled'],
      ['Alex', 'Sam', null, 400, 'pending'],
      ['Kim', 'Alex', null, 600, 'pending'],
      ['Kim', 'Sam', null, 400, 'pending'],
      ['Lee', 'Alex', null, 600, 'pending'],
      ['Lee', 'Sam', null, 400, 'pending'],
      ['Max', 'Alex', null, 600, 'pending'],
      ['Max', 'Sam', null, 400, 'pending'],
      ['Sam', 'Alex', null, 600, 'pending'],
      ['Sam', 'Sam', null, 400, 'settled'],
    ]);
    // What each payer gets back is exactly what they paid; Settle Up nets Alex and Sam's debts to each other.
    const lee_ = await (await lee.agent.api['settle-up'].$get()).json();
    const toAlex = lee_.debts.find((d) => d.toUserId === alex.userId && d.fromUserId === lee.userId);
    const toSam = lee_.debts.find((d) => d.toUserId === sam.userId && d.fromUserId === lee.userId);
    expect(toAlex?.amountCents).toBe(600);
    expect(toSam?.amountCents).toBe(400);
    const { expenses } = await (
      await kim.agent.api.games[':gameId'].expenses.$get({ param: { gameId } })
    ).json();
    expect(expenses[0]?.payers).toEqual([
      { userId: alex.userId, fullName: 'Alex', amountCents: 3000 },
      { userId: sam.userId, fullName: 'Sam', amountCents: 2000 },
    ]);
  });

  it('puts a guest’s share on the member who brought them', async () => {
    const samOwesAlex = async () => {
      const { debts } = await (await sam.agent.api['settle-up'].$get()).json();
      const debt = debts.find(
        (d) => [d.fromUserId, d.toUserId].sort().join() === [sam.userId, alex.userId].sort().join(),
      );
      return debt ? (debt.fromUserId === sam.userId ? debt.amountCents : -debt.amountCents) : 0;
    };
    const gameId = await bookedGame([alex, sam]);
    const { rows } = await t.db.execute<{ id: string }>(sql`
      insert into game_guests (game_id, host_id, name) values (${gameId}, ${sam.userId}, 'Jordan') returning id`);
    const guestId = rows[0]?.id ?? '';
    const owedBefore = await samOwesAlex();
    const response = await add(alex.agent, { gameId, amountCents: 2400 });
    const { expense } = await response.json();
    expect(await sharesOf(expense.id)).toEqual([
      ['Alex', 'Alex', null, 800, 'settled'],
      ['Sam', 'Alex', null, 800, 'pending'],
      ['Sam', 'Alex', 'Jordan', 800, 'pending'],
    ]);
    expect((await samOwesAlex()) - owedBefore).toBe(1600);
    // By shares, with the guest named in the split.
    const byShares = await add(alex.agent, {
      gameId,
      amountCents: 3000,
      split: {
        mode: 'shares',
        entries: [
          { userId: alex.userId, weight: 1 },
          { guestId, weight: 2 },
        ],
      },
    });
    expect(await sharesOf((await byShares.json()).expense.id)).toEqual([
      ['Alex', 'Alex', null, 1000, 'settled'],
      ['Sam', 'Alex', 'Jordan', 2000, 'pending'],
    ]);
  });

  it('refuses splits and payers that do not add up, naming the field, and writes nothing', async () => {
    const gameId = await bookedGame([alex, sam, kim]);
    const before = await counts();
    const cases: [Parameters<typeof add>[1], string, string][] = [
      [
        {
          gameId,
          amountCents: 5000,
          split: {
            mode: 'exact',
            entries: [
              { userId: alex.userId, weight: 2000 },
              { userId: sam.userId, weight: 2000 },
            ],
          },
        },
        'split',
        'The amounts must add up to the total.',
      ],
      [
        {
          gameId,
          amountCents: 5000,
          split: {
            mode: 'percentage',
            entries: [
              { userId: alex.userId, weight: 5000 },
              { userId: sam.userId, weight: 4000 },
            ],
          },
        },
        'split',
        'The percentages must add up to 100%.',
      ],
      [
        {
          gameId,
          amountCents: 5000,
          split: { mode: 'shares', entries: [{ userId: alex.userId, weight: 0 }] },
        },
        'split.entries.0.weight',
        'Give everyone in the split a number above zero.',
      ],
      [
        {
          gameId,
          amountCents: 5000,
          split: { mode: 'shares', entries: [{ userId: alex.userId, weight: -1 }] },
        },
        'split.entries.0.weight',
        'Give everyone in the split a number above zero.',
      ],
      [
        { gameId, amountCents: 5000, split: { mode: 'shares', entries: [] } },
        'split.entries',
        'Choose at least one person to split with.',
      ],
      [
        {
          gameId,
          amountCents: 5000,
          split: { mode: 'shares', entries: [{ userId: lee.userId, weight: 1 }] },
        },
        'split',
        'Everyone in the split must be at the game.',
      ],
      [
        {
          gameId,
          amountCents: 5000,
          split: {
            mode: 'shares',
            entries: [
              { userId: alex.userId, weight: 1 },
              { userId: alex.userId, weight: 1 },
            ],
          },
        },
        'split.entries',
        'Each person can be in the split only once.',
      ],
      [
        {
          gameId,
          amountCents: 5000,
          payers: [
            { userId: alex.userId, amountCents: 3000 },
            { userId: sam.userId, amountCents: 1000 },
          ],
        },
        'payers',
        'What the payers paid must add up to the total.',
      ],
      [
        { gameId, amountCents: 5000, payers: [{ userId: lee.userId, amountCents: 5000 }] },
        'payers',
        'Each payer must be at the game.',
      ],
      [
        {
          gameId,
          amountCents: 5000,
          payers: [
            { userId: alex.userId, amountCents: 2500 },
            { userId: alex.userId, amountCents: 2500 },
          ],
        },
        'payers',
        'Each payer can be listed only once.',
      ],
    ];
    for (const [json, field, message] of cases) {
      const response = await add(alex.agent, json);
      expect(response.status, message).toBe(400);
      const error = await errorOf(response);
      expect(error.message).toBe(message);
      expect((error as { fields?: Record<string, string> }).fields?.[field]).toBe(message);
    }
    // Hostile bodies: wrong types, a huge list.
    const hostile = [
      { gameId, amountCents: 5000, split: { mode: 'thirds', entries: [] } },
      {
        gameId,
        amountCents: 5000,
        split: {
          mode: 'shares',
          entries: Array.from({ length: 201 }, () => ({ userId: alex.userId, weight: 1 })),
        },
      },
      { gameId, amountCents: 5000, payers: 'Alex' },
      {
        gameId,
        amountCents: 5000,
        split: { mode: 'shares', entries: [{ userId: alex.userId, guestId: alex.userId, weight: 1 }] },
      },
    ];
    for (const json of hostile) {
      const response = await alex.agent.fetch('/api/expenses', {
        method: 'POST',
        body: JSON.stringify(json),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
    }
    expect(await counts()).toEqual(before);
  });

  it('re-derives an edited expense in one go; only its creator or a payer may; a started payment locks it', async () => {
    const gameId = await bookedGame([alex, sam, kim]);
    const { expense } = await (await add(alex.agent, { gameId, amountCents: 3000 })).json();
    expect(await sharesOf(expense.id)).toEqual([
      ['Alex', 'Alex', null, 1000, 'settled'],
      ['Kim', 'Alex', null, 1000, 'pending'],
      ['Sam', 'Alex', null, 1000, 'pending'],
    ]);
    // Strangers, other members and even an admin cannot change someone else's split.
    expect((await edit(outsider.agent, expense.id, { amountCents: 100 })).status).toBe(404);
    const member = await edit(kim.agent, expense.id, { amountCents: 100 });
    expect(member.status).toBe(403);
    expect((await errorOf(member)).message).toBe(
      'Only the person who added or paid this expense can change it.',
    );
    expect((await edit(admin.agent, expense.id, { amountCents: 100 })).status).toBe(403);
    expect(
      (
        await createAgent(t).api.expenses[':expenseId'].$patch({
          param: { expenseId: expense.id },
          json: { amountCents: 100 },
        })
      ).status,
    ).toBe(401);

    const changed = await edit(alex.agent, expense.id, {
      amountCents: 4000,
      split: {
        mode: 'shares',
        entries: [
          { userId: alex.userId, weight: 1 },
          { userId: sam.userId, weight: 3 },
        ],
      },
      payers: [
        { userId: alex.userId, amountCents: 1000 },
        { userId: sam.userId, amountCents: 3000 },
      ],
    });
    expect(changed.status).toBe(200);
    expect(await sharesOf(expense.id)).toEqual([
      ['Alex', 'Alex', null, 250, 'settled'],
      ['Alex', 'Sam', null, 750, 'pending'],
      ['Sam', 'Alex', null, 750, 'pending'],
      ['Sam', 'Sam', null, 2250, 'settled'],
    ]);
    // Sam, now a payer, may change it too; parallel edits leave one whole split, never a mix.
    const results = await Promise.all([
      edit(sam.agent, expense.id, { amountCents: 2000 }),
      edit(alex.agent, expense.id, { amountCents: 2001 }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const { rows } = await t.db.execute<{ amount: number; shares: number; paid: number }>(sql`
      select e.amount_cents as amount, (select sum(amount_cents)::int from expense_shares where expense_id = e.id) as shares,
        (select sum(amount_cents)::int from expense_payers where expense_id = e.id) as paid
      from expenses e where e.id = ${expense.id}`);
    expect(rows[0]?.shares).toBe(rows[0]?.amount);
    expect(rows[0]?.paid).toBe(rows[0]?.amount);

    // Kim marks paid: the expense is locked, and an edit changes nothing.
    const owed = await (await kim.agent.api['settle-up'].$get()).json();
    const debt = owed.debts.find((d) => d.fromUserId === kim.userId);
    expect(debt).toBeDefined();
    await kim.agent.api['settle-up']['mark-paid'].$post({
      json: { otherUserId: debt?.toUserId ?? '', amountCents: debt?.amountCents ?? 0 },
    });
    const before = await sharesOf(expense.id);
    const locked = await edit(alex.agent, expense.id, { amountCents: 9999 });
    expect(locked.status).toBe(409);
    expect((await errorOf(locked)).message).toBe(
      'This expense has payments under way; ask the people involved before changing it.',
    );
    expect(await sharesOf(expense.id)).toEqual(before);
  });

  it('hands a deleted account’s part as a payer to its stand-in, every balance as it was', async () => {
    const zed = await signUp(t, 'Zed Leaving');
    await joinGroup(admin.agent, zed.agent, groupId);
    const gameId = await bookedGame([alex, zed]);
    const { expense } = await (
      await add(alex.agent, {
        gameId,
        amountCents: 1000,
        split: { mode: 'equal', entries: [{ userId: zed.userId }] },
        payers: [
          { userId: alex.userId, amountCents: 500 },
          { userId: zed.userId, amountCents: 500 },
        ],
      })
    ).json();
    await zed.agent.api['settle-up']['mark-paid'].$post({
      json: { otherUserId: alex.userId, amountCents: 500 },
    });
    await alex.agent.api['settle-up']['mark-received'].$post({
      json: { otherUserId: zed.userId, amountCents: 500, paymentMethod: 'cash' },
    });
    const response = await deleteAccount(zed.agent, { password: zed.password });
    expect(response.status).toBe(200);
    const { rows } = await t.db.execute<{ name: string; cents: number }>(sql`
      select p.full_name as name, ep.amount_cents as cents from expense_payers ep join profiles p on p.id = ep.user_id
      where ep.expense_id = ${expense.id} order by ep.position`);
    expect(rows).toEqual([
      { name: 'Alex', cents: 500 },
      { name: 'Former member', cents: 500 },
    ]);
    await expectGroupBalancesMatchShares(t.db);
  });
});
