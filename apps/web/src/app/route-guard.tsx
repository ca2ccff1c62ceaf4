import type { Role } from '@runtogether/shared/users/user.schemas';
import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth, type LoginRedirectState } from '@/lib/auth';

/**
 * docs/product.md §2 "Route guard": a spinner while the session loads, /login (remembering where the user wanted to go)
 * when nobody is signed in, / when the role does not match, otherwise the page.
 * A user who signs out while on a protected page goes to / (spec: logout from the navigation bar goes to /),
 * not to /login: the guard must not race the logout's own navigation, which waits for the landing chunk.
 */
export function RouteGuard({ requiredRole, children }: { requiredRole?: Role; children?: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const [hadUser, setHadUser] = useState(auth.status === 'authenticated');
  if (auth.status === 'authenticated' && !hadUser) setHadUser(true);

  if (auth.status === 'loading') return <PageSpinner />;
  if (auth.status === 'unauthenticated') {
    if (hadUser) return <Navigate to={paths.home.getHref()} replace />;
    const state: LoginRedirectState = { redirectTo: location.pathname + location.search + location.hash };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  if (requiredRole && auth.user.role !== requiredRole) return <Navigate to={paths.home.getHref()} replace />;
  return children ?? <Outlet />;
}
