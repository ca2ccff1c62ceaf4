// "Join every week" (decision 053): a runner registers for every upcoming run of a weekly series at once, and
// for the runs the weekly job adds later. Each run keeps its own registration (confirmed or waitlisted on its
// own, cancelled date by date as always); the series' row only remembers the runner's details and the last
// run already registered for.
import { dateTimeFormat } from '@runtogether/shared/dates/date.rules';
import { AppError } from '@runtogether/shared/errors/app-error';
import {
  seriesRegistrationErrorCodes,
  seriesRegistrationMessages,
  type MySeriesResponse,
  type SeriesJoined,
  type SeriesMembership,
  type SeriesRegistrationBody,
} from '@runtogether/shared/series/series-registration.schemas';
import { seriesMessages } from '@runtogether/shared/series/series.messages';
import { runGroupMessages } from '@runtogether/shared/runs/run-groups.schemas';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { MAX_INTEGER_ID } from '../../lib/ids';
import { intlLocaleOf, translatorFor, type Locale } from '../../lib/i18n';
import type { SessionUser } from '../auth/session-user';
import { requireRole } from '../auth/permissions';
import {
  confirmationOf,
  leaveRun,
  registerForSeriesDate,
  type MadeRegistration,
} from '../registrations/register.service';
import { asRunner, toMyRegistration, type RegistrationDeps } from '../registrations/registrations.service';
import { enqueueMail } from '../mail/mail.repository';
import { seriesJoinedEmail } from '../registrations/registration-emails';
import { seriesAsksQuestionsEmail } from '../registrations/spot-link-emails';
import { getCalendarRun, toRun } from '../runs/runs.service';
import { findGroupIdAt, findSeriesGroupPlace, seriesHasGroups } from '../runs/run-groups.repository';
import type { ScheduledJob } from '../scheduler/scheduler';
import { findActiveUserById } from '../users/users.repository';
import { findSeriesRow } from './series.repository';
import {
  claimRunsThrough,
  deleteSeriesRegistration,
  findRunsAfter,
  findSeriesRegistration,
  findSeriesRegistrationsOf,
  findSeriesRegistrationsWithNewRuns,
  findUpcomingSeriesRegistrations,
  insertSeriesRegistration,
  seriesAsksOnEachDate,
  type SeriesRegistrationRow,
} from './series-registrations.repository';

const seriesNotFound = () => new AppError('NOT_FOUND', seriesMessages.notFound, 404);

async function existingSeries(db: Database, id: number) {
  const series = id <= MAX_INTEGER_ID ? await findSeriesRow(db, id) : undefined;
  if (!series) throw seriesNotFound();
  return series;
}

/**
 * A date the runner cannot be registered for (gone, hidden, started, already registered, or without the
 * runner's pace group) is skipped.
 */
const skippable = (error: unknown) =>
  error instanceof AppError && (error.status === 400 || error.status === 404 || error.status === 409);

const invalidGroup = (message: string) =>
  new AppError('VALIDATION_FAILED', message, 400, { groupId: message });

/**
 * On a series with pace groups, joining names one, a group of one of its runs; without groups, none: 400 on
 * `groupId` otherwise.
 */
async function checkSeriesGroup(db: Database, seriesId: number, groupId: number | undefined) {
  if (groupId === undefined) {
    if (await seriesHasGroups(db, seriesId)) throw invalidGroup(runGroupMessages.groupRequired);
    return;
  }
  const place = groupId <= MAX_INTEGER_ID ? await findSeriesGroupPlace(db, groupId) : undefined;
  if (place?.seriesId !== seriesId) throw invalidGroup(runGroupMessages.unknownGroup);
}

/**
 * Registers the runner for the series' runs after the bookmark, each as POST /api/events/:id/registrations
 * would (its own lock), all in one transaction with the bookmark's move and the one e-mail that tells the runner:
 * the ordinary confirmation for one date, a summary of every date for more (docs/decisions/053). Only the caller
 * that moves the bookmark registers, so a run is handled once across instances; answers how many registrations
 * were made.
 */
async function registerForNewRuns(
  deps: RegistrationDeps,
  joined: SeriesRegistrationRow,
  runner: SessionUser,
  now: Date,
): Promise<number> {
  const from = joined.registeredThrough;
  const runs = await findRunsAfter(deps.db, joined.seriesId, from > now ? from : now);
  const last = runs.at(-1);
  if (!last) return 0;
  // The joined group's place, found again on each date: each run has groups of its own.
  const place = joined.groupId === null ? undefined : await findSeriesGroupPlace(deps.db, joined.groupId);
  const input: SeriesRegistrationBody = { name: joined.name, email: joined.email, pace: joined.pace };
  const { made, mailed } = await deps.db.transaction(async (tx) => {
    if (!(await claimRunsThrough(tx, joined.id, from, last.startsAt))) return { made: 0, mailed: false };
    const dates: MadeRegistration[] = [];
    let stopped = false;
    // The runs' locks are taken in start order, as a host's edit of a date and the ones after it takes them.
    for (const run of runs) {
      if (run.asksQuestions) {
        await stopJoining(tx, deps, joined, runner, run.id, now);
        stopped = true;
        break;
      }
      try {
        const groupId = place && (await findGroupIdAt(tx, run.id, place.position));
        dates.push(
          await registerForSeriesDate(tx, deps, runner, run.id, groupId ? { ...input, groupId } : input, now),
        );
      } catch (error) {
        if (!skippable(error)) throw error;
      }
    }
    const mail = joinedMail(dates, deps.publicUrl, now);
    if (mail) await enqueueMail(tx, mail, now);
    return { made: dates.length, mailed: stopped || mail !== null };
  });
  if (mailed) deps.mailQueued();
  return made;
}

/** What tells the runner of the dates just registered: one date's confirmation, or one summary of them all. */
function joinedMail(dates: MadeRegistration[], publicUrl: string, now: Date) {
  const [first, ...others] = dates;
  if (!first) return null;
  if (others.length === 0) return confirmationOf(first, publicUrl, now);
  return seriesJoinedEmail(first.to, [first, ...others], { publicUrl, now });
}

/**
 * A new date asks a required question or a waiver, required or not (the host added one to the date the weekly
 * job copies): only the runner can answer it. Joining every week ends there, as joining anew would be refused
 * (docs/decisions/053), and the runner is e-mailed the date to register for, in the caller's transaction `tx`;
 * the dates already registered for stay.
 */
async function stopJoining(
  tx: Database,
  deps: RegistrationDeps,
  joined: SeriesRegistrationRow,
  runner: SessionUser,
  runId: number,
  now: Date,
) {
  await deleteSeriesRegistration(tx, joined.seriesId, runner.id);
  const run = await getCalendarRun(tx, runId);
  await enqueueMail(tx, seriesAsksQuestionsEmail(runner, run, deps.publicUrl), now);
}

/** 'Every Tuesday' or 'Every 2 weeks on Saturday', in a language. */
function everyText(everyWeeks: number, firstDate: string, locale: Locale) {
  const weekday = dateTimeFormat(intlLocaleOf(locale), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${firstDate}T00:00:00Z`),
  );
  return translatorFor(locale)('server.series.every', { everyWeeks, weekday });
}

async function membershipsOf(
  db: Database,
  runnerId: string,
  locale: Locale,
  now: Date,
  onlySeriesId?: number,
): Promise<SeriesMembership[]> {
  const joined = (await findSeriesRegistrationsOf(db, runnerId)).filter(
    (row) => onlySeriesId === undefined || row.seriesId === onlySeriesId,
  );
  const dates = await findUpcomingSeriesRegistrations(
    db,
    runnerId,
    joined.map((row) => row.seriesId),
    now,
  );
  return joined.map((row) => ({
    seriesId: row.seriesId,
    every: everyText(row.everyWeeks, row.firstDate, locale),
    everyWeeks: row.everyWeeks,
    dates: dates
      .filter((date) => date.seriesId === row.seriesId)
      .map((date) => ({
        run: toRun(date.run),
        registration: toMyRegistration(date.registration, date.waitlistPosition),
      })),
  }));
}

/**
 * POST /api/series/:id/registrations: joins every week; 409 when already joined, or when its runs ask required
 * questions or a waiver (required or not), which each date's own registration answers.
 */
export async function joinSeries(
  deps: RegistrationDeps,
  actor: SessionUser | null,
  seriesId: number,
  body: SeriesRegistrationBody,
  locale: Locale,
  now = new Date(),
): Promise<SeriesMembership> {
  const runner = requireRole(actor, asRunner);
  await existingSeries(deps.db, seriesId);
  if (await seriesAsksOnEachDate(deps.db, seriesId, now)) {
    throw new AppError(
      seriesRegistrationErrorCodes.asksQuestions,
      seriesRegistrationMessages.asksQuestions,
      409,
    );
  }
  await checkSeriesGroup(deps.db, seriesId, body.groupId);
  const joined = await insertSeriesRegistration(deps.db, {
    seriesId,
    runnerId: runner.id,
    name: body.name,
    email: body.email,
    pace: body.pace,
    groupId: body.groupId ?? null,
    registeredThrough: now,
  }).catch((error: unknown) => {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError(
      seriesRegistrationErrorCodes.alreadyJoined,
      seriesRegistrationMessages.alreadyJoined,
      409,
    );
  });
  await registerForNewRuns(deps, joined, runner, now);
  const [membership] = await membershipsOf(deps.db, runner.id, locale, now, seriesId);
  if (!membership) throw seriesNotFound();
  return membership;
}

/**
 * DELETE /api/series/:id/registrations/me: stops joining new runs and cancels every upcoming date (each as a
 * cancel does: the waitlist gets the spot). 404 when the runner neither joined nor has an upcoming date.
 */
export async function leaveSeries(
  deps: RegistrationDeps,
  actor: SessionUser | null,
  seriesId: number,
  now = new Date(),
): Promise<void> {
  const runner = requireRole(actor, asRunner);
  await existingSeries(deps.db, seriesId);
  const removed = await deleteSeriesRegistration(deps.db, seriesId, runner.id);
  const upcoming = await findUpcomingSeriesRegistrations(deps.db, runner.id, [seriesId], now);
  if (!removed && upcoming.length === 0) {
    throw new AppError('NOT_FOUND', seriesRegistrationMessages.notJoined, 404);
  }
  for (const { run } of upcoming) {
    await leaveRun(deps, runner.id, run.id, now).catch((error: unknown) => {
      if (!skippable(error)) throw error;
    });
  }
}

/** GET /api/series/:id/registrations/me: false when signed out or not a runner (never 401). */
export async function getSeriesJoined(
  db: Database,
  actor: SessionUser | null,
  seriesId: number,
): Promise<SeriesJoined> {
  await existingSeries(db, seriesId);
  if (!actor || actor.role !== 'runner') return { joined: false };
  return { joined: (await findSeriesRegistration(db, seriesId, actor.id)) !== undefined };
}

/** GET /api/registrations/me/series: My Runs' "Every Tuesday — you're in", once per series, with its dates. */
export async function listMySeries(
  db: Database,
  actor: SessionUser | null,
  locale: Locale,
  now = new Date(),
): Promise<MySeriesResponse> {
  const runner = requireRole(actor, asRunner);
  return { items: await membershipsOf(db, runner.id, locale, now) };
}

/** Registers the runners of every joined series for the runs the weekly job added; answers how many. */
export async function registerSeriesRunners(deps: RegistrationDeps, now: Date): Promise<number> {
  let made = 0;
  for (const joined of await findSeriesRegistrationsWithNewRuns(deps.db, now)) {
    const runner = await findActiveUserById(deps.db, joined.runnerId);
    if (runner?.role !== 'runner' || runner.suspendedAt) continue;
    made += await registerForNewRuns(deps, joined, runner, now);
  }
  return made;
}

/** Hourly, after the daily job that adds the series' runs 8 weeks ahead: new runs are weeks away. */
export const seriesRegistrationJobs = (deps: RegistrationDeps): ScheduledJob[] => [
  {
    name: 'register-series-runners',
    intervalMs: 60 * 60_000,
    run: async (db, now) => void (await registerSeriesRunners({ ...deps, db }, now)),
  },
];
