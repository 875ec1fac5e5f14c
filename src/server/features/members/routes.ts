import { Hono } from 'hono';
import { z } from 'zod';
import { changeRoleSchema } from '../../../shared/members';
import { authorizeAdmin, authorizeGroup } from '../../access/group';
import type { AuthedEnv } from '../../auth/session';
import { validate } from '../../http/validate';
import type { RouteContext } from '../../route-context';
import { changeRole, leaveGroup, listMembers, removeMember } from './service';

const groupParam = z.object({ groupId: z.string() });
// Checked as a uuid by the service, so a malformed id is a 404 like any other unknown one.
const memberParam = z.object({ groupId: z.string(), memberId: z.string() });

/**
 * The members screen: the list for every member, role changes and removal for admins, leaving for anyone in
 * the group. Mounted inside the group routes, behind their session check.
 */
export function memberRoutes({ db, clock }: RouteContext) {
  return new Hono<AuthedEnv>()
    .get('/:groupId/members', validate('param', groupParam), async (c) => {
      const access = await authorizeGroup(db, c.var.user.id, c.req.valid('param').groupId);
      return c.json(await listMembers(db, access));
    })
    .patch(
      '/:groupId/members/:memberId',
      validate('param', memberParam),
      validate('json', changeRoleSchema),
      async (c) => {
        const { groupId, memberId } = c.req.valid('param');
        const access = await authorizeAdmin(db, c.var.user.id, groupId);
        return c.json({ member: await changeRole(db, access, memberId, c.req.valid('json').role) });
      },
    )
    .delete('/:groupId/members/:memberId', validate('param', memberParam), async (c) => {
      const { groupId, memberId } = c.req.valid('param');
      const access = await authorizeAdmin(db, c.var.user.id, groupId);
      await removeMember(db, access, memberId, clock());
      return c.json({ removed: true as const });
    })
    .post('/:groupId/leave', validate('param', groupParam), async (c) => {
      const access = await authorizeGroup(db, c.var.user.id, c.req.valid('param').groupId);
      await leaveGroup(db, access, clock());
      return c.json({ left: true as const });
    });
}
