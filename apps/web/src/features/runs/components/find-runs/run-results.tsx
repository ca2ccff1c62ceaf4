import { formatDateHeading, groupByDate } from '@runtogether/shared/dates/date.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { Loader2, SearchX } from 'lucide-react';
import { useCallback, useId, useMemo } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RetryButton } from '@/components/ui/retry-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useHydrated } from '@/lib/hydration';
import { intlLocale, t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { RUNS_PAGE_SIZE, useRunPages } from '../../api/get-runs';
import { useLoadOnVisible } from '../../hooks/use-load-on-visible';
import {
  browserTimeZone,
  hasNarrowingFilters,
  runListParams,
  SERVER_TIME_ZONE,
  type RunFilters,
} from '../../utils/run-filters';
import { runListErrorMessage, runListMessages } from '../../utils/run-list-error';
import { RunCard } from '../run-card';
import { RunCardSkeleton } from '../run-card-skeleton';

const grid = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';
/** Cards in the first row on wide screens: their pictures load eagerly. */
const FIRST_ROW = 3;

/** Pages never overlap on the server, but a run moving between pages while paging must not show twice. */
function uniqueRuns(pages: readonly { items: Run[] }[]): Run[] {
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page.items)
    .filter((run) => (seen.has(run.id) ? false : (seen.add(run.id), true)));
}

function Banner({ tone, children }: { tone: 'info' | 'loading'; children: string }) {
  return (
    <div
      role="status"
      className="flex items-center gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2.5 text-sm text-sky-900"
    >
      {tone === 'loading' && (
        <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin motion-reduce:animate-none" />
      )}
      {children}
    </div>
  );
}

function LoadingGroups() {
  return (
    <div className="flex flex-col gap-10">
      {[0, 1].map((group) => (
        <div key={group} data-testid="run-group-skeleton" className="flex flex-col gap-4">
          <Skeleton className="h-7 w-64 max-w-full" />
          <div className={grid}>
            {[0, 1, 2].map((card) => (
              <RunCardSkeleton key={card} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

function DateGroup({ date, runs, firstIndex }: { date: string; runs: Run[]; firstIndex: number }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900">
        {formatDateHeading(date, intlLocale())}
      </h2>
      <ul className={grid}>
        {runs.map((run, index) => (
          <li key={run.id}>
            <RunCard run={run} priority={firstIndex + index < FIRST_ROW} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function EmptyState({ hint }: { hint: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white px-4 py-12 text-center">
      <SearchX aria-hidden="true" className="size-10 text-slate-400" />
      <h2 className="text-lg font-bold text-slate-900">{runListMessages.noneFound}</h2>
      <p className="max-w-md text-slate-600">{hint}</p>
    </div>
  );
}

/** docs/product.md §2 "Find Runs page": upcoming runs grouped by date, a page at a time, with loading/error/empty. */
export function RunResults({ filters }: { filters: RunFilters }) {
  // The server's zone while hydrating, so the list drawn matches its HTML; the viewer's from then on.
  const timeZone = useHydrated() ? browserTimeZone() : SERVER_TIME_ZONE;
  const params = useMemo(() => runListParams(filters, timeZone, RUNS_PAGE_SIZE), [filters, timeZone]);
  const runs = useRunPages(params);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = runs;

  const items = useMemo(() => uniqueRuns(runs.data?.pages ?? []), [runs.data]);
  const groups = useMemo(() => groupByDate(items), [items]);
  const narrowed = hasNarrowingFilters(filters);
  // Old results kept on screen while new filters load; an empty old list would only mislead.
  const refreshing = runs.isPlaceholderData;
  const loading = runs.isPending || (refreshing && items.length === 0);

  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [isFetchingNextPage, fetchNextPage]);
  const sentinelRef = useLoadOnVisible<HTMLDivElement>(loadMore, {
    enabled: !!hasNextPage && !isFetchingNextPage && !runs.isError && !refreshing,
  });

  if (loading) {
    return (
      <div aria-busy="true" className="flex flex-col gap-6">
        <Banner tone="loading">{t('runs.results.loading')}</Banner>
        <LoadingGroups />
      </div>
    );
  }

  const retry = () => void (runs.isFetchNextPageError ? fetchNextPage() : runs.refetch());
  const errorBanner = runs.isError && (
    <Alert className="items-center">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium">{runListErrorMessage(runs.error)}</p>
        <RetryButton
          size="sm"
          retrying={runs.isFetching}
          onRetry={retry}
          label={t('runs.results.tryAgain')}
        />
      </div>
    </Alert>
  );

  if (items.length === 0) {
    return (
      <div className="flex flex-col gap-6">
        {errorBanner || (!narrowed && <Banner tone="info">{runListMessages.empty}</Banner>)}
        <EmptyState
          hint={narrowed && !runs.isError ? runListMessages.filteredOut : runListMessages.noneFoundHint}
        />
      </div>
    );
  }

  const starts = groups.map((_, i) => groups.slice(0, i).reduce((n, g) => n + g.items.length, 0));
  return (
    <div className="flex flex-col gap-6">
      {refreshing ? (
        <Banner tone="loading">{t('runs.results.updating')}</Banner>
      ) : (
        <p role="status" className="sr-only">
          {t('runs.results.showing', { count: items.length })}
        </p>
      )}
      {!runs.isFetchNextPageError && errorBanner}
      <div
        aria-busy={refreshing}
        className={cn('flex flex-col gap-10 transition-opacity', { 'opacity-60': refreshing })}
      >
        {groups.map((group, i) => (
          <DateGroup key={group.date} date={group.date} runs={group.items} firstIndex={starts[i] ?? 0} />
        ))}
      </div>

      {runs.isFetchNextPageError && errorBanner}
      {hasNextPage && !runs.isFetchNextPageError && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={loadMore} aria-busy={isFetchingNextPage}>
            {isFetchingNextPage && (
              <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            )}
            {isFetchingNextPage ? t('runs.results.loadingMore') : t('runs.common.loadMore')}
          </Button>
        </div>
      )}
      {!hasNextPage && !refreshing && (
        <p className="text-center text-sm text-slate-600">{t('runs.results.end')}</p>
      )}
      <div ref={sentinelRef} aria-hidden="true" />
    </div>
  );
}
