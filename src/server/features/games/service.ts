import { and, eq, isNull, sql } from 'drizzle-orm';
import { GAME_DURATION } from '../../../shared/cost-per-head';
import { canDeleteGame, gameMessages, isPastOption } from '../../../shared/games';
import type { AuthorizedGame } from '../../access/game';
import { authorizeGroup } from '../../access/group';
import type { Db } from '../../db/client';
import { gameOptions, games, groupMembers, groupPlaces } from '../../db/schema';
import { deletePhotoRows } from '../../domain/photo-rows';
import { ApiError, forbidden } from '../../http/errors';
import { gamePeople, liveMembers, recordUpdate } from '../../notifications/record';
import type { FileStorage } from '../../storage/file-storage';
import { startSeries } from './series';

export interface NewGame {
  groupId: string;
  title: string;
  placeId: string;
  date: string;
  minPeopleRequired: number;
  /** The default duration and no maximum when left out. */
  durationMinutes?: number;
  maxPeople?: number | null;
  /** Repeat weekly: next week's poll opens by itself at this time of day in `timeZone` (default UTC). */
  repeatWeekly?: boolean;
  timeZone?: string;
}

/** The place must be on the group's list. */
export async function assertGroupPlace(db: Db, groupId: string, placeId: string) {
  const [link] = await db
    .select({ id: groupPlaces.id })
    .from(groupPlaces)
    .where(and(eq(groupPlaces.groupId, groupId), eq(groupPlaces.placeId, placeId)));
  if (!link)
    throw new ApiError(400, 'VALIDATION_FAILED', gameMessages.placeNotInGroup, {
      placeId: gameMessages.placeNotInGroup,
    });
}

/** A poll's option may not be proposed once its time has passed (issue 56): 400 under `date`. */
export function refusePastOption(date: Date, now: Date) {
  if (isPastOption(date, now))
    throw new ApiError(400, 'VALIDATION_FAILED', gameMessages.optionInPast, {
      date: gameMessages.optionInPast,
    });
}

/** Creates the game as a poll with its first option, in one transaction. */
export async function createGame(db: Db, userId: string, input: NewGame, now: Date) {
  const access = await authorizeGroup(db, userId, input.groupId);
  if (!access.group.active) throw new ApiError(409, 'GROUP_INACTIVE', gameMessages.groupInactive);
  const date = new Date(input.date);
  refusePastOption(date, now);
  await assertGroupPlace(db, input.groupId, input.placeId);
  const [members] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, input.groupId), isNull(groupMembers.deletedAt)));
  const memberCount = members?.n ?? 0;
  if (input.minPeopleRequired > memberCount) {
    const message = gameMessages.minPeopleTooHigh(memberCount);
    throw new ApiError(400, 'VALIDATION_FAILED', message, { minPeopleRequired: message });
  }
  return db.transaction(async (tx) => {
    const [game] = await tx
      .insert(games)
      .values({
        title: input.title,
        groupId: input.groupId,
        placeId: input.placeId,
        date,
        minPeopleRequired: input.minPeopleRequired,
        durationMinutes: input.durationMinutes ?? GAME_DURATION.defaultMinutes,
        maxPeople: input.maxPeople ?? null,
        status: 'poll',
        createdBy: userId,
        createdAt: now,
        lastUpdatedAt: now,
      })
      .returning();
    if (!game) throw new Error('game insert returned nothing');
    await tx.insert(gameOptions).values({ gameId: game.id, date, placeId: input.placeId });
    if (input.repeatWeekly) await startSeries(tx, game, input.timeZone ?? 'UTC', userId, now);
    await recordUpdate(tx, {
      kind: 'poll_opened',
      recipients: liveMembers(input.groupId, date),
      groupId: input.groupId,
      gameId: game.id,
      actorId: userId,
      now,
    });
    return game;
  });
}

/** The game and its rows go in one transaction; its photos' files once that has committed. */
export async function deleteGame(db: Db, access: AuthorizedGame, storage: FileStorage, now: Date) {
  const isAdmin = access.role === 'admin';
  if (!canDeleteGame(access.game.status, { ...access, isAdmin }))
    throw forbidden(gameMessages.deleteForbidden);
  const files = await db.transaction(async (tx) => {
    // Told before the rows go: who answered is read from them.
    await recordUpdate(tx, {
      kind: 'game_deleted',
      recipients: gamePeople(access.game.id),
      groupId: access.game.groupId,
      gameId: access.game.id,
      actorId: access.userId,
      now,
    });
    const keys = await deletePhotoRows(tx, { gameId: access.game.id });
    await tx.delete(games).where(eq(games.id, access.game.id));
    return keys;
  });
  await storage.remove(files);
}

/**
 * Hides the updated notice for the caller: their id joins seen_by of that update and of the game's earlier
 * ones (an edit of several fields writes several rows), once each, atomically.
 */
export async function acknowledgeUpdate(db: Db, access: AuthorizedGame, updateId: string) {
  await db.execute(sql`
    update game_updates set seen_by = array_append(seen_by, ${access.userId}::uuid)
    where game_id = ${access.game.id} and not (${access.userId}::uuid = any(seen_by))
      and created_at <= (select created_at from game_updates where id = ${updateId} and game_id = ${access.game.id})`);
}
