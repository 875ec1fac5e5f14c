import { sql } from 'drizzle-orm';
import { type AddGuestInput, guestMessages } from '../../../shared/guests';
import { type AuthorizedGame, requireActiveGroup } from '../../access/game';
import type { Db } from '../../db/client';
import { gameGuests } from '../../db/schema';
import { guestInMoney, placesTaken } from '../../domain/guests';
import { ApiError, forbidden, notFound, pgErrorCode } from '../../http/errors';
import { isUuid } from '../../http/validate';
import { queueGuestInvites } from '../../notifications/guest-invite';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Whether the caller is going — a yes on one of the poll's options, or among the attendees once booked — and
 * whether one more place fits: under a maximum, every option the host said yes to (or the booked game) must
 * still have room once each going member's guests are counted, so a guest never pushes anyone onto the waiting
 * list. Read under the game's row lock, so two guests cannot take the last place together.
 */
async function roomFor(tx: Tx, access: AuthorizedGame) {
  const { game, userId } = access;
  const { rows } = await tx.execute<{
    status: string;
    max_people: number | null;
    going: boolean;
    full: boolean;
  }>(
    sql`select g.status, g.max_people,
      case when g.status = 'poll'
        then exists (select 1 from rsvps r join game_options o on o.id = r.game_option_id
                     where o.game_id = g.id and r.user_id = ${userId} and r.response = 'yes')
        else exists (select 1 from attendees a where a.game_id = g.id and a.user_id = ${userId}) end as going,
      g.max_people is not null and case when g.status = 'poll'
        then exists (select 1 from rsvps mine join game_options o on o.id = mine.game_option_id
                     where o.game_id = g.id and mine.user_id = ${userId} and mine.response = 'yes'
                       and (select coalesce(sum(${placesTaken(sql`g.id`, sql`r.user_id`)}), 0) from rsvps r
                            where r.game_option_id = o.id and r.response = 'yes') >= g.max_people)
        else (select coalesce(sum(${placesTaken(sql`g.id`, sql`a.user_id`)}), 0) from attendees a
              where a.game_id = g.id) >= g.max_people end as full
    from games g where g.id = ${game.id} for update of g`,
  );
  const row = rows[0];
  if (!row) throw notFound(guestMessages.notFound);
  return row;
}

/** A member going to a game brings a guest, before the game. */
export async function addGuest(db: Db, access: AuthorizedGame, input: AddGuestInput, now: Date) {
  requireActiveGroup(access);
  const { game } = access;
  const open = game.status !== 'completed' && game.status !== 'cancelled' && game.date > now;
  if (!open) throw new ApiError(409, 'GAME_CLOSED', guestMessages.closed);
  return db.transaction(async (tx) => {
    const room = await roomFor(tx, access);
    if (!room.going) throw new ApiError(409, 'NOT_GOING', guestMessages.notGoing);
    if (room.full) throw new ApiError(409, 'GAME_FULL', guestMessages.full);
    const [guest] = await tx
      .insert(gameGuests)
      .values({
        gameId: game.id,
        hostId: access.userId,
        name: input.name.trim(),
        email: input.email || null,
        createdAt: now,
      })
      .returning();
    if (!guest) throw new Error('guest insert returned no row');
    // A game already booked: the guest's e-mail, if given, gets its details now (a poll's, once booked).
    if (guest.email) await queueGuestInvites(tx, game.id, now, guest.id);
    return { id: guest.id, name: guest.name, hostId: guest.hostId, email: guest.email };
  });
}

/**
 * Removes a guest: their host, or an admin of the group. Refused while money names the guest (a split or a
 * share), so every balance and history reads the same.
 */
export async function removeGuest(db: Db, access: AuthorizedGame, guestId: string) {
  requireActiveGroup(access);
  if (!isUuid(guestId)) throw notFound(guestMessages.notFound);
  return db
    .transaction(async (tx) => {
      const { rows } = await tx.execute<{ host_id: string; in_money: boolean }>(
        sql`select g.host_id, ${guestInMoney(sql`g.id`)} as in_money from game_guests g
        where g.id = ${guestId} and g.game_id = ${access.game.id} for update`,
      );
      const guest = rows[0];
      if (!guest) throw notFound(guestMessages.notFound);
      if (guest.host_id !== access.userId && access.role !== 'admin') {
        throw forbidden(guestMessages.removeNotAllowed);
      }
      if (guest.in_money) throw new ApiError(409, 'GUEST_IN_MONEY', guestMessages.inMoney);
      await tx.execute(sql`delete from game_guests where id = ${guestId}`);
    })
    .catch((error: unknown) => {
      // An expense naming the guest committed between the check and the delete: its key refuses the delete.
      if (pgErrorCode(error) === '23503') throw new ApiError(409, 'GUEST_IN_MONEY', guestMessages.inMoney);
      throw error;
    });
}
