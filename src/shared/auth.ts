import { z } from 'zod';

/** Length of the sign-up gate code (spec 000 §9). */
export const GATE_CODE_LENGTH = 6;

export const authMessages = {
  invalidGateCode: 'Invalid invite code. Please try again.',
  unexpectedSignIn: 'An unexpected error occurred. Please try again.',
  googleFailed: 'Failed to sign in with Google. Please try again.',
  missingCredentials: 'You must provide either an email or phone number and a password.',
} as const;

/** The gate form and the gate route share this schema; the code is upper-cased as typed. */
export const gateSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Invite code is required')
    .max(GATE_CODE_LENGTH, authMessages.invalidGateCode),
});

export const signInSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email')),
  password: z.string().min(1, 'Password is required'),
});

export const signUpSchema = z.object({
  name: z.string().trim().min(1, 'Full name is required'),
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email')),
  password: z.string().min(8, 'Password must be at least 8 characters'),
});

/** Compares a typed gate code with the configured one, ignoring case and surrounding spaces. */
export function gateCodeMatches(typed: string, expected: string): boolean {
  return typed.trim().toUpperCase() === expected.trim().toUpperCase();
}
