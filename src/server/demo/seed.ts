import { count, eq, inArray } from 'drizzle-orm';
import type { Auth } from '../auth/auth';
import { GATE_COOKIE, mintGatePass } from '../auth/gate-token';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { groupMembers, groupPlaces, groups, places, profiles, user } from '../db/schema';

export const DEMO_PASSWORD = 'turnout-demo';

const people = [
  {
    name: 'Alex Rivera',
    email: 'alex@demo.turnout.test',
    venmoId: 'alex-rivera',
    zelleId: 'alex@demo.turnout.test',
  },
  { name: 'Blair Chen', email: 'blair@demo.turnout.test', venmoId: 'blairchen', zelleId: null },
  { name: 'Casey Morgan', email: 'casey@demo.turnout.test', venmoId: null, zelleId: '(415) 555-0134' },
  {
    name: 'Devon Patel',
    email: 'devon@demo.turnout.test',
    venmoId: 'devon-p',
    zelleId: 'devon@demo.turnout.test',
  },
] as const;

const demoPlaces = [
  {
    name: 'Golden Gate Park Courts',
    address: '501 Stanyan St, San Francisco, CA',
    costPerHourCents: 0,
    tags: ['Pickleball', 'Tennis'],
  },
  {
    name: 'Mission Bay Rec Center',
    address: '1675 Owens St, San Francisco, CA',
    costPerHourCents: 2400,
    tags: ['Pickleball', 'Basketball'],
    contactNumber: '415-555-0100',
  },
  {
    name: 'The Board Room Café',
    address: '900 Valencia St, San Francisco, CA',
    costPerHourCents: 1250,
    tags: ['Board games'],
  },
];

export const demoSignIn = { email: people[0].email, password: DEMO_PASSWORD };

/** Loads the demo (4 people, one group, three places) into an empty database; does nothing otherwise. */
export async function seedDemo(db: Db, auth: Auth, config: Config): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(user);
  if ((existing?.n ?? 0) > 0) return false;

  // Demo accounts are made through better-auth itself, holding a gate pass like any visitor would.
  const headers = new Headers({
    cookie: `${GATE_COOKIE}=${mintGatePass(config.authSecret, config.signupCode)}`,
  });
  for (const person of people) {
    await auth.api.signUpEmail({
      body: { name: person.name, email: person.email, password: DEMO_PASSWORD },
      headers,
    });
  }
  const users = await db
    .select()
    .from(user)
    .where(
      inArray(
        user.email,
        people.map((p) => p.email),
      ),
    );
  const idOf = (email: string) => {
    const found = users.find((u) => u.email === email);
    if (!found) throw new Error(`demo user ${email} missing`);
    return found.id;
  };

  await db.transaction(async (tx) => {
    for (const person of people) {
      await tx
        .update(profiles)
        .set({ venmoId: person.venmoId, zelleId: person.zelleId })
        .where(eq(profiles.id, idOf(person.email)));
    }
    const adminId = idOf(people[0].email);
    const [group] = await tx
      .insert(groups)
      .values({ name: 'Sunday Pickleball', createdBy: adminId })
      .returning();
    if (!group) throw new Error('demo group not created');
    await tx.insert(groupMembers).values(
      people.map((person, index) => ({
        groupId: group.id,
        userId: idOf(person.email),
        role: index === 0 ? ('admin' as const) : ('member' as const),
      })),
    );
    const placeRows = await tx
      .insert(places)
      .values(demoPlaces.map((place) => ({ ...place, createdBy: adminId })))
      .returning({ id: places.id });
    await tx
      .insert(groupPlaces)
      .values(placeRows.map((place) => ({ groupId: group.id, placeId: place.id, createdBy: adminId })));
  });
  return true;
}
