import { eq } from 'drizzle-orm';
import type { Locale } from '../../../shared/i18n/locales';
import type { PayAccounts } from '../../../shared/pay-links';
import type { Db } from '../../db/client';
import { profiles, user } from '../../db/schema';
import { ensureProfile, type ProfileOwner } from '../../domain/profile';

/** The ways to pay beyond Venmo and Zelle, each saved as given (null clears it). */
const PAY_ACCOUNT_FIELDS = [
  'paypalMe',
  'revolutUsername',
  'cashtag',
  'upiId',
  'pixKey',
  'bankHolder',
  'iban',
] as const satisfies readonly (keyof PayAccounts)[];

export interface ProfileChanges extends Partial<PayAccounts> {
  fullName?: string;
  venmoId?: string | null;
  zelleId?: string | null;
  locale?: Locale | null;
}

/**
 * Saves the profile's editable fields (spec 000 §7: full_name, venmo_id, zelle_id; the language; the ways to
 * pay beyond Venmo and Zelle). The name is also better-auth's user.name, which the session carries, so both
 * change in one transaction; the payment ids are what Settle Up offers to people who owe this user.
 */
export async function updateProfile(db: Db, owner: ProfileOwner, changes: ProfileChanges, now: Date) {
  const current = await ensureProfile(db, owner);
  const values: Partial<typeof profiles.$inferInsert> = {};
  if (changes.fullName !== undefined) values.fullName = changes.fullName;
  if (changes.venmoId !== undefined) values.venmoId = changes.venmoId;
  if (changes.zelleId !== undefined) values.zelleId = changes.zelleId;
  if (changes.locale !== undefined) values.locale = changes.locale;
  for (const field of PAY_ACCOUNT_FIELDS) {
    if (changes[field] !== undefined) values[field] = changes[field];
  }
  // Removing the IBAN removes the bank account, its holder's name with it.
  if (changes.iban === null) values.bankHolder = null;
  if (Object.keys(values).length === 0) return current;
  return db.transaction(async (tx) => {
    const [profile] = await tx.update(profiles).set(values).where(eq(profiles.id, owner.id)).returning();
    if (changes.fullName !== undefined) {
      await tx.update(user).set({ name: changes.fullName, updatedAt: now }).where(eq(user.id, owner.id));
    }
    return profile ?? current;
  });
}
