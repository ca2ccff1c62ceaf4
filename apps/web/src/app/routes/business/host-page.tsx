import type { User } from '@runtogether/shared/users/user.schemas';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { Container } from '@/components/layout/container';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useActingHost } from '@/features/team/hooks/use-acting-host';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { ActingHost } from '@/lib/acting-host';
import { t } from '@/lib/i18n';

// "Acting for …" with the switcher loads for team members only: the business's own pages stay within their
// budgets (decision 014).
const LazyActingForBar = lazy(() =>
  import('@/features/team/components/acting-for-bar').then((m) => ({ default: m.ActingForBar })),
);

function ActingForBar({ user }: { user: User }) {
  return (
    <Suspense fallback={null}>
      <LazyActingForBar userId={user.id} />
    </Suspense>
  );
}

/**
 * A business screen (dashboard, create a run, all participants): for the business itself, and for a manager
 * of its team acting for it (docs/decisions/054, 057). A leader is told what they may do instead; anyone else
 * goes home, as the route guard sends them.
 */
export function HostPage({
  title,
  children,
  wide = true,
}: {
  title: string;
  children: (host: ActingHost, user: User) => ReactNode;
  /** In a page container (the dashboard's width); false: the child lays itself out. */
  wide?: boolean;
}) {
  useDocumentTitle(title);
  const acting = useActingHost();
  if (acting.status === 'loading') return <PageSpinner />;
  if (acting.status === 'none') {
    // Not a business nor in its team: home, as the route guard sends anyone else.
    return <Navigate to={paths.home.getHref()} replace />;
  }
  const { host, user } = acting;
  if (host.as === 'leader') {
    return (
      <Container className="flex flex-col gap-4 py-10">
        <ActingForBar user={user} />
        <Alert>{t('team.leaderCannot')}</Alert>
        <Link to={paths.team.getHref()} className={buttonVariants({ className: 'self-start' })}>
          {t('team.home.link')}
        </Link>
      </Container>
    );
  }
  const bar = host.businessId !== undefined && <ActingForBar user={user} />;
  if (!wide)
    return (
      <>
        {bar && <Container className="max-w-3xl pt-6">{bar}</Container>}
        {children(host, user)}
      </>
    );
  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-10">
      {bar}
      {children(host, user)}
    </Container>
  );
}
