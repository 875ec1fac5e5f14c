// The data of bench/mixed-load.ts, written straight in SQL after signing the people up through better-auth:
// 50 people, 10 groups of 10 (each person in two), 1,000 games per group over two years (past ones completed;
// future ones polls, confirmed or booked), one option and every member's answer per game, every member
// attending what is not a poll, and 5,000 expenses on completed games split among the attendees (shares
// mostly settled, some pending, a few waiting for confirmation).
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import type { TrafficPlan } from './mixed-traffic';
import { type BenchDatabase, signUpPeople } from './people';

const PEOPLE = 50;
const GROUPS = 10;
const GAMES = 10_000;
const EXPENSES = 5_000;

/** Seeds the database and returns `parts` plans that share people and games but not open shares. */
export async function seedMixed(bench: BenchDatabase, parts: number): Promise<TrafficPlan[]> {
  const { db } = bench;
  const people = await signUpPeople(bench, PEOPLE, 'player');
  const cookies = new Map(people.map((person) => [person.id, person.cookie]));
  await db.execute(
    sql`insert into groups (name) select 'Mixed group ' || i from generate_series(0, ${GROUPS - 1}) i`,
  );
  // Person i belongs to groups i mod 10 and (i + 1) mod 10, as an admin (so any of them may edit a game).
  await db.execute(sql`with people as (select id, row_number() over (order by email) - 1 as n from "user"),
      numbered as (select id, row_number() over (order by name) - 1 as n from groups)
    insert into group_members (group_id, user_id, role, joined_at)
    select g.id, p.id, 'admin', '2024-01-01' from people p join numbered g
      on g.n = p.n % ${GROUPS} or g.n = (p.n + 1) % ${GROUPS}`);
  await db.execute(
    sql`insert into places (name, address) select 'Court of ' || name, '1 Main St' from groups`,
  );
  await db.execute(sql`insert into group_places (group_id, place_id)
    select g.id, p.id from groups g join places p on p.name = 'Court of ' || g.name`);
  await db.execute(sql`insert into games (title, group_id, place_id, date, status, created_at, last_updated_at)
    select 'Game ' || i, gp.group_id, gp.place_id, d.at,
      case when d.at < now() then 'completed' else (array['poll','confirmed','booked'])[1 + i % 3] end,
      d.at - interval '14 days', d.at - interval '14 days'
    from generate_series(1, ${GAMES / GROUPS}) i cross join group_places gp
      cross join lateral (select now() - interval '500 days' + i * interval '17 hours' as at) d`);
  await db.execute(
    sql`insert into game_options (game_id, date, place_id) select id, date, place_id from games`,
  );
  // Fresh statistics before each bulk write that fires the summary triggers, as the housekeeping keeps them.
  await db.execute(sql`analyze`);
  await db.execute(sql`insert into rsvps (game_option_id, user_id, response)
    select o.id, m.user_id, (array['yes','yes','no','maybe'])[1 + abs(hashtext(o.id::text || m.user_id::text)) % 4]
    from game_options o join games g on g.id = o.game_id join group_members m on m.group_id = g.group_id`);
  await db.execute(sql`analyze`);
  await db.execute(sql`insert into attendees (game_id, user_id)
    select g.id, m.user_id from games g join group_members m on m.group_id = g.group_id where g.status <> 'poll'`);
  await db.execute(sql`insert into expenses (game_id, amount_cents, description, paid_by, created_by, category, created_at)
    select g.id, 1000 + abs(hashtext(g.id::text)) % 19000, 'Court', m.user_id, m.user_id, 'court', g.date + interval '2 hours'
    from (select id, group_id, date from games where status = 'completed' order by date desc limit ${EXPENSES}) g
    cross join lateral (select user_id from group_members where group_id = g.group_id
      order by hashtext(user_id::text || g.id::text) limit 1) m`);
  // Each expense paid whole by its one payer, as a single-payer expense is written.
  await db.execute(sql`insert into expense_payers
      (expense_id, user_id, group_id, expense_created_at, amount_cents, position)
    select id, paid_by, group_id, created_at, amount_cents, 0 from expenses`);
  // Even split with the remainder cents to the first attendees; the payer's own share settled from the start.
  await db.execute(sql`insert into expense_shares
      (expense_id, user_id, paid_by, amount_cents, status, settled_at, settled_by, payment_method, created_at, updated_at)
    select e.id, a.user_id, e.paid_by,
      e.amount_cents / a.n + case when a.k <= e.amount_cents % a.n then 1 else 0 end,
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
  await db.execute(sql`analyze`);
  return Promise.all(Array.from({ length: parts }, (_, part) => planOf(db, cookies, part, parts)));
}

async function planOf(
  db: Db,
  cookies: Map<string, string>,
  part: number,
  parts: number,
): Promise<TrafficPlan> {
  const members = await db.execute<{ user_id: string; group_id: string }>(
    sql`select user_id, group_id from group_members`,
  );
  const users = [...cookies].map(([id, cookie]) => ({
    id,
    cookie,
    groupIds: members.rows.filter((m) => m.user_id === id).map((m) => m.group_id),
  }));
  const games = await db.execute<{
    id: string;
    group_id: string;
    status: string;
    date: string;
    option_id: string;
    place_id: string;
  }>(
    sql`select g.id, g.group_id, g.status, g.date, o.id as option_id, g.place_id
      from games g join game_options o on o.game_id = g.id`,
  );
  const groups: TrafficPlan['groups'] = {};
  for (const game of games.rows) {
    const group = groups[game.group_id] ?? { placeId: game.place_id, polls: [], completed: [], games: [] };
    groups[game.group_id] = group;
    group.games.push(game.id);
    if (game.status === 'poll')
      group.polls.push([game.id, game.option_id, new Date(game.date).toISOString()]);
    if (game.status === 'completed') group.completed.push(game.id);
  }
  // Open shares by id, every `parts`-th one for this part, so the runs never race for one share.
  const open = await db.execute<{ id: string; user_id: string; paid_by: string; status: string }>(
    sql`select id, user_id, paid_by, status from expense_shares where status <> 'settled' order by id`,
  );
  const toPay: TrafficPlan['toPay'] = {};
  const toConfirm: TrafficPlan['toConfirm'] = {};
  open.rows.forEach((share, i) => {
    if (i % parts !== part) return;
    const pool = share.status === 'pending' ? toPay : toConfirm;
    const owner = share.status === 'pending' ? share.user_id : share.paid_by;
    pool[owner] = [...(pool[owner] ?? []), share.id];
  });
  return { users, groups, toPay, toConfirm };
}
