import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_EXPENSES_PAGE_SIZE } from '../../../shared/group-expenses';
import type { Db } from '../../db/client';
import { type Agent, signUp } from '../../test/agent';
import { addExpense, bookedGame } from '../../test/expenses';
import { createGroup, joinGroup } from '../../test/groups';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type Person = { agent: Agent; userId: string };
type Statement = { sql: string; params: unknown[] };
type PlanNode = {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};

/** Past one page by far: a first page that read the group's every expense would show it. */
const EXPENSES = 3 * GROUP_EXPENSES_PAGE_SIZE;

/**
 * How many rows of `tables` a statement reads (returned or filtered away), from its plan as it runs. The planner
 * is kept to index scans: on a few test rows it would rather read whole tables, as it would not on a long
 * history, and the question is what the indexes let a statement read.
 */
async function rowsRead(db: Db, statement: Statement, tables: readonly string[]) {
  const parts = statement.sql.split(/\$(\d+)/);
  const query = sql.join(
    parts.map((part, i): SQL => (i % 2 ? sql`${statement.params[Number(part) - 1]}` : sql.raw(part))),
  );
  const plan = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const result = await tx.execute<{ 'QUERY PLAN': unknown }>(sql`explain (analyze, format json) ${query}`);
    const json = result.rows[0]?.['QUERY PLAN'];
    return (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
  });
  const walk = (node: PlanNode): number =>
    (tables.includes(node['Relation Name'] ?? '')
      ? ((node['Actual Rows'] ?? 0) +
          (node['Rows Removed by Filter'] ?? 0) +
          (node['Rows Removed by Index Recheck'] ?? 0)) *
        (node['Actual Loops'] ?? 1)
      : 0) + (node.Plans ?? []).reduce((sum, child) => sum + walk(child), 0);
  return plan.reduce((sum, { Plan }) => sum + walk(Plan), 0);
}

// Issue 56: the Group Expenses screen costs what it shows, not what the group holds. Its two answers stay within
// issue 21's budget of 5 statements (the session lookup included) however long the history; the balances come
// from what the database keeps (decision 042) and read no expense or share for a member who joined before the
// group's games; the first page reads a page of expenses.
describe('what the Group Expenses screen costs', () => {
  let t: TestApp;
  let zoe: Person;
  let ada: Person;
  let late: Person;
  let groupId: string;
  let smallGroupId: string;

  const balances = (who: Person, id: string) =>
    who.agent.api.groups[':groupId'].balances.$get({ param: { groupId: id } });
  const firstPage = (who: Person, id: string) =>
    who.agent.api.groups[':groupId'].expenses.$get({ param: { groupId: id }, query: {} });

  beforeAll(async () => {
    t = await createTestApp();
    [zoe, ada, late] = await Promise.all([
      signUp(t, 'Zoe Zed'),
      signUp(t, 'Ada First'),
      signUp(t, 'Lee Late'),
    ]);
    groupId = await createGroup(zoe.agent);
    smallGroupId = await createGroup(zoe.agent);
    await joinGroup(zoe.agent, ada.agent, groupId);
    await joinGroup(zoe.agent, ada.agent, smallGroupId);
    const placeId = (await createPlace(zoe.agent, { name: 'Court', address: '1 A St', groupId })).id;
    const smallPlaceId = (
      await createPlace(zoe.agent, { name: 'Hall', address: '2 A St', groupId: smallGroupId })
    ).id;
    const date = new Date(t.clock().getTime() + 2 * 24 * 60 * 60 * 1000).toISOString();
    const game = await bookedGame(t, zoe.agent, [zoe.agent, ada.agent], { groupId, placeId, date });
    for (let i = 0; i < EXPENSES; i++) await addExpense(i % 3 ? zoe.agent : ada.agent, game, 1000 + i);
    const small = await bookedGame(t, zoe.agent, [zoe.agent, ada.agent], {
      groupId: smallGroupId,
      placeId: smallPlaceId,
    });
    await addExpense(zoe.agent, small, 1000);
    // Lee joins both after their games: the balances must leave out what those games hold between the others.
    t.clock.advance(7 * 24 * 60 * 60 * 1000);
    await joinGroup(zoe.agent, late.agent, groupId);
    await joinGroup(zoe.agent, late.agent, smallGroupId);
    // A page and more since Lee joined: his first page is full before it reaches what he may not see.
    const next = new Date(t.clock().getTime() + 2 * 24 * 60 * 60 * 1000).toISOString();
    const seen = await bookedGame(t, zoe.agent, [zoe.agent, late.agent], { groupId, placeId, date: next });
    for (let i = 0; i <= GROUP_EXPENSES_PAGE_SIZE; i++) await addExpense(late.agent, seen, 500 + i);
  }, 120_000);
  afterAll(() => t.close());

  it('answers each of the two in at most 5 statements, as many for a long history as for one expense', async () => {
    const statements = async (run: () => Promise<Response>) => (await t.countQueries(run)).length;
    for (const read of [balances, firstPage]) {
      // Ada has debts in both groups: the session, the membership, the kept balances, the names in her debts.
      const long = await statements(() => read(ada, groupId));
      expect(long).toBeLessThanOrEqual(5);
      expect(long).toBe(await statements(() => read(ada, smallGroupId)));
      // Lee joined late: what he may not see is taken away within the same statements.
      expect(await statements(() => read(late, groupId))).toBeLessThanOrEqual(5);
    }
  });

  it('reads no expense and no share for the balances of a member who joined before the games', async () => {
    const response = { status: 0 };
    const statements = await t.captureQueries(async () => {
      response.status = (await balances(ada, groupId)).status;
    });
    expect(response.status).toBe(200);
    let read = 0;
    for (const statement of statements.filter((s) => /^\s*(select|with)\b/i.test(s.sql)))
      read += await rowsRead(t.db, statement, ['expenses', 'expense_shares']);
    expect(read).toBe(0);
  });

  it('reads a page of the group’s expenses for the first page, not the group’s every expense', async () => {
    for (const who of [ada, late]) {
      const statements = await t.captureQueries(() => firstPage(who, groupId));
      let read = 0;
      for (const statement of statements.filter((s) => /\bfrom "expenses"/.test(s.sql)))
        read += await rowsRead(t.db, statement, ['expenses']);
      // The page's rows plus one, found in order, then read again for the answer.
      expect(read).toBeLessThanOrEqual(2 * (GROUP_EXPENSES_PAGE_SIZE + 1));
    }
  });
});
