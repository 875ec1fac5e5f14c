import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import { type AuthedEnv, requireUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { ensureProfile } from './service';

export function meRoutes(auth: Auth, db: Db) {
  return new Hono<AuthedEnv>().use(requireUser(auth)).get('/', async (c) => {
    const user = c.var.user;
    const profile = await ensureProfile(db, user);
    return c.json({
      user: { id: user.id, email: user.email },
      profile: {
        id: profile.id,
        email: profile.email,
        fullName: profile.fullName,
        avatarUrl: profile.avatarUrl,
        venmoId: profile.venmoId,
        zelleId: profile.zelleId,
      },
    });
  });
}
