import { useRunFilters } from '../../hooks/use-run-filters';
import { RunFiltersPanel } from './run-filters-panel';
import { RunResults } from './run-results';

/** docs/product.md §2 "Find Runs page": filters kept in the URL, and the upcoming runs they select. */
export function FindRuns() {
  const { filters, setFilters, clearFilters } = useRunFilters();
  return (
    <div className="flex flex-col gap-6 sm:gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Find Runs</h1>
        <p className="text-slate-600">
          Community group runs hosted by local businesses. Filter by pace, distance, day and place.
        </p>
      </header>
      <RunFiltersPanel filters={filters} setFilters={setFilters} clearFilters={clearFilters} />
      <RunResults filters={filters} />
    </div>
  );
}
