import { ClipboardList, LayoutDashboard, Plus } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Container } from '@/components/layout/container';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/ui/spinner';
import { useMemberships } from '@/features/team/api/memberships';
import { ActingFor } from '@/features/team/components/acting-for';
import { LeaveTeam } from '@/features/team/components/leave-team';
import { TeamRuns } from '@/features/team/components/team-runs';
import { useActingFor } from '@/features/team/hooks/use-acting-for';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { withQueryLayer } from '@/lib/query-layer';

/** /team (runners in a host's team): "Acting for …" with a switcher, the manager's screens, and the business's runs. */
export function Component() {
  useDocumentTitle(t('team.home.title'));
  const auth = useAuth();
  const memberships = useMemberships(auth.status === 'authenticated' ? auth.user.id : null);
  const { current, choose } = useActingFor(memberships.data ?? []);
  const heading = useRef<HTMLHeadingElement>(null);
  if (memberships.isPending) return <PageSpinner />;
  return (
    <Container className="max-w-2xl py-8 sm:py-10">
      <h1 ref={heading} tabIndex={-1} className="mb-4 text-2xl font-bold text-slate-900 outline-none">
        {t('team.home.title')}
      </h1>
      {current ? (
        <div className="flex flex-col gap-4">
          <ActingFor memberships={memberships.data ?? []} current={current} onChoose={choose} />
          {/* A manager uses the business's own screens, acting for it (docs/decisions/057). */}
          {current.role === 'manager' && (
            <nav aria-label={t('team.manage.label')} className="flex flex-wrap gap-2">
              <Link to={paths.createRun.getHref()} className={buttonVariants()}>
                <Plus aria-hidden="true" />
                {t('team.manage.createRun')}
              </Link>
              <Link to={paths.businessHome.getHref()} className={buttonVariants({ variant: 'outline' })}>
                <LayoutDashboard aria-hidden="true" />
                {t('team.manage.dashboard')}
              </Link>
              <Link to={paths.allParticipants.getHref()} className={buttonVariants({ variant: 'outline' })}>
                <ClipboardList aria-hidden="true" />
                {t('team.manage.participants')}
              </Link>
            </nav>
          )}
          <h2 className="text-lg font-semibold text-slate-900">{t('team.runs.title')}</h2>
          <TeamRuns key={current.businessId} membership={current} />
        </div>
      ) : (
        <p className="text-slate-600">{t('team.home.none')}</p>
      )}
      {/* Outside the team's part of the page, which goes when its last team is left. After leaving, the focus
          goes to the page's heading, above whatever team (or none) the page shows now. */}
      <LeaveTeam current={current} onLeft={() => heading.current?.focus()} />
    </Container>
  );
}

export default withQueryLayer(Component);
