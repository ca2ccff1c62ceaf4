import { CalendarX2 } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/errors/load-error';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { useRuns } from '../api/get-runs';
import { runListErrorMessage } from '../utils/run-list-error';
import { RunCard } from './run-card';
import {
  FIRST_ROW,
  UPCOMING_RUNS_LIMIT,
  UpcomingRunsSkeleton,
  upcomingRunsGrid as grid,
} from './upcoming-runs-skeleton';

/** The list of the Upcoming Runs card: loaded apart from the landing page (decision 014). */
export function UpcomingRunsBody() {
  const runs = useRuns({ limit: UPCOMING_RUNS_LIMIT });

  if (runs.isPending) {
    return <UpcomingRunsSkeleton />;
  }

  if (runs.isError) {
    return (
      <LoadError
        message={runListErrorMessage(runs.error)}
        retrying={runs.isFetching}
        onRetry={() => void runs.refetch()}
      />
    );
  }

  const items = runs.data.items.slice(0, UPCOMING_RUNS_LIMIT);
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl bg-slate-50 px-4 py-10 text-center">
        <CalendarX2 aria-hidden="true" className="size-10 text-slate-400" />
        <h3 className="text-lg font-bold text-slate-900">{t('runs.empty.noUpcoming')}</h3>
        <p className="text-slate-600">{t('runs.upcoming.checkBack')}</p>
        <Link to={paths.runs.getHref()} className={buttonVariants({ className: 'mt-3' })}>
          {t('runs.find.title')}
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
