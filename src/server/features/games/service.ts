import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { canDeleteGame, canEditGame, gameMessages, UPDATE_WINDOW_MS } from '../../../shared/games';
import type { Db } from '../../db/client';
import {
  attendees,
  gameOptions,
  games,
  gameUpdates,
  groupMembers,
  groupPlaces,
  places,
  profiles,
  rsvps,
} from '../../db/schema';
import { ApiError, forbidden } from '../../http/errors';
import { gamePeople, liveMembers, recordUpdate } from '../../notifications/record';
import type { FileStorage } from '../../storage/file-storage';
import { authorizeGroup } from '../groups/access';
import { deletePhotoRows } from '../photos/service';
import type { AuthorizedGame } from './access';

export interface NewGame {
  groupId: string;
  title: string;
  placeId: string;
  date: string;
  minPeopleRequired: number;
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

/** Creates the game as a poll with its first option, in one transaction. */
export async function createGame(db: Db, userId: string, input: NewGame, now: Date) {
  const access = await authorizeGroup(db, userId, input.groupId);
  if (!access.group.active) throw new ApiError(409, 'GROUP_INACTIVE', gameMessages.groupInactive);
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
  const date = new Date(input.date);
  return db.transaction(async (tx) => {
    const [game] = await tx
      .insert(games)
      .values({
        title: input.title,
        groupId: input.groupId,
        placeId: input.placeId,
        date,
        minPeopleRequired: input.minPeopleRequired,
        status: 'poll',
        createdBy: userId,
        createdAt: now,
        lastUpdatedAt: now,
      })
      .returning({ id: games.id });
    if (!game) throw new Error('game insert returned nothing');
    await tx.insert(gameOptions).values({ gameId: game.id, date, placeId: input.placeId });
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

/** Everything the game page shows; a fixed number of statements whatever the numbers of options and answers. */
export async function gameDetail(db: Db, access: AuthorizedGame, now: Date) {
  const { game } = access;
  const [options, answers, present, members, [update], [place]] = await Promise.all([
    db
      .select({
        id: gameOptions.id,
        date: gameOptions.date,
        title: gameOptions.title,
        placeId: gameOptions.placeId,
        placeName: places.name,
      })
      .from(gameOptions)
      .innerJoin(places, eq(places.id, gameOptions.placeId))
      .where(eq(gameOptions.gameId, game.id))
      .orderBy(asc(gameOptions.date)),
    db
      .select({
        optionId: rsvps.gameOptionId,
        userId: rsvps.userId,
        response: rsvps.response,
        fullName: profiles.fullName,
      })
      .from(rsvps)
      .innerJoin(gameOptions, eq(gameOptions.id, rsvps.gameOptionId))
      .innerJoin(profiles, eq(profiles.id, rsvps.userId))
      .where(eq(gameOptions.gameId, game.id))
      .orderBy(asc(profiles.fullName)),
    db
      .select({ userId: attendees.userId, fullName: profiles.fullName, confirmedAt: attendees.confirmedAt })
      .from(attendees)
      .innerJoin(profiles, eq(profiles.id, attendees.userId))
      .where(eq(attendees.gameId, game.id))
      .orderBy(asc(profiles.fullName)),
    db
      .select({ userId: groupMembers.userId, fullName: profiles.fullName, role: groupMembers.role })
      .from(groupMembers)
      .innerJoin(profiles, eq(profiles.id, groupMembers.userId))
      .where(and(eq(groupMembers.groupId, game.groupId), isNull(groupMembers.deletedAt)))
      .orderBy(asc(profiles.fullName)),
    db
      .select({
        id: gameUpdates.id,
        updateType: gameUpdates.updateType,
        oldValue: gameUpdates.oldValue,
        newValue: gameUpdates.newValue,
        createdAt: gameUpdates.createdAt,
      })
      .from(gameUpdates)
      .where(
        and(
          eq(gameUpdates.gameId, game.id),
          gt(gameUpdates.createdAt, new Date(now.getTime() - UPDATE_WINDOW_MS)),
          sql`not (${access.userId}::uuid = any(${gameUpdates.seenBy}))`,
        ),
      )
      .orderBy(desc(gameUpdates.createdAt))
      .limit(1),
    db
      .select({ id: places.id, name: places.name, address: places.address })
      .from(places)
      .where(eq(places.id, game.placeId)),
  ]);
  const isAdmin = access.role === 'admin';
  return {
    game: {
      id: game.id,
      title: game.title,
      status: game.status,
      date: game.date,
      minPeopleRequired: game.minPeopleRequired,
      createdBy: game.createdBy,
      createdAt: game.createdAt,
      lastUpdatedAt: game.lastUpdatedAt,
      groupId: game.groupId,
      groupName: access.groupName,
      groupActive: access.groupActive,
      place: place ?? null,
    },
    me: {
      userId: access.userId,
      role: access.role,
      isCreator: access.isCreator,
      canEdit: canEditGame(game.status, access.isCreator, isAdmin),
      canDelete: canDeleteGame(game.status, access.isCreator),
    },
    options: options.map((option) => ({ ...option, rsvps: answers.filter((a) => a.optionId === option.id) })),
    attendees: present,
    members,
    update: update && game.lastUpdatedAt.getTime() > game.createdAt.getTime() ? update : null,
  };
}

/** The game and its rows go in one transaction; its photos' files once that has committed. */
export async function deleteGame(db: Db, access: AuthorizedGame, storage: FileStorage, now: Date) {
  if (!canDeleteGame(access.game.status, access.isCreator)) throw forbidden(gameMessages.deleteForbidden);
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
