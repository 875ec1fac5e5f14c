import { Hono } from 'hono';
import { z } from 'zod';
import {
  addOptionSchema,
  attendanceSchema,
  bookSchema,
  createGameSchema,
  editGameSchema,
  gamesQuery,
  rsvpSchema,
} from '../../../shared/games';
import { repeatSchema } from '../../../shared/series';
import { authorizeGame } from '../../access/game';
import { type AuthedEnv, requireUser } from '../../auth/session';
import { validate } from '../../http/validate';
import type { RouteContext } from '../../route-context';
import { gameDetail } from './detail';
import { editGame } from './edit';
import { bookGame, changeStatus, setAttendance } from './lifecycle';
import { gamesCursor, listGames } from './list';
import { addOption, setRsvp } from './rsvp';
import { repeatGame, stopRepeating } from './series';
import { acknowledgeUpdate, createGame, deleteGame } from './service';

const gameParam = z.object({ gameId: z.string() });
/** A cursor continues one section's pages, so it comes with the section it was given for. */
const listQuery = gamesQuery
  .extend({ cursor: gamesCursor.optional() })
  .refine((query) => !query.cursor || query.section, { path: ['cursor'], message: 'Invalid cursor.' });
const updateParam = z.object({ gameId: z.string(), updateId: z.uuid() });

export function gameRoutes({ auth, db, clock, storage }: RouteContext) {
  const game = (c: { var: { user: { id: string } } }, gameId: string) =>
    authorizeGame(db, c.var.user.id, gameId);
  return new Hono<AuthedEnv>()
    .use(requireUser(auth))
    .get('/', validate('query', listQuery), async (c) =>
      c.json(await listGames(db, c.var.user.id, c.req.valid('query'), clock())),
    )
    .post('/', validate('json', createGameSchema), async (c) => {
      const created = await createGame(db, c.var.user.id, c.req.valid('json'), clock());
      return c.json({ id: created.id }, 201);
    })
    .get('/:gameId', validate('param', gameParam), async (c) => {
      const access = await game(c, c.req.valid('param').gameId);
      return c.json(await gameDetail(db, access, clock()));
    })
    .patch('/:gameId', validate('param', gameParam), validate('json', editGameSchema), async (c) => {
      const access = await game(c, c.req.valid('param').gameId);
      return c.json(await editGame(db, access, c.req.valid('json'), clock()));
    })
    .delete('/:gameId', validate('param', gameParam), async (c) => {
      await deleteGame(db, await game(c, c.req.valid('param').gameId), storage, clock());
      return c.json({ deleted: true as const });
    })
    .post('/:gameId/options', validate('param', gameParam), validate('json', addOptionSchema), async (c) => {
      const access = await game(c, c.req.valid('param').gameId);
      return c.json({ option: await addOption(db, access, c.req.valid('json'), clock()) }, 201);
    })
    .put('/:gameId/rsvp', validate('param', gameParam), validate('json', rsvpSchema), async (c) => {
      const access = await game(c, c.req.valid('param').gameId);
      return c.json(await setRsvp(db, access, c.req.valid('json'), clock()));
    })
    .put(
      '/:gameId/attendance',
      validate('param', gameParam),
      validate('json', attendanceSchema),
      async (c) => {
        const access = await game(c, c.req.valid('param').gameId);
        const { userId, attending } = c.req.valid('json');
        await setAttendance(db, access, userId ?? access.userId, attending, clock());
        return c.json({ attending });
      },
    )
    .post('/:gameId/book', validate('param', gameParam), validate('json', bookSchema), async (c) => {
      const access = await game(c, c.req.valid('param').gameId);
      return c.json(await bookGame(db, access, c.req.valid('json').optionId, clock()));
    })
    .post('/:gameId/mark-booked', validate('param', gameParam), async (c) =>
      c.json(await changeStatus(db, await game(c, c.req.valid('param').gameId), 'markBooked', clock())),
    )
    .post('/:gameId/complete', validate('param', gameParam), async (c) =>
      c.json(await changeStatus(db, await game(c, c.req.valid('param').gameId), 'complete', clock())),
    )
    .post('/:gameId/revert', validate('param', gameParam), async (c) =>
      c.json(await changeStatus(db, await game(c, c.req.valid('param').gameId), 'revert', clock())),
    )
    .post('/:gameId/repeat', validate('param', gameParam), validate('json', repeatSchema), async (c) => {
      const access = await game(c, c.req.valid('param').gameId);
      return c.json(await repeatGame(db, access, c.req.valid('json').timeZone, clock()));
    })
    .post('/:gameId/stop-repeating', validate('param', gameParam), async (c) =>
      c.json(await stopRepeating(db, await game(c, c.req.valid('param').gameId), clock())),
    )
    .post('/:gameId/updates/:updateId/seen', validate('param', updateParam), async (c) => {
      const { gameId, updateId } = c.req.valid('param');
      await acknowledgeUpdate(db, await game(c, gameId), updateId);
      return c.json({ seen: true as const });
    });
}
