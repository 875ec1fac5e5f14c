import { z } from 'zod';
import { defineMessages, englishOf } from './i18n/define';
import { localeSchema } from './i18n/locale-schema';
import { checkBankAccountPair, payIdFields, optionalPayId as paymentId } from './pay-ids';

/** Spec 000 §2, §5 and §8: the profile form's texts. */
export const profileText = defineMessages({
  saved: { id: 'profile.saved', defaultMessage: 'Profile updated successfully!' },
  saveFailed: { id: 'profile.saveFailed', defaultMessage: 'Error updating profile. Please try again.' },
  emailReadOnly: { id: 'profile.emailReadOnly', defaultMessage: 'Email cannot be changed' },
  venmoHint: { id: 'profile.venmoHint', defaultMessage: 'Used for expense settlements' },
  nameRequired: { id: 'profile.nameRequired', defaultMessage: 'Full name is required' },
  nameTooLong: { id: 'profile.nameTooLong', defaultMessage: 'Full name is too long' },
  venmoInvalid: {
    id: 'profile.venmoInvalid',
    defaultMessage: 'Enter a Venmo username: 5 to 30 letters, numbers, - or _',
  },
  zelleInvalid: { id: 'profile.zelleInvalid', defaultMessage: 'Enter an email or a US phone number' },
  noGroups: { id: 'profile.noGroups', defaultMessage: 'You are not a member of any groups yet.' },
});

/** The same texts in English: the API's error messages and the schema's. */
export const profileMessages = englishOf(profileText);

/** Venmo usernames: 5–30 letters, digits, hyphens and underscores; a leading @ is dropped. */
const VENMO_USERNAME = /^[A-Za-z0-9_-]{5,30}$/;

/**
 * A US phone number as 10 digits (area code and exchange not starting with 0 or 1), after dropping
 * spaces, dots, dashes, parentheses and a leading +1 or 1; null when the text is not one.
 */
export function usPhoneDigits(text: string): string | null {
  if (!/^[\d\s().+-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (text.trim().startsWith('+') && digits.length !== 11) return null;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? national : null;
}

const EMAIL = z.email();

/** A Zelle id as stored: an e-mail as typed (trimmed), or a US phone number written 555-123-4567. */
export function normalizeZelleId(text: string): string | null {
  const value = text.trim();
  if (EMAIL.safeParse(value).success) return value;
  const phone = usPhoneDigits(value);
  return phone ? `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}` : null;
}

/** A Venmo id as stored: the username without a leading @; null when the text is not a username. */
export function normalizeVenmoId(text: string): string | null {
  const username = text.trim().replace(/^@/, '');
  return VENMO_USERNAME.test(username) ? username : null;
}

const profileFields = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, profileMessages.nameRequired)
    .max(100, profileMessages.nameTooLong)
    .optional(),
  venmoId: paymentId(normalizeVenmoId, profileMessages.venmoInvalid),
  zelleId: paymentId(normalizeZelleId, profileMessages.zelleInvalid),
  /** The e-mail is the sign-in identity: the form shows it read-only and the server refuses a new one. */
  email: z.never({ error: profileMessages.emailReadOnly }).optional(),
  /** The language of the app, mails and pushes; null follows the browser's. */
  locale: localeSchema.nullable().optional(),
  ...payIdFields,
});

export const updateProfileSchema = profileFields.superRefine(checkBankAccountPair);

export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
