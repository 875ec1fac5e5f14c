import { and, asc, eq, sql } from 'drizzle-orm';
import { type GameAction, gameMessages, nextStatus } from '../../../shared/games';
import { type AuthorizedGame, assertMember, requireActiveGroup } from '../../access/game';
import type { Db } from '../../db/client';
import { attendees, gameOptions, games, rsvps } from '../../db/schema';
import { placesTaken } from '../../domain/guests';
import { ApiError, forbidden, notFound } from '../../http/errors';
import { queueGuestInvites } from '../../notifications/guest-invite';
import { attends, gamePeople, recordUpdate } from '../../notifications/record';
import { dropOut, lockGame } from './capacity';
import { openDueSeriesGames } from './series-opener';

/** The first in line whose places (theirs and their guests') all fit within the maximum. */
function firstWhoFit<T extends { places: number }>(line: T[], maxPeople: number): T[] {
  let taken = 0;
  const going: T[] = [];
  for (const person of line) {
    taken += person.places;
    if (taken > maxPeople) break;
    going.push(person);
  }
  return going;
}

function transition(access: AuthorizedGame, action: GameAction) {
  requireActiveGroup(access);
  const status = nextStatus(access.game.status, action);
  if (!status) throw new ApiError(409, 'INVALID_TRANSITION', gameMessages.statusFailed);
  return status;
}

/**
 * Book Now: the chosen option becomes the game's date and place, its yes-responders become attendees.
 * Needs at least the game's minimum of yes answers on that option.
 */
export async function bookGame(db: Db, access: AuthorizedGame, optionId: string, now: Date) {
  const status = transition(access, 'book');
  const { game } = access;
  const [option] = await db
    .select()
    .from(gameOptions)
    .where(and(eq(gameOptions.id, optionId), eq(gameOptions.gameId, game.id)));
  if (!option) throw notFound('That option is not part of this game.');
  // Each yes takes a place for the person and one for each guest they brought (issue 59).
  const yes = await db
    .select({ userId: rsvps.userId, places: sql<number>`${placesTaken(game.id, sql`${rsvps.userId}`)}::int` })
    .from(rsvps)
    .where(and(eq(rsvps.gameOptionId, optionId), eq(rsvps.response, 'yes')))
    .orderBy(asc(rsvps.yesAt), asc(rsvps.userId));
  if (yes.reduce((sum, row) => sum + row.places, 0) < game.minPeopleRequired) {
    throw new ApiError(409, 'NOT_ENOUGH_YES', gameMessages.notEnoughYes(game.minPeopleRequired));
  }
  // With a maximum, the first to say yes who fit (with their guests) come; the rest stay on the waiting list.
  const going = game.maxPeople === null ? yes : firstWhoFit(yes, game.maxPeople);
  await db.transaction(async (tx) => {
    // The status check in the WHERE makes a double booking from two tabs a no-op, not two bookings.
    const [updated] = await tx
      .update(games)
      .set({
        status,
        date: option.date,
        placeId: option.placeId,
        calendarSequence: sql`${games.calendarSequence} + 1`,
      })
      .where(and(eq(games.id, game.id), eq(games.status, 'poll')))
      .returning({ id: games.id });
    if (!updated) throw new ApiError(409, 'INVALID_TRANSITION', gameMessages.confirmFailed);
    await tx
      .insert(attendees)
      .values(
        going.map((row) => ({
          gameId: game.id,
          userId: row.userId,
          confirmedBy: access.userId,
          confirmedAt: now,
        })),
      )
      .onConflictDoNothing();
    await recordUpdate(tx, {
      kind: 'game_booked',
      recipients: gamePeople(game.id),
      groupId: game.groupId,
      gameId: game.id,
      actorId: access.userId,
      mailIf: attends(game.id),
      now,
    });
    // The guests of those going who gave an e-mail get the game's details.
    await queueGuestInvites(tx, game.id, now);
  });
  return { status };
}

/** Mark as Confirmed (booked), Mark as Completed, Revert to Confirmed. */
export async function changeStatus(
  db: Db,
  access: AuthorizedGame,
  action: Exclude<GameAction, 'book'>,
  now: Date,
) {
  const status = transition(access, action);
  const { game } = access;
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(games)
      .set({ status, calendarSequence: sql`${games.calendarSequence} + 1` })
      .where(and(eq(games.id, game.id), eq(games.status, game.status)))
      .returning({ id: games.id });
    if (!updated) throw new ApiError(409, 'INVALID_TRANSITION', gameMessages.statusFailed);
    const kind = STATUS_UPDATES[action];
    if (kind) {
      await recordUpdate(tx, {
        kind,
        recipients: gamePeople(game.id),
        groupId: game.groupId,
        gameId: game.id,
        actorId: access.userId,
        now,
      });
    }
  });
  // Completing a game of a weekly series opens next week's poll now (the timer would within a minute).
  if (action === 'complete' && game.seriesId) await openDueSeriesGames(db, now, game.seriesId);
  return { status };
}

/** Who answered or attends hears that the game is confirmed or played; a revert is a correction, not news. */
const STATUS_UPDATES = {
  markBooked: 'game_confirmed',
  complete: 'game_completed',
  revert: undefined,
} as const;

/** After booking, the answer control records who came: members for themselves, admins for anyone. */
export async function setAttendance(
  db: Db,
  access: AuthorizedGame,
  targetUserId: string,
  attending: boolean,
  now: Date,
) {
  requireActiveGroup(access);
  if (access.game.status === 'poll' || access.game.status === 'cancelled') {
    throw new ApiError(409, 'NOT_BOOKED', 'Attendance is recorded once the game is booked.');
  }
  if (targetUserId !== access.userId && access.role !== 'admin') throw forbidden(gameMessages.ownRsvpOnly);
  await assertMember(db, access, targetUserId);
  await db.transaction(async (tx) => {
    const game = await lockGame(tx, access.game.id);
    if (!game) throw notFound(gameMessages.notFound);
    if (attending) {
      // Members cannot add themselves past the maximum; an admin can still add someone by hand.
      if (game.maxPeople !== null && access.role !== 'admin') {
        // Everyone else's places (their guests' too) and the newcomer's own with their guests.
        const [count] = await tx
          .select({
            n: sql<number>`coalesce(sum(${placesTaken(game.id, sql`${attendees.userId}`)}), 0)::int`,
          })
          .from(attendees)
          .where(and(eq(attendees.gameId, game.id), sql`${attendees.userId} <> ${targetUserId}`));
        const mine = await tx.execute<{ n: number }>(
          sql`select ${placesTaken(game.id, targetUserId)}::int as n`,
        );
        if ((count?.n ?? 0) + (mine.rows[0]?.n ?? 1) > game.maxPeople) {
          throw new ApiError(409, 'GAME_FULL', gameMessages.full(game.maxPeople));
        }
      }
      await tx
        .insert(attendees)
        .values({ gameId: game.id, userId: targetUserId, confirmedBy: access.userId, confirmedAt: now })
        .onConflictDoNothing();
      return;
    }
    await tx.delete(attendees).where(and(eq(attendees.gameId, game.id), eq(attendees.userId, targetUserId)));
    // Someone going dropped out before the game: the first person waiting moves in and is told.
    await dropOut(tx, game, targetUserId, access.userId, now);
  });
}
