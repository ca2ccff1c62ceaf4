import type { ReactNode } from 'react';
import { LoadError } from '@/components/errors/load-error';
import { Container } from '@/components/layout/container';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { isNotFound, useParticipants } from '../api/get-participants';
import { ParticipantsView } from './participants-view';

interface ParticipantsPageProps {
  /** Null when the URL names no run: no request, the not-found state at once. */
  runId: number | null;
  /** What a missing run looks like (the route gives the run page's own 'Run not found'). */
  notFound: ReactNode;
  /** The signed-in runner manages the run's business (docs/decisions/057): e-mails and the CSV, as its host. */
  managesRun?: (hostId: string) => boolean;
}

/** Loads a run's participants with their loading, missing and failed states. */
export function ParticipantsPage({ runId, notFound, managesRun }: ParticipantsPageProps) {
  const auth = useAuth();
  const query = useParticipants(runId);
  const missing = runId === null || (query.isError && isNotFound(query.error));
  const first = query.data?.pages[0];
  useDocumentTitle(
    first
      ? t('runs.participants.pageTitle', { title: first.run.title })
      : missing
        ? t('runs.detail.notFound')
        : t('runs.participants.title'),
  );

  if (missing) return notFound;

  let body: ReactNode;
  if (first && query.data) {
    const isHost =
      (auth.status === 'authenticated' && auth.user.id === first.run.hostId) ||
      (managesRun?.(first.run.hostId) ?? false);
    const participants = query.data.pages.flatMap((page) => page.participants);
    body = (
      <ParticipantsView
        data={{ run: first.run, totals: first.totals, participants }}
        isHost={isHost}
        onShowMore={query.hasNextPage ? () => void query.fetchNextPage() : undefined}
        loadingMore={query.isFetchingNextPage}
      />
    );
  } else if (query.isError) {
    body = (
      <LoadError
        heading
        message={t('runs.participants.loadError')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{t('runs.participants.loading')}</span>

        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    );
  }
  return <Container className="py-6 sm:py-10">{body}</Container>;
}
