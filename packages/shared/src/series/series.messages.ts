// A weekly series' refusals, apart from its schemas: the run form names them without carrying zod's schema of
// `repeat`, which only the server checks.
import { msg } from '../i18n/keys';

export const seriesMessages = {
  everyWeeks: msg('validation.series.everyWeeks'),
  count: msg('validation.series.count'),
  until: msg('validation.series.until'),
  /** A last date given but not a real one: the run's own date says so in the same words. */
  untilInvalid: msg('validation.runForm.dateInvalid'),
  oneEnd: msg('validation.series.oneEnd'),
  untilBeforeStart: msg('validation.series.untilBeforeStart'),
  tooMany: msg('validation.series.tooMany'),
  tooFar: msg('validation.series.tooFar'),
  notInSeries: msg('validation.series.notInSeries'),
  notFound: msg('validation.series.notFound'),
} as const;
