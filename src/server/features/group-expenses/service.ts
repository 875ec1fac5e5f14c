import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { GROUP_EXPENSES_PAGE_SIZE } from '../../../shared/group-expenses';
import { computeDebts, debtTotals, type OpenShare } from '../../../shared/settle';
import type { AuthorizedGroup } from '../../access/group';
import type { Db } from '../../db/client';
import { expenseShares, expenses, gameGuests, games, profiles } from '../../db/schema';
import { withPeople } from '../../domain/debts';
import { expenseCursor, expensesAfter, pageOf } from '../../domain/expense-cursor';
import { ownSharePartsOf, ownSharesTaken, severalPayersOf } from '../../domain/expense-parts';

/** The viewer's group and the games in it dated before they joined (spec 001 §2: not theirs to see). */
const hiddenGames = (access: AuthorizedGroup) =>
  sql`array(select own.id from games own where own.group_id = ${access.group.id} and own.date < ${access.joinedAt})`;

/**
 * One page of the group's expenses the viewer may see (their games dated on or after the day they joined),
 * newest first (keyset on created_at, id), each with its game, payer, the viewer's own share (null when they
 * were not part of the split) and the group's currency; one statement. The page's rows are found first, walking
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
      splitMode: expenses.splitMode,
      payers: severalPayersOf(expenses.id),
      myShareParts: ownSharePartsOf(expenses.id, access.userId),
      cursor: expenseCursor,
    })
    .from(expenses)
    .innerJoin(games, eq(games.id, expenses.gameId))
    .innerJoin(profiles, eq(profiles.id, expenses.paidBy))
    .where(sql`${expenses.id} in (${candidates} limit ${upTo})`)
    .orderBy(desc(expenses.createdAt), desc(expenses.id));
  const { rows: page, nextCursor } = pageOf(rows, limit);
  return {
    expenses: page.map(({ myShareParts, ...row }) => ({
      ...row,
      ...ownSharesTaken(myShareParts),
      currency: access.group.currency,
    })),
    nextCursor,
  };
}

/**
 * Every share of the given expenses with the person's name, whom it is owed to and the guest it is for (if any),
 * in a stable order; one statement.
 */
export async function sharesOf(db: Db, expenseIds: readonly string[]) {
  if (expenseIds.length === 0) return [];
  const creditor = alias(profiles, 'creditor');
  return db
    .select({
      expenseId: expenseShares.expenseId,
      userId: expenseShares.userId,
      fullName: profiles.fullName,
      paidByName: creditor.fullName,
      guestName: gameGuests.name,
      amountCents: expenseShares.amountCents,
      status: expenseShares.status,
    })
    .from(expenseShares)
    .innerJoin(profiles, eq(profiles.id, expenseShares.userId))
    .innerJoin(creditor, eq(creditor.id, expenseShares.paidBy))
    .leftJoin(gameGuests, eq(gameGuests.id, expenseShares.guestId))
    .where(inArray(expenseShares.expenseId, [...expenseIds]))
    .orderBy(
      asc(expenseShares.expenseId),
      asc(profiles.fullName),
      asc(expenseShares.userId),
      sql`${expenseShares.guestId} nulls first`,
      asc(creditor.fullName),
      asc(expenseShares.id),
    );
}

type DebtRow = [debtorId: string, creditorId: string, status: 'pending' | 'verifying', cents: number];
type MemberRow = [userId: string, fullName: string, isMember: boolean, paidCents: number, owedCents: number];

/**
 * The group's balances as the database keeps them (decision 042), in one statement that answers two JSON values
 * (handed over field by field, hundreds of rows cost more than the statement: decision 019):
 * - `debts`: the open debts netted per pair and status (group_pair_balances), each row "x owes y v" (v may be
 *   negative), as computeDebts nets them; a debt between two other people leaves out what games the viewer may
 *   not see hold, while one the viewer is part of counts whole, as on /settle-up (it is theirs to pay or collect,
 *   and the group's Mark Paid settles all of it);
 * - `members`: per person, what they paid and what they owe (their shares, settled or not) over the games the
 *   viewer may see (group_member_totals less the others): every current member, and anyone else (a former
 *   member) with money in those games, by name.
 * Most members joined before every game, and then the corrections read nothing.
 */
async function keptBalances(db: Db, access: AuthorizedGroup) {
  const groupId = access.group.id;
  const result = await db.execute<{ debts: DebtRow[] | null; members: MemberRow[] | null }>(sql`
    with hidden as materialized (
      select id from expenses where game_id = any(${hiddenGames(access)})
    ),
    debts as (
      select first_user_id as x, second_user_id as y, status, net_cents as cents from group_pair_balances
      where group_id = ${groupId}
      union all
      select s.user_id, s.paid_by, s.status, -s.amount_cents from expense_shares s
      where s.expense_id = any(array(select id from hidden)) and s.status in ('pending', 'verifying')
        and s.user_id <> s.paid_by and s.user_id <> ${access.userId} and s.paid_by <> ${access.userId}
    ),
    totals as (
      select user_id, sum(paid_cents) as paid, sum(expense_count) as expenses, sum(owed_cents) as owed,
        sum(share_count) as shares
      from (
        select user_id, paid_cents, expense_count, owed_cents, share_count from group_member_totals
        where group_id = ${groupId}
        union all
        select user_id, -amount_cents, -1, 0, 0 from expense_payers where expense_id = any(array(select id from hidden))
        union all
        select user_id, 0, 0, -amount_cents, -1 from expense_shares where expense_id = any(array(select id from hidden))
      ) t
      group by 1
    ),
    current_members as (select user_id from group_members where group_id = ${groupId} and deleted_at is null)
    select
      (select json_agg(json_build_array(x, y, status, cents)) from debts) as debts,
      (select json_agg(json_build_array(p.id, p.full_name, m.user_id is not null, coalesce(t.paid, 0),
          coalesce(t.owed, 0)) order by lower(p.full_name), p.id)
        from totals t full join current_members m on m.user_id = t.user_id
        join profiles p on p.id = coalesce(t.user_id, m.user_id)
        where m.user_id is not null or t.expenses > 0 or t.shares > 0) as members`);
  const row = result.rows[0];
  const open: OpenShare[] = (row?.debts ?? []).map(([debtorId, creditorId, status, cents]) => ({
    debtorId,
    creditorId,
    status,
    amountCents: Number(cents),
    // One group: one currency.
    currency: access.group.currency,
    ids: [],
  }));
  const members = (row?.members ?? []).map(([userId, fullName, isMember, paidCents, owedCents]) => ({
    userId,
    fullName,
    isMember,
    paidCents: Number(paidCents),
    owedCents: Number(owedCents),
  }));
  return { open, members };
}

/**
 * What the Group Expenses screen shows of the group's balances, all in the group's currency: the group's name
 * and currency, the viewer's debts there (as /settle-up's rows, with the other person's payment ids) and
 * totals, who owes whom among the others (their names are in `members`), and each person's paid and owed
 * totals. Three statements, four when the viewer has a debt in the group.
 */
export async function groupBalances(db: Db, access: AuthorizedGroup) {
  const { open, members } = await keptBalances(db, access);
  const me = access.userId;
  const debts = computeDebts(open);
  const mine = debts.filter((debt) => debt.fromUserId === me || debt.toUserId === me);
  return {
    group: { name: access.group.name, currency: access.group.currency },
    me: { userId: me },
    debts: await withPeople(db, mine, me),
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
