import { z } from 'zod';
import { defineMessages, englishOf } from './i18n/define';

/** Length of the sign-up gate code (spec 000 §9). */
export const GATE_CODE_LENGTH = 6;

export const authText = defineMessages({
  invalidGateCode: { id: 'auth.invalidGateCode', defaultMessage: 'Invalid invite code. Please try again.' },
  unexpectedSignIn: {
    id: 'auth.unexpectedSignIn',
    defaultMessage: 'An unexpected error occurred. Please try again.',
  },
  googleFailed: {
    id: 'auth.googleFailed',
    defaultMessage: 'Failed to sign in with Google. Please try again.',
  },
  missingCredentials: {
    id: 'auth.missingCredentials',
    defaultMessage: 'You must provide either an email or phone number and a password.',
  },
  gateCodeRequired: { id: 'auth.gateCodeRequired', defaultMessage: 'Invite code is required' },
  emailRequired: { id: 'auth.emailRequired', defaultMessage: 'Email is required' },
  emailInvalid: { id: 'auth.emailInvalid', defaultMessage: 'Enter a valid email' },
  passwordRequired: { id: 'auth.passwordRequired', defaultMessage: 'Password is required' },
  nameRequired: { id: 'auth.nameRequired', defaultMessage: 'Full name is required' },
  passwordTooShort: { id: 'auth.passwordTooShort', defaultMessage: 'Password must be at least 8 characters' },
});

/** The same texts in English: the API's error messages and the schemas'. */
export const authMessages = englishOf(authText);

/** The gate form and the gate route share this schema; the code is upper-cased as typed. */
export const gateSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, authMessages.gateCodeRequired)
    .max(GATE_CODE_LENGTH, authMessages.invalidGateCode),
});

export const signInSchema = z.object({
  email: z.string().trim().min(1, authMessages.emailRequired).pipe(z.email(authMessages.emailInvalid)),
  password: z.string().min(1, authMessages.passwordRequired),
});

export const signUpSchema = z.object({
  name: z.string().trim().min(1, authMessages.nameRequired),
  email: z.string().trim().min(1, authMessages.emailRequired).pipe(z.email(authMessages.emailInvalid)),
  password: z.string().min(8, authMessages.passwordTooShort),
});

/** Compares a typed gate code with the configured one, ignoring case and surrounding spaces. */
export function gateCodeMatches(typed: string, expected: string): boolean {
  return typed.trim().toUpperCase() === expected.trim().toUpperCase();
}
