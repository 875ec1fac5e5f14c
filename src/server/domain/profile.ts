import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles } from '../db/schema';

export interface ProfileOwner {
  id: string;
  email: string;
  name?: string | null;
}

const DEFAULT_NAME = 'User';

/** Returns the user's profile, creating it from the e-mail and name on first use (spec 000 §4). */
export async function ensureProfile(db: Db, owner: ProfileOwner) {
  const fullName = owner.name?.trim() || DEFAULT_NAME;
  await db.insert(profiles).values({ id: owner.id, email: owner.email, fullName }).onConflictDoNothing();
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, owner.id));
  if (!profile) throw new Error(`profile for ${owner.id} could not be created`);
  return profile;
}
