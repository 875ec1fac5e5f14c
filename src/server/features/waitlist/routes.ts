import { Hono } from 'hono';
import { waitlistSchema } from '../../../shared/waitlist';
import { CLIENT_IP_HEADER } from '../../auth/auth';
import { consumeRateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import type { RouteContext } from '../../route-context';
import { joinWaitlist } from './service';

/** The public landing page's waitlist: open to anyone, so rate limited per client address. */
export function waitlistRoutes({ config, db, clock }: RouteContext) {
  const rule = { max: config.rateLimit.waitlistMax, windowSeconds: config.rateLimit.windowSeconds };
  return new Hono().post('/', validate('json', waitlistSchema), async (c) => {
    const client = c.req.header(CLIENT_IP_HEADER) ?? 'unknown';
    await consumeRateLimit(db, `waitlist:${client}`, rule, clock());
    await joinWaitlist(db, c.req.valid('json'), clock());
    return c.json({ joined: true as const });
  });
}
