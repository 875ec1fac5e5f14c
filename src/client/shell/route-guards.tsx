import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useAuthSession } from '../features/auth/session';

/** Signed-in screens: a spinner while the session loads, then /login for visitors (spec 000 §2). */
export function RequireAuth() {
  const { status } = useAuthSession();
  if (status === 'loading') return <PageLoader standalone />;
  if (status === 'signed-out') return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** Landing, sign-in and sign-up: signed-in users go straight to /dashboard. */
export function PublicOnlyRoute() {
  const { status } = useAuthSession();
  if (status === 'loading') return <PageLoader />;
  if (status === 'signed-in') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
