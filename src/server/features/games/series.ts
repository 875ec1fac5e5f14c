import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { gameMessages } from '../../../shared/games';
import { nextSlot, seriesMessages } from '../../../shared/series';
import { type AuthorizedGame, type GameRow, requireActiveGroup } from '../../access/game';
import type { Db } from '../../db/client';
import { gameSeries, games } from '../../db/schema';
import { ApiError, forbidden, notFound } from '../../http/errors';
import { openDueSeriesGames } from './series-opener';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What each week's game copies from the game a series starts from. */
const template = (game: GameRow, timeZone: string) => ({
  title: game.title,
  placeId: game.placeId,
  timeZone,
  durationMinutes: game.durationMinutes,
  minPeopleRequired: game.minPeopleRequired,
  maxPeople: game.maxPeople,
});

/**
 * Makes `game` the first of a weekly series, in the caller's transaction: the next game is a week after it,
 * at the same time of day in `timeZone`.
 */
export async function startSeries(tx: Tx, game: GameRow, timeZone: string, userId: string, now: Date) {
  const [series] = await tx
    .insert(gameSeries)
    .values({
      ...template(game, timeZone),
      groupId: game.groupId,
      nextDate: nextSlot(game.date, timeZone),
      createdBy: userId,
      createdAt: now,
    })
    .returning({ id: gameSeries.id });
  if (!series) throw new Error('series insert returned nothing');
  await tx.update(games).set({ seriesId: series.id }).where(eq(games.id, game.id));
  return series.id;
}

/** Repeat weekly and Stop repeating: the game's creator or a group admin, while the group is active. */
function assertMayChange(access: AuthorizedGame) {
  requireActiveGroup(access);
  if (!access.isCreator && access.role !== 'admin') throw forbidden(seriesMessages.forbidden);
}

/**
 * Repeat weekly from this game: a game outside any series starts one; a stopped series resumes, copying this
 * game from now on. Repeating a series that already runs changes nothing, so two clicks make one series.
 */
export async function repeatGame(db: Db, access: AuthorizedGame, timeZone: string, now: Date) {
  assertMayChange(access);
  if (access.game.status === 'cancelled') throw new ApiError(409, 'GAME_CANCELLED', seriesMessages.cancelled);
  const seriesId = await db.transaction(async (tx) => {
    // The game's row is locked, so parallel requests see each other's series instead of starting two that
    // would each open a poll every week.
    const [game] = await tx.select().from(games).where(eq(games.id, access.game.id)).for('update');
    if (!game) throw notFound(gameMessages.notFound);
    if (!game.seriesId) return startSeries(tx, game, timeZone, access.userId, now);
    await tx
      .update(gameSeries)
      .set({
        ...template(game, timeZone),
        stoppedAt: null,
        // Never back to a week the series has already passed (a week opened before is not opened again).
        nextDate: sql`greatest(${gameSeries.nextDate}, ${nextSlot(game.date, timeZone)}::timestamptz)`,
      })
      .where(and(eq(gameSeries.id, game.seriesId), isNotNull(gameSeries.stoppedAt)));
    return game.seriesId;
  });
  // Repeating a game already completed opens next week's poll now rather than at the next timer pass.
  await openDueSeriesGames(db, now, seriesId);
  return { repeating: true as const };
}

/** Stop repeating: no more weeks open; the games already opened stay as they are. */
export async function stopRepeating(db: Db, access: AuthorizedGame, now: Date) {
  assertMayChange(access);
  if (access.game.seriesId) {
    await db
      .update(gameSeries)
      .set({ stoppedAt: now })
      .where(and(eq(gameSeries.id, access.game.seriesId), isNull(gameSeries.stoppedAt)));
  }
  return { repeating: false as const };
}
