import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../shared/i18n/define';
import { ApiError, errorMessage } from '../../api';
import { useKnownText } from '../../i18n/known-messages';

/** The words of the sign-in, sign-up and password screens. */
export const authScreenMessages = defineMessages({
  signInTitle: { id: 'auth.signIn.title', defaultMessage: 'Sign in' },
  signInIntro: {
    id: 'auth.signIn.intro',
    defaultMessage: 'Welcome back. Sign in to see your groups and games.',
  },
  signInWithEmail: { id: 'auth.signIn.withEmail', defaultMessage: 'or sign in with email' },
  noAccount: { id: 'auth.signIn.noAccount', defaultMessage: "Don't have an account?" },
  signUpTitle: { id: 'auth.signUp.title', defaultMessage: 'Sign up' },
  signUpIntro: { id: 'auth.signUp.intro', defaultMessage: 'Create your Turnout account.' },
  signUpWithEmail: { id: 'auth.signUp.withEmail', defaultMessage: 'or sign up with email' },
  haveAccount: { id: 'auth.signUp.haveAccount', defaultMessage: 'Already have an account?' },
  inviteOnly: {
    id: 'auth.gate.intro',
    defaultMessage: 'Turnout is invite-only for now. Enter your invite code to continue.',
  },
  inviteCode: { id: 'auth.gate.code', defaultMessage: 'Invite code' },
  inviteCodeHint: { id: 'auth.gate.hint', defaultMessage: 'Ask your group for the {length}-character code.' },
  continue: { id: 'auth.gate.continue', defaultMessage: 'Continue' },
  email: { id: 'auth.email', defaultMessage: 'Email' },
  password: { id: 'auth.password', defaultMessage: 'Password' },
  fullName: { id: 'auth.fullName', defaultMessage: 'Full name' },
  forgotPasswordLink: { id: 'auth.forgotPassword.link', defaultMessage: 'Forgot password?' },
  createAccount: { id: 'auth.signUp.submit', defaultMessage: 'Create account' },
  google: { id: 'auth.google', defaultMessage: 'Continue with Google' },
  forgotTitle: { id: 'auth.forgotPassword.title', defaultMessage: 'Forgot password' },
  forgotIntro: {
    id: 'auth.forgotPassword.intro',
    defaultMessage: 'We will e-mail you a link to choose a new password.',
  },
  remembered: { id: 'auth.forgotPassword.remembered', defaultMessage: 'Remembered it?' },
  sendResetLink: { id: 'auth.forgotPassword.submit', defaultMessage: 'Send reset link' },
  resetTitle: { id: 'auth.reset.title', defaultMessage: 'Choose a new password' },
  resetScreen: { id: 'auth.reset.screen', defaultMessage: 'Reset password' },
  askNewLink: { id: 'auth.reset.askNewLink', defaultMessage: 'Ask for a new link' },
  newPassword: { id: 'auth.reset.newPassword', defaultMessage: 'New password' },
  newPasswordHint: { id: 'auth.reset.hint', defaultMessage: 'At least 8 characters' },
  setNewPassword: { id: 'auth.reset.submit', defaultMessage: 'Set new password' },
  totpPrompt: {
    id: 'auth.twoFactor.totpPrompt',
    defaultMessage: 'Enter the 6-digit code from your authenticator app.',
  },
  backupPrompt: {
    id: 'auth.twoFactor.backupPrompt',
    defaultMessage: 'Enter one of the backup codes you saved. Each works once.',
  },
  totpLabel: { id: 'auth.twoFactor.totpLabel', defaultMessage: 'Authentication code' },
  backupLabel: { id: 'auth.twoFactor.backupLabel', defaultMessage: 'Backup code' },
  verify: { id: 'auth.twoFactor.verify', defaultMessage: 'Verify' },
  useBackup: { id: 'auth.twoFactor.useBackup', defaultMessage: 'Use a backup code instead' },
  useApp: { id: 'auth.twoFactor.useApp', defaultMessage: 'Use your authenticator app instead' },
});

/** better-auth's refusals by code, its English words translated: it speaks English only. */
const authErrors = defineMessages({
  INVALID_EMAIL_OR_PASSWORD: {
    id: 'auth.error.invalidCredentials',
    defaultMessage: 'Invalid email or password',
  },
  USER_ALREADY_EXISTS: { id: 'auth.error.userExists', defaultMessage: 'User already exists.' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    id: 'auth.error.userExistsUseAnother',
    defaultMessage: 'User already exists. Use another email.',
  },
  INVALID_CODE: { id: 'auth.error.invalidCode', defaultMessage: 'Invalid code' },
  INVALID_BACKUP_CODE: { id: 'auth.error.invalidBackupCode', defaultMessage: 'Invalid backup code' },
});

const authErrorOf = (code: string) =>
  Object.hasOwn(authErrors, code) ? authErrors[code as keyof typeof authErrors] : null;

/** A failed auth request's message in the viewer's language: better-auth's by its code, ours by its text. */
export function useAuthErrorText(): (error: unknown) => string {
  const intl = useIntl();
  const say = useKnownText();
  return useCallback(
    (error: unknown) => {
      const known = error instanceof ApiError ? authErrorOf(error.code) : null;
      if (known) return intl.formatMessage(known);
      return say(errorMessage(error));
    },
    [intl, say],
  );
}
