// The data of bench/settle-up.ts and bench/settle-history.ts, straight in SQL: the people already signed up
// join one group; each expense is paid by one of them and has one share, owed by another, so with n people and
// n × perPerson / 2 expenses every person is on one side of ≈ perPerson shares, spread over all the others.
// Open: shares pending, pending, verifying or settled; settled: all settled, three at each instant.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

export async function seedDebts(db: Db, perPerson: number, kind: 'open' | 'settled') {
  const people = Number(
    (await db.execute<{ n: number }>(sql`select count(*)::int as n from "user"`)).rows[0]?.n ?? 0,
  );
  const shares = (people * perPerson) / 2;
  await db.execute(sql`insert into groups (name) values ('Bench')`);
  await db.execute(
    sql`insert into group_members (group_id, user_id, role) select g.id, u.id, 'member' from groups g, "user" u`,
  );
  await db.execute(sql`insert into places (name, address) values ('Court', '1 Main St')`);
  await db.execute(sql`insert into games (title, group_id, place_id, date, status)
    select 'Game ' || i, (select id from groups), (select id from places), now() - i * interval '1 hour',
      'completed'
    from generate_series(1, ${Math.ceil(shares / 10)}) i`);
  await db.execute(sql`
    with people as (select id, row_number() over (order by email) - 1 as n from "user"),
    numbered as (select id, row_number() over (order by date) - 1 as n from games)
    insert into expenses (game_id, amount_cents, paid_by, created_by)
    select g.id, 1000 + k % 977, p.id, p.id
    from generate_series(0, ${shares - 1}) k
    join numbered g on g.n = k / 10
    join people p on p.n = k % ${people}`);
  // Each expense paid whole by its one payer, as a single-payer expense is written.
  await db.execute(sql`insert into expense_payers
      (expense_id, user_id, group_id, expense_created_at, amount_cents, position)
    select id, paid_by, group_id, created_at, amount_cents, 0 from expenses`);
  await db.execute(sql`
    with people as (select id, row_number() over (order by email) - 1 as n from "user"),
    numbered as (select id, paid_by, amount_cents, row_number() over (order by id) - 1 as k from expenses)
    insert into expense_shares
      (expense_id, user_id, paid_by, amount_cents, status, settled_at, settled_by, payment_method)
    select e.id, q.id, e.paid_by, e.amount_cents / 2, s.status,
      case when s.status = 'settled' then now() - (e.k / 3) * interval '1 minute' end,
      case when s.status = 'settled' then e.paid_by end,
      case when s.status = 'settled'
        then (array['venmo', 'zelle', 'cash', 'other'])[1 + (abs(hashtext(e.id::text)) % 4)] end
    from numbered e
    join people p on p.id = e.paid_by
    join people q on q.n = (p.n + 1 + (e.k / ${people}) % ${people - 1}) % ${people}
    cross join lateral (select case when ${kind}::text = 'settled' then 'settled'
      else (array['pending', 'pending', 'verifying', 'settled'])[1 + (abs(hashtext(e.id::text)) % 4)] end
      as status) s`);
  // As the hourly housekeeping leaves it: dead rows reclaimed, planner statistics fresh.
  await db.execute(sql`vacuum (analyze)`);
  return shares;
}

/** Whether debt_balances (kept by triggers) agrees with the open shares it sums. */
export async function balancesAgree(db: Db) {
  const shares = sql`select s.user_id, s.paid_by, s.status, sum(s.amount_cents), count(*)::int
    from expense_shares s where s.status in ('pending', 'verifying') and s.user_id <> s.paid_by group by 1, 2, 3`;
  const balances = sql`select debtor_id, creditor_id, status, amount_cents, share_count from debt_balances`;
  const differ = await db.execute<{ n: number }>(sql`select count(*)::int as n from (
    (${balances} except all ${shares}) union all (${shares} except all ${balances})) d`);
  return differ.rows[0]?.n === 0;
}
