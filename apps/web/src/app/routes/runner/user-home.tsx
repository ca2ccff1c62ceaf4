import { Container } from '@/components/layout/container';
import { PageSpinner } from '@/components/ui/spinner';
import { AttendanceStats } from '@/features/attendance/components/attendance-stats';
import { FollowedRuns } from '@/features/follows/components/followed-runs';
import { RunnerHome } from '@/features/registrations/components/runner-home';
import { RunCard } from '@/features/runs/components/run-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth';
import { t } from '@/lib/i18n';

/** /user-home (runners only; the route guard sees to that). */
export function Component() {
  const auth = useAuth();
  useDocumentTitle(t('core.pages.home'));
  if (auth.status !== 'authenticated') return <PageSpinner />;
  return (
    <Container className="py-10 sm:py-14">
      <RunnerHome user={auth.user} renderRun={(run) => <RunCard run={run} />} />
      <div className="mt-6">
        <AttendanceStats userId={auth.user.id} />
      </div>
      <div className="mt-8">
        <FollowedRuns renderRun={(run) => <RunCard run={run} />} />
      </div>
    </Container>
  );
}
