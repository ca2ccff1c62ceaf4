import { isDateKey } from '@runtogether/shared/dates/date.rules';
import { seriesMessages, type Repeat } from '@runtogether/shared/series/repeat.schemas';
import { MAX_EVERY_WEEKS, MAX_SERIES_RUNS, seriesLabel } from '@runtogether/shared/series/series.rules';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

export interface RepeatState {
  enabled: boolean;
  everyWeeks: number;
  end: 'count' | 'until';
  /** As typed, so a half-typed number is not lost. */
  count: string;
  until: string;
}

export const repeatDefaults = (): RepeatState => ({
  enabled: false,
  everyWeeks: 1,
  end: 'count',
  count: '8',
  until: '',
});

/** The API's `repeat` (or none), or the message to show: the server checks the same again. */
export function toRepeat(state: RepeatState, firstDate: string): { repeat?: Repeat; error?: string } {
  if (!state.enabled) return {};
  if (state.end === 'count') {
    const count = Number(state.count);
    if (!Number.isInteger(count) || count < 1 || count > MAX_SERIES_RUNS)
      return { error: seriesMessages.count };
    return { repeat: { everyWeeks: state.everyWeeks, count } };
  }
  if (!isDateKey(state.until)) return { error: seriesMessages.until };
  if (firstDate && state.until < firstDate) return { error: seriesMessages.untilBeforeStart };
  return { repeat: { everyWeeks: state.everyWeeks, until: state.until } };
}

/**
 * "Repeats weekly" on the Create a Run form (issue 17): every 1–4 weeks on the run's weekday, ending after a
 * number of runs or on a date. Each date becomes a run of its own.
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
      <legend className="mb-2 text-sm font-semibold text-slate-800">Repeat</legend>
      <label className="flex w-fit cursor-pointer items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={state.enabled}
          onChange={(event) => set({ enabled: event.target.checked })}
        />
        Repeats weekly
      </label>
      {state.enabled && (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="Every"
              description={
                isDateKey(date) && time ? `${seriesLabel(state.everyWeeks, date, time)}.` : undefined
              }
            >
              {(control) => (
                <Select
                  {...control}
                  value={state.everyWeeks}
                  onChange={(event) => set({ everyWeeks: Number(event.target.value) })}
                >
                  {Array.from({ length: MAX_EVERY_WEEKS }, (_, i) => i + 1).map((weeks) => (
                    <option key={weeks} value={weeks}>
                      {weeks === 1 ? 'Every week' : `Every ${weeks} weeks`}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField label="Ends">
              {(control) => (
                <Select
                  {...control}
                  value={state.end}
                  onChange={(event) => set({ end: event.target.value === 'until' ? 'until' : 'count' })}
                >
                  <option value="count">After a number of runs</option>
                  <option value="until">On a date</option>
                </Select>
              )}
            </FormField>
          </div>
          {state.end === 'count' ? (
            <FormField
              label="Number of runs"
              description={`Up to ${MAX_SERIES_RUNS}, this one included.`}
              error={error}
              className="sm:max-w-xs"
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_SERIES_RUNS}
                  step={1}
                  value={state.count}
                  onChange={(event) => set({ count: event.target.value })}
                />
              )}
            </FormField>
          ) : (
            <FormField label="Date of the last run" error={error} className="sm:max-w-xs">
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  min={date || undefined}
                  value={state.until}
                  onChange={(event) => set({ until: event.target.value })}
                />
              )}
            </FormField>
          )}
        </>
      )}
    </fieldset>
  );
}
