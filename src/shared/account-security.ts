import { z } from 'zod';
import { authMessages } from './auth';
import { defineMessages, englishOf } from './i18n/define';

export const PASSWORD_MIN_LENGTH = 8;

export const accountSecurityText = defineMessages({
  passwordRequired: { id: 'accountSecurity.passwordRequired', defaultMessage: 'Password is required' },
  passwordTooShort: {
    id: 'accountSecurity.passwordTooShort',
    defaultMessage: 'Password must be at least 8 characters',
  },
  totpCode: {
    id: 'accountSecurity.totpCode',
    defaultMessage: 'Enter the 6-digit code from your authenticator app',
  },
  backupCodeRequired: {
    id: 'accountSecurity.backupCodeRequired',
    defaultMessage: 'Enter one of your backup codes',
  },
  googleNeedsInvite: {
    id: 'accountSecurity.googleNeedsInvite',
    defaultMessage:
      'New accounts need an invite code. Sign up with your code first, then continue with Google.',
  },
  googleAccountExists: {
    id: 'accountSecurity.googleAccountExists',
    defaultMessage: 'This email already has a Turnout account. Sign in with your password.',
  },
  resetLinkInvalid: {
    id: 'accountSecurity.resetLinkInvalid',
    defaultMessage: 'This reset link is invalid or has expired.',
  },
  resetRequested: {
    id: 'accountSecurity.resetRequested',
    defaultMessage: 'If an account exists for that email, we sent it a link to reset the password.',
  },
  passwordReset: {
    id: 'accountSecurity.passwordReset',
    defaultMessage: 'Your password has been changed. Sign in with the new one.',
  },
  passwordChanged: {
    id: 'accountSecurity.passwordChanged',
    defaultMessage: 'Password changed. Your other sessions were signed out.',
  },
  sessionEnded: { id: 'accountSecurity.sessionEnded', defaultMessage: 'This session has already ended.' },
  twoFactorTimedOut: {
    id: 'accountSecurity.twoFactorTimedOut',
    defaultMessage: 'Your sign-in took too long. Please sign in again.',
  },
});

/** The same texts in English: the API's error messages and the schemas'. */
export const accountSecurityMessages = englishOf(accountSecurityText);

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
