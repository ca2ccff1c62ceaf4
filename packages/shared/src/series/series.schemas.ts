import { z } from 'zod';
import { runSchema } from '../runs/run.schemas';
// Sentences, not zod's wording, for every issue without a message of its own; ids in paths.
import { msg } from '../i18n/keys';
import { pathId } from '../i18n/zod-messages';

/** `?scope=` of PATCH and DELETE /api/events/:id: the run alone, or it and the later runs of its series. */
export const seriesScopeQuerySchema = z.object({
  scope: z.enum(['this', 'following'], msg('validation.series.scope')).optional(),
});
export type SeriesScope = NonNullable<z.infer<typeof seriesScopeQuerySchema>['scope']>;

export const seriesIdParamsSchema = z.object({ id: pathId() });

/** GET /api/series/:id: the rule and the runs still to come. */
export const seriesSchema = z.object({
  id: z.number().int(),
  hostId: z.string(),
  everyWeeks: z.number().int(),
  /** Last date a run may fall on, or null when the series ends after `count` runs. */
  until: z.string().nullable(),
  count: z.number().int().nullable(),
  /** Weekday and local time of the coming runs, in `timezone`. */
  weekday: z.string(),
  time: z.string(),
  timezone: z.string(),
  /** 'Every Tuesday at 19:00' or 'Every 2 weeks on Saturday at 09:00'. */
  label: z.string(),
  upcomingRuns: z.array(runSchema),
});
export type Series = z.infer<typeof seriesSchema>;
