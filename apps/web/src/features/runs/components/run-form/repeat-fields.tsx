import { lazy, Suspense } from 'react';
import { t } from '@/lib/i18n';
import type { RepeatState } from './repeat-state';

const loadOptions = () => import('./repeat-options');
const RepeatOptions = lazy(() => loadOptions().then((module) => ({ default: module.RepeatOptions })));

/**
 * "Repeat this run" on the Create a Run form (docs/product.md §5 "Create run"): how often, every 1–4 weeks on the
 * run's weekday, ending after a number of runs or on a date. Each date becomes a run of its own. The options load
 * when ticked. The box names no interval: "weekly" beside "Every 2 weeks" read as a contradiction.
 */
export function RepeatFields({
  state,
  onChange,
  date,
  time,
  error,
}: {
  state: RepeatState;
  onChange: (next: RepeatState) => void;
  /** The first run's date and time, to say which weekday it repeats on. */
  date: string;
  time: string;
  error?: string;
}) {
  const set = (patch: Partial<RepeatState>) => onChange({ ...state, ...patch });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{t('runs.repeat.legend')}</legend>
      <label className="flex w-fit cursor-pointer items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={state.enabled}
          onChange={(event) => set({ enabled: event.target.checked })}
          onPointerEnter={() => void loadOptions()}
          onFocus={() => void loadOptions()}
        />
        {t('runs.repeat.enable')}
      </label>
      {state.enabled && (
        <Suspense fallback={<p className="text-sm text-slate-600">{t('runs.repeat.loading')}</p>}>
          <RepeatOptions state={state} set={set} date={date} time={time} error={error} />
        </Suspense>
      )}
    </fieldset>
  );
}
