import { formatShortDate } from '@runtogether/shared/dates/date.rules';
import { formatRunPace, spotsLeft } from '@runtogether/shared/runs/run.rules';
import type { BoundingBox, Run } from '@runtogether/shared/runs/run.schemas';
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { RunsMap, type MapRun } from '@/components/map/lazy-maps';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { intlLocale, t } from '@/lib/i18n';
import { useRuns } from '../../api/get-runs';
import type { SetRunFilters } from '../../hooks/use-run-filters';
import { browserTimeZone, runListParams, type RunFilters } from '../../utils/run-filters';

/** The most runs one map shows; moving the map and "Search this area" narrows a busy city down. */
export const MAP_RUNS_LIMIT = 100;

function spotsText(run: Pick<Run, 'maxParticipants' | 'currentParticipants'>): string {
  const spots = spotsLeft(run.maxParticipants, run.currentParticipants);
  if (spots === 'Unlimited') return t('runs.map.unlimitedSpots');
  if (spots <= 0) return t('runs.map.fullWaitlist');
  return t('runs.common.spotsLeft', { count: spots });
}

/** A run as its map marker shows it: title, then date and time, pace, spots left. */
export function toMapRun(run: Run): MapRun | null {
  if (run.latitude === null || run.longitude === null) return null;
  return {
    id: run.id,
    title: run.title,
    latitude: run.latitude,
    longitude: run.longitude,
    details: [
      t('runs.map.dateTime', { date: formatShortDate(run.date, intlLocale()), time: run.time }),
      t('runs.common.paceValue', { pace: formatRunPace(run) }),
      spotsText(run),
    ],
  };
}

/**
 * Find Runs as a map: the runs the filters select, and after the visitor moves the map, "Search this
 * area" (the API's bbox filter, kept in the URL). The list under it stays the accessible way through.
 */
export function RunMapView({ filters, setFilters }: { filters: RunFilters; setFilters: SetRunFilters }) {
  const navigate = useNavigate();
  const runs = useRuns(runListParams(filters, browserTimeZone(), MAP_RUNS_LIMIT));
  const [moved, setMoved] = useState<BoundingBox | null>(null);
  const mapRuns = useMemo(
    () => (runs.data?.items ?? []).map(toMapRun).filter((run): run is MapRun => run !== null),
    [runs.data],
  );
  const total = runs.data?.items.length ?? 0;

  return (
    <section aria-label={t('runs.map.ariaLabel')} className="flex flex-col gap-3">
      <div className="flex min-h-10 flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" role="status">
          {runs.isSuccess &&
            (mapRuns.length === total
              ? t('runs.map.countAll', { count: total })
              : t('runs.map.countSome', { shown: mapRuns.length, total }))}
        </p>
        {moved && (
          <Button
            variant="outline"
            onClick={() => {
              setFilters({ bbox: moved });
              setMoved(null);
            }}
          >
            <Search aria-hidden="true" />
            {t('runs.map.searchArea')}
          </Button>
        )}
      </div>
      <RunsMap
        runs={mapRuns}
        area={filters.bbox}
        near={filters.near}
        onMoved={setMoved}
        onOpenRun={(id) => void navigate(paths.run.getHref(id))}
      />
    </section>
  );
}
