import { Hono } from 'hono';
import { z } from 'zod';
import {
  createPlaceSchema,
  importPlacesSchema,
  linkPlaceSchema,
  placeFieldsSchema,
  placeMessages,
  placeSearchSchema,
  similarPlacesQuery,
  updatePlaceSchema,
} from '../../../shared/places';
import { authorizeAdmin, authorizeGroup } from '../../access/group';
import { type AuthedEnv, requireUser } from '../../auth/session';
import { ApiError } from '../../http/errors';
import { validate } from '../../http/validate';
import type { RouteContext } from '../../route-context';
import { importablePlaces, listGroupPlaces, listMyPlaces, placeCursor, placeWithGroups } from './lists';
import { removeOwnPlace, updateOwnPlace } from './own-places';
import { createPlace, groupPlace, linkPlaces, removeGroupPlace, updateGroupPlace } from './service';
import { similarPlaces } from './similar';

const placeParam = z.object({ placeId: z.uuid() });
const groupParam = z.object({ groupId: z.string() });
const groupPlaceParam = z.object({ groupId: z.string(), placeId: z.uuid() });
const pageQuery = z.object({ cursor: placeCursor.optional() });
/** A group's places, optionally only those whose name contains `q` (a place picker's search). */
const groupPlacesQuery = pageQuery.extend({ q: placeSearchSchema.optional() });

/**
 * /api/places: the user's places across groups, similar-place search, creation, and editing or removing a
 * place of their own (one in none of their groups).
 */
export function placeRoutes({ auth, db }: RouteContext) {
  return new Hono<AuthedEnv>()
    .use(requireUser(auth))
    .get('/', validate('query', pageQuery), async (c) =>
      c.json(await listMyPlaces(db, c.var.user.id, c.req.valid('query'))),
    )
    .get('/similar', validate('query', similarPlacesQuery), async (c) => {
      const { name, address } = c.req.valid('query');
      return c.json({ places: await similarPlaces(db, c.var.user.id, name, address) });
    })
    .get('/:placeId', validate('param', placeParam), async (c) =>
      c.json({ place: await placeWithGroups(db, c.var.user.id, c.req.valid('param').placeId) }),
    )
    .post('/', validate('json', createPlaceSchema), async (c) => {
      const { groupId, groupCostPerHourCents, ...fields } = c.req.valid('json');
      const group = groupId
        ? {
            // Adding to a group's shortlist is an admin's (spec 000 §6); a place of one's own is anyone's.
            access: await authorizeAdmin(db, c.var.user.id, groupId),
            costPerHourCents: groupCostPerHourCents,
          }
        : null;
      return c.json({ place: await createPlace(db, c.var.user.id, fields, group) }, 201);
    })
    .patch('/:placeId', validate('param', placeParam), validate('json', placeFieldsSchema), async (c) =>
      c.json(await updateOwnPlace(db, c.var.user.id, c.req.valid('param').placeId, c.req.valid('json'))),
    )
    .delete('/:placeId', validate('param', placeParam), async (c) => {
      await removeOwnPlace(db, c.var.user.id, c.req.valid('param').placeId);
      return c.json({ removed: true as const });
    });
}

/** /api/groups/:groupId/places: mounted inside the group routes, behind their session check. */
export function groupPlaceRoutes({ db }: RouteContext) {
  return new Hono<AuthedEnv>()
    .get(
      '/:groupId/places',
      validate('param', groupParam),
      validate('query', groupPlacesQuery),
      async (c) => {
        const access = await authorizeGroup(db, c.var.user.id, c.req.valid('param').groupId);
        return c.json(await listGroupPlaces(db, access, c.req.valid('query')));
      },
    )
    .get(
      '/:groupId/places/importable',
      validate('param', groupParam),
      validate('query', pageQuery.extend({ fromGroupId: z.string() })),
      async (c) => {
        const { fromGroupId, ...page } = c.req.valid('query');
        const access = await authorizeGroup(db, c.var.user.id, c.req.valid('param').groupId);
        const from = await authorizeGroup(db, c.var.user.id, fromGroupId);
        return c.json(await importablePlaces(db, access, from, page));
      },
    )
    .post(
      '/:groupId/places/link',
      validate('param', groupParam),
      validate('json', linkPlaceSchema),
      async (c) => {
        const access = await authorizeAdmin(db, c.var.user.id, c.req.valid('param').groupId);
        const { placeId, groupCostPerHourCents } = c.req.valid('json');
        const linked = await linkPlaces(db, access, [placeId], groupCostPerHourCents);
        if (linked.length === 0) throw new ApiError(409, 'ALREADY_IN_GROUP', placeMessages.alreadyInGroup);
        return c.json({ linked: [placeId] }, 201);
      },
    )
    .post(
      '/:groupId/places/import',
      validate('param', groupParam),
      validate('json', importPlacesSchema),
      async (c) => {
        const access = await authorizeAdmin(db, c.var.user.id, c.req.valid('param').groupId);
        const { fromGroupId, placeIds } = c.req.valid('json');
        await authorizeGroup(db, c.var.user.id, fromGroupId);
        const linked = await linkPlaces(db, access, placeIds);
        return c.json({ imported: linked.map((row) => row.placeId) }, 201);
      },
    )
    .get('/:groupId/places/:placeId', validate('param', groupPlaceParam), async (c) => {
      const { groupId, placeId } = c.req.valid('param');
      const access = await authorizeGroup(db, c.var.user.id, groupId);
      const row = await groupPlace(db, access, placeId);
      return c.json({ ...row, canEdit: access.role === 'admin' });
    })
    .patch(
      '/:groupId/places/:placeId',
      validate('param', groupPlaceParam),
      validate('json', updatePlaceSchema),
      async (c) => {
        const { groupId, placeId } = c.req.valid('param');
        const access = await authorizeAdmin(db, c.var.user.id, groupId);
        const { groupCostPerHourCents, ...fields } = c.req.valid('json');
        return c.json(await updateGroupPlace(db, access, placeId, fields, groupCostPerHourCents));
      },
    )
    .delete('/:groupId/places/:placeId', validate('param', groupPlaceParam), async (c) => {
      const { groupId, placeId } = c.req.valid('param');
      const access = await authorizeAdmin(db, c.var.user.id, groupId);
      await removeGroupPlace(db, access, placeId);
      return c.json({ removed: true as const });
    });
}
