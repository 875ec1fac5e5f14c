import { Hono } from 'hono';
import { z } from 'zod';
import { addGuestSchema } from '../../../shared/guests';
import { authorizeGame } from '../../access/game';
import type { AuthedEnv } from '../../auth/session';
import { validate } from '../../http/validate';
import type { RouteContext } from '../../route-context';
import { addGuest, removeGuest } from './service';

const gameParam = z.object({ gameId: z.string() });
const guestParam = z.object({ gameId: z.string(), guestId: z.string() });

/**
 * /api/games/:gameId/guests: a member going brings a guest; the host or an admin removes one. Mounted under the
 * game routes, whose session check runs first.
 */
export function gameGuestRoutes({ db, clock }: RouteContext) {
  return new Hono<AuthedEnv>()
    .post('/:gameId/guests', validate('param', gameParam), validate('json', addGuestSchema), async (c) => {
      const access = await authorizeGame(db, c.var.user.id, c.req.valid('param').gameId);
      return c.json({ guest: await addGuest(db, access, c.req.valid('json'), clock()) }, 201);
    })
    .delete('/:gameId/guests/:guestId', validate('param', guestParam), async (c) => {
      const { gameId, guestId } = c.req.valid('param');
      await removeGuest(db, await authorizeGame(db, c.var.user.id, gameId), guestId);
      return c.json({ deleted: true as const });
    });
}
