import { Container } from '@/components/layout/container';
import { PageSpinner } from '@/components/ui/spinner';
import { AttendanceStats } from '@/features/attendance/components/attendance-stats';
import { FollowedRuns } from '@/features/follows/components/followed-runs';
import { RunnerHome } from '@/features/registrations/components/runner-home';
import { RunCard } from '@/features/runs/components/run-card';
import { TeamLink } from '@/features/team/components/team-link';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { withQueryLayer } from '@/lib/query-layer';

/** /user-home (runners only; the route guard sees to that). */
export function Component() {
  const auth = useAuth();
  useDocumentTitle(t('core.pages.home'));
  if (auth.status !== 'authenticated') return <PageSpinner />;
  return (
    <Container className="py-10 sm:py-14">
      <RunnerHome user={auth.user} renderRun={(run, mine) => <RunCard run={run} mine={mine} />} />
      {/* Runners in a host's team: the way to "Acting for …" (docs/decisions/054). */}
      <div className="mt-6 empty:hidden">
        <TeamLink />
      </div>
      <div className="mt-6">
        <AttendanceStats userId={auth.user.id} />
      </div>
      <div className="mt-8">
        <FollowedRuns renderRun={(run) => <RunCard run={run} />} />
      </div>
    </Container>
  );
}

export default withQueryLayer(Component);
