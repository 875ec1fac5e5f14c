import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMinor } from '../../../shared/money-parse';
import { readCsv } from '../../test/csv';
import { joinGroup } from '../../test/groups';
import { serveOverHttp } from '../../test/http';
import { addExpense, bookedGame } from '../../test/money';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';
import { entriesOf } from '../../test/updates';

type Served = Awaited<ReturnType<typeof serveOverHttp>>;
type Person = Awaited<ReturnType<Served['signUp']>>;

// Amounts of several groups, each in its own currency, over a real listener: split in the currency's minor
// unit, and wherever they meet (Settle Up, My Expenses, the CSV, the feed) kept per currency, never added.
describe('money in several currencies', () => {
  let t: TestApp;
  let http: Served;
  let ada: Person;
  let ben: Person;
  let cy: Person;

  /** A group in `currency` with Ada (its admin), Ben and Cy, and a booked game they all attend. */
  async function groupIn(currency: string, name: string) {
    const created = await ada.agent.api.groups.$post({ json: { name, currency } });
    const { id: groupId } = await created.json();
    for (const member of [ben, cy]) await joinGroup(ada.agent, member.agent, groupId);
    const place = await createPlace(ada.agent, { name: `${name} court`, address: '1 Main St', groupId });
    const gameId = await bookedGame(ada.agent, { groupId, placeId: place.id }, [ada, ben, cy], () =>
      t.clock.advance(1000),
    );
    return { groupId, gameId };
  }
  const settleUp = async (who: Person) => (await who.agent.api['settle-up'].$get()).json();

  beforeAll(async () => {
    t = await createTestApp();
    http = await serveOverHttp(t);
    [ada, ben, cy] = [
      await http.signUp('Ada Admin'),
      await http.signUp('Ben Baker'),
      await http.signUp('Cy Cole'),
    ];
  });
  afterAll(async () => {
    await http.close();
    await t.close();
  });

  it('splits ¥1,000 among three as 334 / 333 / 333: yen have no decimals', async () => {
    const { gameId } = await groupIn('JPY', 'Tokyo Tennis');
    const expenseId = await addExpense(ada.agent, gameId, 1000);
    const { expenses } = await (
      await ada.agent.api.games[':gameId'].expenses.$get({ param: { gameId } })
    ).json();
    const expense = expenses.find((e) => e.id === expenseId);
    expect(expense?.shares.map((share) => share.amountCents)).toEqual([334, 333, 333]);
    // Ben and Cy hear of it in yen.
    const entry = (await entriesOf(t.db, ben.userId)).find((u) => u.kind === 'expense_share');
    expect(entry?.data).toMatchObject({ amountCents: 333, currency: 'JPY' });
  });

  it('keeps a USD group’s and a EUR group’s debts and totals apart on Settle Up, never summed', async () => {
    const dollars = await groupIn('USD', 'Austin Pickleball');
    const euros = await groupIn('EUR', 'Lyon Padel');
    // Ben paid $30.00 in one; Ada paid €30.00 in the other: Ada owes $10.00, Ben owes her €10.00.
    await addExpense(ben.agent, dollars.gameId, 3000);
    t.clock.advance(1000);
    await addExpense(ada.agent, euros.gameId, 3000);
    const ada$ = await settleUp(ada);
    const pairWithBen = ada$.debts.filter((d) => [d.fromUserId, d.toUserId].includes(ben.userId));
    const byCurrency = (a: { currency: string }, b: { currency: string }) =>
      a.currency.localeCompare(b.currency);
    expect(pairWithBen.sort(byCurrency).map((d) => [d.fromUserId, d.amountCents, d.currency])).toEqual([
      [ben.userId, 1000, 'EUR'],
      [ben.userId, 333, 'JPY'],
      [ada.userId, 1000, 'USD'],
    ]);
    expect(ada$.totals).toEqual([
      { currency: 'EUR', owe: 0, owed: 2000 },
      { currency: 'JPY', owe: 0, owed: 666 },
      { currency: 'USD', owe: 1000, owed: 0 },
    ]);

    // Marking the dollar debt paid leaves the euro one as it was.
    const paid = await ada.agent.api['settle-up']['mark-paid'].$post({
      json: { otherUserId: ben.userId, amountCents: 1000, currency: 'USD', paymentMethod: 'cash' },
    });
    expect(paid.status).toBe(200);
    const told = (await entriesOf(t.db, ben.userId)).filter((u) => u.kind === 'payment_marked');
    expect(told.map((u) => u.data)).toEqual([
      expect.objectContaining({ amountCents: 1000, currency: 'USD' }),
    ]);
    const after = (await settleUp(ben)).debts.filter((d) => [d.fromUserId, d.toUserId].includes(ada.userId));
    expect(after.sort(byCurrency).map((d) => [d.fromUserId, d.amountCents, d.currency, d.status])).toEqual([
      [ben.userId, 1000, 'EUR', 'pending'],
      [ben.userId, 333, 'JPY', 'pending'],
      [ada.userId, 1000, 'USD', 'verifying'],
    ]);
    // A debt named in a currency it is not in is not there to mark.
    const wrong = await ben.agent.api['settle-up']['mark-paid'].$post({
      json: { otherUserId: ada.userId, amountCents: 1000, currency: 'USD', paymentMethod: 'cash' },
    });
    expect(wrong.status).toBe(403);

    // The group's own screen speaks its currency.
    const balances = await (
      await ada.agent.api.groups[':groupId'].balances.$get({ param: { groupId: euros.groupId } })
    ).json();
    expect(balances.group.currency).toBe('EUR');
    expect(balances.totals).toEqual({ owe: 0, owed: 2000 });
  });

  it('lists each expense with its currency on My Expenses and in its CSV, in rows of their own', async () => {
    const { expenses } = await (await ben.agent.api.expenses.$get({ query: {} })).json();
    expect(expenses.map((e) => [e.amountCents, e.currency, e.myShareCents])).toEqual([
      [3000, 'EUR', 1000],
      [3000, 'USD', 1000],
      [1000, 'JPY', 333],
    ]);
    const csv = await ben.agent.api.expenses['export.csv'].$get({ query: {} });
    const [header = [], ...records] = readCsv((await csv.text()).replace(/^\uFEFF/, ''));
    const at = (name: string) => header.indexOf(name);
    expect(at('currency')).toBe(at('amount') + 1);
    expect(records.map((r) => [r[at('amount')], r[at('currency')], r[at('your_share')]])).toEqual([
      ['30.00', 'EUR', '10.00'],
      ['30.00', 'USD', '10.00'],
      ['1000', 'JPY', '333'],
    ]);
    for (const record of records) {
      const currency = record[at('currency')] ?? '';
      expect(parseMinor(record[at('amount')] ?? '', currency, 'en-US')).not.toBeNull();
    }
  });
});
