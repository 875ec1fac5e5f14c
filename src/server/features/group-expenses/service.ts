import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { GROUP_EXPENSES_PAGE_SIZE } from '../../../shared/group-expenses';
import { computeDebts, debtTotals, type OpenShare } from '../../../shared/settle';
import type { Db } from '../../db/client';
import { expenseShares, expenses, games, profiles } from '../../db/schema';
import { expenseCursor, expensesAfter, pageOf } from '../expenses/cursor';
import type { AuthorizedGroup } from '../groups/access';
import { withPeople } from '../settle/service';

/** The viewer's group and the games in it dated before they joined (spec 001 §2: not theirs to see). */
const hiddenGames = (access: AuthorizedGroup) =>
  sql`array(select own.id from games own where own.group_id = ${access.group.id} and own.date < ${access.joinedAt})`;

/**
 * One page of the group's expenses the viewer may see (their games dated on or after the day they joined),
 * newest first (keyset on created_at, id), each with its game, payer and the viewer's own share (null when they
 * were not part of the split); one statement. The page's rows are found first, walking
 * expenses_group_newest_idx from the cursor, so a page costs what it holds however long the group's history.
 * `nextCursor` is null on the last page.
 */
export async function expensePage(
  db: Db,
  access: AuthorizedGroup,
  cursor: string | undefined,
  limit = GROUP_EXPENSES_PAGE_SIZE,
) {
  const candidates = db
    .select({ id: expenses.id })
    .from(expenses)
    .innerJoin(games, eq(games.id, expenses.gameId))
    .where(
      and(eq(expenses.groupId, access.group.id), gte(games.date, access.joinedAt), expensesAfter(cursor)),
    )
    .orderBy(sql`${expenses.createdAt} desc nulls last, ${expenses.id} desc nulls last`);
  // Written into the statement, not bound: the embedded database then keeps the statement's plan (decision 019).
  const upTo = sql.raw(String(Math.trunc(limit) + 1));
  const rows = await db
    .select({
      id: expenses.id,
      createdAt: expenses.createdAt,
      amountCents: expenses.amountCents,
      description: expenses.description,
      category: expenses.category,
      paidBy: expenses.paidBy,
      payerName: profiles.fullName,
      gameId: games.id,
      gameTitle: games.title,
      gameDate: games.date,
      myShareCents: expenseShares.amountCents,
      myShareStatus: expenseShares.status,
      cursor: expenseCursor,
    })
    .from(expenses)
    .innerJoin(games, eq(games.id, expenses.gameId))
    .innerJoin(profiles, eq(profiles.id, expenses.paidBy))
    .leftJoin(
      expenseShares,
      and(eq(expenseShares.expenseId, expenses.id), eq(expenseShares.userId, access.userId)),
    )
    .where(sql`${expenses.id} in (${candidates} limit ${upTo})`)
    .orderBy(desc(expenses.createdAt), desc(expenses.id));
  const { rows: page, nextCursor } = pageOf(rows, limit);
  return { expenses: page, nextCursor };
}

/** Every share of the given expenses with the person's name, in a stable order; one statement. */
export async function sharesOf(db: Db, expenseIds: readonly string[]) {
  if (expenseIds.length === 0) return [];
  return db
    .select({
      expenseId: expenseShares.expenseId,
      userId: expenseShares.userId,
      fullName: profiles.fullName,
      amountCents: expenseShares.amountCents,
      status: expenseShares.status,
    })
    .from(expenseShares)
    .innerJoin(profiles, eq(profiles.id, expenseShares.userId))
    .where(inArray(expenseShares.expenseId, [...expenseIds]))
    .orderBy(asc(expenseShares.expenseId), asc(profiles.fullName), asc(expenseShares.userId));
}

/**
 * The group's open debts as the database keeps them, netted per pair and status (group_pair_balances, decision
 * 042), with what games the viewer may not see hold between two other people taken away; one statement. Each
 * row reads "x owes y v" (v may be negative), as computeDebts nets them. A debt the viewer is part of counts
 * whole, whatever the game's date, as on /settle-up (it is theirs to pay or collect, and the group's Mark Paid
 * settles all of it). Most members joined before every game, and then the correction reads nothing. The rows
 * come as one JSON value: handed over field by field they cost more than the statement (decision 019).
 */
async function openSharesInGroup(db: Db, access: AuthorizedGroup): Promise<OpenShare[]> {
  type Row = [debtorId: string, creditorId: string, status: 'pending' | 'verifying', amountCents: number];
  const result = await db.execute<{ rows: Row[] | null }>(sql`
    select json_agg(json_build_array(d.first_user_id, d.second_user_id, d.status, d.net_cents)) as rows
    from (
      select first_user_id, second_user_id, status, net_cents from group_pair_balances
      where group_id = ${access.group.id}
      union all
      select s.user_id, s.paid_by, s.status, -s.amount_cents from expense_shares s
      where s.expense_id = any(array(select e.id from expenses e where e.game_id = any(${hiddenGames(access)})))
        and s.status in ('pending', 'verifying') and s.user_id <> s.paid_by
        and s.user_id <> ${access.userId} and s.paid_by <> ${access.userId}
    ) d`);
  return (result.rows[0]?.rows ?? []).map(([debtorId, creditorId, status, amountCents]) => ({
    debtorId,
    creditorId,
    status,
    amountCents: Number(amountCents),
    ids: [],
  }));
}

type MemberTotalRow = {
  user_id: string;
  full_name: string;
  member: boolean;
  paid_cents: string | number;
  owed_cents: string | number;
};

/**
 * Per person, over the expenses the viewer may see: what they paid and what they owe (the sum of their shares,
 * settled or not), from the group's kept totals (group_member_totals, decision 042) less the games the viewer
 * may not see. Every current member is listed, and anyone else (a former member) who paid or shares in what
 * the viewer sees. One statement.
 */
async function memberTotals(db: Db, access: AuthorizedGroup) {
  const groupId = access.group.id;
  const result = await db.execute<MemberTotalRow>(sql`
    with hidden as materialized (
      select id, paid_by, amount_cents from expenses where game_id = any(${hiddenGames(access)})
    ),
    totals as (
      select user_id, sum(paid_cents) as paid_cents, sum(expense_count) as expense_count,
        sum(owed_cents) as owed_cents, sum(share_count) as share_count
      from (
        select user_id, paid_cents, expense_count, owed_cents, share_count from group_member_totals
        where group_id = ${groupId}
        union all
        select paid_by, -sum(amount_cents), -count(*), 0, 0 from hidden group by 1
        union all
        select user_id, 0, 0, -sum(amount_cents), -count(*) from expense_shares
        where expense_id = any(array(select id from hidden)) group by 1
      ) t
      group by 1
    ),
    current_members as (select user_id from group_members where group_id = ${groupId} and deleted_at is null),
    people as (
      select user_id from current_members
      union select user_id from totals where expense_count > 0 or share_count > 0
    )
    select p.user_id, pr.full_name, p.user_id in (select user_id from current_members) as member,
      coalesce(t.paid_cents, 0) as paid_cents, coalesce(t.owed_cents, 0) as owed_cents
    from people p
    join profiles pr on pr.id = p.user_id
    left join totals t on t.user_id = p.user_id
    order by lower(pr.full_name), p.user_id`);
  return result.rows.map((row) => ({
    userId: row.user_id,
    fullName: row.full_name,
    isMember: row.member,
    paidCents: Number(row.paid_cents),
    owedCents: Number(row.owed_cents),
  }));
}

/**
 * What the Group Expenses screen shows of the group's balances: the group's name, the viewer's debts there
 * (as /settle-up's rows, with the other person's payment ids) and totals, who owes whom among the others (their
 * names are in `members`), and each person's paid and owed totals. Three statements, four when the viewer has
 * a debt in the group.
 */
export async function groupBalances(db: Db, access: AuthorizedGroup) {
  const [open, members] = await Promise.all([openSharesInGroup(db, access), memberTotals(db, access)]);
  const me = access.userId;
  const debts = computeDebts(open);
  const mine = debts.filter((debt) => debt.fromUserId === me || debt.toUserId === me);
  return {
    group: { name: access.group.name },
    me: { userId: me },
    debts: await withPeople(db, mine),
    totals: debtTotals(mine, me),
    others: debts
      .filter((debt) => debt.fromUserId !== me && debt.toUserId !== me)
      .map(({ fromUserId, toUserId, amountCents, status }) => ({
        fromUserId,
        toUserId,
        amountCents,
        status,
      })),
    members,
  };
}
