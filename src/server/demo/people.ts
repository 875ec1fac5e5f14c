import { inArray } from 'drizzle-orm';
import { type AuthServices, createAuth, defaultServices } from '../auth/auth';
import { GATE_COOKIE, mintGatePass } from '../auth/gate-token';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { session } from '../db/schema';
import { updateProfile } from '../features/profile/service';

const DEMO_PASSWORD = 'turnout-demo';

const people = {
  alex: {
    name: 'Alex Rivera',
    email: 'alex@demo.turnout.test',
    venmoId: 'alex-rivera',
    zelleId: 'alex@demo.turnout.test',
  },
  blair: {
    name: 'Blair Chen',
    email: 'blair@demo.turnout.test',
    venmoId: 'blairchen',
    zelleId: '(415) 555-0187',
  },
  casey: {
    name: 'Casey Morgan',
    email: 'casey@demo.turnout.test',
    venmoId: 'casey-morgan-sf',
    zelleId: '(415) 555-0134',
  },
  devon: {
    name: 'Devon Patel',
    email: 'devon@demo.turnout.test',
    venmoId: 'devon-p',
    zelleId: 'devon@demo.turnout.test',
  },
} as const;

type DemoPerson = keyof typeof people;
/** The demo people's user ids. */
export type DemoPeople = Record<DemoPerson, string>;

/** The demo user: the one whose sign-in is printed. */
export const demoSignIn = { email: people.alex.email, password: DEMO_PASSWORD };

/**
 * Signs the four people up through better-auth on `db` (the seed's transaction), holding a gate pass like
 * any visitor would, and saves their Venmo and Zelle ids through the profile service.
 */
export async function createPeople(
  db: Db,
  config: Config,
  now: Date,
  password?: AuthServices['password'],
): Promise<DemoPeople> {
  const auth = createAuth(config, db, { ...defaultServices(config), password });
  const headers = new Headers({
    cookie: `${GATE_COOKIE}=${mintGatePass(config.authSecret, config.signupCode)}`,
  });
  const ids: Partial<DemoPeople> = {};
  for (const [key, person] of Object.entries(people) as [DemoPerson, (typeof people)[DemoPerson]][]) {
    const { user } = await auth.api.signUpEmail({
      body: { name: person.name, email: person.email, password: DEMO_PASSWORD },
      headers,
    });
    await updateProfile(
      db,
      { id: user.id, email: user.email, name: user.name },
      { venmoId: person.venmoId, zelleId: person.zelleId },
      now,
    );
    ids[key] = user.id;
  }
  const all = ids as DemoPeople;
  // Signing up signs in; those sessions belong to no device and would show up in Profile's session list.
  await db.delete(session).where(inArray(session.userId, Object.values(all)));
  return all;
}
