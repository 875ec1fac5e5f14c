import { and, eq, sql } from 'drizzle-orm';
import { canEditGame, gameMessages } from '../../../shared/games';
import { wallClock } from '../../../shared/time';
import { type AuthorizedGame, requireActiveGroup } from '../../access/game';
import type { Db } from '../../db/client';
import { gameOptions, games, gameUpdates, places } from '../../db/schema';
import { ApiError, forbidden, pgErrorCode } from '../../http/errors';
import { attends, gamePeople, recordUpdate } from '../../notifications/record';
import { promoteAfterNewMaximum } from './capacity';
import { assertGroupPlace, refusePastOption } from './service';

export interface GameEdit {
  title: string;
  date: string;
  placeId: string;
  durationMinutes?: number;
  maxPeople?: number | null;
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
  const durationMinutes = edit.durationMinutes ?? game.durationMinutes;
  const maxPeople = edit.maxPeople === undefined ? game.maxPeople : edit.maxPeople;
  if (maxPeople !== null && maxPeople < game.minPeopleRequired) {
    const message = gameMessages.maxBelowMin(game.minPeopleRequired);
    throw new ApiError(400, 'VALIDATION_FAILED', message, { maxPeople: message });
  }
  // Duration and capacity are settings, not news: saved without an update entry.
  const settingsChanged = durationMinutes !== game.durationMinutes || maxPeople !== game.maxPeople;
  const date = new Date(edit.date);
  // Moving a poll's date moves its option: not onto a time already passed; an unchanged date may stay.
  if (game.status === 'poll' && date.getTime() !== game.date.getTime()) refusePastOption(date, now);
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
  if (changes.length === 0 && !settingsChanged) return { changed: 0 };
  const told = changes.filter((change) => change.updateType !== 'title');
  // A weekly series has one game per date (games_series_date_uq): moving onto another week's date is refused.
  await db
    .transaction(async (tx) => {
      await tx
        .update(games)
        .set({
          title: edit.title,
          date,
          placeId: edit.placeId,
          durationMinutes,
          maxPeople,
          ...(changes.length > 0 && {
            lastUpdatedAt: now,
            calendarSequence: sql`${games.calendarSequence} + 1`,
          }),
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
      if (maxPeople !== game.maxPeople) {
        await promoteAfterNewMaximum(tx, game.id, game.maxPeople, access.userId, now);
      }
      if (changes.length > 0) {
        await tx.insert(gameUpdates).values(
          changes.map((change) => ({
            ...change,
            gameId: game.id,
            updatedBy: access.userId,
            // The editor knows what they changed: the notice is for everyone else.
            seenBy: [access.userId],
            createdAt: now,
          })),
        );
      }
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
    })
    .catch((error: unknown) => {
      if (pgErrorCode(error) === '23505')
        throw new ApiError(409, 'SERIES_DATE_TAKEN', gameMessages.seriesDateTaken);
      throw error;
    });
  return { changed: changes.length + Number(settingsChanged) };
}
