import type { Run } from '@runtogether/shared/runs/run.schemas';
import { Store } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/errors/load-error';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { useFollowedRuns } from '../api/get-followed-runs';

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** The runner's home: upcoming runs of the hosts they follow, soonest first; `renderRun` is the runs feature's card. */
export function FollowedRuns({ renderRun }: { renderRun: (run: Run) => ReactNode }) {
  const headingId = useId();
  const runs = useFollowedRuns();

  let content: ReactNode;
  if (runs.isPending) {
    content = (
      <div role="status" className={grid}>
        <span className="sr-only">{t('host.followedRuns.loadingSr')}</span>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="aspect-4/5 w-full rounded-2xl" />
        ))}
      </div>
    );
  } else if (runs.isError) {
    content = (
      <LoadError
        message={t('host.followedRuns.loadError')}
        retrying={runs.isFetching}
        onRetry={() => void runs.refetch()}
      />
    );
  } else if (runs.data.items.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-2 rounded-xl bg-slate-50 px-4 py-10 text-center">
        <Store aria-hidden="true" className="size-10 text-slate-400" />
        <h3 className="text-lg font-bold text-slate-900">{t('host.followedRuns.emptyTitle')}</h3>
        <p className="text-slate-600">{t('host.followedRuns.emptyText')}</p>
        <Link to={paths.runs.getHref()} className={buttonVariants({ className: 'mt-3' })}>
          {t('host.followedRuns.findRuns')}
        </Link>
      </div>
    );
  } else {
    content = (
      <ul aria-labelledby={headingId} className={grid}>
        {runs.data.items.map((run) => (
          <li key={run.id} className="flex">
            {renderRun(run)}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle id={headingId}>{t('host.followedRuns.title')}</CardTitle>
        </CardHeader>
        <CardContent>{content}</CardContent>
      </Card>
    </section>
  );
}
