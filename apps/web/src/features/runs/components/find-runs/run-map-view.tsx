import { formatShortDate } from '@runtogether/shared/dates/date.rules';
import { formatPace, spotsLeft } from '@runtogether/shared/runs/run.rules';
import type { BoundingBox, Run } from '@runtogether/shared/runs/run.schemas';
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { RunsMap, type MapRun } from '@/components/map/lazy-maps';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useRuns } from '../../api/get-runs';
import type { SetRunFilters } from '../../hooks/use-run-filters';
import { browserTimeZone, runListParams, type RunFilters } from '../../utils/run-filters';

/** The most runs one map shows; moving the map and "Search this area" narrows a busy city down. */
export const MAP_RUNS_LIMIT = 100;

function spotsText(run: Pick<Run, 'maxParticipants' | 'currentParticipants'>): string {
  const spots = spotsLeft(run.maxParticipants, run.currentParticipants);
  if (spots === 'Unlimited') return 'Unlimited spots';
  if (spots <= 0) return 'Full: waitlist open';
  return spots === 1 ? '1 spot left' : `${spots} spots left`;
}

/** A run as its map marker shows it: title, then date and time, pace, spots left. */
export function toMapRun(run: Run): MapRun | null {
  if (run.latitude === null || run.longitude === null) return null;
  return {
    id: run.id,
    title: run.title,
    latitude: run.latitude,
    longitude: run.longitude,
    details: [`${formatShortDate(run.date)} · ${run.time}`, `${formatPace(run.pace)} min/km`, spotsText(run)],
  };
}

/**
 * Find Runs as a map (issue 19): the runs the filters select, and after the visitor moves the map, "Search this
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
    <section aria-label="Map of runs" className="flex flex-col gap-3">
      <div className="flex min-h-10 flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" role="status">
          {runs.isSuccess &&
            (mapRuns.length === total
              ? `${total === 1 ? '1 run' : `${total} runs`} on the map`
              : `${mapRuns.length} of ${total} runs on the map (the others have no map pin)`)}
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
            Search this area
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
