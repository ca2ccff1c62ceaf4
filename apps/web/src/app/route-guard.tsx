import type { Role } from '@runtogether/shared/users/user.schemas';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth, type LoginRedirectState } from '@/lib/auth';

/**
 * Spec §2 "Route guard": a spinner while the session loads, /login (remembering where the user wanted to go)
 * when nobody is signed in, / when the role does not match, otherwise the page.
 */
export function RouteGuard({ requiredRole, children }: { requiredRole?: Role; children?: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();

  if (auth.status === 'loading') return <PageSpinner />;
  if (auth.status === 'unauthenticated') {
    const state: LoginRedirectState = { redirectTo: location.pathname + location.search + location.hash };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  if (requiredRole && auth.user.role !== requiredRole) return <Navigate to={paths.home.getHref()} replace />;
  return children ?? <Outlet />;
}
