import { Hono } from 'hono';
import { type AuthedEnv, requireUser } from '../../auth/session';
import { validate } from '../../http/validate';
import type { RouteContext } from '../../route-context';
import { feedPage, feedQuery, markRead, markReadSchema, unreadCount } from './service';

/** The Updates feed: GET / (a page), GET /unread (the badge), POST /read (what the feed has shown). */
export function updateRoutes({ auth, db, clock }: RouteContext) {
  return new Hono<AuthedEnv>()
    .use(requireUser(auth))
    .get('/', validate('query', feedQuery), async (c) =>
      c.json(await feedPage(db, c.var.user.id, c.req.valid('query').before)),
    )
    .get('/unread', async (c) => c.json({ unread: await unreadCount(db, c.var.user.id) }))
    .post('/read', validate('json', markReadSchema), async (c) =>
      c.json(await markRead(db, c.var.user.id, c.req.valid('json').upTo, clock())),
    );
}
