import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_EXPENSES_PAGE_SIZE } from '../../../shared/expenses';
import { openShareCount } from '../../../shared/money-status';
import { pgErrorCode } from '../../http/errors';
import { type Agent, errorOf, signUp } from '../../test/agent';
import { createGroup, joinGroup } from '../../test/groups';
import { addExpense, bookedGame, myShareOf } from '../../test/money';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type Person = { agent: Agent; userId: string };
type Status = 'all' | 'pending' | 'settled';

describe('GET /api/expenses: My Expenses rows, their actions and the status filter', () => {
  let t: TestApp;
  let ann: Person;
  let ben: Person;
  let cat: Person;
  let stranger: Person;
  let groupId: string;
  let placeId: string;

  const page = async (who: Person, status: Status, cursor?: string) => {
    const response = await who.agent.api.expenses.$get({ query: cursor ? { status, cursor } : { status } });
    expect(response.status).toBe(200);
    return response.json();
  };
  /** Every page, walked with the cursor each gives. */
  const pages = async (who: Person, status: Status = 'all') => {
    const all = [await page(who, status)];
    for (let next = all[0]?.nextCursor; next; next = all.at(-1)?.nextCursor)
      all.push(await page(who, status, next));
    return all;
  };
  const list = async (who: Person, status: Status = 'all') =>
    (await pages(who, status)).flatMap((p) => p.expenses);
  const ids = async (who: Person, status: Status) => (await list(who, status)).map((e) => e.id).sort();
  const shareStep = (who: Person, shareId: string, step: 'mark-paid' | 'mark-received') =>
    step === 'mark-paid'
      ? who.agent.api['settle-up'].shares[':shareId']['mark-paid'].$post({ param: { shareId } })
      : who.agent.api['settle-up'].shares[':shareId']['mark-received'].$post({
          param: { shareId },
          json: { paymentMethod: 'venmo' },
        });

  beforeAll(async () => {
    t = await createTestApp();
    [ann, ben, cat, stranger] = await Promise.all([
      signUp(t, 'Ann Able'),
      signUp(t, 'Ben Baker'),
      signUp(t, 'Cat Cole'),
      signUp(t, 'Sid Stranger'),
    ]);
    groupId = await createGroup(ann.agent);
    await joinGroup(ann.agent, ben.agent, groupId);
    await joinGroup(ann.agent, cat.agent, groupId);
    placeId = (await createPlace(ann.agent, { name: 'Mine Court', address: '7 Mine St', groupId })).id;
  });
  afterAll(() => t.close());

  it('filters Pending / Settled on the viewer’s own side, and the badge counts the other shares', async () => {
    const gameId = await bookedGame(ann.agent, { groupId, placeId }, [ann, ben, cat], () =>
      t.clock.advance(1000),
    );
    const expenseId = await addExpense(ann.agent, gameId, 3000); // Ann paid; Ben and Cat owe 10.00 each
    const row = async (who: Person) => (await list(who)).find((e) => e.id === expenseId);
    expect(await row(ann)).toMatchObject({ paidBy: ann.userId, myShareStatus: 'settled', openShareCount: 2 });

    // Ann's side is open while anyone owes her; Ben's and Cat's while their own share is.
    for (const who of [ann, ben, cat]) expect(await ids(who, 'pending')).toContain(expenseId);

    const benShare = await myShareOf(ben.agent, expenseId);
    await shareStep(ben, benShare.id, 'mark-paid');
    expect(await row(ben)).toMatchObject({ myShareStatus: 'verifying' });
    // Waiting for confirmation is not settled yet: still Pending on Ben's side.
    expect(await ids(ben, 'pending')).toContain(expenseId);
    // My Expenses' Mark Paid has no Venmo or Zelle button before it: cash.
    expect((await row(ann))?.toConfirm).toEqual([
      {
        id: benShare.id,
        userId: ben.userId,
        fullName: 'Ben Baker',
        amountCents: 1000,
        paidWith: 'cash',
        guestName: null,
        netted: false,
      },
    ]);
    expect((await row(cat))?.toConfirm).toEqual([]);

    await shareStep(ann, benShare.id, 'mark-received');
    expect(await ids(ben, 'settled')).toContain(expenseId);
    expect(await ids(ben, 'pending')).not.toContain(expenseId);
    // Ann still waits for Cat: her side is open, the expense is Open, yet Ben's side is settled.
    expect(await ids(ann, 'pending')).toContain(expenseId);
    expect(await ids(ann, 'settled')).not.toContain(expenseId);
    expect(await row(ann)).toMatchObject({ openShareCount: 1, toConfirm: [] });
    expect(await ids(cat, 'pending')).toContain(expenseId);

    const catShare = await myShareOf(cat.agent, expenseId);
    await shareStep(cat, catShare.id, 'mark-paid');
    await shareStep(ann, catShare.id, 'mark-received');
    for (const who of [ann, ben, cat]) {
      expect(await ids(who, 'settled')).toContain(expenseId);
      expect(await ids(who, 'pending')).not.toContain(expenseId);
    }
    expect(await row(ann)).toMatchObject({ openShareCount: 0 });
  });

  it('Pending and Settled split All exactly, and the badge agrees with the shares it is derived from', async () => {
    // A second expense Ben paid and Ann did not attend: Ann is not in it at all.
    const gameId = await bookedGame(ann.agent, { groupId, placeId }, [ben, cat], () => t.clock.advance(1000));
    const benPaid = await addExpense(ben.agent, gameId, 1001);
    expect(await ids(ann, 'all')).not.toContain(benPaid);
    for (const who of [ann, ben, cat]) {
      const [all, pending, settled] = await Promise.all([
        ids(who, 'all'),
        ids(who, 'pending'),
        ids(who, 'settled'),
      ]);
      expect([...pending, ...settled].sort()).toEqual(all);
      expect(pending.filter((id) => settled.includes(id))).toEqual([]);
    }
    const games = await ben.agent.api.games[':gameId'].expenses.$get({ param: { gameId } });
    const shares = (await games.json()).expenses[0]?.shares ?? [];
    const row = (await list(ben)).find((e) => e.id === benPaid);
    expect(row?.openShareCount).toBe(openShareCount(shares, ben.userId));
    expect(row?.openShareCount).toBe(1);
  });

  it('reads the list, filter and row actions in one statement after the session', async () => {
    for (const status of ['all', 'pending', 'settled'] as const) {
      const statements = await t.countQueries(() => ann.agent.api.expenses.$get({ query: { status } }));
      expect(statements).toHaveLength(2);
    }
  });

  it('pages newest first, 20 at a time, with filters holding across pages and nothing repeated or skipped', async () => {
    const gameId = await bookedGame(ann.agent, { groupId, placeId }, [ann, ben], () => t.clock.advance(1000));
    for (let i = 0; i < 45; i += 1) await addExpense(ben.agent, gameId, 200 + i);
    // Rows written in one millisecond differ in microseconds only: a cursor rounded to ms would skip some.
    await t.db.execute(sql`update expenses set created_at = date_trunc('second', created_at)
      + ((('x' || substr(id::text, 1, 2))::bit(8)::int) * interval '1 microsecond') where game_id = ${gameId}`);
    const walked = await pages(ann);
    const sizes = walked.map((p) => p.expenses.length);
    expect(sizes.slice(0, -1).every((size) => size === MY_EXPENSES_PAGE_SIZE)).toBe(true);
    expect(sizes.at(-1)).toBeLessThanOrEqual(MY_EXPENSES_PAGE_SIZE);
    const { rows } = await t.db.execute<{ id: string }>(sql`
      select e.id from expenses e where e.paid_by = ${ann.userId}
        or exists (select 1 from expense_shares s where s.expense_id = e.id and s.user_id = ${ann.userId})
      order by e.created_at desc, e.id desc`);
    expect(walked.flatMap((p) => p.expenses.map((e) => e.id))).toEqual(rows.map((r) => r.id));
    expect(rows.length).toBeGreaterThan(45);

    const [pending, settled] = await Promise.all([ids(ann, 'pending'), ids(ann, 'settled')]);
    expect([...pending, ...settled].sort()).toEqual(rows.map((r) => r.id).sort());
    const first = await page(ann, 'all');
    expect(JSON.stringify(first).length).toBeLessThan(20_000);

    const bad = await ann.agent.api.expenses.$get({ query: { cursor: 'yesterday' } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Invalid cursor.');
  });

  it('gives each share its expense’s time, whatever a writer sends, and keeps it when the expense’s changes', async () => {
    const gameId = await bookedGame(ann.agent, { groupId, placeId }, [ann, ben], () => t.clock.advance(1000));
    const expenseId = await addExpense(ben.agent, gameId, 500);
    const times = async () =>
      (
        await t.db.execute<{ wrong: number }>(sql`select count(*)::int as wrong from expense_shares s
          join expenses e on e.id = s.expense_id where s.expense_created_at <> e.created_at`)
      ).rows[0]?.wrong;
    await t.db.execute(
      sql`delete from expense_shares where expense_id = ${expenseId} and user_id = ${ann.userId}`,
    );
    await t.db.execute(sql`insert into expense_shares (expense_id, user_id, paid_by, amount_cents, expense_created_at)
      values (${expenseId}, ${ann.userId}, ${ben.userId}, 250, '2001-01-01')`);
    expect(await times()).toBe(0);
    await t.db.execute(
      sql`update expenses set created_at = created_at - interval '1 day' where id = ${expenseId}`,
    );
    expect(await times()).toBe(0);
    // A share of no expense is still refused by its key, as before the copy existed.
    const orphan = await t.db
      .execute(sql`insert into expense_shares (expense_id, user_id, paid_by, amount_cents)
        values (gen_random_uuid(), ${ann.userId}, ${ben.userId}, 250)`)
      .catch((error: unknown) => error);
    expect(pgErrorCode(orphan)).toBe('23503');
  });

  it('lists none of another user’s expenses', async () => {
    expect(await list(stranger)).toEqual([]);
    expect(await list(stranger, 'pending')).toEqual([]);
  });
});
