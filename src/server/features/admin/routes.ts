import { Hono } from 'hono';
import { z } from 'zod';
import { adminFilterQuery } from '../../../shared/admin';
import { type AuthedEnv, requireUser } from '../../auth/session';
import { validate } from '../../http/validate';
import type { RouteContext } from '../../route-context';
import { adminCursors, adminGames, adminGroups, adminPlaces } from './service';

const groupsQuery = z.object({ cursor: adminCursors.groups.optional() });
const gamesQuery = adminFilterQuery.extend({ cursor: adminCursors.games.optional() });
const placesQuery = adminFilterQuery.extend({ cursor: adminCursors.places.optional() });

/**
 * The Admin Dashboard's data, each tab a page at a time. The menu offers it to everyone (spec 000 §6), so
 * each list holds only what the caller may see: a group filter naming someone else's group simply matches
 * nothing.
 */
export function adminRoutes({ auth, db }: RouteContext) {
  return new Hono<AuthedEnv>()
    .use(requireUser(auth))
    .get('/groups', validate('query', groupsQuery), async (c) =>
      c.json(await adminGroups(db, c.var.user.id, c.req.valid('query').cursor)),
    )
    .get('/games', validate('query', gamesQuery), async (c) => {
      const { groupId, cursor } = c.req.valid('query');
      return c.json(await adminGames(db, c.var.user.id, groupId, cursor));
    })
    .get('/places', validate('query', placesQuery), async (c) => {
      const { groupId, cursor } = c.req.valid('query');
      return c.json(await adminPlaces(db, c.var.user.id, groupId, cursor));
    });
}
