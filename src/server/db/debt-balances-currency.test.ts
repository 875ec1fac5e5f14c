import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBalancesMatchShares } from '../test/balances';
import { createTestApp, type TestApp } from '../test/test-app';

// Migration 0027: a group's currency, and open debts kept apart per currency, so amounts of different
// currencies never meet in one sum and never cancel each other out.
describe('debt_balances per currency', () => {
  let t: TestApp;
  const [ann, ben] = ['a', 'b'].map((n) => `00000000-0000-4000-8000-00000000000${n}`) as [string, string];
  const games: Record<string, string> = {};

  async function expense(currency: string, payer: string, debtor: string, amount: number) {
    const created = await t.db.execute<{ id: string }>(sql`
      with e as (insert into expenses (game_id, amount_cents, paid_by, created_by)
        values (${games[currency]}, ${amount}, ${payer}, ${payer})
        returning id, paid_by, group_id, created_at, amount_cents),
      p as (insert into expense_payers (expense_id, user_id, group_id, expense_created_at, amount_cents, position)
        select id, paid_by, group_id, created_at, amount_cents, 0 from e)
      select id from e`);
    const id = created.rows[0]?.id ?? '';
    await t.db.execute(sql`insert into expense_shares (expense_id, user_id, paid_by, amount_cents, status)
      values (${id}, ${debtor}, ${payer}, ${amount}, 'pending')`);
    return id;
  }
  const balances = async () =>
    (
      await t.db.execute<{ debtor_id: string; currency: string; amount_cents: number }>(sql`
        select debtor_id, currency, amount_cents::int from debt_balances order by currency, debtor_id`)
    ).rows;

  beforeAll(async () => {
    t = await createTestApp();
    await t.db.execute(sql`insert into "user" (id, name, email) values
      (${ann}, 'Ann', 'ann@example.test'), (${ben}, 'Ben', 'ben@example.test')`);
    const place = await t.db.execute<{ id: string }>(
      sql`insert into places (name, address) values ('Court', '1 Main St') returning id`,
    );
    for (const currency of ['USD', 'EUR']) {
      const game = await t.db.execute<{ id: string }>(sql`
        with g as (insert into groups (name, currency) values (${`Group ${currency}`}, ${currency}) returning id)
        insert into games (title, group_id, place_id, date, status)
        select 'Game', g.id, ${place.rows[0]?.id}, now(), 'completed' from g returning id`);
      games[currency] = game.rows[0]?.id ?? '';
    }
  });
  afterAll(() => t.close());

  it('makes existing and unnamed groups US dollars and refuses a code that is not three capitals', async () => {
    const made = await t.db.execute<{ currency: string }>(
      sql`insert into groups (name) values ('Old habits') returning currency`,
    );
    expect(made.rows[0]?.currency).toBe('USD');
    for (const bad of ['usd', 'EURO', 'E1R']) {
      const refused = await t.db
        .execute(sql`insert into groups (name, currency) values (${`Bad ${bad}`}, ${bad})`)
        .catch((error: Error & { cause?: { code?: string } }) => error.cause?.code);
      expect(refused).toBe('23514');
    }
  });

  it('keeps a pair’s debts in two currencies apart, and does not call them even', async () => {
    await expense('USD', ann, ben, 1000);
    await expense('EUR', ann, ben, 700);
    expect(await balances()).toEqual([
      { debtor_id: ben, currency: 'EUR', amount_cents: 700 },
      { debtor_id: ben, currency: 'USD', amount_cents: 1000 },
    ]);
    // Ann owes Ben 1000 in euros: the same figure as Ben's dollars, yet nobody is even.
    await expense('EUR', ben, ann, 1000);
    expect(await balances()).toEqual([
      { debtor_id: ann, currency: 'EUR', amount_cents: 1000 },
      { debtor_id: ben, currency: 'EUR', amount_cents: 700 },
      { debtor_id: ben, currency: 'USD', amount_cents: 1000 },
    ]);
    await expectBalancesMatchShares(t.db);
  });

  it('still settles a pair even in one currency, and only that currency’s shares', async () => {
    // Ben owes Ann 700 euros and Ann owes Ben 1000: 300 more to Ann and they are even, in euros only.
    await expense('EUR', ann, ben, 300);
    const settled = await t.db.execute<{ currency: string; method: string }>(sql`
      select g.currency, s.payment_method as method from expense_shares s join groups g on g.id = s.group_id
      where s.status = 'settled' order by 1`);
    expect(settled.rows).toEqual([
      { currency: 'EUR', method: 'offset' },
      { currency: 'EUR', method: 'offset' },
      { currency: 'EUR', method: 'offset' },
    ]);
    expect(await balances()).toEqual([{ debtor_id: ben, currency: 'USD', amount_cents: 1000 }]);
    await expectBalancesMatchShares(t.db);
  });
});
