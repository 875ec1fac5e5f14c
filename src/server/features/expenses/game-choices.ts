import { sql } from 'drizzle-orm';
import type { GameStatus } from '../../../shared/constants';
import { EXPENSE_GAME_CHOICES_LIMIT } from '../../../shared/expenses';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';

type ChoiceRow = { id: string; title: string; status: GameStatus; date: string; group_name: string };

/**
 * The games the user may add an expense to — exactly what addExpense accepts: booked or completed, in an
 * active group they are a live member of, dated no earlier than they joined — whose title or group name
 * contains `search`, newest first, at most EXPENSE_GAME_CHOICES_LIMIT (and whether more matched). One
 * statement; each group's games are read by games_group_status_date_idx.
 */
export async function expenseGameChoices(db: Db, userId: string, search: string) {
  const pattern = search ? containsPattern(search) : null;
  const result = await db.execute<ChoiceRow>(sql`
    select g.id, g.title, g.status, g.date, gr.name as group_name
    from group_members m
    join groups gr on gr.id = m.group_id and gr.active
    join games g on g.group_id = m.group_id and g.status in ('booked', 'completed') and g.date >= m.joined_at
    where m.user_id = ${userId} and m.deleted_at is null
      ${pattern ? sql`and (g.title ilike ${pattern} or gr.name ilike ${pattern})` : sql``}
    order by g.date desc, g.id
    limit ${EXPENSE_GAME_CHOICES_LIMIT + 1}`);
  const games = result.rows.slice(0, EXPENSE_GAME_CHOICES_LIMIT).map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    date: new Date(row.date).toISOString(),
    groupName: row.group_name,
  }));
  return { games, more: result.rows.length > EXPENSE_GAME_CHOICES_LIMIT };
}
