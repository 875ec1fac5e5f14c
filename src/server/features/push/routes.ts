import { Hono } from 'hono';
import { pushEndpointSchema, pushKindSettingSchema, pushSubscriptionSchema } from '../../../shared/push';
import { type AuthedEnv, requireUser } from '../../auth/session';
import { validate } from '../../http/validate';
import { vapidKeys } from '../../notifications/vapid-keys';
import type { RouteContext } from '../../route-context';
import { pushKinds, removePushSubscription, savePushSubscription, setPushKind } from './service';

/**
 * Push on this browser (Profile → Notifications): the server's VAPID public key to subscribe with, this
 * browser's subscription saved or removed, and which kinds come as push on every device of the person's.
 */
export function pushRoutes({ auth, db, pushReach: reach }: RouteContext) {
  return new Hono<AuthedEnv>()
    .use(requireUser(auth))
    .get('/key', async (c) => c.json({ publicKey: (await vapidKeys(db)).publicKey }))
    .post('/subscriptions', validate('json', pushSubscriptionSchema), async (c) => {
      await savePushSubscription(db, c.var.user.id, c.req.valid('json'), c.req.header('user-agent'), reach);
      return c.body(null, 204);
    })
    .delete('/subscriptions', validate('json', pushEndpointSchema), async (c) => {
      await removePushSubscription(db, c.var.user.id, c.req.valid('json').endpoint);
      return c.body(null, 204);
    })
    .get('/kinds', async (c) => c.json({ push: await pushKinds(db, c.var.user.id) }))
    .put('/kinds', validate('json', pushKindSettingSchema), async (c) => {
      const { kind, enabled } = c.req.valid('json');
      await setPushKind(db, c.var.user.id, kind, enabled);
      return c.json({ push: await pushKinds(db, c.var.user.id) });
    });
}
