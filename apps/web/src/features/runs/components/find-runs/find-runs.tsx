import { useLocation, useNavigate } from 'react-router';
import { t } from '@/lib/i18n';
import { useRunFilters } from '../../hooks/use-run-filters';
import { toSearchString } from '../../utils/run-filters';
import { RunFiltersPanel } from './run-filters-panel';
import { RunMapView } from './run-map-view';
import { RunResults } from './run-results';
import { ViewSwitch, type RunsView } from './view-switch';

/**
 * docs/product.md §2 "Find Runs page": filters kept in the URL, and the upcoming runs they select, as a list or
 * (`view=map` in the URL) a map above the same list.
 */
export function FindRuns() {
  const { filters, chosen, setFilters, clearFilters } = useRunFilters();
  const { search } = useLocation();
  const navigate = useNavigate();
  const view: RunsView = new URLSearchParams(search).get('view') === 'map' ? 'map' : 'list';
  const setView = (next: RunsView) => {
    const params = new URLSearchParams(search);
    if (next === 'map') params.set('view', 'map');
    else {
      params.delete('view');
      // The searched area belongs to the map.
      params.delete('bbox');
    }
    void navigate({ search: toSearchString(params) });
  };
  return (
    <div className="flex flex-col gap-6 sm:gap-8">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {t('runs.find.title')}
          </h1>
          <ViewSwitch view={view} onChange={setView} />
        </div>
        <p className="text-slate-600">{t('runs.find.intro')}</p>
      </header>
      <RunFiltersPanel filters={chosen} setFilters={setFilters} clearFilters={clearFilters} />
      {view === 'map' && <RunMapView filters={filters} setFilters={setFilters} />}
      <RunResults filters={filters} />
    </div>
  );
}
