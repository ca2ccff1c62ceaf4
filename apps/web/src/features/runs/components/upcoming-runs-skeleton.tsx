import { t } from '@/lib/i18n';
import { RunCardSkeleton } from './run-card-skeleton';

/** docs/product.md §9: the home page shows at most 6 upcoming runs. */
export const UPCOMING_RUNS_LIMIT = 6;
/** Cards in the first row on wide screens: their pictures load eagerly. */
export const FIRST_ROW = 3;

export const upcomingRunsGrid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** While the list's code or the runs load: the same boxes as the first row of cards. */
export function UpcomingRunsSkeleton() {
  return (
    <div role="status" className={upcomingRunsGrid}>
      <span className="sr-only">{t('runs.upcoming.loading')}</span>

      {Array.from({ length: FIRST_ROW }, (_, i) => (
        <RunCardSkeleton key={i} />
      ))}
    </div>
  );
}
