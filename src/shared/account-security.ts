import { z } from 'zod';
import { authMessages } from './auth';

export const PASSWORD_MIN_LENGTH = 8;

export const accountSecurityMessages = {
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  totpCode: 'Enter the 6-digit code from your authenticator app',
  backupCodeRequired: 'Enter one of your backup codes',
  googleNeedsInvite:
    'New accounts need an invite code. Sign up with your code first, then continue with Google.',
  googleAccountExists: 'This email already has a Turnout account. Sign in with your password.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  resetRequested: 'If an account exists for that email, we sent it a link to reset the password.',
  passwordReset: 'Your password has been changed. Sign in with the new one.',
  passwordChanged: 'Password changed. Your other sessions were signed out.',
  twoFactorTimedOut: 'Your sign-in took too long. Please sign in again.',
} as const;

const newPassword = z.string().min(PASSWORD_MIN_LENGTH, accountSecurityMessages.passwordTooShort);

/** Enabling or disabling two-factor sign-in asks for the password again. */
export const confirmPasswordSchema = z.object({
  password: z.string().min(1, accountSecurityMessages.passwordRequired),
});

export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, accountSecurityMessages.totpCode),
});

export const backupCodeSchema = z.object({
  code: z.string().trim().min(1, accountSecurityMessages.backupCodeRequired),
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, accountSecurityMessages.passwordRequired),
  newPassword,
});

export const newPasswordSchema = z.object({ password: newPassword });

/**
 * The secret of an `otpauth://` URI, in groups of four for typing into an authenticator app by hand;
 * null when the URI carries none.
 */
export function manualEntryKey(totpURI: string): string | null {
  let secret: string | null;
  try {
    secret = new URL(totpURI).searchParams.get('secret');
  } catch {
    return null;
  }
  if (!secret) return null;
  return (secret.toUpperCase().match(/.{1,4}/g) ?? []).join(' ');
}

/** What the sign-in page says when Google sign-in comes back with `?error=CODE` (spec 000 §8). */
export function googleErrorMessage(code: string): string {
  if (code === 'GATE_REQUIRED') return accountSecurityMessages.googleNeedsInvite;
  if (code === 'account_not_linked') return accountSecurityMessages.googleAccountExists;
  return authMessages.googleFailed;
}
