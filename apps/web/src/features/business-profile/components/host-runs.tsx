import type { Run, RunList } from '@runtogether/shared/runs/run.schemas';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { CalendarX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RetryButton } from '@/components/ui/retry-button';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useHostRuns } from '../api/get-host-runs';
import { eventHistoryStatus } from '../utils/event-status';
import { businessProfileMessages } from '../utils/messages';
import { RunGridSkeleton } from './business-profile-states';

/** How a run is drawn; the route passes the runs feature's card (features do not import each other). */
export type RenderRun = (run: Run) => ReactNode;

type RunPages = UseInfiniteQueryResult<InfiniteData<RunList>>;

interface RunGridListProps {
  /** The list's accessible name. */
  label: string;
  runs: Run[];
  renderRun: RenderRun;
  /** A mark in the card's top-right corner (Event History's 'Completed' / 'Upcoming'). */
  mark?: (run: Run) => ReactNode;
  empty: { title: string; text: string };
  loading: boolean;
  /** Shown instead of the list when nothing could be loaded. */
  error: { message: string; retrying: boolean; onRetry: () => void } | null;
  /** A later page failed; what is shown stays. */
  moreFailed: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** A grid of run cards a page at a time ('Load more'), with its loading, empty and failed states. */
function RunGridList(props: RunGridListProps) {
  const { label, runs, renderRun, mark, empty, loading, error } = props;
  if (loading) {
    return (
      <div role="status" aria-label={t('host.profile.runs.loading', { label: label.toLowerCase() })}>
        <RunGridSkeleton />
      </div>
    );
  }
  if (error) {
    return (
      <Alert>
        <p className="font-medium">{error.message}</p>
        <RetryButton size="sm" className="mt-2" retrying={error.retrying} onRetry={error.onRetry} />
      </Alert>
    );
  }
  if (runs.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 p-8 text-center">
        <CalendarX aria-hidden="true" className="size-8 text-slate-400" />
        <p className="font-semibold text-slate-900">{empty.title}</p>
        <p className="text-sm text-slate-600">{empty.text}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {runs.map((run) => (
          <li key={run.id} className="relative">
            {renderRun(run)}
            {mark && (
              // Above the card's full-size link, but clicks go through to it.
              <div className="pointer-events-none absolute top-3 right-3 z-10">{mark(run)}</div>
            )}
          </li>
        ))}
      </ul>
      {props.moreFailed && <Alert>{props.moreFailed}</Alert>}
      {props.hasMore && (
        <Button
          variant="outline"
          className="self-center"
          disabled={props.loadingMore}
          onClick={props.onLoadMore}
        >
          {props.loadingMore ? t('host.common.loading') : t('host.common.loadMore')}
        </Button>
      )}
    </div>
  );
}

const items = (query: RunPages) => query.data?.pages.flatMap((page) => page.items) ?? [];

// A failed refetch keeps the runs already shown; only a list that never loaded shows the error instead.
const neverLoaded = (query: RunPages) => query.data === undefined && query.isError;

function SingleRunList({
  query,
  label,
  failedMessage,
  empty,
  renderRun,
}: {
  query: RunPages;
  label: string;
  failedMessage: string;
  empty: { title: string; text: string };
  renderRun: RenderRun;
}) {
  return (
    <RunGridList
      label={label}
      runs={items(query)}
      renderRun={renderRun}
      empty={empty}
      loading={query.data === undefined && !query.isError}
      error={
        neverLoaded(query)
          ? { message: failedMessage, retrying: query.isFetching, onRetry: () => void query.refetch() }
          : null
      }
      moreFailed={query.isFetchNextPageError ? failedMessage : null}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
    />
  );
}

/** The business's runs still to come, soonest first. */
export function UpcomingRuns({ businessId, renderRun }: { businessId: string; renderRun: RenderRun }) {
  return (
    <SingleRunList
      query={useHostRuns(businessId, 'upcoming')}
      label={t('host.profile.runs.upcoming')}
      failedMessage={t(businessProfileMessages.upcomingFailed)}
      empty={{
        title: t('host.profile.runs.noUpcomingTitle'),
        text: t('host.profile.runs.noUpcomingText'),
      }}
      renderRun={renderRun}
    />
  );
}

/** The business's runs that have started, latest first. */
export function PastRuns({ businessId, renderRun }: { businessId: string; renderRun: RenderRun }) {
  return (
    <SingleRunList
      query={useHostRuns(businessId, 'past')}
      label={t('host.profile.runs.past')}
      failedMessage={t(businessProfileMessages.eventsFailed)}
      empty={{ title: t('host.profile.runs.noPastTitle'), text: t('host.profile.runs.noPastText') }}
      renderRun={renderRun}
    />
  );
}

function StatusMark({ startsAt, now }: { startsAt: string; now: number }) {
  const status = eventHistoryStatus(startsAt, now);
  return (
    <Badge
      className={cn(
        'shadow-sm ring-1',
        status === 'Completed'
          ? 'bg-slate-100 text-slate-800 ring-slate-300'
          : 'bg-emerald-50 text-emerald-800 ring-emerald-200',
      )}
    >
      {status === 'Completed' ? t('host.profile.runs.completed') : t('host.profile.runs.upcomingMark')}
    </Badge>
  );
}

/**
 * Every run of the business, each marked 'Completed' or 'Upcoming' (docs/product.md §4): the upcoming ones soonest first,
 * then the past ones latest first, so the list reads outward from today. Past runs join once every upcoming
 * page is in, so a later upcoming page never lands between them.
 */
export function EventHistory({ businessId, renderRun }: { businessId: string; renderRun: RenderRun }) {
  const upcoming = useHostRuns(businessId, 'upcoming');
  const past = useHostRuns(businessId, 'past');
  // One 'now' for the whole list, fixed when it is first shown.
  const [now] = useState(() => Date.now());
  const failed = [upcoming, past].filter(neverLoaded);
  const pastShown = !upcoming.hasNextPage;
  const runs = pastShown ? [...items(upcoming), ...items(past)] : items(upcoming);
  const more = upcoming.hasNextPage ? upcoming : past;

  return (
    <RunGridList
      label={t('host.profile.runs.history')}
      runs={runs}
      renderRun={renderRun}
      mark={(run) => <StatusMark startsAt={run.startsAt} now={now} />}
      empty={{ title: t('host.profile.runs.noEventsTitle'), text: t('host.profile.runs.noEventsText') }}
      loading={failed.length === 0 && (upcoming.data === undefined || past.data === undefined)}
      error={
        failed.length > 0
          ? {
              message: t(businessProfileMessages.eventsFailed),
              retrying: failed.some((query) => query.isFetching),
              onRetry: () => failed.forEach((query) => void query.refetch()),
            }
          : null
      }
      moreFailed={
        upcoming.isFetchNextPageError || past.isFetchNextPageError
          ? t(businessProfileMessages.eventsFailed)
          : null
      }
      hasMore={upcoming.hasNextPage || past.hasNextPage}
      loadingMore={more.isFetchingNextPage}
      onLoadMore={() => void more.fetchNextPage()}
    />
  );
}
