// The `repeat` of a new run. Apart from series.schemas.ts because the run's create body (run-bodies.schemas.ts)
// imports it and the series answer imports the run: one-way.
import { z } from 'zod';
// Sentences, not zod's wording, for every issue without a message of its own.
import '../i18n/zod-messages';
import { isSaneDateKey } from '../dates/date.rules';
import { MAX_EVERY_WEEKS, MAX_SERIES_RUNS } from './series.rules';
import { seriesMessages } from './series.messages';

/** `repeat` of POST /api/events: every 1–4 weeks on the run's weekday, until a date or for a number of runs. */
export const repeatSchema = z
  .strictObject({
    everyWeeks: z
      .number(seriesMessages.everyWeeks)
      .int(seriesMessages.everyWeeks)
      .min(1, seriesMessages.everyWeeks)
      .max(MAX_EVERY_WEEKS, seriesMessages.everyWeeks),
    until: z
      .string()
      .min(1, seriesMessages.until)
      .refine((v) => v === '' || isSaneDateKey(v), seriesMessages.untilInvalid)
      .optional(),
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
