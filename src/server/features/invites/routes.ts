import { Hono } from 'hono';
import { z } from 'zod';
import {
  addDays,
  generateInviteSchema,
  INVITE_VALIDITY_DAYS,
  joinCodeSchema,
  joinMessages,
} from '../../../shared/groups';
import { authorizeAdmin, authorizeGroup } from '../../access/group';
import type { AuthedEnv } from '../../auth/session';
import { notFound } from '../../http/errors';
import { isUuid, validate } from '../../http/validate';
import type { RouteContext } from '../../route-context';
import {
  currentInvite,
  expireInvites,
  generateInvite,
  joinPreview,
  joinWithCode,
  setInviteExpiry,
} from './service';

const groupParam = z.object({ groupId: z.string() });

/** The group's invite (read by members, managed by admins) and the join flow for anyone signed in who has the link; mounted inside the
 * group routes, behind their session check. */
export function inviteRoutes({ db, config, clock }: RouteContext) {
  const origin = config.publicUrl;
  const admin = (c: { var: { user: { id: string } } }, groupId: string) =>
    authorizeAdmin(db, c.var.user.id, groupId);
  return (
    new Hono<AuthedEnv>()
      // Every member sees the current code and link to pass on (spec 000 §5); changing them is for admins.
      .get('/:groupId/invite', validate('param', groupParam), async (c) => {
        const access = await authorizeGroup(db, c.var.user.id, c.req.valid('param').groupId);
        return c.json(await currentInvite(db, access, origin, clock()));
      })
      .post(
        '/:groupId/invite',
        validate('param', groupParam),
        validate('json', generateInviteSchema),
        async (c) => {
          const access = await admin(c, c.req.valid('param').groupId);
          const now = clock();
          return c.json(
            await generateInvite(db, access, c.req.valid('json').maxUses ?? null, origin, now),
            201,
          );
        },
      )
      .post('/:groupId/invite/extend', validate('param', groupParam), async (c) => {
        const access = await admin(c, c.req.valid('param').groupId);
        const now = clock();
        return c.json(await setInviteExpiry(db, access, addDays(now, INVITE_VALIDITY_DAYS), origin, now));
      })
      .post('/:groupId/invite/expire', validate('param', groupParam), async (c) => {
        const access = await admin(c, c.req.valid('param').groupId);
        const now = clock();
        return c.json(await expireInvites(db, access, origin, now));
      })
      .get('/:groupId/join', validate('param', groupParam), async (c) => {
        const { groupId } = c.req.valid('param');
        if (!isUuid(groupId)) throw notFound(joinMessages.groupMissing);
        return c.json(await joinPreview(db, groupId, c.var.user.id));
      })
      .post('/:groupId/join', validate('param', groupParam), validate('json', joinCodeSchema), async (c) => {
        const { groupId } = c.req.valid('param');
        if (!isUuid(groupId)) throw notFound(joinMessages.groupMissing);
        return c.json(await joinWithCode(db, groupId, c.var.user.id, c.req.valid('json').code, clock()));
      })
  );
}
