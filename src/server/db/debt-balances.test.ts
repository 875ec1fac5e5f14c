import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesAndTruth, expectBalancesMatchShares } from '../test/balances';
import { createTestApp, type TestApp } from '../test/test-app';

// The triggers of migration 0006, exercised with plain SQL: whatever writes expense_shares, debt_balances
// follows — inserts, status changes, a payer change, deletes by cascade — and it never goes below zero.
describe('debt_balances', () => {
  let t: TestApp;
  const [ann, ben, cat] = ['a', 'b', 'c'].map((n) => `00000000-0000-4000-8000-00000000000${n}`) as [
    string,
    string,
    string,
  ];
  let gameId = '';

  async function expense(payer: string, shares: [string, number, string][]) {
    const created = await t.db.execute<{ id: string }>(sql`
      with e as (insert into expenses (game_id, amount_cents, paid_by, created_by)
        values (${gameId}, ${shares.reduce((sum, [, cents]) => sum + cents, 0)}, ${payer}, ${payer})
        returning id, paid_by, group_id, created_at, amount_cents),
      p as (insert into expense_payers (expense_id, user_id, group_id, expense_created_at, amount_cents, position)
        select id, paid_by, group_id, created_at, amount_cents, 0 from e)
      select id from e`);
    const id = created.rows[0]?.id ?? '';
    for (const [user, cents, status] of shares) {
      await t.db.execute(sql`insert into expense_shares (expense_id, user_id, paid_by, amount_cents, status)
        values (${id}, ${user}, ${payer}, ${cents}, ${status})`);
    }
    return id;
  }
  /** A change of payer moves the payer's row, which carries the shares with it (on update cascade). */
  async function changePayer(id: string, payer: string) {
    await t.db.execute(sql`update expense_payers set user_id = ${payer} where expense_id = ${id}`);
    await t.db.execute(sql`update expenses set paid_by = ${payer} where id = ${id}`);
  }
  const balance = async (debtor: string, creditor: string) =>
    (
      await t.db.execute<{ status: string; amount_cents: number; share_count: number }>(sql`
        select status, amount_cents::int, share_count from debt_balances
        where debtor_id = ${debtor} and creditor_id = ${creditor} order by status`)
    ).rows;

  beforeAll(async () => {
    t = await createTestApp();
    await t.db.execute(sql`insert into "user" (id, name, email) values
      (${ann}, 'Ann', 'ann@example.test'), (${ben}, 'Ben', 'ben@example.test'), (${cat}, 'Cat', 'cat@example.test')`);
    const game = await t.db.execute<{ id: string }>(sql`
      with g as (insert into groups (name) values ('Balances') returning id),
        p as (insert into places (name, address) values ('Court', '1 Main St') returning id)
      insert into games (title, group_id, place_id, date, status)
      select 'Game', g.id, p.id, now(), 'completed' from g, p returning id`);
    gameId = game.rows[0]?.id ?? '';
  });
  afterAll(() => t.close());

  it('adds open shares, leaves out the payer’s own and settled ones, and moves them with their status', async () => {
    const first = await expense(ann, [
      [ann, 334, 'settled'],
      [ben, 333, 'pending'],
      [cat, 333, 'pending'],
    ]);
    await expense(ann, [[ben, 100, 'pending']]);
    expect(await balance(ben, ann)).toEqual([{ status: 'pending', amount_cents: 433, share_count: 2 }]);
    expect(await balance(ann, ann)).toEqual([]);

    await t.db.execute(sql`update expense_shares set status = 'verifying' where expense_id = ${first}`);
    expect(await balance(ben, ann)).toEqual([
      { status: 'pending', amount_cents: 100, share_count: 1 },
      { status: 'verifying', amount_cents: 333, share_count: 1 },
    ]);
    await t.db.execute(sql`update expense_shares set status = 'settled' where expense_id = ${first}`);
    expect(await balance(cat, ann)).toEqual([]);
    await expectBalancesMatchShares(t.db);
  });

  it('follows a change of payer and the delete of an expense (both by cascade)', async () => {
    const id = await expense(ben, [
      [ben, 500, 'settled'],
      [cat, 500, 'pending'],
    ]);
    expect(await balance(cat, ben)).toEqual([{ status: 'pending', amount_cents: 500, share_count: 1 }]);
    await changePayer(id, cat);
    // Cat now paid: Ben's share becomes a debt to Cat (it stays settled, so none) and Cat's is Cat's own.
    expect(await balance(cat, ben)).toEqual([]);
    expect(await balance(cat, cat)).toEqual([]);
    await changePayer(id, ann);
    expect(await balance(cat, ann)).toContainEqual({ status: 'pending', amount_cents: 500, share_count: 1 });
    await t.db.execute(sql`delete from expenses where id = ${id}`);
    expect(await balance(cat, ann)).toEqual([]);
    await expectBalancesMatchShares(t.db);
  });

  it('refuses a write that would take a balance below zero, and keeps everything as it was', async () => {
    const id = await expense(cat, [[ann, 250, 'pending']]);
    await t.db.execute(
      sql`update debt_balances set amount_cents = 100 where debtor_id = ${ann} and creditor_id = ${cat}`,
    );
    const refused = await t.db
      .execute(sql`delete from expense_shares where expense_id = ${id}`)
      .catch((e) => e);
    expect(String((refused as Error & { cause?: Error }).cause?.message)).toBe(
      'debt_balances no longer match expense_shares',
    );
    expect(await balance(ann, cat)).toEqual([{ status: 'pending', amount_cents: 100, share_count: 1 }]);
    const { kept, truth } = await balancesAndTruth(t.db);
    expect(kept).not.toEqual(truth);
    await t.db.execute(
      sql`update debt_balances set amount_cents = 250 where debtor_id = ${ann} and creditor_id = ${cat}`,
    );
    await t.db.execute(sql`delete from expense_shares where expense_id = ${id}`);
    await expectBalancesMatchShares(t.db);
  });
});
