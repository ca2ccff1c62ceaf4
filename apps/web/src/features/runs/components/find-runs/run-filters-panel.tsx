import { dateKeyInZone } from '@runtogether/shared/dates/date.rules';
import {
  distanceBuckets,
  paceCategories,
  type DistanceBucket,
  type PaceCategory,
} from '@runtogether/shared/runs/run.rules';
import { msg, type MessageKey } from '@runtogether/shared/i18n/keys';
import { ChevronDown, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { t } from '@/lib/i18n';
import { useHydrated } from '@/lib/hydration';
import { cn } from '@/lib/utils';
import { useLocationFilter } from '../../hooks/use-location-filter';
import type { SetRunFilters } from '../../hooks/use-run-filters';
import { activeFilterCount, browserTimeZone, hasAnyFilter, type RunFilters } from '../../utils/run-filters';
import { FilterChip } from './filter-chip';
import { LocationFilter } from './location-filter';

// The same pace categories as the badge and the server (docs/product.md §4).
// Keys, translated when drawn.
const paceOptions: Record<PaceCategory, { label: MessageKey; hint: MessageKey }> = {
  beginner: { label: msg('runs.pace.beginner'), hint: msg('runs.filters.beginnerHint') },
  intermediate: { label: msg('runs.pace.intermediate'), hint: msg('runs.filters.intermediateHint') },
  advanced: { label: msg('runs.pace.advanced'), hint: msg('runs.filters.advancedHint') },
};

// docs/product.md §9: short up to 5 km, medium over 5 up to 10, long over 10.
const distanceOptions: Record<DistanceBucket, { label: MessageKey; hint: MessageKey }> = {
  short: { label: msg('runs.distance.short'), hint: msg('runs.filters.shortHint') },
  medium: { label: msg('runs.distance.medium'), hint: msg('runs.filters.mediumHint') },
  long: { label: msg('runs.distance.long'), hint: msg('runs.filters.longHint') },
};

const toggle = <T,>(list: readonly T[], item: T, on: boolean) =>
  on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

/** Open at first on wider screens, or whenever the page was opened with filters (a shared link). */
function openOnThisScreen(): boolean {
  if (typeof window.matchMedia !== 'function') return true;
  return window.matchMedia('(min-width: 640px)').matches;
}

interface RunFiltersPanelProps {
  filters: RunFilters;
  setFilters: SetRunFilters;
  clearFilters: () => void;
}

/** docs/product.md §2 "Find Runs page": the Filters panel (expands and collapses) with 'Clear All Filters'. */
export function RunFiltersPanel({ filters, setFilters, clearFilters }: RunFiltersPanelProps) {
  const headingId = useId();
  const panelId = useId();
  const dateId = useId();
  // The server cannot know the screen: until hydrated, CSS decides (open from 640 px), so the hydrated page
  // matches the server's. Likewise "today" is the visitor's day, not the server's.
  const hydrated = useHydrated();
  const [chosen, setOpen] = useState<boolean | null>(() => (hasAnyFilter(filters) ? true : null));
  const open = chosen ?? (hydrated ? openOnThisScreen() : null);
  const today = hydrated ? dateKeyInZone(new Date(), browserTimeZone()) : undefined;
  const location = useLocationFilter(filters, setFilters);
  const count = activeFilterCount(filters);
  const canClear = hasAnyFilter(filters) || location.text.trim() !== '';

  const clearAll = () => {
    location.reset();
    clearFilters();
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 p-3 sm:p-4">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          <button
            type="button"
            aria-expanded={open ?? undefined}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
            className="inline-flex min-h-10 items-center gap-2 rounded-lg px-2 hover:bg-slate-50"
          >
            <SlidersHorizontal aria-hidden="true" className="size-5 text-brand-700" />
            {t('runs.filters.filters')}
            {count > 0 && (
              <>
                {' '}
                <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
                  {t('runs.filters.activeCount', { count })}
                </span>
              </>
            )}
            <ChevronDown
              aria-hidden="true"
              className={cn('size-5 text-slate-500 transition-transform motion-reduce:transition-none', {
                'rotate-180': open === true,
                'sm:rotate-180': open === null,
              })}
            />
          </button>
        </h2>
        <Button variant="ghost" size="sm" onClick={clearAll} disabled={!canClear || !hydrated}>
          <X aria-hidden="true" />
          {t('runs.filters.clearAll')}
        </Button>
      </div>

      {/* Hidden rather than unmounted: a location being typed keeps its lookup going while collapsed. */}
      <div
        id={panelId}
        hidden={open === false}
        className={cn('grid gap-6 border-t border-slate-200 p-4 sm:p-5 lg:grid-cols-2', {
          'max-sm:hidden': open === null,
        })}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-slate-800">{t('runs.filters.pace')}</legend>
          <div className="flex flex-wrap gap-2">
            {paceCategories.map((pace) => (
              <FilterChip
                key={pace}
                label={t(paceOptions[pace].label)}
                hint={t(paceOptions[pace].hint)}
                checked={filters.pace.includes(pace)}
                onCheckedChange={(on) => setFilters({ pace: toggle(filters.pace, pace, on) })}
              />
            ))}
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-slate-800">{t('runs.filters.distance')}</legend>
          <div className="flex flex-wrap gap-2">
            {distanceBuckets.map((distance) => (
              <FilterChip
                key={distance}
                label={t(distanceOptions[distance].label)}
                hint={t(distanceOptions[distance].hint)}
                checked={filters.distance.includes(distance)}
                onCheckedChange={(on) => setFilters({ distance: toggle(filters.distance, distance, on) })}
              />
            ))}
          </div>
        </fieldset>

        <div className="flex flex-col gap-1.5">
          <Label htmlFor={dateId}>{t('runs.filters.date')}</Label>

          <Input
            id={dateId}
            type="date"
            min={today}
            value={filters.date ?? ''}
            disabled={!hydrated}
            onChange={(event) => setFilters({ date: event.target.value || null })}
            className="sm:max-w-xs"
          />
        </div>

        <LocationFilter state={location} />
      </div>
    </section>
  );
}
