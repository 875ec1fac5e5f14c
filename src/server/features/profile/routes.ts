import { Hono } from 'hono';
import { isSupportedLocale } from '../../../shared/i18n/locales';
import { updateProfileSchema } from '../../../shared/profile';
import { type AuthedEnv, requireUser } from '../../auth/session';
import { ensureProfile } from '../../domain/profile';
import { validate } from '../../http/validate';
import type { RouteContext } from '../../route-context';
import { updateProfile } from './service';

type Profile = Awaited<ReturnType<typeof ensureProfile>>;

const profileView = (profile: Profile) => ({
  id: profile.id,
  email: profile.email,
  fullName: profile.fullName,
  avatarUrl: profile.avatarUrl,
  venmoId: profile.venmoId,
  zelleId: profile.zelleId,
  paypalMe: profile.paypalMe,
  revolutUsername: profile.revolutUsername,
  cashtag: profile.cashtag,
  upiId: profile.upiId,
  pixKey: profile.pixKey,
  bankHolder: profile.bankHolder,
  iban: profile.iban,
  timeZone: profile.timeZone,
  locale: isSupportedLocale(profile.locale) ? profile.locale : null,
});

export function meRoutes({ auth, db, clock }: RouteContext) {
  return new Hono<AuthedEnv>()
    .use(requireUser(auth))
    .get('/', async (c) => {
      const user = c.var.user;
      const profile = await ensureProfile(db, user);
      return c.json({ user: { id: user.id, email: user.email }, profile: profileView(profile) });
    })
    .patch('/', validate('json', updateProfileSchema), async (c) => {
      const user = c.var.user;
      const { email: _readOnly, ...changes } = c.req.valid('json');
      const profile = await updateProfile(db, user, changes, clock());
      return c.json({ user: { id: user.id, email: user.email }, profile: profileView(profile) });
    });
}
