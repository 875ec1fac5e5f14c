import { Hono } from 'hono';
import { z } from 'zod';
import { changeCurrencySchema, createGroupSchema, renameGroupSchema } from '../../../shared/groups';
import { authorizeAdmin, authorizeGroup } from '../../access/group';
import { type AuthedEnv, requireUser } from '../../auth/session';
import { validate } from '../../http/validate';
import type { RouteContext } from '../../route-context';
import {
  changeCurrency,
  createGroup,
  deleteGroup,
  groupDetail,
  listGroups,
  renameGroup,
  setGroupActive,
} from './service';

const groupParam = z.object({ groupId: z.string() });

export function groupRoutes({ auth, db, clock, storage }: RouteContext) {
  return new Hono<AuthedEnv>()
    .use(requireUser(auth))
    .get('/', async (c) => c.json({ groups: await listGroups(db, c.var.user.id) }))
    .post('/', validate('json', createGroupSchema), async (c) => {
      const group = await createGroup(db, c.var.user.id, c.req.valid('json'), clock());
      return c.json({ id: group.id }, 201);
    })
    .get('/:groupId', validate('param', groupParam), async (c) => {
      const access = await authorizeGroup(db, c.var.user.id, c.req.valid('param').groupId);
      return c.json(await groupDetail(db, access, clock()));
    })
    .patch('/:groupId', validate('param', groupParam), validate('json', renameGroupSchema), async (c) => {
      const access = await authorizeAdmin(db, c.var.user.id, c.req.valid('param').groupId);
      return c.json({ group: await renameGroup(db, access, c.req.valid('json').name) });
    })
    .put(
      '/:groupId/currency',
      validate('param', groupParam),
      validate('json', changeCurrencySchema),
      async (c) => {
        const access = await authorizeAdmin(db, c.var.user.id, c.req.valid('param').groupId);
        return c.json({ group: await changeCurrency(db, access, c.req.valid('json').currency) });
      },
    )
    .post('/:groupId/deactivate', validate('param', groupParam), async (c) => {
      const access = await authorizeAdmin(db, c.var.user.id, c.req.valid('param').groupId);
      return c.json({ group: await setGroupActive(db, access, false) });
    })
    .post('/:groupId/reactivate', validate('param', groupParam), async (c) => {
      const access = await authorizeAdmin(db, c.var.user.id, c.req.valid('param').groupId);
      return c.json({ group: await setGroupActive(db, access, true) });
    })
    .delete('/:groupId', validate('param', groupParam), async (c) => {
      const access = await authorizeAdmin(db, c.var.user.id, c.req.valid('param').groupId);
      await deleteGroup(db, access, storage, clock());
      return c.json({ deleted: true as const });
    });
}
