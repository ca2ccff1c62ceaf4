import { isDateKey } from '@runtogether/shared/dates/date.rules';
import { MAX_EVERY_WEEKS, MAX_SERIES_RUNS, seriesLabel } from '@runtogether/shared/series/series.rules';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { RepeatState } from './repeat-state';

export interface RepeatOptionsProps {
  state: RepeatState;
  set: (patch: Partial<RepeatState>) => void;
  date: string;
  time: string;
  error?: string;
}

/** The interval and the end of a weekly series; loaded when the host ticks "Repeats weekly" (decision 014). */
export function RepeatOptions({ state, set, date, time, error }: RepeatOptionsProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Every"
          description={isDateKey(date) && time ? `${seriesLabel(state.everyWeeks, date, time)}.` : undefined}
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
  );
}
