import { useMutation } from '@tanstack/react-query';
import { authMessages } from '../../../shared/auth';
import { ApiError, authClient, UNEXPECTED_ERROR_MESSAGE } from '../../api';
import { refreshSession } from './session';

interface AuthClientError {
  code?: string;
  message?: string;
  status: number;
}

/** better-auth answers `{ data, error }`; turn its error into our ApiError so forms show one kind. */
function unwrap<T>(
  result: { data: T; error: null } | { data: null; error: AuthClientError },
  fallbackMessage: string = UNEXPECTED_ERROR_MESSAGE,
): T {
  if (result.error) {
    const { code, message, status } = result.error;
    throw new ApiError(code ?? 'AUTH_ERROR', message || fallbackMessage, status);
  }
  return result.data;
}

export function useSignIn() {
  return useMutation({
    mutationFn: async (input: { email: string; password: string }) => {
      unwrap(await authClient.signIn.email(input));
      await refreshSession();
    },
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: async (input: { name: string; email: string; password: string }) => {
      unwrap(await authClient.signUp.email(input));
      await refreshSession();
    },
  });
}

/**
 * Starts the Google redirect, which comes back to `callbackURL`; the promise only settles here when the
 * server refuses to start it.
 */
export function useSignInWithGoogle(callbackURL = '/dashboard') {
  return useMutation({
    mutationFn: async () => {
      unwrap(
        await authClient.signIn.social({
          provider: 'google',
          callbackURL,
          errorCallbackURL: '/login',
        }),
        authMessages.googleFailed,
      );
    },
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (email: string) => {
      unwrap(
        await authClient.requestPasswordReset({
          email,
          redirectTo: `${window.location.origin}/reset-password`,
        }),
      );
    },
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: async (input: { token: string; newPassword: string }) => {
      unwrap(await authClient.resetPassword(input));
    },
  });
}
