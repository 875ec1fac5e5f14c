import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_EXPENSES_CSV_HEADER } from '../../../shared/my-expenses-csv';
import { renderMail } from '../../notifications/render';
import { type Agent, signUp } from '../../test/agent';
import { readCsv } from '../../test/csv';
import { createGroup, joinGroup } from '../../test/groups';
import { bookedGame } from '../../test/money';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';
import { entriesOf, mailsQueuedFor } from '../../test/updates';

type Person = { agent: Agent; userId: string };

// Several payers, a split by shares and a guest, as each money screen, the feed, the mail and the CSV files
// tell them: every payer named with what they paid, and a person's several shares of one expense each acted on.
describe('an expense several people paid, shown truthfully everywhere', () => {
  let t: TestApp;
  let alex: Person;
  let sam: Person;
  let ben: Person;
  let kim: Person;
  let lee: Person;
  let groupId: string;
  let gameId: string;
  let court: string;
  let balls: string;

  const mine = async (who: Person, expenseId: string) => {
    const { expenses } = await (await who.agent.api.expenses.$get({ query: {} })).json();
    const row = expenses.find((expense) => expense.id === expenseId);
    if (!row) throw new Error('not on My Expenses');
    return row;
  };
  const csvRecords = async (response: Response) => {
    expect(response.status).toBe(200);
    return readCsv((await response.text()).replace(/^\uFEFF/, ''));
  };

  beforeAll(async () => {
    t = await createTestApp();
    [alex, sam, ben, kim, lee] = [
      await signUp(t, 'Alex'),
      await signUp(t, 'Sam'),
      await signUp(t, 'Ben'),
      await signUp(t, 'Kim'),
      await signUp(t, 'Lee'),
    ];
    groupId = await createGroup(alex.agent, `Payers ${Date.now()}`);
    for (const person of [sam, ben, kim, lee]) await joinGroup(alex.agent, person.agent, groupId);
    const placeId = (await createPlace(alex.agent, { name: 'Two Court', address: '2 Payer St', groupId })).id;
    gameId = await bookedGame(alex.agent, { groupId, placeId }, [alex, sam, ben, kim, lee], () =>
      t.clock.advance(1000),
    );
    // $50.00 split equally among five, Alex paid $30.00 and Sam $20.00.
    const first = await alex.agent.api.expenses.$post({
      json: {
        gameId,
        amountCents: 5000,
        description: 'Court',
        category: 'court',
        payers: [
          { userId: alex.userId, amountCents: 3000 },
          { userId: sam.userId, amountCents: 2000 },
        ],
      },
    });
    expect(first.status).toBe(201);
    court = (await first.json()).expense.id;
    // Ben brought Jordan; $24.00 of balls by shares (Ben 1, Jordan 1, Kim 2), Alex and Sam paying half each.
    const guest = await t.db.execute<{ id: string }>(
      sql`insert into game_guests (game_id, host_id, name) values (${gameId}, ${ben.userId}, 'Jordan') returning id`,
    );
    const second = await sam.agent.api.expenses.$post({
      json: {
        gameId,
        amountCents: 2400,
        description: 'Balls',
        category: 'equipment',
        split: {
          mode: 'shares',
          entries: [
            { userId: ben.userId, weight: 1 },
            { guestId: guest.rows[0]?.id ?? '', weight: 1 },
            { userId: kim.userId, weight: 2 },
          ],
        },
        payers: [
          { userId: alex.userId, amountCents: 1200 },
          { userId: sam.userId, amountCents: 1200 },
        ],
      },
    });
    expect(second.status).toBe(201);
    balls = (await second.json()).expense.id;
  });
  afterAll(() => t.close());

  it('derives per-pair debts: each other attendee owes Alex $6.00 and Sam $4.00 of the court', async () => {
    const { rows } = await t.db.execute<{ debtor: string; creditor: string; cents: number }>(sql`
      select d.full_name as debtor, c.full_name as creditor, s.amount_cents as cents from expense_shares s
      join profiles d on d.id = s.user_id join profiles c on c.id = s.paid_by
      where s.expense_id = ${court} and s.user_id <> s.paid_by order by 1, 2`);
    expect(rows).toEqual([
      { debtor: 'Alex', creditor: 'Sam', cents: 400 },
      { debtor: 'Ben', creditor: 'Alex', cents: 600 },
      { debtor: 'Ben', creditor: 'Sam', cents: 400 },
      { debtor: 'Kim', creditor: 'Alex', cents: 600 },
      { debtor: 'Kim', creditor: 'Sam', cents: 400 },
      { debtor: 'Lee', creditor: 'Alex', cents: 600 },
      { debtor: 'Lee', creditor: 'Sam', cents: 400 },
      { debtor: 'Sam', creditor: 'Alex', cents: 600 },
    ]);
    // Settle Up for Lee (in the court only): $6.00 to Alex and $4.00 to Sam.
    const { debts } = await (await lee.agent.api['settle-up'].$get()).json();
    expect(debts.map((debt) => [debt.toUser.fullName, debt.amountCents]).sort()).toEqual([
      ['Alex', 600],
      ['Sam', 400],
    ]);
  });

  it('lists each of Ben’s shares on My Expenses, a guest’s named, and settles each payer one by one', async () => {
    const row = await mine(ben, balls);
    expect(row.splitMode).toBe('shares');
    expect(row.payers).toEqual([
      { userId: alex.userId, fullName: 'Alex', amountCents: 1200 },
      { userId: sam.userId, fullName: 'Sam', amountCents: 1200 },
    ]);
    // Ben's $6.00 and Jordan's $6.00, each half to Alex and half to Sam.
    expect(row.myShareCents).toBe(1200);
    expect(row.myShareId).toBeNull();
    expect(
      row.myShares?.map((share) => [share.paidByName, share.guestName, share.amountCents]).sort(),
    ).toEqual([
      ['Alex', null, 300],
      ['Alex', 'Jordan', 300],
      ['Sam', null, 300],
      ['Sam', 'Jordan', 300],
    ]);
    for (const share of row.myShares ?? []) {
      const marked = await ben.agent.api['settle-up'].shares[':shareId']['mark-paid'].$post({
        param: { shareId: share.id },
      });
      expect(marked.status).toBe(200);
    }
    const after = await mine(ben, balls);
    expect(after.myShares?.every((share) => share.status === 'verifying')).toBe(true);
    expect(after.myShareStatus).toBe('verifying');
    // Each payer confirms what was marked paid to them, the guest's share named.
    for (const payer of [alex, sam]) {
      const { toConfirm } = await mine(payer, balls);
      const ofBen = toConfirm.filter((share) => share.userId === ben.userId);
      expect(ofBen.map((share) => [share.guestName, share.amountCents])).toEqual([
        [null, 300],
        ['Jordan', 300],
      ]);
      for (const share of ofBen) {
        const received = await payer.agent.api['settle-up'].shares[':shareId']['mark-received'].$post({
          param: { shareId: share.id },
          json: { paymentMethod: 'cash' },
        });
        expect(received.status).toBe(200);
      }
    }
    expect((await mine(ben, balls)).myShareStatus).toBe('settled');
    // Lee, in the court only, still has two shares there (one per payer): no single id to act on.
    const lees = await mine(lee, court);
    expect(lees.myShares).toHaveLength(2);
    expect(lees.myShareId).toBeNull();
  });

  it('gives Group Expenses the payers, the way of splitting, and the viewer’s shares summed', async () => {
    const { expenses } = await (
      await ben.agent.api.groups[':groupId'].expenses.$get({ param: { groupId }, query: {} })
    ).json();
    const row = expenses.find((expense) => expense.id === court);
    expect(row?.splitMode).toBe('equal');
    expect(row?.payers?.map((payer) => [payer.fullName, payer.amountCents])).toEqual([
      ['Alex', 3000],
      ['Sam', 2000],
    ]);
    expect(row?.myShareCents).toBe(1000);
    expect(row?.myShareStatus).toBe('pending');
  });

  it('tells each sharer in the feed and the mail who paid what, with the sum they owe', async () => {
    const entry = (await entriesOf(t.db, lee.userId)).find((e) => e.data.expenseId === court);
    expect(entry?.data.amountCents).toBe(1000);
    expect(entry?.data.payers).toEqual([
      { fullName: 'Alex', amountCents: 3000 },
      { fullName: 'Sam', amountCents: 2000 },
    ]);
    const feed = await (await lee.agent.api.updates.$get({ query: {} })).json();
    expect(JSON.stringify(feed)).toContain(court);
    const [mail] = (await mailsQueuedFor(t.db, lee.userId, 'share')).filter(
      (queued) => (queued.data as { expenseId?: string }).expenseId === court,
    );
    const rendered = renderMail(
      { userId: lee.userId, email: 'lee@example.test', fullName: 'Lee', timeZone: 'UTC', locale: 'en' },
      'share',
      { kind: 'entry', update: { kind: 'expense_share', groupId, gameId, data: mail?.data ?? {} } },
      { publicUrl: 'https://turnout.test', unsubscribePage: 'https://turnout.test/u' },
    );
    expect(rendered.text).toContain(
      'You owe $10.00 for Court at Saturday doubles: Alex paid $30.00, Sam paid $20.00 · split equally.',
    );
    const german = renderMail(
      { userId: lee.userId, email: 'lee@example.test', fullName: 'Lee', timeZone: 'UTC', locale: 'de' },
      'share',
      { kind: 'entry', update: { kind: 'expense_share', groupId, gameId, data: mail?.data ?? {} } },
      { publicUrl: 'https://turnout.test', unsubscribePage: 'https://turnout.test/u' },
    );
    expect(german.text).toContain('Du schuldest');
    expect(german.text).toContain('Sam');
    expect(german.text).not.toContain('You owe');
  });

  it('writes every payer with amounts and the split in both CSV files, the viewer’s share summed', async () => {
    const [header, ...records] = await csvRecords(
      await ben.agent.api.expenses['export.csv'].$get({ query: {} }),
    );
    expect(header).toEqual([...MY_EXPENSES_CSV_HEADER]);
    const cell = (record: string[] | undefined, name: (typeof MY_EXPENSES_CSV_HEADER)[number]) =>
      record?.[MY_EXPENSES_CSV_HEADER.indexOf(name)];
    const courtRow = records.find((record) => record[0] === court);
    expect(cell(courtRow, 'paid_by')).toBe('Alex 30.00; Sam 20.00');
    expect(cell(courtRow, 'split')).toBe('equal');
    expect(cell(courtRow, 'your_share')).toBe('10.00');
    const ballsRow = records.find((record) => record[0] === balls);
    expect(cell(ballsRow, 'split')).toBe('shares');
    expect(cell(ballsRow, 'your_share')).toBe('12.00');

    const [groupHeader, ...shares] = await csvRecords(
      await ben.agent.api.groups[':groupId']['expenses.csv'].$get({ param: { groupId }, query: {} }),
    );
    // The columns by their header (the Group Expenses CSV's own test checks the header whole).
    expect(groupHeader).toEqual(
      expect.arrayContaining(['person', 'share', 'paid_by', 'split', 'owed_to', 'guest']),
    );
    const at = (name: string) => groupHeader?.indexOf(name) ?? -1;
    const bens = shares
      .filter((record) => record[0] === balls && record[at('person')] === 'Ben')
      .map((record) => [record[at('owed_to')], record[at('guest')], record[at('share')]]);
    expect(bens).toEqual([
      ['Alex', '', '3.00'],
      ['Sam', '', '3.00'],
      ['Alex', 'Jordan', '3.00'],
      ['Sam', 'Jordan', '3.00'],
    ]);
    expect(shares.find((record) => record[0] === balls)?.[at('paid_by')]).toBe('Alex 12.00; Sam 12.00');
  });
  // Six at the game (Jordan, Ben's guest, included): $12.00 is $2.00 each.
  it('sends lists no payer list nor share list when one person paid it all and the viewer has one share', async () => {
    const drinks = await kim.agent.api.expenses.$post({
      json: { gameId, amountCents: 1200, description: 'Drinks', category: 'food' },
    });
    expect(drinks.status).toBe(201);
    const id = (await drinks.json()).expense.id;
    const row = await mine(lee, id);
    expect([row.payers, row.myShares, row.myShareId !== null, row.mySharePaidBy]).toEqual([
      null,
      null,
      true,
      kim.userId,
    ]);
    expect([row.paidBy, row.payerName, row.myShareCents, row.myShareStatus]).toEqual([
      kim.userId,
      'Kim',
      200,
      'pending',
    ]);
    const { expenses } = await (
      await lee.agent.api.groups[':groupId'].expenses.$get({ param: { groupId }, query: {} })
    ).json();
    expect(expenses.find((expense) => expense.id === id)?.payers).toBeNull();
    // Several payers are still listed, and several shares of one viewer with each its payer.
    expect((await mine(lee, court)).payers).toHaveLength(2);
  });
});
