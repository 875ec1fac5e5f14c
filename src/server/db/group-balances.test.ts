import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBalancesMatchShares } from '../test/balances';
import { expectGroupBalancesMatchShares, groupBalancesAndTruth } from '../test/group-balances';
import { createTestApp, type TestApp } from '../test/test-app';

// The triggers of migration 0024, exercised with plain SQL: whatever writes expenses and expense_shares, each
// group's kept debts and totals follow — rows written without their group, a change of payer, a game moved to
// another group, deletes by cascade, a group deleted — and a write that would take one below zero fails whole.
describe('group_pair_balances and group_member_totals', () => {
  let t: TestApp;
  const [ann, ben, cat] = ['a', 'b', 'c'].map((n) => `00000000-0000-4000-8000-00000000000${n}`) as [
    string,
    string,
    string,
  ];
  const groups: string[] = [];
  const games: string[] = [];

  async function expense(game: string, payer: string, shares: [string, number, string][]) {
    const total = shares.reduce((sum, [, cents]) => sum + cents, 0);
    const created = await t.db.execute<{ id: string }>(sql`
      with e as (insert into expenses (game_id, amount_cents, paid_by, created_by)
        values (${game}, ${total}, ${payer}, ${payer}) returning id, paid_by, group_id, created_at, amount_cents),
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
  /** The group's kept debts as "debtor owes creditor": each pair's row read the way its net points. */
  const debts = async (group: string) =>
    (
      await t.db.execute<{
        debtor_id: string;
        creditor_id: string;
        status: string;
        amount_cents: number;
      }>(sql`
        select case when net_cents > 0 then first_user_id else second_user_id end as debtor_id,
          case when net_cents > 0 then second_user_id else first_user_id end as creditor_id,
          status, abs(net_cents)::int as amount_cents
        from group_pair_balances where group_id = ${group} order by 1, 2, 3`)
    ).rows;
  const totals = async (group: string) =>
    (
      await t.db.execute<{ user_id: string; paid_cents: number; owed_cents: number }>(sql`
        select user_id, paid_cents::int, owed_cents::int from group_member_totals
        where group_id = ${group} order by user_id`)
    ).rows;

  beforeAll(async () => {
    t = await createTestApp();
    await t.db.execute(sql`insert into "user" (id, name, email) values
      (${ann}, 'Ann', 'ann@example.test'), (${ben}, 'Ben', 'ben@example.test'), (${cat}, 'Cat', 'cat@example.test')`);
    await t.db.execute(sql`insert into places (name, address) values ('Court', '1 Main St')`);
    for (const name of ['Tennis', 'Padel']) {
      const game = await t.db.execute<{ group_id: string; id: string }>(sql`
        with g as (insert into groups (name) values (${name}) returning id)
        insert into games (title, group_id, place_id, date, status)
        select 'Game', g.id, (select id from places), now(), 'completed' from g returning group_id, id`);
      groups.push(game.rows[0]?.group_id ?? '');
      games.push(game.rows[0]?.id ?? '');
    }
  });
  afterAll(() => t.close());

  it('keeps each group’s open debts and paid and owed totals, the group copied from the game', async () => {
    const [tennis = '', padel = ''] = groups;
    const [tennisGame = '', padelGame = ''] = games;
    const court = await expense(tennisGame, ann, [
      [ann, 334, 'settled'],
      [ben, 333, 'pending'],
      [cat, 333, 'verifying'],
    ]);
    await expense(padelGame, ben, [[ann, 200, 'pending']]);
    const copies = await t.db.execute<{ expense: string; share: string }>(sql`
      select e.group_id as expense, s.group_id as share from expenses e join expense_shares s on s.expense_id = e.id
      where e.id = ${court} limit 1`);
    expect(copies.rows[0]).toEqual({ expense: tennis, share: tennis });
    expect(await debts(tennis)).toEqual([
      { debtor_id: ben, creditor_id: ann, status: 'pending', amount_cents: 333 },
      { debtor_id: cat, creditor_id: ann, status: 'verifying', amount_cents: 333 },
    ]);
    expect(await totals(tennis)).toEqual([
      { user_id: ann, paid_cents: 1000, owed_cents: 334 },
      { user_id: ben, paid_cents: 0, owed_cents: 333 },
      { user_id: cat, paid_cents: 0, owed_cents: 333 },
    ]);
    expect(await debts(padel)).toEqual([
      { debtor_id: ann, creditor_id: ben, status: 'pending', amount_cents: 200 },
    ]);

    // Settling takes the debt away and leaves the totals, which count settled shares too.
    await t.db.execute(
      sql`update expense_shares set status = 'settled' where expense_id = ${court} and user_id = ${cat}`,
    );
    expect(await debts(tennis)).toEqual([
      { debtor_id: ben, creditor_id: ann, status: 'pending', amount_cents: 333 },
    ]);
    expect((await totals(tennis)).find((row) => row.user_id === cat)?.owed_cents).toBe(333);
    await expectGroupBalancesMatchShares(t.db);
    await expectBalancesMatchShares(t.db);
  });

  it('follows a change of payer, a game moved to another group and deletes by cascade', async () => {
    const [tennis = '', padel = ''] = groups;
    const [tennisGame = ''] = games;
    const id = await expense(tennisGame, ben, [
      [ben, 500, 'settled'],
      [cat, 500, 'pending'],
    ]);
    await changePayer(id, cat);
    await expectGroupBalancesMatchShares(t.db);
    await t.db.execute(sql`update games set group_id = ${padel} where id = ${tennisGame}`);
    expect(await debts(tennis)).toEqual([]);
    expect(await totals(tennis)).toEqual([]);
    await expectGroupBalancesMatchShares(t.db);
    await t.db.execute(sql`delete from expenses where id = ${id}`);
    await expectGroupBalancesMatchShares(t.db);
    await t.db.execute(sql`update games set group_id = ${tennis} where id = ${tennisGame}`);
    await expectGroupBalancesMatchShares(t.db);
    await expectBalancesMatchShares(t.db);
  });

  it('refuses a write that would take a kept sum below zero, and keeps everything as it was', async () => {
    const [tennis = ''] = groups;
    const [tennisGame = ''] = games;
    const id = await expense(tennisGame, cat, [[ann, 250, 'pending']]);
    const annOwes = (await totals(tennis)).find((row) => row.user_id === ann)?.owed_cents ?? 0;
    const setAnnOwes = (cents: number) =>
      t.db.execute(
        sql`update group_member_totals set owed_cents = ${cents} where group_id = ${tennis} and user_id = ${ann}`,
      );
    await setAnnOwes(100);
    const refused = await t.db.execute(sql`delete from expenses where id = ${id}`).catch((e) => e);
    expect(String((refused as Error & { cause?: Error }).cause?.message)).toBe(
      'group_member_totals no longer match expenses and expense_shares',
    );
    const { kept, truth } = await groupBalancesAndTruth(t.db);
    expect(kept.pairs).toEqual(truth.pairs);
    expect(kept.totals).not.toEqual(truth.totals);
    await setAnnOwes(annOwes);
    await expectGroupBalancesMatchShares(t.db);
    await t.db.execute(sql`delete from expenses where id = ${id}`);
    await expectGroupBalancesMatchShares(t.db);
  });

  it('empties a deleted group’s sums with its expenses', async () => {
    const [, padel = ''] = groups;
    await t.db.execute(sql`update expense_shares set status = 'settled' where group_id = ${padel}`);
    await t.db.execute(sql`delete from expenses where group_id = ${padel}`);
    await t.db.execute(sql`delete from groups where id = ${padel}`);
    expect(await debts(padel)).toEqual([]);
    expect(await totals(padel)).toEqual([]);
    await expectGroupBalancesMatchShares(t.db);
  });
});
