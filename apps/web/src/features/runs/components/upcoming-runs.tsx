import { ArrowRight, CalendarX2, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useRuns } from '../api/get-runs';
import { runListErrorMessage } from '../utils/run-list-error';
import { RunCard } from './run-card';
import { RunCardSkeleton } from './run-card-skeleton';

/** Spec §9: the home page shows at most 6 upcoming runs. */
export const UPCOMING_RUNS_LIMIT = 6;
/** Cards in the first row on wide screens: their pictures load eagerly. */
const FIRST_ROW = 3;

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

function UpcomingRunsBody() {
  const runs = useRuns({ limit: UPCOMING_RUNS_LIMIT });

  if (runs.isPending) {
    return (
      <div role="status" className={grid}>
        <span className="sr-only">Loading upcoming runs...</span>
        {Array.from({ length: FIRST_ROW }, (_, i) => (
          <RunCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (runs.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-4 rounded-xl bg-red-50 px-4 py-10 text-center"
      >
        <p className="font-medium text-red-900">{runListErrorMessage(runs.error)}</p>
        <Button variant="outline" disabled={runs.isFetching} onClick={() => void runs.refetch()}>
          <RefreshCw aria-hidden="true" className={runs.isFetching ? 'animate-spin' : undefined} />
          Retry
        </Button>
      </div>
    );
  }

  const items = runs.data.items.slice(0, UPCOMING_RUNS_LIMIT);
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl bg-slate-50 px-4 py-10 text-center">
        <CalendarX2 aria-hidden="true" className="size-10 text-slate-400" />
        <h3 className="text-lg font-bold text-slate-900">No upcoming runs</h3>
        <p className="text-slate-600">Check back later for new running events.</p>
        <Link to={paths.runs.getHref()} className={buttonVariants({ className: 'mt-3' })}>
          Find Runs
        </Link>
      </div>
    );
  }

  return (
    <ul className={grid}>
      {items.map((run, index) => (
        <li key={run.id}>
          <RunCard run={run} priority={index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}

/** The 'Upcoming Runs' card of the home pages, with 'View All' to /runs. */
export function UpcomingRuns() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle id={headingId}>Upcoming Runs</CardTitle>
          <Link to={paths.runs.getHref()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            View All
            <ArrowRight aria-hidden="true" />
          </Link>
        </CardHeader>
        <CardContent>
          <UpcomingRunsBody />
        </CardContent>
      </Card>
    </section>
  );
}
