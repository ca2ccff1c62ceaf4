import type { Run } from '@runtogether/shared/runs/run.schemas';
import { onlineManager } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { isRunNotFound, useRun } from '../../api/get-run';
import { runDetailErrorMessage } from '../../utils/run-detail-error';
import { RunDetailSkeleton } from './run-detail-skeleton';
import { RunLoadError, RunNotFound } from './run-detail-states';

export interface RunDetailPageProps {
  /** The run to show; null when the URL names none (not a positive integer): 'Run not found', no request. */
  runId: number | null;
  /** What to show once the run is loaded. */
  children: (run: Run) => ReactNode;
}

/** Loads a run and shows its loading, missing and failed states; the tab is titled after the run. */
export function RunDetailPage({ runId, children }: RunDetailPageProps) {
  const query = useRun(runId);
  const auth = useAuth();
  // Offline (as the query library knows it: lib/query-layer.tsx), a run the device never kept: said at once rather
  // than loading until the network is back, when the query's waiting retry loads it (docs/decisions/037). A
  // runner's registered runs are kept: My Runs has them.
  const offline = !onlineManager.isOnline() && query.failureCount > 0;
  const notFound = runId === null || (query.isError && isRunNotFound(query.error));
  useDocumentTitle(query.data?.title ?? (notFound ? t('runs.detail.notFound') : t('runs.detail.pageTitle')));

  if (notFound) return <RunNotFound />;
  // A failed background refresh keeps the run on screen.
  if (query.data) {
    // Should a part of the page still be on its way (a route's lazy control), the skeleton stands in for it.
    return <Suspense fallback={<RunDetailSkeleton />}>{children(query.data)}</Suspense>;
  }
  if (query.isError || offline) {
    return (
      <RunLoadError
        message={offline ? t('runs.detail.offline') : runDetailErrorMessage(query.error)}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        offline={offline}
      >
        {offline && auth.status === 'authenticated' && auth.user.role === 'runner' && (
          <Link to={paths.myRuns.getHref()} className={buttonVariants()}>
            {t('core.nav.myRuns')}
          </Link>
        )}
      </RunLoadError>
    );
  }
  return <RunDetailSkeleton />;
}
