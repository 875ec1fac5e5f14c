import { useEffect, useRef, useState } from 'react';
import { authClient } from '../api';
import { rememberedUser, wipeDeviceData } from '../offline/device-store';
import { forgetThisDevicePush } from './browser-push';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/** Waits before asking again after a session check that failed for a reason other than 401. */
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];

/**
 * The session as the route guards see it: 'loading' until the server has answered either way. Only a
 * definite answer — no session, or a 401 — means signed out; once seen, later background refetches (which
 * better-auth marks as pending) keep it, so a guard never unmounts a half-filled sign-in form. A check that
 * failed otherwise (429 from a busy shared address, a network error, a 5xx) is asked again with back-off,
 * keeping the user where they are — it must never sign anyone out. Meanwhile, and while the first check is
 * under way, the last user signed in on this device counts as signed in, so the app opens at once (and without
 * a network) on what the device kept for them; `checking` says the server has not answered yet.
 */
export function useAuthSession() {
  const { data, isPending, error, refetch } = authClient.useSession();
  const [signedOut, setSignedOut] = useState(false);
  const retries = useRef(0);
  const definitelyOut = !data && !isPending && (error == null || error.status === 401);
  const unsure = !data && !isPending && !definitelyOut;

  useEffect(() => {
    if (data) setSignedOut(false);
    else if (definitelyOut) {
      setSignedOut(true);
      // The device's last user has no session here any more (it expired or ended elsewhere): what the device
      // kept for them goes, on whichever screen this is found, before anyone else signs in.
      if (rememberedUser()) void wipeDeviceData();
    }
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

  // The first check only: a refetch after a definite 'signed out' (a sign-in under way) keeps its forms.
  const checking = isPending && !data && !signedOut;
  const known = (unsure || checking) && !signedOut ? rememberedUser() : null;
  const status: AuthStatus = data
    ? 'signed-in'
    : signedOut || definitelyOut
      ? 'signed-out'
      : known
        ? 'signed-in'
        : 'loading';
  return { status, user: data?.user ?? known, checking };
}

/** Reloads the session after sign-in or sign-up so the guards see the new user before we navigate. */
export async function refreshSession(): Promise<void> {
  await authClient.$store.atoms.session?.get().refetch();
}

/**
 * What the sign-in screen says once about how the last session ended (e.g. the account was deleted). Kept in
 * memory rather than in the navigation's state: the sign-in guard's own redirect to /login, made when the
 * session is forgotten, would replace that state.
 */
let endingNote: string | null = null;

/** The note left by `forgetSession`, if any; it stays until `clearEndingNote`. */
export function endingNoteOf(): string | null {
  return endingNote;
}

export function clearEndingNote(): void {
  endingNote = null;
}

/**
 * Forgets the session in this tab, whether or not the server confirmed the sign-out, and clears what the
 * device kept for offline use and its push subscription; the sign-in screen shows `note` once, when given.
 */
export function forgetSession(note?: string): void {
  endingNote = note ?? null;
  void wipeDeviceData();
  // A shared device must not go on showing the last person's news.
  void forgetThisDevicePush();
  const atom = authClient.$store.atoms.session;
  if (!atom) return;
  atom.set({ ...atom.get(), data: null, error: null, isPending: false, isRefetching: false });
}
