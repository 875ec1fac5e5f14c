import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMinor } from '../../../shared/money-parse';
import { MY_EXPENSES_CSV_HEADER } from '../../../shared/my-expenses-csv';
import { type Agent, errorOf, signUp } from '../../test/agent';
import { readCsv } from '../../test/csv';
import { createGroup, joinGroup } from '../../test/groups';
import { addExpense, bookedGame, myShareOf } from '../../test/money';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type Person = { agent: Agent; userId: string };
type Filter = { period: 'all' | 'week' | 'month' | 'year'; status: 'all' | 'pending' | 'settled' };

const csvOf = async (who: Person, query: Record<string, string> = {}) => {
  const response = await who.agent.api.expenses['export.csv'].$get({ query });
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...records] = readCsv(new TextDecoder().decode(bytes));
  expect(header).toEqual([...MY_EXPENSES_CSV_HEADER]);
  return { response, records };
};

describe('GET /api/expenses/export.csv: what /expenses shows, as a file', () => {
  let t: TestApp;
  let ann: Person;
  let ben: Person;
  let stranger: Person;
  let gameId: string;
  let groupId: string;

  /** Every row the list shows under the filter, walked page by page with its cursors. */
  async function listed(who: Person, filter: Filter) {
    const rows = [];
    let cursor: string | undefined;
    do {
      const response = await who.agent.api.expenses.$get({
        query: { ...filter, ...(cursor ? { cursor } : {}) },
      });
      const page = await response.json();
      rows.push(...page.expenses);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return rows;
  }

  beforeAll(async () => {
    t = await createTestApp();
    [ann, ben, stranger] = [
      await signUp(t, 'Ann Able'),
      await signUp(t, 'Ben Baker'),
      await signUp(t, 'Sid Stranger'),
    ];
    groupId = await createGroup(ann.agent, `CSV Crew ${Date.now()}`);
    await joinGroup(ann.agent, ben.agent, groupId);
    const placeId = (await createPlace(ann.agent, { name: 'CSV Court', address: '9 Comma St', groupId })).id;
    gameId = await bookedGame(ann.agent, { groupId, placeId }, [ann, ben], () => t.clock.advance(1000));
    // Older history first: 205 expenses Ann paid over the past 400 days, written straight to the database
    // (more than one batch of the stream); Ben's share of every tenth is settled.
    await t.db.execute(sql`
      with made as (
        insert into expenses (game_id, amount_cents, description, paid_by, created_by, category, created_at)
        select ${gameId}::uuid, 1001 + i, 'Old, "quoted" cost #' || i, ${ann.userId}::uuid, ${ann.userId}::uuid, 'food',
          ${t.clock()}::timestamptz - (i * interval '2 days')
        from generate_series(1, 205) i
        returning id, paid_by, group_id, amount_cents, created_at),
      paid as (
        insert into expense_payers (expense_id, user_id, group_id, expense_created_at, amount_cents, position)
        select id, paid_by, group_id, created_at, amount_cents, 0 from made)
      insert into expense_shares (expense_id, user_id, paid_by, amount_cents, status, created_at)
      select id, ${ann.userId}::uuid, ${ann.userId}::uuid, amount_cents - amount_cents / 2, 'settled', created_at from made
      union all
      select id, ${ben.userId}::uuid, ${ann.userId}::uuid, amount_cents / 2,
        case when amount_cents % 10 = 0 then 'settled' else 'pending' end, created_at from made`);
    // Today: Ben pays one (Ann's share pending), and Ann's newest has Ben's share marked paid.
    await addExpense(ben.agent, gameId, 999);
    const newest = await addExpense(ann.agent, gameId, 5000);
    const share = await myShareOf(ben.agent, newest);
    await ben.agent.api['settle-up'].shares[':shareId']['mark-paid'].$post({ param: { shareId: share.id } });
  });
  afterAll(() => t.close());

  it('holds every row the list shows under the same filters, in its order, amounts exactly the cents', async () => {
    const filters: Filter[] = [
      { period: 'all', status: 'all' },
      { period: 'year', status: 'pending' },
      { period: 'month', status: 'settled' },
      { period: 'week', status: 'all' },
    ];
    for (const who of [ann, ben]) {
      for (const filter of filters) {
        const rows = await listed(who, filter);
        const { records } = await csvOf(who, filter);
        expect(
          records.map((r) => r[0]),
          `${filter.period}/${filter.status}`,
        ).toEqual(rows.map((row) => row.id));
        for (const [i, record] of records.entries()) {
          const row = rows[i];
          const parse = (text: string) => parseMinor(text, 'USD', 'en-US');
          expect(parse(record[7] ?? '')).toBe(row?.amountCents);
          expect(record[8]).toBe('USD');
          expect(record[9] === '' ? null : parse(record[9] ?? '')).toBe(row?.myShareCents);
          expect(record[10]).toBe(row?.myShareStatus ?? '');
          expect(record[11]).toBe(row?.openShareCount ? 'open' : 'settled');
        }
      }
    }
    const all = (await csvOf(ann)).records;
    expect(all).toHaveLength(207);
    expect(all.find((r) => r[5] === 'Old, "quoted" cost #7')?.slice(2, 7)).toEqual([
      expect.stringMatching(/^CSV Crew /),
      'Saturday doubles',
      'Food & Drinks',
      'Old, "quoted" cost #7',
      'Ann Able',
    ]);
  });

  it('dates each expense in the time zone the browser gives, and names the file after the filters', async () => {
    // The test clock reads 2026-11-20 18:00 UTC: already the 21st on Kiritimati, still the 20th in UTC.
    const utc = await csvOf(ann, { period: 'week', status: 'pending' });
    expect(utc.records[0]?.[1]).toBe('2026-11-20');
    expect(utc.response.headers.get('content-disposition')).toContain(
      'filename="my-expenses-week-pending.csv"',
    );
    const kiritimati = await csvOf(ann, { period: 'week', tz: 'Pacific/Kiritimati' });
    expect(kiritimati.records[0]?.[1]).toBe('2026-11-21');
    expect(kiritimati.response.headers.get('content-disposition')).toContain(
      'filename="my-expenses-week.csv"',
    );
  });

  it('holds only the person’s own expenses, and refuses filters it does not know', async () => {
    expect((await csvOf(stranger)).records).toEqual([]);
    const unknown: Record<string, string>[] = [
      { period: 'decade' },
      { status: 'lost' },
      { tz: 'Mars/Olympus_Mons' },
    ];
    for (const query of unknown) {
      const response = await ann.agent.api.expenses['export.csv'].$get({
        query: query as Record<string, string>,
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBeTruthy();
    }
  });

  it('writes a description a spreadsheet would run as text, in My Expenses and in the group’s file', async () => {
    const added = await ann.agent.api.expenses.$post({
      json: { gameId, amountCents: 700, description: 'balls;=1+1', category: 'equipment' },
    });
    expect(added.status).toBe(201);
    const mine = await ann.agent.api.expenses['export.csv'].$get({ query: {} });
    const group = await ann.agent.api.groups[':groupId']['expenses.csv'].$get({
      param: { groupId },
      query: {},
    });
    for (const response of [mine, group]) {
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toContain(`,"balls;'=1+1",`);
      expect(readCsv(text.replace(/^\uFEFF/, '')).some((record) => record.includes("balls;'=1+1"))).toBe(
        true,
      );
      for (const part of text.split(';').slice(1)) expect(part).not.toMatch(/^[=+\-@\t\r]/);
    }
  });
});
