import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dropGuestsOf, placesTaken } from '../../domain/guests';
import { queueGuestInvites } from '../../notifications/guest-invite';
import { recordUpdate } from '../../notifications/record';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What capacity decisions read of a game, locked so that answers and attendance change one at a time. */
export interface LockedGame {
  id: string;
  groupId: string;
  status: string;
  date: Date;
  placeId: string;
  maxPeople: number | null;
}

/**
 * Locks the game row for the rest of the transaction. Every change that can move someone between going and
 * waiting takes this lock first, so two drop-outs at once promote two different people, never one twice.
 */
export async function lockGame(tx: Tx, gameId: string): Promise<LockedGame | null> {
  const { rows } = await tx.execute<{
    id: string;
    group_id: string;
    status: string;
    date: string | Date;
    place_id: string;
    max_people: number | null;
  }>(sql`select id, group_id, status, date, place_id, max_people from games where id = ${gameId} for update`);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    groupId: row.group_id,
    status: row.status,
    date: new Date(row.date),
    placeId: row.place_id,
    maxPeople: row.max_people,
  };
}

/**
 * Who is going on a poll's option: the yes answers in the order they became yes, as long as they fit within
 * `maxPeople` — each taking a place for themselves and one for each guest they brought (issue 59).
 */
export async function goingOn(tx: Tx, optionId: string, maxPeople: number | null): Promise<string[]> {
  const { rows } = await tx.execute<{ user_id: string }>(sql`
    select user_id from (
      select r.user_id, r.yes_at,
        sum(${placesTaken(sql`o.game_id`, sql`r.user_id`)}) over (order by r.yes_at, r.user_id) as taken
      from rsvps r join game_options o on o.id = r.game_option_id
      where r.game_option_id = ${optionId} and r.response = 'yes') yes
    ${maxPeople === null ? sql`` : sql`where taken <= ${maxPeople}`}
    order by yes_at, user_id`);
  return rows.map((row) => row.user_id);
}

/**
 * A booked game with room: moves the first people waiting (yes on the booked option, not attending, still
 * live members) into the attendees, up to the maximum. Only before the game starts — afterwards attendance
 * records who came, and nobody is moved in. Returns who moved in.
 */
export async function fillOpenSpots(tx: Tx, game: LockedGame, actorId: string, now: Date): Promise<string[]> {
  if (game.maxPeople === null || (game.status !== 'confirmed' && game.status !== 'booked')) return [];
  if (game.date.getTime() <= now.getTime()) return [];
  // Each person moving in takes a place for themselves and their guests; the first waiting who fit move in.
  const { rows } = await tx.execute<{ user_id: string }>(sql`
    with room as (
      select ${game.maxPeople} - coalesce(sum(${placesTaken(sql`a.game_id`, sql`a.user_id`)}), 0) as left_over
      from attendees a where a.game_id = ${game.id}
    ), waiting as (
      select r.user_id,
        sum(${placesTaken(sql`o.game_id`, sql`r.user_id`)}) over (order by r.yes_at, r.user_id) as taken
      from rsvps r
      join game_options o on o.id = r.game_option_id
      join group_members m on m.group_id = ${game.groupId} and m.user_id = r.user_id and m.deleted_at is null
      where o.game_id = ${game.id} and o.date = ${game.date} and o.place_id = ${game.placeId}
        and r.response = 'yes'
        and not exists (select 1 from attendees a where a.game_id = ${game.id} and a.user_id = r.user_id)
    )
    insert into attendees (game_id, user_id, confirmed_by, confirmed_at)
    select ${game.id}, w.user_id, ${actorId}::uuid, ${now}
    from waiting w where w.taken <= (select left_over from room)
    on conflict do nothing
    returning user_id`);
  return rows.map((row) => row.user_id);
}

/**
 * Someone going says they will not come before the game: their yes on the booked option becomes a no, so they
 * are not put back on the waiting list, their guests go, and the first waiting moves in. Afterwards, nothing is
 * changed.
 */
export async function dropOut(tx: Tx, game: LockedGame, userId: string, actorId: string, now: Date) {
  if (game.date.getTime() <= now.getTime()) return;
  // Their guests come with them, so they go too (unless money already names them), freeing their places.
  await dropGuestsOf(tx, userId, { gameId: game.id }, now);
  await tx.execute(sql`
    update rsvps r set response = 'no', updated_at = ${now}
    from game_options o
    where o.id = r.game_option_id and o.game_id = ${game.id} and o.date = ${game.date}
      and o.place_id = ${game.placeId} and r.user_id = ${userId} and r.response = 'yes'`);
  await tellPromoted(tx, game, await fillOpenSpots(tx, game, actorId, now), actorId, now);
}

/** Tells each person who moved from the waiting list to going: a feed entry and, unless turned off, a mail. */
export async function tellPromoted(tx: Tx, game: LockedGame, userIds: string[], actorId: string, now: Date) {
  if (userIds.length === 0) return;
  await recordUpdate(tx, {
    kind: 'waitlist_promoted',
    recipients: sql`select unnest(${`{${userIds.join(',')}}`}::uuid[]) as user_id`,
    groupId: game.groupId,
    gameId: game.id,
    actorId,
    now,
  });
  // Their guests come with them now: those with an e-mail get the game's details.
  if (game.status !== 'poll') await queueGuestInvites(tx, game.id, now);
}

/**
 * After the maximum changed: whoever is now inside it but was not before moves in and is told — on each option
 * of a poll, or into the attendees of a booked game. A lower maximum moves nobody out (a booked game keeps its
 * attendees; on a poll the last to say yes wait again).
 */
export async function promoteAfterNewMaximum(
  tx: Tx,
  gameId: string,
  oldMax: number | null,
  actorId: string,
  now: Date,
) {
  const game = await lockGame(tx, gameId);
  if (!game) return;
  if (game.status !== 'poll') {
    await tellPromoted(tx, game, await fillOpenSpots(tx, game, actorId, now), actorId, now);
    return;
  }
  if (oldMax === null) return; // everyone who said yes was already going
  const { rows } = await tx.execute<{ id: string }>(
    sql`select id from game_options where game_id = ${gameId}`,
  );
  const promoted = new Set<string>();
  for (const option of rows) {
    const before = await goingOn(tx, option.id, oldMax);
    for (const userId of await goingOn(tx, option.id, game.maxPeople)) {
      if (!before.includes(userId)) promoted.add(userId);
    }
  }
  await tellPromoted(tx, game, [...promoted], actorId, now);
}
