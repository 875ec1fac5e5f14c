import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, authClient, unwrap } from '../api';
import { unwrapAuth } from './auth-actions';
import { refreshSession } from './session';

/** GET /api/account/sessions: the user's signed-in devices, the current one marked. */
export const sessionsQuery = queryOptions({
  queryKey: ['account', 'sessions'],
  queryFn: ({ signal }) => unwrap(api.account.sessions.$get(undefined, { init: { signal } })),
});

export function useSessions() {
  return useQuery(sessionsQuery);
}

/** better-auth's GET /list-accounts: how the user can sign in (a password, Google). */
export const signInMethodsQuery = queryOptions({
  queryKey: ['account', 'sign-in-methods'],
  queryFn: async () => {
    const accounts = unwrapAuth(await authClient.listAccounts());
    return { password: (accounts ?? []).some((a) => a.providerId === 'credential') };
  },
});

export function useSignInMethods() {
  return useQuery(signInMethodsQuery);
}

function useInvalidateSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
}

/** DELETE /api/account/sessions/:id: signs one device out. */
export function useRevokeSession() {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: (sessionId: string) =>
      unwrap(api.account.sessions[':sessionId'].$delete({ param: { sessionId } })),
    onSettled: invalidate,
  });
}

/** POST /api/account/sessions/revoke-others: every device but this one. */
export function useRevokeOtherSessions() {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: () => unwrap(api.account.sessions['revoke-others'].$post()),
    onSettled: invalidate,
  });
}

/** POST /api/account/sessions/revoke-all: every device, this one too; the caller then leaves for /login. */
export function useRevokeAllSessions() {
  return useMutation({ mutationFn: () => unwrap(api.account.sessions['revoke-all'].$post()) });
}

/** Changes the password with the current one; the server ends every other session. */
export function useChangePassword() {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: async (input: { currentPassword: string; newPassword: string }) => {
      unwrapAuth(await authClient.changePassword({ ...input, revokeOtherSessions: true }));
    },
    onSuccess: invalidate,
  });
}

/** Step 1 of two-factor setup: with the password, a new secret (as an otpauth URI) and backup codes. */
export function useStartTwoFactor() {
  return useMutation({
    // An account without a password (Google only) sets it up without one; the server asks anyone else.
    mutationFn: async (password: string | undefined) => {
      const data = unwrapAuth(
        await authClient.twoFactor.enable({ ...(password ? { password } : {}), method: 'totp' } as {
          password: string;
          method: 'totp';
        }),
      );
      if (data?.method !== 'totp') throw new Error('two-factor setup answered without a TOTP secret');
      return { totpURI: data.totpURI, backupCodes: data.backupCodes };
    },
  });
}

/** Step 2: a code from the app proves the secret was saved, and two-factor sign-in is on. */
export function useConfirmTwoFactor() {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: async (code: string) => {
      unwrapAuth(await authClient.twoFactor.verifyTotp({ code }));
      await refreshSession();
    },
    // better-auth replaces the session when two-factor is turned on or off.
    onSuccess: invalidate,
  });
}

export function useDisableTwoFactor() {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: async (password: string | undefined) => {
      unwrapAuth(
        await authClient.twoFactor.disable({ ...(password ? { password } : {}) } as { password: string }),
      );
      await refreshSession();
    },
    onSuccess: invalidate,
  });
}
