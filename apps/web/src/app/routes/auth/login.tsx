import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Container } from '@/components/layout/container';
import { PageSpinner } from '@/components/ui/spinner';
import { AuthTabs } from '@/features/auth/components/auth-tabs';
import { readLoginState, roleHomePath, useAuth } from '@/lib/auth';
import { withQueryLayer } from '@/lib/query-layer';

/**
 * /login's address as e-mails link to it: `?signup=1` opens Sign Up, `email=` fills its e-mail (a walk-up guest's
 * invitation to keep their runs, docs/decisions/055).
 */
function readLoginLink(search: URLSearchParams): { tab?: 'signup'; email?: string } {
  const email = search.get('email')?.trim();
  return {
    ...(search.get('signup') === '1' ? { tab: 'signup' } : {}),
    ...(email && email.length <= 254 ? { email } : {}),
  };
}

/**
 * /login (docs/product.md §2 "Sign-in screen"): Login and Sign Up tabs. A suggested role in the navigation state opens
 * Sign Up with it chosen, as does `?signup=1` in a link from an e-mail (with `email=` filled in). A signed-in user
 * goes on to where they were heading, else to their role's home.
 */
export function Component() {
  const auth = useAuth();
  const location = useLocation();
  const { redirectTo, role, tab } = readLoginState(location.state as unknown);
  const link = readLoginLink(useSearchParams()[0]);

  if (auth.status === 'loading') return <PageSpinner />;
  if (auth.status === 'authenticated')
    return <Navigate to={redirectTo ?? roleHomePath(auth.user.role)} replace />;

  return (
    <Container className="py-10 sm:py-16">
      <AuthTabs
        initialTab={tab ?? link.tab ?? (role ? 'signup' : 'login')}
        initialRole={role}
        initialEmail={link.email}
        redirectTo={redirectTo}
      />
    </Container>
  );
}

export default withQueryLayer(Component);
