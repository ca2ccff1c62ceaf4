import type { Run } from '@runtogether/shared/runs/run.schemas';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { parseRunId, runQueryKey } from '@/features/runs/api/get-run';
import { RunDetail } from '@/features/runs/components/run-detail/run-detail';
import { RunDetailPage } from '@/features/runs/components/run-detail/run-detail-page';
import { RegisterControl } from '@/features/registrations/components/register-control';
import { useMyRegistration } from '@/features/registrations/api/get-my-registration';
import { FollowButton } from '@/features/follows/components/follow-button';
import { paths } from '@/config/paths';
import { useMemberships } from '@/features/team/api/memberships';
import { ReportControl } from '@/features/reports/components/report-control';
import { useAuth } from '@/lib/auth';
import { withQueryLayer } from '@/lib/query-layer';
import { runLoader } from '@/app/page-loaders';
import { loaderMeta, loaderOrOffline } from '@/app/page-meta';

// "Join every week" loads on a weekly run's page only (docs/decisions/053, decision 014).
const JoinSeriesControl = lazy(() =>
  import('@/features/registrations/components/join-series-control').then(({ JoinSeriesControl }) => ({
    default: JoinSeriesControl,
  })),
);

/** Whether the signed-in runner manages the run's business (docs/decisions/054): asked of runners only. */
function useManagesRun(run: Run) {
  const auth = useAuth();
  const memberships = useMemberships(
    auth.status === 'authenticated' && auth.user.role === 'runner' ? auth.user.id : null,
  );
  return memberships.data?.some((m) => m.businessId === run.hostId && m.role === 'manager') ?? false;
}

function RunPage({ run }: { run: Run }) {
  const managesRun = useManagesRun(run);
  const auth = useAuth();
  // The bar's own query: a runner who is in (or waiting) is not invited to the waitlist or elsewhere.
  const mine = useMyRegistration(run.id, {
    enabled: auth.status === 'authenticated' && auth.user.role === 'runner',
  });
  return (
    <RunDetail
      run={run}
      managesRun={managesRun}
      registered={mine.data != null}
      registerControl={<RegisterControl run={run} runQueryKey={runQueryKey(run.id)} />}
      seriesControl={(everyWeeks) =>
        run.seriesId !== null && (
          <Suspense fallback={null}>
            <JoinSeriesControl
              seriesId={run.seriesId}
              everyWeeks={everyWeeks}
              groups={run.groups}
              questions={run.questions}
            />
          </Suspense>
        )
      }
      followControl={
        <FollowButton businessId={run.hostId} hostName={run.hostName} returnTo={paths.run.getHref(run.id)} />
      }
      reportControl={<ReportControl targetType="run" targetId={String(run.id)} />}
    />
  );
}

/** /runs/:id (public): the run, with the register/cancel control in its bottom bar. */
export function Component() {
  const { id } = useParams();
  return <RunDetailPage runId={parseRunId(id)}>{(run) => <RunPage run={run} />}</RunDetailPage>;
}

export const loader = runLoader;
export const meta = loaderMeta;

export const clientLoader = loaderOrOffline;

export default withQueryLayer(Component);
