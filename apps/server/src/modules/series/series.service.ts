// Weekly series: a run that repeats every 1–4 weeks. Each occurrence is an ordinary run (its own
// page, capacity, registrations); the rule in run_series only says which dates to create next.
import { dateKeyInZone, zonedToInstant } from '@runtogether/shared/dates/date.rules';
import { AppError } from '@runtogether/shared/errors/app-error';
import type { ParsedRunCreateInput } from '@runtogether/shared/runs/run-bodies.schemas';
import type { ParsedRunInput, RunImageResponse } from '@runtogether/shared/runs/run-input.schemas';
import { runApiMessages } from '@runtogether/shared/runs/run-api.messages';
import { paceMinutesToSeconds } from '@runtogether/shared/runs/run.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import type { Repeat } from '@runtogether/shared/series/repeat.schemas';
import { seriesMessages } from '@runtogether/shared/series/series.messages';
import {
  addDays,
  daysBetween,
  occurrencesThrough,
  SERIES_HORIZON_DAYS,
  seriesLabel,
  weekdayOf,
  type SeriesRule,
} from '@runtogether/shared/series/series.rules';
import type { Series, SeriesScope } from '@runtogether/shared/series/series.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { MAX_INTEGER_ID } from '../../lib/ids';
import type { StorageDriver } from '../../plugins/storage-driver';
import type { SessionUser } from '../auth/session-user';
import { requireActingFor, requireHostPower } from '../auth/permissions';
import {
  applyRunUpdate,
  checkStart,
  creatingRuns,
  deleteRun,
  knownId,
  lastRunDate,
  notFound,
  replaceRunImage,
  refuseStarted,
  rowValues,
  updateRun,
  withZoneResolved,
  zoneOf,
  type RunDeps,
} from '../runs/run-management.service';
import { intlLocaleOf, translatorFor, type Locale } from '../../lib/i18n';
import { getRun, toRun } from '../runs/runs.service';
import { addRunGroups, groupsToCopy, groupsTotal, groupValues } from '../runs/run-groups';
import type { RunGroupValues } from '../runs/run-groups.repository';
import { insertRunRow, lockRun, updateRunRow, type LockedRun, type NewRunRow } from '../runs/runs.repository';
import {
  findLatestSeriesRun,
  findOpenSeriesIds,
  findSeriesRow,
  findSeriesRuns,
  findShownSeriesRunsAfter,
  insertSeriesRow,
  lockSeriesRow,
  lockSeriesRowIfFree,
  moveRunsToSeries,
  updateSeriesRow,
  type SeriesRow,
  findSeriesIdOfRun,
} from './series.repository';

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, 400, { [field]: message });
const notInSeries = () => invalid('scope', seriesMessages.notInSeries);

const ruleOf = (series: SeriesRow): SeriesRule => ({
  everyWeeks: series.everyWeeks,
  firstDate: series.firstDate,
  until: series.untilDate,
  count: series.occurrenceCount,
});

/**
 * The last local date that should have its run by now: 8 weeks ahead, plus a week of slack between job runs.
 * A series that starts further out gets its first 8 weeks at once.
 */
function horizon(series: SeriesRow, now: Date): string {
  const fromToday = addDays(dateKeyInZone(now, series.timezone), SERIES_HORIZON_DAYS + 7);
  const fromFirst = addDays(series.firstDate, SERIES_HORIZON_DAYS);
  const due = fromToday > fromFirst ? fromToday : fromFirst;
  // Never past the runs' own horizon, whatever the rule says (docs/decisions/045).
  const last = lastRunDate(now, series.timezone);
  return due < last ? due : last;
}

/** The columns a new occurrence copies from the run before it. */
function templateOf(row: LockedRun): Omit<NewRunRow, 'startsAt' | 'sequence'> {
  return {
    hostId: row.hostId,
    title: row.title,
    description: row.description,
    timezone: row.timezone,
    paceSecondsPerKm: row.paceSecondsPerKm,
    distanceKm: row.distanceKm,
    maxParticipants: row.maxParticipants,
    location: row.location,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    tags: row.tags,
    imageUrl: row.imageUrl,
    whatsappGroupLink: row.whatsappGroupLink,
    askToConfirm: row.askToConfirm,
    // What registering asks (docs/decisions/055): a waiver asked every week is asked on the new weeks too.
    questions: row.questions,
    requireEmergencyContact: row.requireEmergencyContact,
    seriesId: row.seriesId,
  };
}

/** Creates the series' runs due by the horizon, copying `template`, under the series' lock; answers how many. */
async function extendSeries(
  tx: Database,
  series: SeriesRow,
  template: Omit<NewRunRow, 'startsAt' | 'sequence'>,
  now: Date,
  groups: RunGroupValues[],
): Promise<number> {
  const due = occurrencesThrough(ruleOf(series), series.nextIndex, horizon(series, now));
  let created = 0;
  for (const { date } of due) {
    const startsAt = zonedToInstant(date, series.localTime, series.timezone);
    // Only the job can lag behind; an occurrence whose time has passed is not created after the fact.
    if (startsAt <= now) continue;
    // The rule's zone, not the copied run's: a latest run moved alone to another zone would otherwise give
    // every new date the rule's time read on another clock (19:00 Madrid shown as 13:00 New York).
    const id = await insertRunRow(tx, {
      ...template,
      timezone: series.timezone,
      seriesId: series.id,
      startsAt,
    });
    // Pace groups carry across the series like the run's other fields (docs/decisions/052).
    await addRunGroups(tx, id, groups);
    created++;
  }
  const last = due.at(-1);
  if (last) await updateSeriesRow(tx, series.id, { nextIndex: last.index + 1 }, now);
  return created;
}

/** How many runs a series ending on `until` has (counting its first). */
const runsUntil = (firstDate: string, until: string, everyWeeks: number) =>
  Math.floor(daysBetween(firstDate, until) / (everyWeeks * 7)) + 1;

function checkRepeat(repeat: Repeat, firstDate: string, lastDate: string) {
  if (repeat.until === undefined) return;
  if (repeat.until < firstDate) throw invalid('repeat.until', seriesMessages.untilBeforeStart);
  if (runsUntil(firstDate, repeat.until, repeat.everyWeeks) > 52) {
    throw invalid('repeat.until', seriesMessages.tooMany);
  }
  if (repeat.until > lastDate) throw invalid('repeat.until', seriesMessages.tooFar);
}

/**
 * POST /api/events: one run, or with `repeat` the first run of a weekly series and every later one up to the
 * horizon, in one transaction. Answers the first run.
 */
export async function createRunOrSeries(
  deps: Pick<RunDeps, 'db'>,
  actor: SessionUser | null,
  input: ParsedRunCreateInput,
  now = new Date(),
  /** A team member's business (docs/decisions/054); left out, the signed-in business's own. */
  forBusiness?: string,
): Promise<Run> {
  const { businessId } = await requireActingFor(deps.db, actor, forBusiness, 'runs', creatingRuns);
  const host = { id: businessId };
  const { repeat, ...given } = input;
  const run = { ...given, timezone: zoneOf(given.timezone, given) };
  const startsAt = zonedToInstant(run.date, run.time, run.timezone);
  checkStart(run.date, startsAt, run.timezone, now);
  if (repeat) checkRepeat(repeat, run.date, lastRunDate(now, run.timezone));
  const template = {
    ...rowValues(run),
    hostId: host.id,
    title: run.title,
    description: run.description,
    timezone: run.timezone,
    location: run.location,
    distanceKm: run.distance,
    paceSecondsPerKm: paceMinutesToSeconds(run.pace),
  };
  const groups = groupValues(run.groups ?? []);
  if (groups.length > 0) template.maxParticipants = groupsTotal(groups);
  const id = await deps.db.transaction(async (tx) => {
    if (!repeat) {
      const runId = await insertRunRow(tx, { ...template, startsAt });
      await addRunGroups(tx, runId, groups);
      return runId;
    }
    const series = await insertSeriesRow(tx, {
      hostId: host.id,
      everyWeeks: repeat.everyWeeks,
      untilDate: repeat.until ?? null,
      occurrenceCount: repeat.count ?? null,
      firstDate: run.date,
      localTime: run.time,
      timezone: run.timezone,
    });
    await extendSeries(tx, series, { ...template, seriesId: series.id }, now, groups);
    const [first] = await findSeriesRuns(tx, series.id, { atOrAfter: startsAt });
    if (!first) throw new Error('a new series has no first run');
    return first.id;
  });
  return getRun(deps.db, id);
}

/** The daily job: every open series gets its runs up to the horizon. Safe on any number of instances. */
export async function extendAllSeries(db: Database, now: Date): Promise<number> {
  let created = 0;
  for (const { id } of await findOpenSeriesIds(db)) {
    created += await db.transaction(async (tx) => {
      const series = await lockSeriesRowIfFree(tx, id);
      if (!series) return 0;
      const latest = await findLatestSeriesRun(tx, id);
      // A series whose runs were all deleted has nothing to copy: it has ended.
      return latest
        ? extendSeries(tx, series, templateOf(latest), now, await groupsToCopy(tx, latest.id))
        : 0;
    });
  }
  return created;
}

/**
 * GET /api/series/:id: the rule as the run page words it (in the asker's language: 'Cada martes a las 19:00'),
 * and the runs still to come that are not hidden.
 */
export async function getSeries(
  db: Database,
  id: number,
  now = new Date(),
  locale: Locale = 'en',
): Promise<Series> {
  const series = id <= MAX_INTEGER_ID ? await findSeriesRow(db, id) : undefined;
  if (!series) throw new AppError('NOT_FOUND', seriesMessages.notFound, 404);
  const upcoming = await findShownSeriesRunsAfter(db, id, now);
  return {
    id: series.id,
    hostId: series.hostId,
    everyWeeks: series.everyWeeks,
    until: series.untilDate,
    count: series.occurrenceCount,
    weekday: weekdayOf(series.firstDate),
    time: series.localTime,
    timezone: series.timezone,
    label: seriesLabel(series.everyWeeks, series.firstDate, series.localTime, {
      t: translatorFor(locale),
      intlLocale: intlLocaleOf(locale),
    }),
    upcomingRuns: upcoming.map(toRun),
  };
}

/** A scope only means something for a run of a series; the run itself is answered by the caller. */
async function seriesOf(db: Database, runId: number | null, scope: SeriesScope | undefined) {
  if (scope === undefined || runId === null) return null;
  const seriesId = await findSeriesIdOfRun(db, runId);
  if (seriesId === undefined) throw notFound();
  if (seriesId === null) throw notInSeries();
  return seriesId;
}

/**
 * PATCH /api/events/:id?scope=this|following. `following` applies the change to this run and every later run
 * of its series, keeping their registrations: a new time sets every run's time, a new date moves every run by
 * the same number of days (a new weekday). From the series' first run the rule itself changes; from a later
 * run the series splits: the earlier runs keep their rule ("Every Tuesday at 19:00" still true of them) and
 * this run and the later ones get a rule of their own, so each run's label describes it (docs/decisions/034).
 */
export async function updateRunInScope(
  deps: RunDeps,
  actor: SessionUser | null,
  id: number,
  input: Partial<ParsedRunInput>,
  scope: SeriesScope | undefined,
  now = new Date(),
): Promise<Run> {
  const runId = knownId(id);
  await seriesOf(deps.db, runId, scope);
  if (scope !== 'following' || runId === null) return updateRun(deps, actor, id, input, now);
  let promoted = 0;
  await deps.db.transaction(async (tx) => {
    const first = await lockRun(tx, runId);
    if (!first) throw notFound();
    await requireHostPower(tx, actor, first.hostId, 'runs', runApiMessages.notAuthorizedEdit);
    const seriesId = first.seriesId;
    if (seriesId === null) throw notInSeries();
    const series = await lockSeriesRow(tx, seriesId);
    if (!series) throw notInSeries();
    // One zone for the whole rule: the one sent, or (null) the zone of this run's pin.
    const change = withZoneResolved(input, first);
    const shift = change.date === undefined ? 0 : daysBetween(first.localDate, change.date);
    const later = await findSeriesRuns(tx, seriesId, { atOrAfter: first.startsAt });
    for (const { id: laterId } of later) {
      const row = laterId === first.id ? first : await lockRun(tx, laterId);
      if (!row) continue;
      const own = { ...change, date: change.date === undefined ? undefined : addDays(row.localDate, shift) };
      promoted += await applyRunUpdate(tx, deps, row, own, now);
    }
    const week = series.everyWeeks * 7;
    // Which occurrence this run is (one moved alone by a day or two still counts as its own week).
    const index = Math.max(0, Math.round(daysBetween(series.firstDate, first.localDate) / week));
    const rule = {
      firstDate: addDays(series.firstDate, index * week + shift),
      untilDate: series.untilDate === null ? null : addDays(series.untilDate, shift),
      localTime: change.time ?? series.localTime,
      timezone: change.timezone ?? series.timezone,
    };
    if (index === 0) {
      await updateSeriesRow(tx, seriesId, rule, now);
      return;
    }
    await updateSeriesRow(
      tx,
      seriesId,
      { untilDate: addDays(first.localDate, -1), occurrenceCount: null },
      now,
    );
    const rest = await insertSeriesRow(tx, {
      hostId: series.hostId,
      everyWeeks: series.everyWeeks,
      occurrenceCount: series.occurrenceCount === null ? null : Math.max(1, series.occurrenceCount - index),
      ...rule,
    });
    await updateSeriesRow(tx, rest.id, { nextIndex: Math.max(0, series.nextIndex - index) }, now);
    await moveRunsToSeries(
      tx,
      later.map((row) => row.id),
      rest.id,
    );
  });
  if (promoted > 0) deps.mailQueued();
  return getRun(deps.db, runId);
}

type DeleteDeps = Omit<RunDeps, 'fillOpenSpots'> & { storage: StorageDriver; log: FastifyBaseLogger };

/**
 * DELETE /api/events/:id?scope=this|following. `following` ends the series the day before this run (so the
 * horizon job makes no more), then deletes this run and each later one as a single delete does: everyone
 * registered gets the cancellation e-mail.
 */
export async function deleteRunInScope(
  deps: DeleteDeps,
  actor: SessionUser | null,
  id: number,
  scope: SeriesScope | undefined,
  now = new Date(),
): Promise<void> {
  const runId = knownId(id);
  const seriesId = await seriesOf(deps.db, runId, scope);
  if (scope !== 'following' || runId === null || seriesId === null) return deleteRun(deps, actor, id, now);
  const ids = await deps.db.transaction(async (tx) => {
    const first = await lockRun(tx, runId);
    if (!first) throw notFound();
    await requireHostPower(tx, actor, first.hostId, 'runs', runApiMessages.notAuthorizedDelete);
    refuseStarted(first, now);
    const series = await lockSeriesRow(tx, seriesId);
    if (!series) throw notInSeries();
    await updateSeriesRow(
      tx,
      seriesId,
      { untilDate: addDays(first.localDate, -1), occurrenceCount: null },
      now,
    );
    return (await findSeriesRuns(tx, seriesId, { atOrAfter: first.startsAt })).map((row) => row.id);
  });
  for (const laterId of ids) {
    await deleteRun(deps, actor, laterId, now).catch((error: unknown) => {
      // Another request deleted it meanwhile: it is gone either way.
      if (!(error instanceof AppError && error.status === 404)) throw error;
    });
  }
}

/** POST /api/events/:id/image?scope=following: the new photo shows on this run and the later runs of its series. */
export async function replaceRunImageInScope(
  deps: { db: Database; storage: StorageDriver; log: FastifyBaseLogger },
  actor: SessionUser | null,
  id: number,
  readUpload: () => Promise<Buffer>,
  scope: SeriesScope | undefined,
  now = new Date(),
): Promise<RunImageResponse> {
  const runId = knownId(id);
  const seriesId = await seriesOf(deps.db, runId, scope);
  if (scope !== 'following' || seriesId === null || runId === null) {
    return replaceRunImage(deps, actor, id, readUpload, now);
  }
  const run = await getRun(deps.db, runId);
  return replaceRunImage(deps, actor, id, readUpload, now, async (imageUrl) => {
    const later = await findSeriesRuns(deps.db, seriesId, { after: new Date(run.startsAt) });
    for (const row of later) await updateRunRow(deps.db, row.id, { imageUrl }, now);
  });
}
