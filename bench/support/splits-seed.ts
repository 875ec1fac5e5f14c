// The data of bench/splits.ts: one group of the people already signed up, games in SQL (the newest booked, the
// rest completed) with 6 to 10 of them recorded as attendees each, then every expense added through the real
// service, addExpense(), oldest first, with the issue-59 inputs: about 40 % split equally (no split given),
// 20 % by shares, 20 % by exact amounts, 20 % by percentages, and about 30 % paid by two or three people.
// Once 70 % are in, every debtor marks their netted debts paid and creditors confirm most of them (Settle Up's
// two steps, as people use them), so older shares are mostly settled, some verifying, the newest pending.
// A code that does not know the split or payers fields ignores them: every expense is then equal, one payer.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { markPaid, markReceived } from '../../src/server/domain/debt-steps';
import { settleUp } from '../../src/server/domain/debts';
import { addExpense, type NewExpense } from '../../src/server/features/expenses/service';
import type { Person } from './people';

export type SplitMode = 'equal' | 'shares' | 'exact' | 'percentage';
export interface SplitInput {
  split?: { mode: SplitMode; entries: { userId: string; weight: number }[] };
  payers?: { userId: string; amountCents: number }[];
}
export interface SeededGame {
  id: string;
  date: Date;
  attendees: string[];
}

export const EXPENSES_PER_GAME = 5;
/** Four in ten equal, two each by shares, exact amounts and percentages. */
const MODES: readonly SplitMode[] = [
  ...['equal', 'shares', 'exact', 'equal', 'percentage'],
  ...['shares', 'equal', 'exact', 'percentage', 'equal'],
] as SplitMode[];
const SETTLED_BEFORE = 0.7;

/** A small seeded generator (mulberry32): the same data on every run and on both sides of a before/after. */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `total` cut into `count` positive parts at random points (count ≤ total). */
function cut(random: () => number, total: number, count: number) {
  const points = new Set<number>();
  while (points.size < count - 1) points.add(1 + Math.floor(random() * (total - 1)));
  const sorted = [0, ...[...points].sort((a, b) => a - b), total];
  return sorted.slice(1).map((point, i) => point - (sorted[i] ?? 0));
}

/** The split and payers of the k-th expense, and who adds it (the first payer, one of the attendees). */
export function splitInput(random: () => number, k: number, amountCents: number, attendees: string[]) {
  const mode: SplitMode = MODES[k % MODES.length] ?? 'equal';
  const people = [...attendees];
  const weights =
    mode === 'shares'
      ? people.map(() => 1 + Math.floor(random() * 3))
      : mode === 'exact'
        ? cut(random, amountCents, people.length)
        : cut(random, 10_000, people.length);
  const payerCount = random() < 0.3 ? 2 + Math.floor(random() * 2) : 1;
  const payerIds = [...people].sort(() => random() - 0.5).slice(0, payerCount);
  const input: SplitInput = {
    ...(mode === 'equal'
      ? {}
      : { split: { mode, entries: people.map((userId, i) => ({ userId, weight: weights[i] ?? 1 })) } }),
    ...(payerCount > 1
      ? {
          payers: cut(random, amountCents, payerCount).map((part, i) => ({
            userId: payerIds[i] ?? '',
            amountCents: part,
          })),
        }
      : {}),
  };
  return { input, adder: payerIds[0] ?? people[0] ?? '', mode, payerCount };
}

/** The group, its games and who attended each (6 to 10 of the people, chosen by a hash of the game). */
export async function seedGames(db: Db, expenses: number): Promise<SeededGame[]> {
  await db.execute(sql`insert into groups (name) values ('Bench splits')`);
  await db.execute(sql`insert into group_members (group_id, user_id, role, joined_at)
    select g.id, u.id, 'member', '2024-01-01' from groups g cross join "user" u`);
  await db.execute(sql`insert into places (name, address) values ('Court', '1 Main St')`);
  await db.execute(
    sql`insert into group_places (group_id, place_id) select g.id, p.id from groups g, places p`,
  );
  const games = Math.ceil(expenses / EXPENSES_PER_GAME);
  await db.execute(sql`insert into games (title, group_id, place_id, date, status)
    select 'Game ' || i, g.id, p.id, now() - i * interval '17 hours',
      case when i <= ${Math.ceil(games / 20)} then 'booked' else 'completed' end
    from generate_series(1, ${games}) i cross join groups g cross join places p`);
  await db.execute(sql`insert into attendees (game_id, user_id, confirmed_at)
    select g.id, u.id, g.date - interval '1 day' from games g
    cross join lateral (select id from "user" order by md5(g.id::text || id::text)
      limit 6 + abs(hashtext(g.id::text)) % 5) u`);
  const rows = await db.execute<{ id: string; date: string | Date; attendees: string[] }>(
    sql`select g.id, g.date, array_agg(a.user_id order by a.user_id) as attendees
      from games g join attendees a on a.game_id = g.id group by g.id, g.date order by g.date`,
  );
  return rows.rows.map((row) => ({ ...row, date: new Date(row.date) }));
}

/** Every expense through addExpense(), settling in between; what was asked for, and the settle steps. */
export async function seedExpenses(db: Db, people: Person[], games: SeededGame[], expenses: number) {
  const random = randomFrom(59);
  const asked = { equal: 0, shares: 0, exact: 0, percentage: 0, severalPayers: 0 };
  let steps = { paid: 0, received: 0 };
  for (let k = 0; k < expenses; k++) {
    const game = games[Math.floor(k / EXPENSES_PER_GAME)];
    if (!game) throw new Error(`no game for expense ${k}`);
    const amountCents = 1000 + Math.floor(random() * 19_000);
    const { input, adder, mode, payerCount } = splitInput(random, k, amountCents, game.attendees);
    asked[mode]++;
    if (payerCount > 1) asked.severalPayers++;
    const expense: NewExpense & SplitInput = {
      gameId: game.id,
      amountCents,
      description: `Expense ${k}`,
      category: 'court',
      ...input,
    };
    await addExpense(db, adder, expense, new Date(game.date.getTime() + 3_600_000 + k * 1000));
    if (k + 1 === Math.floor(expenses * SETTLED_BEFORE)) steps = await settleMost(db, people, game.date);
  }
  // The history's mail went out long ago: the started server would otherwise send it all while being measured.
  await db.execute(sql`update mail_outbox set sent_at = created_at where sent_at is null`);
  return { asked, steps };
}

/**
 * Every debtor marks each pending debt paid, then each creditor confirms four in five of those waiting for
 * them (the fifth stays verifying). Returns the steps taken.
 */
async function settleMost(db: Db, people: Person[], at: Date) {
  const now = new Date(at.getTime() + 2 * 3_600_000);
  let paid = 0;
  let received = 0;
  let waiting = 0;
  for (const person of people)
    for (const debt of (await settleUp(db, person.id)).debts)
      if (debt.status === 'pending' && debt.fromUserId === person.id) {
        await markPaid(db, person.id, debt.toUserId, debt, 'venmo', now);
        paid++;
      }
  for (const person of people)
    for (const debt of (await settleUp(db, person.id)).debts)
      if (debt.status === 'verifying' && debt.toUserId === person.id && waiting++ % 5 !== 4) {
        await markReceived(db, person.id, debt.fromUserId, debt, 'venmo', now);
        received++;
      }
  return { paid, received };
}

/** Expenses whose shares do not add up to the amount (the correctness guard: must be none). */
export async function sharesOff(db: Db) {
  const off = await db.execute<{ n: number }>(sql`select count(*)::int as n from expenses e
    left join (select expense_id, sum(amount_cents) as total from expense_shares group by 1) s
      on s.expense_id = e.id
    where coalesce(s.total, 0) <> e.amount_cents`);
  return off.rows[0]?.n ?? -1;
}

/** What the data holds: shares by status, expenses split unequally, expenses owed to more than one payer. */
export async function recorded(db: Db) {
  const rows = await db.execute<{ what: string; n: number }>(sql`
    select status as what, count(*)::int as n from expense_shares group by 1
    union all select 'unequal', count(*)::int from (select expense_id from expense_shares group by 1
      having max(amount_cents) - min(amount_cents) >= count(*)) u
    union all select 'several payers', count(*)::int from (select expense_id from expense_shares group by 1
      having count(distinct paid_by) > 1) p`);
  return Object.fromEntries(rows.rows.map((row) => [row.what, row.n]));
}
