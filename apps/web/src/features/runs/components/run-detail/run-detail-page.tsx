import type { Run } from '@runtogether/shared/runs/run.schemas';
import { Suspense, type ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
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
  const notFound = runId === null || (query.isError && isRunNotFound(query.error));
  useDocumentTitle(query.data?.title ?? (notFound ? t('runs.detail.notFound') : t('runs.detail.pageTitle')));

  if (notFound) return <RunNotFound />;
  // A failed background refresh keeps the run on screen.
  if (query.data) {
    // Should a part of the page still be on its way (a route's lazy control), the skeleton stands in for it.
    return <Suspense fallback={<RunDetailSkeleton />}>{children(query.data)}</Suspense>;
  }
  if (query.isError) {
    return (
      <RunLoadError
        message={runDetailErrorMessage(query.error)}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <RunDetailSkeleton />;
}
