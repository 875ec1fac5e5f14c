import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useAuthSession } from '../data/session';
import { returnStateFor, useReturnTo } from '../features/auth/return-to';

/**
 * Signed-in screens: a spinner while the session loads (or, at once, the device's last user while the server
 * checks), then /login for visitors (spec 000 §2). A visitor
 * who arrived signed out (e.g. by an invite link) is brought back after signing in; someone who just
 * signed out here is not, so their next sign-in lands on the dashboard as the spec says. (A session found
 * gone takes what the device kept with it: useAuthSession.)
 */
export function RequireAuth() {
  const { status, checking } = useAuthSession();
  const location = useLocation();
  const wasSignedIn = useRef(false);
  useEffect(() => {
    // Only a session the server confirmed: the device's last user shown while it checks may be long gone.
    if (status === 'signed-in' && !checking) wasSignedIn.current = true;
  }, [status, checking]);

  if (status === 'loading') return <PageLoader standalone />;
  if (status === 'signed-out') {
    const state = wasSignedIn.current ? undefined : returnStateFor(location);
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/** Landing, sign-in and sign-up: signed-in users go to /dashboard, or back where the guard stopped them. */
export function PublicOnlyRoute() {
  const { status, checking } = useAuthSession();
  const returnTo = useReturnTo();
  // Waits for the server: the device's last user may have been signed out since.
  if (status === 'loading' || checking) return <PageLoader />;
  if (status === 'signed-in') return <Navigate to={returnTo ?? '/dashboard'} replace />;
  return <Outlet />;
}
