import { sql } from 'drizzle-orm';
import { initialsOf } from '../../../shared/auth';
import type { GameStatus } from '../../../shared/constants';
import { RECENT_GAMES_LIMIT, UPDATE_WINDOW_MS } from '../../../shared/games';
import type { Db } from '../../db/client';

/** How many games of each open section the list carries; completed games are the 5 most recent. */
export const OPEN_GAMES_LIMIT = 50;
/** Open games (polls, confirmed) stay on the home list until a week after their date. */
const OPEN_GAMES_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;

type GameListRow = {
  id: string;
  title: string;
  status: GameStatus;
  date: string;
  group_id: string;
  group_name: string;
  place_id: string;
  place_name: string;
  min_people_required: number;
  created_at: string;
  last_updated_at: string;
  lead_option_id: string | null;
  yes_count: number;
  no_count: number;
  yes_names: string[] | null;
  attendee_count: number;
  attendee_names: string[] | null;
  update_id: string | null;
};

/**
 * The home view's games for one user, in ONE statement whatever the number of games: their groups' polls,
 * confirmed and booked games from a week ago on (up to 50 each, soonest first) and the 5 most recently
 * completed, never games dated before the user joined. Counts come from each game's leading option (the booked one, else the one
 * with most yes answers).
 */
export async function listGames(db: Db, userId: string, groupId: string | undefined, now: Date) {
  const since = new Date(now.getTime() - UPDATE_WINDOW_MS);
  const openFrom = new Date(now.getTime() - OPEN_GAMES_LOOKBACK_MS);
  // Each (group, status) is one range of games_group_status_date_idx, read in date order up to the limit.
  const section = (status: string, order: 'asc' | 'desc', limit: number, from?: Date) => sql`(
    select g.* from mine m
    cross join lateral (
      select * from games g
      where g.group_id = m.group_id and g.status = ${status} and g.date >= m.joined_at
        ${from ? sql`and g.date >= ${from}` : sql``}
      order by g.date ${sql.raw(order)} limit ${limit}
    ) g
    order by g.date ${sql.raw(order)} limit ${limit})`;
  const result = await db.execute<GameListRow>(sql`
    with mine as materialized (
      select group_id, joined_at from group_members
      where user_id = ${userId} and deleted_at is null ${groupId ? sql`and group_id = ${groupId}` : sql``}
    ),
    picked as materialized (
      ${section('poll', 'asc', OPEN_GAMES_LIMIT, openFrom)}
      union all ${section('confirmed', 'asc', OPEN_GAMES_LIMIT, openFrom)}
      union all ${section('booked', 'asc', OPEN_GAMES_LIMIT, openFrom)}
      union all ${section('completed', 'desc', RECENT_GAMES_LIMIT)}
    )
    select g.id, g.title, g.status, g.date, g.group_id, gr.name as group_name, g.place_id, p.name as place_name,
      g.min_people_required, g.created_at, g.last_updated_at,
      lead.id as lead_option_id, coalesce(lead.yes_count, 0)::int as yes_count,
      coalesce(lead.no_count, 0)::int as no_count, lead.yes_names,
      att.n::int as attendee_count, att.names as attendee_names,
      upd.id as update_id
    from picked g
    join groups gr on gr.id = g.group_id
    join places p on p.id = g.place_id
    left join lateral (
      select o.id,
        count(*) filter (where r.response = 'yes') as yes_count,
        count(*) filter (where r.response = 'no') as no_count,
        array_agg(pr.full_name order by pr.full_name) filter (where r.response = 'yes') as yes_names
      from game_options o
      left join rsvps r on r.game_option_id = o.id
      left join profiles pr on pr.id = r.user_id
      where o.game_id = g.id
      group by o.id, o.date, o.place_id
      order by (o.date = g.date and o.place_id = g.place_id) desc, count(*) filter (where r.response = 'yes') desc, o.date
      limit 1
    ) lead on true
    cross join lateral (
      select count(*) as n, array_agg(pr.full_name order by pr.full_name) as names
      from attendees a join profiles pr on pr.id = a.user_id where a.game_id = g.id
    ) att
    left join lateral (
      select u.id from game_updates u
      where u.game_id = g.id and u.created_at > ${since} and not (${userId}::uuid = any(u.seen_by))
        and g.last_updated_at > g.created_at
      order by u.created_at desc limit 1
    ) upd on true`);
  return result.rows.map((row) => {
    const showsAttendance = row.status !== 'poll';
    const names = (showsAttendance ? row.attendee_names : row.yes_names) ?? [];
    return {
      id: row.id,
      title: row.title,
      status: row.status,
      date: new Date(row.date).toISOString(),
      groupId: row.group_id,
      groupName: row.group_name,
      placeId: row.place_id,
      placeName: row.place_name,
      minPeopleRequired: row.min_people_required,
      leadOptionId: row.lead_option_id,
      yesCount: row.yes_count,
      goingCount: showsAttendance ? row.attendee_count : row.yes_count,
      noCount: row.no_count,
      goingInitials: names.map((name) => initialsOf(name, null)),
      updateId: row.update_id,
    };
  });
}
