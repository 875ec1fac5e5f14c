import { useMutation } from '@tanstack/react-query';
import { authMessages } from '../../shared/auth';
import { ApiError, authClient, UNEXPECTED_ERROR_MESSAGE } from '../api';
import { forgetSession, refreshSession } from './session';

interface AuthClientError {
  code?: string;
  message?: string;
  status: number;
}

/** better-auth answers `{ data, error }`; turn its error into our ApiError so forms show one kind. */
export function unwrapAuth<T>(
  result: { data: T; error: null } | { data: null; error: AuthClientError },
  fallbackMessage: string = UNEXPECTED_ERROR_MESSAGE,
): T {
  if (result.error) {
    const { code, message, status } = result.error;
    throw new ApiError(code ?? 'AUTH_ERROR', message || fallbackMessage, status);
  }
  return result.data;
}

/** Signs in with the password; `twoFactor` means the account also wants a code before there is a session. */
export function useSignIn() {
  return useMutation({
    mutationFn: async (input: { email: string; password: string }) => {
      const data = unwrapAuth(await authClient.signIn.email(input));
      if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) return { twoFactor: true };
      await refreshSession();
      return { twoFactor: false };
    },
  });
}

/** The second step of a sign-in: a code from the authenticator app, or one of the backup codes. */
export function useVerifySecondFactor() {
  return useMutation({
    mutationFn: async ({ method, code }: { method: 'totp' | 'backup'; code: string }) => {
      if (method === 'totp') unwrapAuth(await authClient.twoFactor.verifyTotp({ code }));
      else unwrapAuth(await authClient.twoFactor.verifyBackupCode({ code }));
      await refreshSession();
    },
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: async (input: { name: string; email: string; password: string }) => {
      unwrapAuth(await authClient.signUp.email(input));
      await refreshSession();
    },
  });
}

/**
 * Starts the Google redirect, which comes back to `callbackURL` (or to `errorCallbackURL?error=…`); the
 * promise only settles here when the server refuses to start it.
 */
export function useSignInWithGoogle(callbackURL: string, errorCallbackURL: string) {
  return useMutation({
    mutationFn: async () => {
      unwrapAuth(
        await authClient.signIn.social({ provider: 'google', callbackURL, errorCallbackURL }),
        authMessages.googleFailed,
      );
    },
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (email: string) => {
      unwrapAuth(
        await authClient.requestPasswordReset({
          email,
          redirectTo: `${window.location.origin}/reset-password`,
        }),
      );
    },
  });
}

/** Sets the new password; the server ends every session of the user, this tab's included. */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (input: { token: string; newPassword: string }) => {
      unwrapAuth(await authClient.resetPassword(input));
      forgetSession();
    },
  });
}
