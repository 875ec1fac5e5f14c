import { and, asc, desc, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import { GROUP_EXPENSES_PAGE_SIZE } from '../../../shared/group-expenses';
import { computeDebts, debtTotals } from '../../../shared/settle';
import type { Db } from '../../db/client';
import { expenseShares, expenses, games, profiles } from '../../db/schema';
import { expenseCursor, expensesAfter, pageOf } from '../expenses/cursor';
import type { AuthorizedGroup } from '../groups/access';
import { withPeople } from '../settle/service';

/**
 * The group's games (only those dated from `from` on, when given) as an array: PostgreSQL takes it for a
 * parameter and reads expenses game by game through expenses_game_idx, where a join with games would hash the
 * whole expenses table. Each statement here then costs what the group holds, not what the database holds.
 */
const gamesOf = (access: AuthorizedGroup, from?: Date) =>
  sql`${expenses.gameId} = any(array(select own.id from games own where own.group_id = ${access.group.id}${
    from ? sql` and own.date >= ${from}` : sql``
  }))`;

/**
 * Games the viewer may see: the group's, dated on or after the day they joined (spec 001 §2). The expense
 * list, the totals and the CSV show only these.
 */
const visibleGames = (access: AuthorizedGroup) => gamesOf(access, access.joinedAt);

/**
 * One page of the group's expenses, newest first (keyset on created_at, id), each with its game, payer and the
 * viewer's own share (null when they were not part of the split); one statement. `nextCursor` is null on the
 * last page.
 */
export async function expensePage(
  db: Db,
  access: AuthorizedGroup,
  cursor: string | undefined,
  limit = GROUP_EXPENSES_PAGE_SIZE,
) {
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
    .where(and(visibleGames(access), expensesAfter(cursor)))
    .orderBy(desc(expenses.createdAt), desc(expenses.id))
    .limit(limit + 1);
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
 * Open sums per (debtor, creditor, status) of this group's shares; one statement. A debt the viewer is part
 * of counts whole, whatever the game's date, as on /settle-up (it is theirs to pay or collect, and the group's
 * Mark Paid settles all of it); between other members only games the viewer may see count.
 */
async function openSharesInGroup(db: Db, access: AuthorizedGroup) {
  const rows = await db
    .select({
      debtorId: expenseShares.userId,
      creditorId: expenseShares.paidBy,
      status: expenseShares.status,
      amountCents: sql<number>`sum(${expenseShares.amountCents})`.mapWith(Number),
    })
    .from(expenseShares)
    .innerJoin(expenses, eq(expenses.id, expenseShares.expenseId))
    .innerJoin(games, eq(games.id, expenses.gameId))
    .where(
      and(
        gamesOf(access),
        inArray(expenseShares.status, ['pending', 'verifying']),
        ne(expenseShares.userId, expenseShares.paidBy),
        or(
          gte(games.date, access.joinedAt),
          eq(expenseShares.userId, access.userId),
          eq(expenseShares.paidBy, access.userId),
        ),
      ),
    )
    .groupBy(expenseShares.userId, expenseShares.paidBy, expenseShares.status);
  return rows.map((row) => ({ ...row, ids: [] }));
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
 * settled or not). Every current member is listed, and anyone else (a former member) who paid or shares.
 * One statement.
 */
async function memberTotals(db: Db, access: AuthorizedGroup) {
  const groupId = access.group.id;
  const result = await db.execute<MemberTotalRow>(sql`
    with visible as materialized (
      select id, paid_by, amount_cents from expenses where ${visibleGames(access)}
    ),
    paid as (select paid_by as user_id, sum(amount_cents) as cents from visible group by 1),
    owed as (
      select user_id, sum(amount_cents) as cents from expense_shares
      where expense_id = any(array(select id from visible)) group by 1
    ),
    current_members as (select user_id from group_members where group_id = ${groupId} and deleted_at is null),
    people as (select user_id from current_members union select user_id from paid union select user_id from owed)
    select p.user_id, pr.full_name, p.user_id in (select user_id from current_members) as member,
      coalesce(paid.cents, 0) as paid_cents, coalesce(owed.cents, 0) as owed_cents
    from people p
    join profiles pr on pr.id = p.user_id
    left join paid on paid.user_id = p.user_id
    left join owed on owed.user_id = p.user_id
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
 * The group's open balances (who owes whom, netted per pair and status as on /settle-up), the viewer's totals
 * within the group, and each person's paid and owed totals; three statements (two when nobody
 * owes anything).
 */
export async function groupBalances(db: Db, access: AuthorizedGroup) {
  const [open, members] = await Promise.all([openSharesInGroup(db, access), memberTotals(db, access)]);
  const debts = computeDebts(open);
  return {
    group: { id: access.group.id, name: access.group.name, active: access.group.active },
    me: { userId: access.userId },
    debts: await withPeople(db, debts),
    totals: debtTotals(debts, access.userId),
    members,
  };
}
