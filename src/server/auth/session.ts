import { createMiddleware } from 'hono/factory';
import { unauthenticated } from '../http/errors';
import type { Auth } from './auth';
import type { SessionRecord, SessionUser } from './session-reader';

export type { SessionUser };

export interface AuthedEnv {
  Variables: { user: SessionUser; session: SessionRecord };
}

/** Resolves the session from the request's cookies; routes behind it see `c.var.user` or get a 401. */
export function requireUser(auth: Auth) {
  return createMiddleware<AuthedEnv>(async (c, next) => {
    const found = await auth.readSession(c.req.raw.headers);
    if (!found) throw unauthenticated();
    c.set('user', found.user);
    c.set('session', found.session);
    await next();
    // A lookup that extended the session re-sets its cookie, so the browser keeps it as long as the server does.
    for (const line of found.setCookies) c.header('set-cookie', line, { append: true });
  });
}
