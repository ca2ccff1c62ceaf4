import type { Dashboard } from '@runtogether/shared/business/dashboard.schemas';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import type { SeriesScope } from '@runtogether/shared/series/series.schemas';
import { Compass } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { useDeleteDashboardRun } from '../api/delete-dashboard-run';
import { useMoreRuns } from '../hooks/use-more-runs';
import { sortRunsByStart } from '../utils/dashboard-runs';
import { DashboardRunList, runRowLinkId } from './dashboard-run-list';
import { DeleteRunDialog } from './delete-run-dialog';

// docs/product.md §2: the run list is 240 px high and scrolls; the panel is focusable, so the keyboard scrolls it too.
// On a phone it takes up to 60 % of the screen's height instead, so more than three runs show at once.
const panel =
  'h-[min(26rem,60vh)] sm:h-60 overflow-y-auto overscroll-contain rounded-xl bg-slate-50 p-1.5 sm:p-2';

/** The next page of a list, on demand: the dashboard answers the first 10 of each. */
function ShowMore({ more }: { more: ReturnType<typeof useMoreRuns> }) {
  if (!more.hasMore) return null;
  return (
    <div className="mt-2 flex flex-col items-center gap-1">
      <Button variant="outline" size="sm" disabled={more.loading} onClick={more.loadMore}>
        {more.loading ? t('host.common.loading') : t('host.dashboard.runs.showMore')}
      </Button>
      {more.failed && (
        <p role="alert" className="text-sm text-red-700">
          {t('host.dashboard.runs.moreFailed')}
        </p>
      )}
    </div>
  );
}

/** The host's runs in two tabs, each row linking to the run, with a confirmed, optimistic delete. */
export function DashboardRuns({ hostId, dashboard }: { hostId: string; dashboard: Dashboard }) {
  const headingId = useId();
  const [toDelete, setToDelete] = useState<Run | null>(null);
  // Where focus goes once a deletion's dialog has closed: the row that took the deleted one's place (the next,
  // else the one before), or the list's heading when none is left. Unset when the host kept the run.
  const focusAfterDelete = useRef<string | null>(null);
  const deletion = useDeleteDashboardRun(hostId);
  const moreUpcoming = useMoreRuns(hostId, 'upcoming', dashboard.upcomingNextCursor);
  const morePast = useMoreRuns(hostId, 'past', dashboard.pastNextCursor);
  const upcoming = useMemo(
    () => [...sortRunsByStart(dashboard.upcomingRuns, 'asc'), ...moreUpcoming.runs],
    [dashboard.upcomingRuns, moreUpcoming.runs],
  );
  const past = useMemo(
    () => [...sortRunsByStart(dashboard.pastRuns, 'desc'), ...morePast.runs],
    [dashboard.pastRuns, morePast.runs],
  );

  const confirm = (scope: SeriesScope) => {
    if (!toDelete) return;
    const removedIds =
      scope === 'following'
        ? upcoming
            .filter((run) => run.seriesId === toDelete.seriesId && run.startsAt >= toDelete.startsAt)
            .map((run) => run.id)
        : [toDelete.id];
    const list = upcoming.some((run) => run.id === toDelete.id) ? upcoming : past;
    const at = list.findIndex((run) => run.id === toDelete.id);
    const kept = (run: Run) => !removedIds.includes(run.id);
    const next = list.slice(at + 1).find(kept) ?? list.slice(0, at).findLast(kept);
    focusAfterDelete.current = next ? runRowLinkId(next.id) : headingId;
    deletion.mutate({
      id: toDelete.id,
      title: toDelete.title,
      scope: toDelete.seriesId === null ? undefined : scope,
      removedIds,
    });
    for (const id of removedIds) {
      moreUpcoming.forget(id);
      morePast.forget(id);
    }
    setToDelete(null);
  };

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle id={headingId} tabIndex={-1}>
            {t('host.dashboard.runs.title')}
          </CardTitle>
          <Link to={paths.runs.getHref()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <Compass aria-hidden="true" />
            {t('host.dashboard.runs.browse')}
          </Link>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="upcoming">
            <TabsList aria-label={t('host.dashboard.runs.tabsLabel')}>
              <TabsTrigger value="upcoming">{t('host.dashboard.runs.upcoming')}</TabsTrigger>
              <TabsTrigger value="past">{t('host.dashboard.runs.past')}</TabsTrigger>
            </TabsList>
            <TabsContent value="upcoming" className={`mt-3 ${panel}`}>
              <DashboardRunList runs={upcoming} when="upcoming" onDelete={setToDelete} />
              <ShowMore more={moreUpcoming} />
            </TabsContent>
            <TabsContent value="past" className={`mt-3 ${panel}`}>
              <DashboardRunList runs={past} when="past" onDelete={setToDelete} />
              <ShowMore more={morePast} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <DeleteRunDialog
        run={toDelete}
        onCancel={() => setToDelete(null)}
        onConfirm={confirm}
        onCloseAutoFocus={(event) => {
          const target = focusAfterDelete.current && document.getElementById(focusAfterDelete.current);
          focusAfterDelete.current = null;
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      />
    </section>
  );
}
