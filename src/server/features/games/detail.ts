import { sql } from 'drizzle-orm';
import type { Role, RsvpResponse } from '../../../shared/constants';
import { type GameUpdateRow, netGameChanges } from '../../../shared/game-changes';
import { canDeleteGame, canEditGame, UPDATE_WINDOW_MS } from '../../../shared/games';
import { canRepeatGame } from '../../../shared/series';
import type { AuthorizedGame } from '../../access/game';
import type { Db } from '../../db/client';

type Person = { userId: string; fullName: string };
type DetailRow = {
  place: { id: string; name: string; address: string; hourlyCents: number | null } | null;
  options: {
    id: string;
    date: string;
    title: string | null;
    placeId: string;
    placeName: string;
    hourlyCents: number | null;
  }[];
  answers: (Person & {
    optionId: string;
    response: RsvpResponse;
    yesAt: string | null;
    note: string | null;
  })[];
  attendees: (Person & { confirmedAt: string })[];
  members: (Person & { role: Role })[];
  /** Guests members brought (issue 59); the e-mail only for the viewer's own guests. */
  guests: { id: string; name: string; hostId: string; hostName: string; email: string | null }[];
  /** The changes the viewer has not seen, oldest first, and the newest one's id and time. */
  update: { id: string; createdAt: string; rows: GameUpdateRow[] } | null;
  repeating: boolean;
};

/**
 * Who waits for a place, first in line first: the yes answers in the order they became yes, beyond the maximum
 * while the game is a poll (each taking a place with each of their guests, `guestsOf`), or, once booked, those
 * not attending.
 */
function waitingList(
  answers: { userId: string; response: RsvpResponse; yesAt: string | null }[],
  maxPeople: number | null,
  attending: Set<string> | null,
  guestsOf: (userId: string) => number,
): string[] {
  if (maxPeople === null) return [];
  const yes = answers
    .filter((answer) => answer.response === 'yes')
    .sort((a, b) => Date.parse(a.yesAt ?? '') - Date.parse(b.yesAt ?? '') || (a.userId < b.userId ? -1 : 1))
    .map((answer) => answer.userId);
  if (attending) return yes.filter((userId) => !attending.has(userId));
  let taken = 0;
  const fits = yes.findIndex((userId) => {
    taken += 1 + guestsOf(userId);
    return taken > maxPeople;
  });
  return fits === -1 ? [] : yes.slice(fits);
}

/** A list as a JSON array, `[]` when empty; `rows` names the select's alias. */
const jsonList = (select: ReturnType<typeof sql>, order: string) =>
  sql`coalesce((select json_agg(row_to_json(rows) order by ${sql.raw(order)}) from (${select}) rows), '[]')`;

/**
 * Everything the game page shows, in ONE statement whatever the numbers of options, answers and members: each
 * part is a JSON list built by the database (the page's reads used to be six statements, over the budget of
 * five per read route with the session and the access check).
 */
export async function gameDetail(db: Db, access: AuthorizedGame, now: Date) {
  const { game } = access;
  const since = new Date(now.getTime() - UPDATE_WINDOW_MS);
  const result = await db.execute<DetailRow>(sql`
    select
      (select json_build_object('id', p.id, 'name', p.name, 'address', p.address,
                                'hourlyCents', coalesce(gp.cost_per_hour_cents, p.cost_per_hour_cents))
         from places p
         left join group_places gp on gp.group_id = ${game.groupId} and gp.place_id = p.id
         where p.id = ${game.placeId}) as place,
      ${jsonList(
        sql`select o.id, o.date, o.title, o.place_id as "placeId", p.name as "placeName",
              coalesce(gp.cost_per_hour_cents, p.cost_per_hour_cents) as "hourlyCents"
            from game_options o join places p on p.id = o.place_id
            left join group_places gp on gp.group_id = ${game.groupId} and gp.place_id = o.place_id
            where o.game_id = ${game.id}`,
        'rows.date',
      )} as options,
      ${jsonList(
        sql`select r.game_option_id as "optionId", r.user_id as "userId", r.response, pr.full_name as "fullName",
              r.yes_at as "yesAt", r.note
            from rsvps r join game_options o on o.id = r.game_option_id join profiles pr on pr.id = r.user_id
            where o.game_id = ${game.id}`,
        'rows."fullName"',
      )} as answers,
      ${jsonList(
        sql`select a.user_id as "userId", pr.full_name as "fullName", a.confirmed_at as "confirmedAt"
            from attendees a join profiles pr on pr.id = a.user_id where a.game_id = ${game.id}`,
        'rows."fullName"',
      )} as attendees,
      ${jsonList(
        sql`select m.user_id as "userId", pr.full_name as "fullName", m.role
            from group_members m join profiles pr on pr.id = m.user_id
            where m.group_id = ${game.groupId} and m.deleted_at is null`,
        'rows."fullName"',
      )} as members,
      ${jsonList(
        sql`select g.id, g.name, g.host_id as "hostId", pr.full_name as "hostName",
              case when g.host_id = ${access.userId} then g.email end as email, g.created_at as "createdAt"
            from game_guests g join profiles pr on pr.id = g.host_id where g.game_id = ${game.id}`,
        'rows."createdAt", rows.id',
      )} as guests,
      (select json_build_object('id', (array_agg(u.id order by u.created_at desc))[1],
                                'createdAt', max(u.created_at),
                                'rows', json_agg(json_build_object('updateType', u.update_type,
                                                                   'oldValue', u.old_value)
                                                 order by u.created_at))
         from game_updates u
         where u.game_id = ${game.id} and u.created_at > ${since}
           and not (${access.userId}::uuid = any(u.seen_by))
         having count(*) > 0) as update,
      coalesce((select s.stopped_at is null from game_series s where s.id = ${game.seriesId}::uuid), false)
        as repeating`);
  const row = result.rows[0];
  if (!row) throw new Error('game detail returned no row');
  const isAdmin = access.role === 'admin';
  // Once booked, who waits is whoever said yes and is not among those attending.
  const present = game.status === 'poll' ? null : new Set(row.attendees.map((person) => person.userId));
  const open = game.status !== 'completed' && game.status !== 'cancelled' && game.date > now;
  const guestsOf = (userId: string) => row.guests.filter((guest) => guest.hostId === userId).length;
  const booked = (option: DetailRow['options'][number]) =>
    Date.parse(option.date) === game.date.getTime() && option.placeId === game.placeId;
  // JSON carries the database's text for instants; the answer keeps the API's ISO form.
  const instant = (value: string) => new Date(value);
  return {
    game: {
      id: game.id,
      title: game.title,
      status: game.status,
      date: game.date,
      minPeopleRequired: game.minPeopleRequired,
      maxPeople: game.maxPeople,
      durationMinutes: game.durationMinutes,
      seriesId: game.seriesId,
      /** Its weekly series is running: next week's poll will open by itself. */
      repeating: row.repeating,
      createdBy: game.createdBy,
      createdAt: game.createdAt,
      lastUpdatedAt: game.lastUpdatedAt,
      groupId: game.groupId,
      groupName: access.groupName,
      groupActive: access.groupActive,
      /** The hourly costs and the game's expenses are in this currency's minor unit. */
      currency: access.groupCurrency,
      place: row.place,
    },
    me: {
      userId: access.userId,
      role: access.role,
      isCreator: access.isCreator,
      canEdit: canEditGame(game.status, access.isCreator, isAdmin),
      canDelete: canDeleteGame(game.status, { ...access, isAdmin }),
      canRepeat: canRepeatGame(game.status, access.isCreator, isAdmin),
    },
    options: row.options.map((option) => {
      const rsvps = row.answers.filter((answer) => answer.optionId === option.id);
      return {
        ...option,
        date: instant(option.date),
        rsvps: rsvps.map(({ yesAt: _, ...answer }) => answer),
        waitingUserIds:
          open && (booked(option) || !present) ? waitingList(rsvps, game.maxPeople, present, guestsOf) : [],
      };
    }),
    attendees: row.attendees.map((person) => ({ ...person, confirmedAt: instant(person.confirmedAt) })),
    members: row.members,
    guests: row.guests.map(({ id, name, hostId, hostName, email }) => ({
      id,
      name,
      hostId,
      hostName,
      email,
    })),
    update:
      row.update && game.lastUpdatedAt.getTime() > game.createdAt.getTime()
        ? {
            id: row.update.id,
            createdAt: instant(row.update.createdAt),
            // Every change of the edits not yet seen, so a new time is not hidden behind a new title.
            changes: netGameChanges(row.update.rows, {
              date: game.date.toISOString(),
              time: game.date.toISOString(),
              place: row.place?.name ?? null,
              title: game.title,
            }),
          }
        : null,
  };
}
