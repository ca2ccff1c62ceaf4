import { isDateKey } from '@runtogether/shared/dates/date.rules';
import type { Repeat } from '@runtogether/shared/series/repeat.schemas';
import { seriesMessages } from '@runtogether/shared/series/series.messages';
import { MAX_SERIES_RUNS } from '@runtogether/shared/series/series.rules';

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
