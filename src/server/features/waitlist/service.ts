import type { Db } from '../../db/client';
import { waitlist } from '../../db/schema';

export interface WaitlistEntry {
  email: string;
  interest: string | null;
}

/**
 * Adds the e-mail to the waitlist once. A second sign-up with the same address (in any letter case) is
 * absorbed by the unique index in the same single statement, so the caller cannot tell, by answer or by
 * timing, whether the address was already there; the first interest given is kept.
 */
export async function joinWaitlist(db: Db, entry: WaitlistEntry, now: Date): Promise<void> {
  await db
    .insert(waitlist)
    .values({ email: entry.email, interest: entry.interest, createdAt: now })
    .onConflictDoNothing();
}
