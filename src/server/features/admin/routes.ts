import { Hono } from 'hono';
import { adminFilterQuery } from '../../../shared/admin';
import type { Auth } from '../../auth/auth';
import { type AuthedEnv, requireUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { validate } from '../../http/validate';
import { adminGames, adminGroups, adminPlaces } from './service';

/**
 * The Admin Dashboard's data. The menu offers it to everyone (spec 000 §6), so each list holds only what
 * the caller may see: a group filter naming someone else's group simply matches nothing.
 */
export function adminRoutes(auth: Auth, db: Db) {
  return new Hono<AuthedEnv>()
    .use(requireUser(auth))
    .get('/groups', async (c) => c.json({ groups: await adminGroups(db, c.var.user.id) }))
    .get('/games', validate('query', adminFilterQuery), async (c) =>
      c.json({ games: await adminGames(db, c.var.user.id, c.req.valid('query').groupId) }),
    )
    .get('/places', validate('query', adminFilterQuery), async (c) =>
      c.json({ places: await adminPlaces(db, c.var.user.id, c.req.valid('query').groupId) }),
    );
}
