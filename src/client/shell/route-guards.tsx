import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { returnStateFor, useReturnTo } from '../features/auth/return-to';
import { useAuthSession } from '../features/auth/session';
import { wipeDeviceData } from '../offline/device-store';

/**
 * Signed-in screens: a spinner while the session loads, then /login for visitors (spec 000 §2). A visitor
 * who arrived signed out (e.g. by an invite link) is brought back after signing in; someone who just
 * signed out here is not, so their next sign-in lands on the dashboard as the spec says. A session found
 * gone (expired, ended elsewhere) takes with it what the device kept for offline use.
 */
export function RequireAuth() {
  const { status } = useAuthSession();
  const location = useLocation();
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (status === 'signed-in') wasSignedIn.current = true;
    if (status === 'signed-out') void wipeDeviceData();
  }, [status]);

  if (status === 'loading') return <PageLoader standalone />;
  if (status === 'signed-out') {
    const state = wasSignedIn.current ? undefined : returnStateFor(location);
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/** Landing, sign-in and sign-up: signed-in users go to /dashboard, or back where the guard stopped them. */
export function PublicOnlyRoute() {
  const { status } = useAuthSession();
  const returnTo = useReturnTo();
  if (status === 'loading') return <PageLoader />;
  if (status === 'signed-in') return <Navigate to={returnTo ?? '/dashboard'} replace />;
  return <Outlet />;
}
