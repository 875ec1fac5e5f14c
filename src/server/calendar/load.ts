import { sql } from 'drizzle-orm';
import type { GameStatus } from '../../shared/constants';
import type { Db } from '../db/client';
import type { CalendarGame } from './ics';

interface Row extends Record<string, unknown> {
  id: string;
  title: string;
  status: GameStatus;
  date: string | Date;
  duration_minutes: number;
  calendar_sequence: number;
  place_name: string;
  place_address: string | null;
  group_name: string;
  going: string[] | null;
}

/** Which games: some by id, or a person's calendar (booked games of the last 30 days on, and open polls). */
export type CalendarSelection = { gameIds: readonly string[] } | { userId: string; now: Date };

const FEED_LOOKBACK_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Games as calendars show them, in one statement whatever their number: place, group and the attendees'
 * names. A person's calendar holds only games of groups they are a live member of, dated after they joined.
 */
export async function loadCalendarGames(
  db: Db,
  selection: CalendarSelection,
  publicUrl: string,
): Promise<CalendarGame[]> {
  const which =
    'gameIds' in selection
      ? selection.gameIds.length > 0
        ? sql`g.id in (${sql.join(
            selection.gameIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
        : sql`false`
      : sql`exists (select 1 from group_members m where m.group_id = g.group_id and m.user_id = ${selection.userId}
            and m.deleted_at is null and m.joined_at <= g.date)
          and ((g.status in ('confirmed', 'booked', 'completed') and g.date >= ${new Date(selection.now.getTime() - FEED_LOOKBACK_MS)})
            or (g.status = 'poll' and g.date >= ${selection.now}))`;
  const result = await db.execute<Row>(sql`
    select g.id, g.title, g.status, g.date, g.duration_minutes, g.calendar_sequence, p.name as place_name,
      p.address as place_address, gr.name as group_name,
      (select array_agg(pr.full_name order by pr.full_name) from attendees a join profiles pr on pr.id = a.user_id
        where a.game_id = g.id) as going
    from games g
    join places p on p.id = g.place_id
    join groups gr on gr.id = g.group_id
    where ${which}
    order by g.date`);
  return result.rows.map((row) => ({
    gameId: row.id,
    title: row.title,
    status: row.status,
    start: new Date(row.date),
    durationMinutes: row.duration_minutes,
    sequence: row.calendar_sequence,
    placeName: row.place_name,
    placeAddress: row.place_address,
    groupName: row.group_name,
    url: `${publicUrl}/games/${row.id}`,
    going: row.going ?? [],
  }));
}
