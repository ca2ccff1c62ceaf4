// The `repeat` of a new run (issue 17). Apart from series.schemas.ts because the run input imports it and
// the series answer imports the run: one-way.
import { z } from 'zod';
import { isDateKey } from '../dates/date.rules';
import { MAX_EVERY_WEEKS, MAX_SERIES_RUNS } from './series.rules';

export const seriesMessages = {
  everyWeeks: `Repeat every 1 to ${MAX_EVERY_WEEKS} weeks.`,
  count: `A series has 1 to ${MAX_SERIES_RUNS} runs.`,
  until: 'Please select the date of the last run.',
  oneEnd: 'Choose when the series ends: on a date or after a number of runs.',
  untilBeforeStart: 'The series must end on or after the date of its first run.',
  tooMany: `A series has at most ${MAX_SERIES_RUNS} runs: choose an earlier end date.`,
  notInSeries: 'This run is not part of a series.',
  notFound: 'Series not found',
} as const;

/** `repeat` of POST /api/events: every 1–4 weeks on the run's weekday, until a date or for a number of runs. */
export const repeatSchema = z
  .strictObject({
    everyWeeks: z
      .number(seriesMessages.everyWeeks)
      .int(seriesMessages.everyWeeks)
      .min(1, seriesMessages.everyWeeks)
      .max(MAX_EVERY_WEEKS, seriesMessages.everyWeeks),
    until: z.string().refine(isDateKey, seriesMessages.until).optional(),
    count: z
      .number(seriesMessages.count)
      .int(seriesMessages.count)
      .min(1, seriesMessages.count)
      .max(MAX_SERIES_RUNS, seriesMessages.count)
      .optional(),
  })
  .refine((repeat) => (repeat.until === undefined) !== (repeat.count === undefined), {
    message: seriesMessages.oneEnd,
    path: ['until'],
  });
export type Repeat = z.infer<typeof repeatSchema>;
