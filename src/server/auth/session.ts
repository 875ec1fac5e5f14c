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
    const headers = c.req.raw.headers;
    const found = await c.var.readCache.read(`session:${headers.get('cookie') ?? ''}`, () =>
      auth.api.getSession({ headers }),
    );
    if (!found || found.session.expiresAt.getTime() <= Date.now()) throw unauthenticated();
    c.set('user', found.user);
    c.set('session', found.session);
    await next();
  });
}
