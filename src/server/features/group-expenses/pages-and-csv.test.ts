import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_EXPENSES_PAGE_SIZE } from '../../../shared/group-expenses';
import { parseMinor } from '../../../shared/money-parse';
import { wallClock } from '../../../shared/time';
import { type Agent, errorOf, signUp } from '../../test/agent';
import { readCsv } from '../../test/csv';
import { addExpense, bookedGame } from '../../test/expenses';
import { createGroup, joinGroup } from '../../test/groups';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type Person = { agent: Agent; userId: string };
/** More than one batch of the CSV stream (200) and many pages of the list. */
const EXPENSES = 205;
const FORMULA = '=HYPERLINK("http://evil.example","Click")';
const MULTILINE = 'Balls, cans & "grips"\nand tape';

describe('group expense pages and the CSV', () => {
  let t: TestApp;
  let zoe: Person;
  let ada: Person;
  let cy: Person;
  let groupId: string;
  let groupName: string;
  let threeWay: string;

  const page = (who: Person, cursor?: string) =>
    who.agent.api.groups[':groupId'].expenses.$get({ param: { groupId }, query: cursor ? { cursor } : {} });
  const csv = (who: Person, tz?: string) =>
    who.agent.api.groups[':groupId']['expenses.csv'].$get({ param: { groupId }, query: tz ? { tz } : {} });

  beforeAll(async () => {
    t = await createTestApp();
    [zoe, ada, cy] = await Promise.all([
      signUp(t, 'Zoë Ångström'),
      signUp(t, 'Ada First'),
      signUp(t, 'Cy Third'),
    ]);
    groupName = `Zoë’s "Crew", Tennis ${Date.now()}`;
    groupId = await createGroup(zoe.agent, groupName);
    await joinGroup(zoe.agent, ada.agent, groupId);
    await joinGroup(zoe.agent, cy.agent, groupId);
    const where = {
      groupId,
      placeId: (await createPlace(zoe.agent, { name: 'Court', address: '1 A St', groupId })).id,
    };
    threeWay = await bookedGame(t, zoe.agent, [ada.agent, zoe.agent, cy.agent], where);
    const twoWay = await bookedGame(t, zoe.agent, [zoe.agent, cy.agent], where);
    for (let i = 0; i < EXPENSES; i++) {
      // Three expenses share each instant, so the id breaks ties in the order.
      if (i % 3 === 0) t.clock.advance(60_000);
      const description = i === 0 ? FORMULA : i === 1 ? MULTILINE : `Expense ${i}`;
      await addExpense(i % 5 === 0 ? cy.agent : zoe.agent, i % 2 ? twoWay : threeWay, 1000 + i * 7, {
        description,
        category: i % 2 ? 'food' : 'court',
      });
    }
  });
  afterAll(() => t.close());

  it('pages through every expense newest first, 20 at a time, with the viewer’s own share', async () => {
    // PostgreSQL keeps microseconds (rows written by SQL have them); a cursor rounded to milliseconds would
    // skip or repeat some of these.
    await t.db.execute(sql`
      update expenses e set created_at = e.created_at + ((('x' || substr(e.id::text, 1, 2))::bit(8)::int) * interval '1 microsecond')
      from games g where g.id = e.game_id and g.group_id = ${groupId}`);
    const seen: { id: string; gameId: string; myShareCents: number | null }[] = [];
    const sizes: number[] = [];
    let cursor: string | undefined;
    do {
      const response = await page(ada, cursor);
      expect(response.status).toBe(200);
      const body = await response.json();
      sizes.push(body.expenses.length);
      seen.push(...body.expenses);
      cursor = body.nextCursor ?? undefined;
    } while (cursor);
    expect(sizes).toEqual([...Array(10).fill(GROUP_EXPENSES_PAGE_SIZE), 5]);
    const order = await t.db.execute<{ id: string }>(sql`
      select e.id from expenses e join games g on g.id = e.game_id where g.group_id = ${groupId}
      order by e.created_at desc, e.id desc`);
    expect(seen.map((e) => e.id)).toEqual(order.rows.map((r) => r.id));
    // Ada is only in the three-way split.
    expect(seen.every((e) => (e.gameId === threeWay) === (e.myShareCents !== null))).toBe(true);

    const bad = await page(ada, 'yesterday');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Invalid cursor.');
  });

  it('downloads one CSV record per share that opens as typed in a spreadsheet, the shares summing to each expense', async () => {
    const response = await csv(ada, 'America/Los_Angeles');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Zoe_s _Crew_, Tennis ${groupName.split(' ').at(-1)}-expenses.csv"; ` +
        `filename*=UTF-8''${encodeURIComponent(groupName.replaceAll('"', '_'))}-expenses.csv`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const [header, ...records] = readCsv(text);
    expect(header).toEqual([
      'expense_id',
      'date',
      'game',
      'game_date',
      'category',
      'description',
      'payer',
      'amount',
      'currency',
      'person',
      'share',
      'status',
      'paid_by',
      'split',
      'owed_to',
      'guest',
    ]);

    const truth = await t.db.execute<{
      expense_id: string;
      amount_cents: number;
      created_at: string;
      full_name: string;
      share_cents: number;
      status: string;
    }>(sql`
      select e.id as expense_id, e.amount_cents, e.created_at, p.full_name, s.amount_cents as share_cents, s.status
      from expenses e join games g on g.id = e.game_id
      join expense_shares s on s.expense_id = e.id join profiles p on p.id = s.user_id
      where g.group_id = ${groupId}`);
    expect(records).toHaveLength(truth.rows.length);
    const key = (expenseId: string, name: string) => `${expenseId} ${name}`;
    const shares = new Map(truth.rows.map((row) => [key(row.expense_id, row.full_name), row]));
    const sums = new Map<string, number>();
    const dollarsToCents = (text: string) => parseMinor(text, 'USD', 'en-US');
    for (const [
      expenseId = '',
      date,
      ,
      ,
      ,
      ,
      ,
      amount = '',
      currency,
      person = '',
      share = '',
      status,
    ] of records) {
      expect(currency).toBe('USD');
      const row = shares.get(key(expenseId, person));
      expect(row, `${expenseId} ${person}`).toBeDefined();
      expect(dollarsToCents(share)).toBe(row?.share_cents);
      expect(dollarsToCents(amount)).toBe(row?.amount_cents);
      expect(status).toBe(row?.status);
      expect(date).toBe(wallClock(new Date(row?.created_at ?? 0), 'America/Los_Angeles').date);
      sums.set(expenseId, (sums.get(expenseId) ?? 0) + (dollarsToCents(share) ?? NaN));
    }
    expect(sums.size).toBe(EXPENSES);
    for (const row of truth.rows) expect(sums.get(row.expense_id)).toBe(row.amount_cents);

    // Text comes back as typed; the would-be formula as text.
    const descriptions = new Set(records.map((record) => record[5]));
    expect(descriptions).toContain(`'${FORMULA}`);
    expect(descriptions).toContain(MULTILINE);
    expect(new Set(records.map((record) => record[6]))).toContain('Zoë Ångström');
    expect(records.every((record) => /^\d{4}-\d{2}-\d{2}$/.test(record[3] ?? ''))).toBe(true);
    expect(text.split('\r\n').every((line) => !line.endsWith('\r'))).toBe(true);

    const unknown = await csv(ada, 'Mars/Olympus_Mons');
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).message).toBe('Unknown time zone.');
  });

  it('answers the screen in a fixed number of statements, however many expenses', async () => {
    const small = await createGroup(zoe.agent);
    const statements = async (run: () => Promise<Response>) => (await t.countQueries(run)).length;
    const pageOf = (id: string) =>
      statements(() => zoe.agent.api.groups[':groupId'].expenses.$get({ param: { groupId: id }, query: {} }));
    const balancesOf = (id: string) =>
      statements(() => zoe.agent.api.groups[':groupId'].balances.$get({ param: { groupId: id } }));
    expect(await pageOf(groupId)).toBe(await pageOf(small));
    // The session, the membership, the page.
    expect(await pageOf(groupId)).toBeLessThanOrEqual(3);
    // The session, the membership, open sums, member totals, and the names of people in debts.
    expect(await balancesOf(groupId)).toBeLessThanOrEqual(5);
  });
});
