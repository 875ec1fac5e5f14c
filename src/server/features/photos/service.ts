import { and, eq, sql } from 'drizzle-orm';
import { gameMessages } from '../../../shared/games';
import { photoMessages } from '../../../shared/photos';
import { type AuthorizedGame, authorizeGame, requireActiveGroup } from '../../access/game';
import type { Db } from '../../db/client';
import { keyset, pageOf } from '../../db/keyset';
import { gamePhotos, games, profiles } from '../../db/schema';
import { ApiError, forbidden, notFound, pgErrorCode } from '../../http/errors';
import type { SpooledBody } from '../../http/upload-spool';
import { isUuid } from '../../http/validate';
import { type FileStorage, KeyTakenError } from '../../storage/file-storage';
import { type ProcessedPhoto, processPhoto } from './image';
import type { MemoryRoom } from './memory-room';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface PhotoSettings {
  maxBytes: number;
  /** null: no limit (the spec leaves the value open). */
  maxPerGame: number | null;
}

/** What the photo services need besides the database: where files live, the limits, the time. */
export interface PhotoContext {
  db: Db;
  storage: FileStorage;
  settings: PhotoSettings;
  clock: () => Date;
  /** Room for decodes under the memory limit; without it (the demo's seed) photos are decoded regardless. */
  room?: MemoryRoom;
}

type PhotoRow = typeof gamePhotos.$inferSelect;

/** Spec 001 §7's path, built only from the game id and a time: no part of it comes from the uploader. */
const photoKey = (gameId: string, timestamp: number, extension: string) =>
  `game-photos/${gameId}_${timestamp}.${extension}`;
const thumbnailKey = (gameId: string, timestamp: number) =>
  `game-photos/thumbnails/${gameId}_${timestamp}.webp`;

function toView(
  row: Pick<PhotoRow, 'id' | 'uploadedBy' | 'width' | 'height' | 'createdAt'>,
  access: AuthorizedGame,
) {
  return {
    id: row.id,
    url: `/api/photos/${row.id}`,
    thumbnailUrl: `/api/photos/${row.id}/thumbnail`,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt,
    uploadedBy: row.uploadedBy,
    canDelete: row.uploadedBy === access.userId || access.role === 'admin',
  };
}

/**
 * The game's photos, newest first (the storage key, which carries the upload's timestamp, orders photos of
 * the same instant), read by game_photos_game_page_idx.
 */
const photoKeys = keyset([
  { value: gamePhotos.createdAt, order: 'desc', type: 'timestamptz' },
  { value: gamePhotos.storageKey, order: 'desc', type: 'text' },
]);

/**
 * A page of the game's photos with each uploader's name; the total over all of them (not the page), and the
 * limits the client checks. Two statements.
 */
export async function listPhotos(
  ctx: PhotoContext,
  access: AuthorizedGame,
  page: { limit: number; cursor?: string[] },
) {
  const [rows, total] = await Promise.all([
    ctx.db
      .select({
        id: gamePhotos.id,
        uploadedBy: gamePhotos.uploadedBy,
        width: gamePhotos.width,
        height: gamePhotos.height,
        createdAt: gamePhotos.createdAt,
        uploaderName: profiles.fullName,
        cursor: photoKeys.cursor,
      })
      .from(gamePhotos)
      .leftJoin(profiles, eq(profiles.id, gamePhotos.uploadedBy))
      .where(and(eq(gamePhotos.gameId, access.game.id), photoKeys.after(page.cursor)))
      .orderBy(...photoKeys.orderBy)
      .limit(page.limit + 1),
    photoCount(ctx.db, access.game.id),
  ]);
  const { rows: photos, nextCursor } = pageOf(rows, page.limit);
  return {
    photos: photos.map((row) => ({ ...toView(row, access), uploaderName: row.uploaderName })),
    nextCursor,
    total,
    limits: ctx.settings,
    canUpload: access.groupActive && (ctx.settings.maxPerGame === null || total < ctx.settings.maxPerGame),
  };
}

async function photoCount(db: Db | Tx, gameId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(gamePhotos)
    .where(eq(gamePhotos.gameId, gameId));
  return row?.n ?? 0;
}

/** Refuses an upload before its body is read when the group is inactive or the game is full. */
export async function assertCanUpload(ctx: PhotoContext, access: AuthorizedGame) {
  requireActiveGroup(access);
  const max = ctx.settings.maxPerGame;
  if (max !== null && (await photoCount(ctx.db, access.game.id)) >= max) throw limitReached(max);
}

const limitReached = (max: number) =>
  new ApiError(409, 'PHOTO_LIMIT_REACHED', photoMessages.limitReached(max));

/** Stores the full image under the first free key from now on; parallel uploads to one game never collide. */
async function storeFull(storage: FileStorage, gameId: string, now: Date, image: ProcessedPhoto['full']) {
  const start = now.getTime();
  for (let timestamp = start; timestamp < start + 10_000; timestamp++) {
    try {
      const key = photoKey(gameId, timestamp, image.extension);
      await storage.create(key, image.data, image.contentType);
      return { key, timestamp };
    } catch (error) {
      if (!(error instanceof KeyTakenError)) throw error;
    }
  }
  throw new Error(`no free photo key for game ${gameId} near ${start}`);
}

/**
 * Re-encodes the upload, stores image and thumbnail, then records the row — under a lock on the game, so
 * the count limit holds against parallel uploads. Whatever fails, the files written so far are removed:
 * no file without its row, no row without its files.
 */
export async function addPhoto(ctx: PhotoContext, access: AuthorizedGame, upload: SpooledBody) {
  if (upload.bytes === 0) throw new ApiError(400, 'NO_PHOTO', photoMessages.noFile);
  const image = await processPhoto(upload.file, ctx.room);
  const now = ctx.clock();
  const gameId = access.game.id;
  const written: string[] = [];
  try {
    const { key, timestamp } = await storeFull(ctx.storage, gameId, now, image.full);
    written.push(key);
    const thumbKey = thumbnailKey(gameId, timestamp);
    await ctx.storage.create(thumbKey, image.thumbnail.data, image.thumbnail.contentType);
    written.push(thumbKey);
    const row = await ctx.db.transaction(async (tx) => {
      const [game] = await tx
        .select({ id: games.id })
        .from(games)
        .where(eq(games.id, gameId))
        .for('no key update');
      if (!game) throw notFound(gameMessages.notFound);
      const max = ctx.settings.maxPerGame;
      if (max !== null && (await photoCount(tx, gameId)) >= max) throw limitReached(max);
      const [inserted] = await tx
        .insert(gamePhotos)
        .values({
          gameId,
          uploadedBy: access.userId,
          storageKey: key,
          thumbnailKey: thumbKey,
          contentType: image.full.contentType,
          width: image.full.width,
          height: image.full.height,
          bytes: image.full.data.length,
          createdAt: now,
        })
        .returning();
      if (!inserted) throw new Error('photo insert returned nothing');
      return inserted;
    });
    return toView(row, access);
  } catch (error) {
    await ctx.storage.remove(written);
    // The game went away while its photo was being processed.
    if (pgErrorCode(error) === '23503') throw notFound(gameMessages.notFound);
    throw error;
  }
}

/** The photo and proof that the caller may see its game (404 for everyone else, its existence unrevealed). */
export async function authorizePhoto(db: Db, userId: string, photoId: string) {
  const [photo] = isUuid(photoId) ? await db.select().from(gamePhotos).where(eq(gamePhotos.id, photoId)) : [];
  if (!photo) throw notFound(photoMessages.notFound);
  const access = await authorizeGame(db, userId, photo.gameId).catch((error: unknown) => {
    throw error instanceof ApiError && error.status === 404 ? notFound(photoMessages.notFound) : error;
  });
  return { photo, access };
}

/** The stored image or its thumbnail, streamed. */
export async function openPhoto(ctx: PhotoContext, photo: PhotoRow, variant: 'full' | 'thumbnail') {
  const file = await ctx.storage.open(variant === 'full' ? photo.storageKey : photo.thumbnailKey);
  if (!file) throw notFound(photoMessages.notFound);
  return { ...file, contentType: variant === 'full' ? photo.contentType : 'image/webp' };
}

/** Its uploader or a group admin deletes a photo; the row goes first, then its files. */
export async function deletePhoto(ctx: PhotoContext, userId: string, photoId: string) {
  const { photo, access } = await authorizePhoto(ctx.db, userId, photoId);
  if (photo.uploadedBy !== userId && access.role !== 'admin') throw forbidden(photoMessages.notYours);
  const deleted = await ctx.db
    .delete(gamePhotos)
    .where(eq(gamePhotos.id, photo.id))
    .returning({ storageKey: gamePhotos.storageKey, thumbnailKey: gamePhotos.thumbnailKey });
  await ctx.storage.remove(deleted.flatMap((row) => [row.storageKey, row.thumbnailKey]));
}
