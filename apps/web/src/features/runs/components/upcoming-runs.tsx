import { ArrowRight } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { UpcomingRunsSkeleton } from './upcoming-runs-skeleton';

// The list needs zod and the query hooks, which the hero above it does not: it is its own chunk, requested as
// soon as this module runs (in parallel with the session check), so the page paints without it (decision 014).
// It brings the query layer along: the landing page has no query client of its own.
const bodyModule = Promise.all([import('./upcoming-runs-body'), import('@/lib/query-layer')]);
const UpcomingRunsBody = lazy(() =>
  bodyModule.then(([{ UpcomingRunsBody }, { QueryLayer }]) => ({
    default: () => (
      <QueryLayer>
        <UpcomingRunsBody />
      </QueryLayer>
    ),
  })),
);

/** The 'Upcoming Runs' card of the home pages, with 'View All' to /runs. */
export function UpcomingRuns() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle id={headingId}>{t('runs.upcoming.title')}</CardTitle>
          <Link to={paths.runs.getHref()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {t('runs.upcoming.viewAll')}

            <ArrowRight aria-hidden="true" />
          </Link>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<UpcomingRunsSkeleton />}>
            <UpcomingRunsBody />
          </Suspense>
        </CardContent>
      </Card>
    </section>
  );
}
