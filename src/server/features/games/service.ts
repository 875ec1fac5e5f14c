import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { canDeleteGame, canEditGame, gameMessages, UPDATE_WINDOW_MS } from '../../../shared/games';
import { wallClock } from '../../../shared/time';
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
import { attends, gamePeople, liveMembers, recordUpdate } from '../../notifications/record';
import type { FileStorage } from '../../storage/file-storage';
import { authorizeGroup } from '../groups/access';
import { deletePhotoRows } from '../photos/service';
import { type AuthorizedGame, requireActiveGroup } from './access';

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

export interface GameEdit {
  title: string;
  date: string;
  placeId: string;
  /** The editor's time zone decides whether a new instant changed the date, the time, or both. */
  timeZone: string;
}

/** Edits title, date, time and place; one game_updates row per changed field, and last_updated_at moves on. */
export async function editGame(db: Db, access: AuthorizedGame, edit: GameEdit, now: Date) {
  requireActiveGroup(access);
  const { game } = access;
  if (game.status === 'completed') throw new ApiError(409, 'GAME_COMPLETED', gameMessages.editCompleted);
  if (!canEditGame(game.status, access.isCreator, access.role === 'admin'))
    throw forbidden(gameMessages.editForbidden);
  if (edit.placeId !== game.placeId) await assertGroupPlace(db, game.groupId, edit.placeId);
  const date = new Date(edit.date);
  const before = wallClock(game.date, edit.timeZone);
  const after = wallClock(date, edit.timeZone);
  const placeNames = await db
    .select({ id: places.id, name: places.name })
    .from(places)
    .where(sql`${places.id} in (${game.placeId}, ${edit.placeId})`);
  const nameOf = (id: string) => placeNames.find((p) => p.id === id)?.name ?? null;
  const changes = [
    edit.title !== game.title && { updateType: 'title' as const, oldValue: game.title, newValue: edit.title },
    before.date !== after.date && {
      updateType: 'date' as const,
      oldValue: game.date.toISOString(),
      newValue: date.toISOString(),
    },
    before.time !== after.time && {
      updateType: 'time' as const,
      oldValue: game.date.toISOString(),
      newValue: date.toISOString(),
    },
    edit.placeId !== game.placeId && {
      updateType: 'place' as const,
      oldValue: nameOf(game.placeId),
      newValue: nameOf(edit.placeId),
    },
  ].filter((change) => change !== false);
  if (changes.length === 0) return { changed: 0 };
  const told = changes.filter((change) => change.updateType !== 'title');
  await db.transaction(async (tx) => {
    await tx
      .update(games)
      .set({
        title: edit.title,
        date,
        placeId: edit.placeId,
        lastUpdatedAt: now,
        calendarSequence: sql`${games.calendarSequence} + 1`,
      })
      .where(eq(games.id, game.id));
    // A poll's matching option moves with it, so the answers given stay attached.
    await tx
      .update(gameOptions)
      .set({ date, placeId: edit.placeId })
      .where(
        and(
          eq(gameOptions.gameId, game.id),
          eq(gameOptions.date, game.date),
          eq(gameOptions.placeId, game.placeId),
        ),
      );
    await tx
      .insert(gameUpdates)
      .values(
        changes.map((change) => ({ ...change, gameId: game.id, updatedBy: access.userId, createdAt: now })),
      );
    // Date, time and place are news to the people coming; a booked game's attendees also get the new invite.
    if (told.length > 0) {
      await recordUpdate(tx, {
        kind: 'game_changed',
        recipients: gamePeople(game.id),
        groupId: game.groupId,
        gameId: game.id,
        actorId: access.userId,
        data: {
          changes: told.map(({ updateType, oldValue, newValue }) => ({
            field: updateType as 'date' | 'time' | 'place',
            from: oldValue,
            to: newValue,
          })),
        },
        mailIf: game.status === 'confirmed' || game.status === 'booked' ? attends(game.id) : sql`false`,
        now,
      });
    }
  });
  return { changed: changes.length };
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
