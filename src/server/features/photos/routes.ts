import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { gamePhotosQuery, photoMessages } from '../../../shared/photos';
import { type AuthorizedGame, authorizeGame } from '../../access/game';
import { type AuthedEnv, requireUser } from '../../auth/session';
import { cursorParam } from '../../db/keyset';
import { ApiError } from '../../http/errors';
import { BodyTooLargeError, spoolBody } from '../../http/upload-spool';
import { validate } from '../../http/validate';
import type { RouteContext } from '../../route-context';
import { isNoMemory, memoryRoom, NO_MEMORY_RETRY_SECONDS, noMemory } from './memory-room';
import {
  addPhoto,
  assertCanUpload,
  authorizePhoto,
  deletePhoto,
  listPhotos,
  openPhoto,
  type PhotoContext,
} from './service';

const gameParam = z.object({ gameId: z.string() });
/** ?limit= (spec 001 §7) and ?cursor= from the page before: its last photo's instant and storage key. */
const photosPageQuery = gamePhotosQuery.extend({
  cursor: cursorParam(['timestamptz', 'text']).optional(),
});
const photoParam = z.object({ photoId: z.string() });

/** What XMLHttpRequest sends for a File; a cross-site HTML form can send neither. */
const UPLOAD_TYPE = /^(application\/octet-stream|image\/[\w.+-]+)\s*(;|$)/i;

/** A photo's bytes never change at its address (a new upload is a new photo), so browsers may keep them. */
const IMAGE_CACHE = 'private, max-age=31536000, immutable';

/** What the photo services need of the app's context. */
const photoContext = ({ db, storage, config, clock }: RouteContext): PhotoContext => ({
  db,
  storage,
  settings: config.photos,
  clock,
});

type UploadEnv = { Variables: AuthedEnv['Variables'] & { game: AuthorizedGame } };

/**
 * An upload the process has no memory for gets 503 with a Retry-After, before its body is read when memory is
 * already short, else once its decode's turn comes: the process stays up and the sender is told to come back.
 */
const refusedForMemory = (c: Context) =>
  c.json(noMemory().toBody(), 503, { 'Retry-After': String(NO_MEMORY_RETRY_SECONDS) });

/** /api/games/:gameId/photos: the gallery and uploads; mounted inside the game routes (signed in). */
export function gamePhotoRoutes(context: RouteContext) {
  const ctx = { ...photoContext(context), room: memoryRoom(context.config.memoryLimitBytes) };
  // Who may upload, and whether the game has room, is settled before a byte of the body is read.
  const admitUpload = createMiddleware<UploadEnv>(async (c, next) => {
    const access = await authorizeGame(ctx.db, c.var.user.id, c.req.param('gameId') ?? '');
    await assertCanUpload(ctx, access);
    if (!UPLOAD_TYPE.test(c.req.header('content-type') ?? '')) {
      throw new ApiError(415, 'UNSUPPORTED_PHOTO_TYPE', photoMessages.unsupportedType);
    }
    // A declared length over the limit is refused at once; an undeclared one as soon as the stream passes it.
    if (Number(c.req.header('content-length') ?? 0) > ctx.settings.maxBytes) throw tooLarge();
    if (!ctx.room.admits()) return refusedForMemory(c);
    c.set('game', access);
    await next();
  });
  const tooLarge = () => new ApiError(413, 'PHOTO_TOO_LARGE', photoMessages.tooLarge(ctx.settings.maxBytes));

  return new Hono<AuthedEnv>()
    .get('/:gameId/photos', validate('param', gameParam), validate('query', photosPageQuery), async (c) => {
      const access = await authorizeGame(ctx.db, c.var.user.id, c.req.valid('param').gameId);
      return c.json(await listPhotos(ctx, access, c.req.valid('query')));
    })
    .post('/:gameId/photos', validate('param', gameParam), admitUpload, async (c) => {
      const body = await spoolBody(c.req.raw.body, ctx.settings.maxBytes).catch((error: unknown) => {
        throw error instanceof BodyTooLargeError ? tooLarge() : error;
      });
      try {
        return c.json({ photo: await addPhoto(ctx, c.var.game, body) }, 201);
      } catch (error) {
        if (isNoMemory(error)) return refusedForMemory(c);
        throw error;
      } finally {
        await body.remove();
      }
    });
}

/** /api/photos/:photoId: the image and its thumbnail, for members of the game's group only; deleting. */
export function photoRoutes(context: RouteContext) {
  const ctx = photoContext(context);
  const image = async (c: Context<AuthedEnv>, photoId: string, variant: 'full' | 'thumbnail') => {
    const { photo } = await authorizePhoto(ctx.db, c.var.user.id, photoId);
    const file = await openPhoto(ctx, photo, variant);
    return c.body(file.body, 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Cache-Control': IMAGE_CACHE,
    });
  };

  return new Hono<AuthedEnv>()
    .use(requireUser(context.auth))
    .get('/:photoId', validate('param', photoParam), (c) => image(c, c.req.valid('param').photoId, 'full'))
    .get('/:photoId/thumbnail', validate('param', photoParam), (c) =>
      image(c, c.req.valid('param').photoId, 'thumbnail'),
    )
    .delete('/:photoId', validate('param', photoParam), async (c) => {
      await deletePhoto(ctx, c.var.user.id, c.req.valid('param').photoId);
      return c.json({ deleted: true as const });
    });
}
