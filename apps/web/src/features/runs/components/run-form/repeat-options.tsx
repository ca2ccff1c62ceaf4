import { isDateKey } from '@runtogether/shared/dates/date.rules';
import { MAX_EVERY_WEEKS, MAX_SERIES_RUNS, weekdayOf } from '@runtogether/shared/series/series.rules';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { t, translateText } from '@/lib/i18n';
import { seriesLabelText } from '../../utils/series-label';
import type { RepeatState } from './repeat-state';

export interface RepeatOptionsProps {
  state: RepeatState;
  set: (patch: Partial<RepeatState>) => void;
  date: string;
  time: string;
  error?: string;
}

/** How often a series repeats and when it ends; loaded when the host ticks "Repeat this run" (decision 014). */
export function RepeatOptions({ state, set, date, time, error }: RepeatOptionsProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={t('runs.repeat.howOften')}
          description={
            isDateKey(date) && time
              ? t('runs.repeat.labelSentence', {
                  label: seriesLabelText(state.everyWeeks, weekdayOf(date), time),
                })
              : undefined
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
                  {t('runs.repeat.everyWeeks', { weeks })}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('runs.repeat.ends')}>
          {(control) => (
            <Select
              {...control}
              value={state.end}
              onChange={(event) => set({ end: event.target.value === 'until' ? 'until' : 'count' })}
            >
              <option value="count">{t('runs.repeat.afterCount')}</option>
              <option value="until">{t('runs.repeat.onDate')}</option>
            </Select>
          )}
        </FormField>
      </div>
      {state.end === 'count' ? (
        <FormField
          label={t('runs.repeat.count')}
          description={t('runs.repeat.countDescription', { max: MAX_SERIES_RUNS })}
          error={error && translateText(error)}
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
        <FormField
          label={t('runs.repeat.until')}
          error={error && translateText(error)}
          className="sm:max-w-xs"
        >
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
