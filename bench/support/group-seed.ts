// The data of bench/group-expenses.ts, written straight in SQL after signing the people up through better-auth:
// one group of `people` members (all since long ago), `expenses / 10` completed games that everyone attended,
// ten expenses on each, paid by a member in turn and split evenly among all (the remainder cents to the first);
// the payer's own share is settled, the others mostly settled, some pending, some waiting for confirmation.
// Also what the bench's writers act on: the open shares by who may move them.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { type BenchDatabase, type Person, signUpPeople } from './people';

export interface GroupWrites {
  groupId: string;
  games: string[];
  /** Pending shares by debtor (Mark Paid), verifying shares by creditor (Mark Received). */
  toPay: Map<string, string[]>;
  toConfirm: Map<string, string[]>;
}

export async function seedGroup(bench: BenchDatabase, people: number, expenses: number) {
  const { db } = bench;
  const members: Person[] = await signUpPeople(bench, people, 'member');
  await db.execute(sql`insert into groups (name) values ('Bench group')`);
  await db.execute(sql`insert into group_members (group_id, user_id, role, joined_at)
    select g.id, u.id, 'admin', '2024-01-01' from groups g cross join "user" u`);
  await db.execute(sql`insert into places (name, address) values ('Court', '1 Main St')`);
  await db.execute(
    sql`insert into group_places (group_id, place_id) select g.id, p.id from groups g, places p`,
  );
  await db.execute(sql`insert into games (title, group_id, place_id, date, status, created_at, last_updated_at)
    select 'Game ' || i, g.id, p.id, d.at, 'completed', d.at - interval '14 days', d.at - interval '14 days'
    from generate_series(1, ${Math.ceil(expenses / 10)}) i cross join groups g cross join places p
      cross join lateral (select now() - i * interval '17 hours' as at) d`);
  await db.execute(sql`insert into attendees (game_id, user_id)
    select g.id, m.user_id from games g join group_members m on m.group_id = g.group_id`);
  await db.execute(sql`
    with people as (select id, row_number() over (order by email) - 1 as n from "user"),
    numbered as (select id, date, row_number() over (order by date) - 1 as n from games)
    insert into expenses (game_id, amount_cents, description, paid_by, created_by, category, created_at)
    select g.id, 1000 + abs(hashtext(k::text)) % 19000, 'Expense ' || k, p.id, p.id, 'court',
      g.date + (k % 10) * interval '1 minute'
    from generate_series(0, ${expenses - 1}) k
    join numbered g on g.n = k / 10
    join people p on p.n = k % ${people}`);
  // Each expense paid whole by its one payer, as a single-payer expense is written.
  await db.execute(sql`insert into expense_payers
      (expense_id, user_id, group_id, expense_created_at, amount_cents, position)
    select id, paid_by, group_id, created_at, amount_cents, 0 from expenses`);
  await db.execute(sql`analyze`);
  await db.execute(sql`insert into expense_shares
      (expense_id, user_id, paid_by, amount_cents, status, settled_at, settled_by, payment_method, created_at, updated_at)
    select e.id, a.user_id, e.paid_by,
      e.amount_cents / a.n + case when a.k = 1 then e.amount_cents % a.n else 0 end,
      s.status,
      case when s.status = 'settled' then e.created_at + interval '1 day' end,
      case when s.status = 'settled' then e.paid_by end,
      case when s.status = 'settled' and a.user_id <> e.paid_by then 'venmo' end,
      e.created_at, e.created_at
    from expenses e
    cross join lateral (select user_id, row_number() over (order by user_id) as k, count(*) over () as n
      from attendees where game_id = e.game_id) a
    cross join lateral (select case when a.user_id = e.paid_by then 'settled'
      else (array['settled','settled','settled','settled','settled','settled','pending','pending','pending','verifying'])
        [1 + abs(hashtext(e.id::text || a.user_id::text)) % 10] end as status) s`);
  // As the hourly housekeeping leaves it: dead rows reclaimed, planner statistics fresh.
  await db.execute(sql`vacuum (analyze)`);
  return { members, writes: await writesOf(db) };
}

async function writesOf(db: Db): Promise<GroupWrites> {
  const groupId = (await db.execute<{ id: string }>(sql`select id from groups`)).rows[0]?.id ?? 'no group';
  const games = (await db.execute<{ id: string }>(sql`select id from games`)).rows.map((row) => row.id);
  const open = await db.execute<{ id: string; user_id: string; paid_by: string; status: string }>(
    sql`select id, user_id, paid_by, status from expense_shares where status <> 'settled' order by id`,
  );
  const toPay = new Map<string, string[]>();
  const toConfirm = new Map<string, string[]>();
  for (const share of open.rows) {
    const [pool, owner] = share.status === 'pending' ? [toPay, share.user_id] : [toConfirm, share.paid_by];
    pool.set(owner, [...(pool.get(owner) ?? []), share.id]);
  }
  return { groupId, games, toPay, toConfirm };
}
