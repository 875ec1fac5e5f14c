import { useEffect, useRef, useState } from 'react';
import { authClient } from '../../api';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/** Waits before asking again after a session check that failed for a reason other than 401. */
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];

/**
 * The session as the route guards see it: 'loading' until the server has answered either way. Only a
 * definite answer — no session, or a 401 — means signed out; once seen, later background refetches (which
 * better-auth marks as pending) keep it, so a guard never unmounts a half-filled sign-in form. A check that
 * failed otherwise (429 from a busy shared address, a network error, a 5xx) is asked again with back-off,
 * keeping the user where they are — it must never sign anyone out.
 */
export function useAuthSession() {
  const { data, isPending, error, refetch } = authClient.useSession();
  const [signedOut, setSignedOut] = useState(false);
  const retries = useRef(0);
  const definitelyOut = !data && !isPending && (error == null || error.status === 401);
  const unsure = !data && !isPending && !definitelyOut;

  useEffect(() => {
    if (data) setSignedOut(false);
    else if (definitelyOut) setSignedOut(true);
  }, [data, definitelyOut]);

  useEffect(() => {
    if (!unsure) {
      if (data || definitelyOut) retries.current = 0;
      return;
    }
    const delay = RETRY_DELAYS_MS[Math.min(retries.current, RETRY_DELAYS_MS.length - 1)];
    retries.current += 1;
    const timer = setTimeout(() => void refetch(), delay);
    return () => clearTimeout(timer);
  }, [unsure, data, definitelyOut, refetch]);

  const status: AuthStatus = data ? 'signed-in' : signedOut || definitelyOut ? 'signed-out' : 'loading';
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
