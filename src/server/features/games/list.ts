import { sql } from 'drizzle-orm';
import type { GameStatus } from '../../../shared/constants';
import {
  GAMES_PAGE_SIZE,
  OPEN_SECTIONS,
  type OpenSection,
  RECENT_GAMES_LIMIT,
  UPDATE_WINDOW_MS,
} from '../../../shared/games';
import { initialsOf } from '../../../shared/initials';
import type { Db } from '../../db/client';
import { cursorParam, pageOf } from '../../db/keyset';

/** Open games (polls, confirmed) stay on the home list until a week after their date. */
const OPEN_GAMES_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;
/** The statuses each open section shows, soonest first. */
const SECTION_STATUSES: Record<OpenSection, readonly GameStatus[]> = {
  poll: ['poll'],
  confirmed: ['confirmed', 'booked'],
};

/** ?cursor= of an open section's next page: the (date, id) of the last game its page showed. */
export const gamesCursor = cursorParam(['timestamptz', 'uuid']);

/** What to list: the home view (every section's first page), or the page of one open section after a cursor. */
export interface GamesPageRequest {
  groupId?: string;
  section?: OpenSection;
  cursor?: string[];
}

type GameListRow = {
  id: string;
  title: string;
  status: GameStatus;
  date: string;
  group_id: string;
  group_name: string;
  currency: string;
  place_id: string;
  place_name: string;
  min_people_required: number;
  max_people: number | null;
  duration_minutes: number;
  hourly_cents: number | null;
  waiting_count: number;
  /** Places taken on the leading option: those going and their guests. */
  yes_going_places: number;
  lead_option_id: string | null;
  yes_count: number;
  no_count: number;
  /** Attendees and their guests. */
  attendee_count: number | null;
  going_ids: string[];
  update_id: string | null;
  section: OpenSection | 'completed';
  cursor: string[];
};

/**
 * The home view's games for one user, in ONE statement whatever the number of games: their groups' polls and
 * their confirmed and booked games from a week ago on (a page of each, soonest first, with the cursor of the
 * next) and the 5 most recently completed, never games dated before the user joined, with the names of the
 * people going. With `section`, only that section's page after `cursor`. Counts come from each game's leading
 * option (the booked one, else the one with most yes answers), kept in game_summaries at write time, so no
 * answer is counted here.
 */
export async function listGames(db: Db, userId: string, request: GamesPageRequest, now: Date) {
  const { groupId, section: only, cursor } = request;
  const since = new Date(now.getTime() - UPDATE_WINDOW_MS);
  const openFrom = new Date(now.getTime() - OPEN_GAMES_LOOKBACK_MS);
  // The page sizes are constants written into the statement, so its generic plan knows them (decision 019).
  const take = (limit: number) => sql.raw(String(limit));
  // Each (group, status) is one range of games_group_status_date_idx, read in (date, id) order up to the limit
  // from the index alone (it ends with the id): the cost follows the page size and the user's groups, never the
  // number of games or of other groups. Only the chosen games' rows are read.
  const openSection = (section: OpenSection) => {
    const after = cursor ? sql`and (g.date, g.id) > (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)` : sql``;
    const ranges = SECTION_STATUSES[section].map(
      (status) => sql`(select g.id, g.date from games g
        where g.group_id = m.group_id and g.status = ${status} and g.date >= m.joined_at
          and g.date >= ${openFrom} ${after}
        order by g.date, g.id limit ${take(GAMES_PAGE_SIZE + 1)})`,
    );
    return sql`(select ${section}::text as section, c.id, c.date from mine m
      cross join lateral (select * from (${sql.join(ranges, sql` union all `)}) r
        order by r.date, r.id limit ${take(GAMES_PAGE_SIZE + 1)}) c
      order by c.date, c.id limit ${take(GAMES_PAGE_SIZE + 1)})`;
  };
  const completed = sql`(select 'completed' as section, c.id, c.date from mine m
    cross join lateral (select g.id, g.date from games g
      where g.group_id = m.group_id and g.status = 'completed' and g.date >= m.joined_at
      order by g.date desc, g.id desc limit ${take(RECENT_GAMES_LIMIT)}) c
    order by c.date desc, c.id desc limit ${take(RECENT_GAMES_LIMIT)})`;
  const chosen = only
    ? openSection(only)
    : sql`${openSection('poll')} union all ${openSection('confirmed')} union all ${completed}`;
  // The cards go out as ONE json value: the embedded database hands over each field of a row separately, which
  // for many cards of 20 fields cost more than building the cards. The names of the people going come once
  // each, not once per card.
  const result = await db.execute<{
    list: { games: GameListRow[] | null; names: Record<string, string> | null };
  }>(sql`
    with mine as materialized (
      select group_id, joined_at from group_members
      where user_id = ${userId} and deleted_at is null ${groupId ? sql`and group_id = ${groupId}` : sql``}
    ),
    chosen as materialized (${chosen}),
    -- One primary-key lookup per chosen game (a join would hash the whole games table).
    picked as (select c.section, g.* from chosen c
      cross join lateral (select * from games g where g.id = c.id limit 1) g),
    cards as materialized (
      select g.id, g.title, g.status, g.date, g.group_id, gr.name as group_name, gr.currency,
        g.place_id, p.name as place_name,
        g.min_people_required, g.max_people, g.duration_minutes,
        coalesce(lgp.cost_per_hour_cents, lp.cost_per_hour_cents) as hourly_cents,
        s.lead_option_id, coalesce(s.yes_count, 0) as yes_count, coalesce(s.no_count, 0) as no_count,
        -- Guests take places (issue 59): those going are the first yes answers that fit with their guests.
        coalesce(s.yes_count - s.going_count, 0) as waiting_count,
        coalesce(s.going_count + s.going_guest_count, 0) as yes_going_places,
        cardinality(s.attendee_user_ids) + coalesce(s.attendee_guest_count, 0) as attendee_count,
        -- The yes list is in answer order: with a maximum, the first ones are going and the rest wait.
        coalesce(case when g.status = 'poll'
          then s.yes_user_ids[1:s.going_count]
          else s.attendee_user_ids end, '{}') as going_ids,
        upd.id as update_id, g.section,
        json_build_array(to_char(g.date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), g.id) as cursor
      from picked g
      join groups gr on gr.id = g.group_id
      join places p on p.id = g.place_id
      left join game_summaries s on s.game_id = g.id
      -- The cost follows the leading option's place (the group's hourly cost first), else the game's.
      left join game_options lo on lo.id = s.lead_option_id
      left join places lp on lp.id = coalesce(lo.place_id, g.place_id)
      left join group_places lgp on lgp.group_id = g.group_id and lgp.place_id = lp.id
      left join lateral (
        select u.id from game_updates u
        where u.game_id = g.id and u.created_at > ${since} and not (${userId}::uuid = any(u.seen_by))
          and g.last_updated_at > g.created_at
        order by u.created_at desc nulls last limit 1
      ) upd on true
    )
    select json_build_object(
      'games', (select json_agg(cards) from cards),
      'names', (select json_object_agg(pr.id, pr.full_name) from profiles pr
                where pr.id in (select unnest(going_ids) from cards))
    ) as list`);
  const { games, names } = result.rows[0]?.list ?? { games: null, names: null };
  const rows = games ?? [];
  // Each open section as a page, in the (date, id) order its rows were chosen in, with the next page's cursor.
  const more: Record<OpenSection, string | null> = { poll: null, confirmed: null };
  const open = (only ? [only] : OPEN_SECTIONS).flatMap((section) => {
    const page = pageOf(rows.filter((row) => row.section === section).sort(byCursor), GAMES_PAGE_SIZE);
    more[section] = page.nextCursor;
    return page.rows;
  });
  const recent = rows.filter((row) => row.section === 'completed').sort((a, b) => byCursor(b, a));
  return { games: [...open, ...recent].map((row) => toCard(row, names ?? {})), more };
}

/** Instants to the microsecond (fixed width, so they compare as text), then ids, as PostgreSQL orders them. */
function byCursor(a: { cursor: string[] }, b: { cursor: string[] }): number {
  const [x, y] = [a.cursor.join(' '), b.cursor.join(' ')];
  return x < y ? -1 : x > y ? 1 : 0;
}

function toCard(row: Omit<GameListRow, 'cursor'>, nameOf: Record<string, string>) {
  const showsAttendance = row.status !== 'poll';
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    date: new Date(row.date).toISOString(),
    groupId: row.group_id,
    groupName: row.group_name,
    /** The group's currency, of the hourly cost. */
    currency: row.currency,
    placeId: row.place_id,
    placeName: row.place_name,
    minPeopleRequired: row.min_people_required,
    maxPeople: row.max_people,
    durationMinutes: row.duration_minutes,
    hourlyCents: row.hourly_cents,
    leadOptionId: row.lead_option_id,
    yesCount: row.yes_count,
    goingCount: showsAttendance ? (row.attendee_count ?? 0) : row.yes_going_places,
    waitingCount: showsAttendance ? 0 : row.waiting_count,
    noCount: row.no_count,
    // By name, as a database with the C collation orders them (code units), on either database.
    goingInitials: row.going_ids
      .map((id) => nameOf[id] ?? '')
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .map((name) => initialsOf(name, null)),
    updateId: row.update_id,
  };
}
