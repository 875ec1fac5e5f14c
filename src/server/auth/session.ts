import { createMiddleware } from 'hono/factory';
import { unauthenticated } from '../http/errors';
import type { Auth } from './auth';

type Session = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = Session['user'];

export interface AuthedEnv {
  Variables: { user: SessionUser; session: Session['session'] };
}

/** Resolves the session from the request's cookies; routes behind it see `c.var.user` or get a 401. */
export function requireUser(auth: Auth) {
  return createMiddleware<AuthedEnv>(async (c, next) => {
    const { headers, response: found } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    const setCookies = headers.getSetCookie();
    if (!found || found.session.expiresAt.getTime() <= Date.now()) throw unauthenticated();
    c.set('user', found.user);
    c.set('session', found.session);
    await next();
    // A lookup that extended the session re-sets its cookie, so the browser keeps it as long as the server does.
    for (const line of setCookies) c.header('set-cookie', line, { append: true });
  });
}
