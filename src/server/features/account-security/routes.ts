import { Hono } from 'hono';
import { type AuthedEnv, requireUser } from '../../auth/session';
import { notFound } from '../../http/errors';
import { isUuid } from '../../http/validate';
import type { RouteContext } from '../../route-context';
import { listSessions, revokeOtherSessions, revokeSession, SESSION_NOT_FOUND } from './service';

/** The signed-in user's sessions: list them, end one, end all others, end all (signing out here too). */
export function accountRoutes({ auth, db }: RouteContext) {
  return new Hono<AuthedEnv>()
    .use(requireUser(auth))
    .get('/sessions', async (c) => {
      // Session expiry is better-auth's, which reads the system clock, so this does too.
      const sessions = await listSessions(db, c.var.user.id, c.var.session.id, new Date());
      return c.json({ sessions });
    })
    .delete('/sessions/:sessionId', async (c) => {
      const { sessionId } = c.req.param();
      if (!isUuid(sessionId)) throw notFound(SESSION_NOT_FOUND);
      await revokeSession(db, c.var.user.id, sessionId);
      return c.json({ revoked: 1, signedOut: sessionId === c.var.session.id });
    })
    .post('/sessions/revoke-others', async (c) => {
      const revoked = await revokeOtherSessions(db, c.var.user.id, c.var.session.id);
      return c.json({ revoked, signedOut: false });
    })
    .post('/sessions/revoke-all', async (c) => {
      const revoked = await revokeOtherSessions(db, c.var.user.id, c.var.session.id);
      // better-auth ends this session itself, so its cookies are cleared the way it set them.
      const { headers } = await auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
      for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
      return c.json({ revoked: revoked + 1, signedOut: true });
    });
}
