import { useEffect, useState } from 'react';
import { authClient } from '../../api';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/**
 * The session as the route guards see it. Only the first load counts as 'loading': better-auth also
 * marks later background refetches as pending, and a guard must not unmount a half-filled form then.
 */
export function useAuthSession() {
  const { data, isPending } = authClient.useSession();
  const [settled, setSettled] = useState(!isPending);
  useEffect(() => {
    if (!isPending) setSettled(true);
  }, [isPending]);

  const status: AuthStatus = data ? 'signed-in' : isPending && !settled ? 'loading' : 'signed-out';
  return { status, user: data?.user ?? null };
}

/** Reloads the session after sign-in or sign-up so the guards see the new user before we navigate. */
export async function refreshSession(): Promise<void> {
  await authClient.$store.atoms.session?.get().refetch();
}

/** Forgets the session in this tab, whether or not the server confirmed the sign-out. */
export function forgetSession(): void {
  const atom = authClient.$store.atoms.session;
  if (!atom) return;
  atom.set({ ...atom.get(), data: null, error: null, isPending: false, isRefetching: false });
}
