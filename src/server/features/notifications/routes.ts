import { Hono } from 'hono';
import { z } from 'zod';
import { type AuthedEnv, requireUser } from '../../auth/session';
import { ApiError } from '../../http/errors';
import { validate } from '../../http/validate';
import { readUnsubscribeToken } from '../../notifications/unsubscribe-token';
import type { RouteContext } from '../../route-context';
import {
  mailSettingSchema,
  mailSettings,
  notificationMessages,
  setMailSetting,
  setTimeZone,
  timeZoneSchema,
} from './service';

/** Profile → Notifications: GET every mail kind's setting, PUT one. */
export function notificationSettingRoutes({ auth, db }: RouteContext) {
  return new Hono<AuthedEnv>()
    .use(requireUser(auth))
    .get('/', async (c) => c.json({ mail: await mailSettings(db, c.var.user.id) }))
    .put('/', validate('json', mailSettingSchema), async (c) => {
      const { kind, enabled } = c.req.valid('json');
      await setMailSetting(db, c.var.user.id, kind, enabled);
      return c.json({ mail: await mailSettings(db, c.var.user.id) });
    });
}

/** PUT: the zone the browser reports, so mails show times as the person's screens do. */
export function timeZoneRoutes({ auth, db }: RouteContext) {
  return new Hono<AuthedEnv>()
    .use(requireUser(auth))
    .put('/', validate('json', timeZoneSchema), async (c) => {
      await setTimeZone(db, c.var.user.id, c.req.valid('json').timeZone);
      return c.body(null, 204);
    });
}

const tokenQuery = z.object({ token: z.string().max(300).optional() });

/**
 * One-click unsubscribe (RFC 8058), no sign-in: the mail's List-Unsubscribe URL takes a POST (from the mail
 * provider, body `List-Unsubscribe=One-Click`, or from our /unsubscribe page); a GET never changes anything
 * (link scanners follow links) and opens that page. The signed token names the person and the kind.
 */
export function unsubscribeRoutes({ db, config }: RouteContext) {
  const read = (token: string | undefined) => {
    const target = readUnsubscribeToken(config.authSecret, token);
    if (!target) throw new ApiError(400, 'INVALID_TOKEN', notificationMessages.badToken);
    return target;
  };
  return new Hono()
    .get('/', validate('query', tokenQuery), (c) =>
      c.redirect(`/unsubscribe?token=${encodeURIComponent(c.req.valid('query').token ?? '')}`, 303),
    )
    .get('/preview', validate('query', tokenQuery), (c) =>
      c.json({ kind: read(c.req.valid('query').token).kind }),
    )
    .post('/', validate('query', tokenQuery), async (c) => {
      const { userId, kind } = read(c.req.valid('query').token);
      await setMailSetting(db, userId, kind, false);
      return c.json({ kind });
    });
}
