import {
  FIRST_SANE_DAY,
  LAST_SANE_DAY,
  timeInZone,
  zonedToInstant,
} from '@runtogether/shared/dates/date.rules';
import { AppError } from '@runtogether/shared/errors/app-error';
import { msg } from '@runtogether/shared/i18n/keys';
import {
  distanceBucketRange,
  paceCategory,
  paceCategorySecondsRange,
  paceSecondsToMinutes,
} from '@runtogether/shared/runs/run.rules';
import { runApiMessages } from '@runtogether/shared/runs/run-api.messages';
import type { Run, RunList, RunListQuery } from '@runtogether/shared/runs/run.schemas';
import type { Database } from '../../db/client';
import { invalidRequest } from '../../plugins/errors';
import { isUuid, MAX_INTEGER_ID } from '../../lib/ids';
import { cursorPart, instantCursor, invalidCursor, keysetCursor } from '../../lib/keyset-cursor';
import { findHostRuns, findRunById, findUpcomingRuns, type RunCursor, type RunRow } from './runs.repository';
import { z } from 'zod';

const HOST_NAME_FALLBACK = 'Business Host';

/** (local date, start, id), and the distance in km when the list is sorted by it. */
const runCursor = keysetCursor(
  z.tuple([cursorPart.date, cursorPart.instant, cursorPart.id, cursorPart.number.optional()]),
);

function readRunCursor(text: string): RunCursor {
  const [localDate, startsAt, id, km] = runCursor.decode(text);
  return { localDate, startsAt, id, ...(km === undefined ? {} : { km }) };
}

export async function listUpcomingRuns(
  db: Database,
  query: RunListQuery,
  now = new Date(),
  /** The host's own dashboard: its hidden runs too, each with why (docs/decisions/049). */
  withHidden = false,
): Promise<RunList> {
  const cursor = query.cursor === undefined ? undefined : readRunCursor(query.cursor);
  // A cursor belongs to the sort it came from: with or without a distance.
  if (cursor && (cursor.km !== undefined) !== (query.near !== undefined)) throw invalidCursor();
  if (query.hostId !== undefined && !isUuid(query.hostId)) {
    throw invalidQuery('hostId', msg('validation.runList.hostId'));
  }
  // A day and a range together asked for two things; an empty list would hide that from the caller.
  if (query.date !== undefined && (query.from !== undefined || query.to !== undefined)) {
    throw invalidQuery('date', msg('validation.runList.dateWithRange'));
  }
  if (query.from !== undefined && query.to !== undefined && query.to < query.from) {
    throw invalidQuery('to', msg('validation.runList.range'));
  }
  const startsWithin = daysInZone(query);
  // One row more than asked tells whether another page follows, without a count query.
  const rows = await findUpcomingRuns(db, {
    after: now,
    cursor,
    hostId: query.hostId,
    paceRanges: query.pace?.map(paceCategorySecondsRange),
    distanceRanges: query.distance?.map(distanceBucketRange),
    startsWithin,
    near: query.near,
    within: query.bbox,
    withHidden,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(withHidden ? toRunForHost : toRun),
    nextCursor:
      rows.length > query.limit && last
        ? runCursor.encode(
            query.near && last.km !== null
              ? [last.localDate, last.startsAt.toISOString(), last.id, last.km]
              : [last.localDate, last.startsAt.toISOString(), last.id],
          )
        : null,
  };
}

/**
 * The instants the days asked for span in the viewer's zone, from the first day's midnight to the midnight after
 * the last (a day is 23 or 25 hours on a daylight-saving change): `date`, or `from`–`to` (either end open).
 */
function daysInZone(query: Pick<RunListQuery, 'date' | 'from' | 'to' | 'tz'>) {
  if (query.date === undefined && query.from === undefined && query.to === undefined) return undefined;
  const first = query.date ?? query.from ?? FIRST_SANE_DAY;
  const last = query.date ?? query.to ?? LAST_SANE_DAY;
  return {
    from: zonedToInstant(first, '00:00', query.tz),
    to: zonedToInstant(nextDateKey(last), '00:00', query.tz),
  };
}

function nextDateKey(dateKey: string): string {
  const next = new Date(`${dateKey}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

export async function getRun(db: Database, id: number): Promise<Run> {
  const row = id <= MAX_INTEGER_ID ? await findRunById(db, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', runApiMessages.notFound, 404);
  return toRun(row);
}

/**
 * A run as `viewer` may see it (docs/decisions/049): a run an admin hid is a 404 to everyone but its host, who
 * gets it with the reason, for the banner on its page.
 */
export async function getRunAs(db: Database, id: number, viewer: { id: string } | null): Promise<Run> {
  const row = id <= MAX_INTEGER_ID ? await findRunById(db, id) : undefined;
  if (!row || (row.hiddenAt && viewer?.id !== row.hostId)) {
    throw new AppError('NOT_FOUND', runApiMessages.notFound, 404);
  }
  return toRunForHost(row);
}

/** A run as its host sees it: one an admin hid says why, for the banner (docs/decisions/049). */
function toRunForHost(row: RunRow): Run {
  const run = toRun(row);
  return row.hiddenAt ? { ...run, hiddenReason: row.hiddenReason ?? '' } : run;
}

/** The run with what a calendar file carries besides: its SEQUENCE and last change (docs/decisions/033). */
export async function getCalendarRun(
  db: Database,
  id: number,
): Promise<Run & { sequence: number; lastModified: string }> {
  const row = id <= MAX_INTEGER_ID ? await findRunById(db, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', runApiMessages.notFound, 404);
  return toCalendarRun(row);
}

/** A run with what its calendar entries carry: its SEQUENCE and last change (docs/decisions/033). */
export const toCalendarRun = (row: RunRow): Run & { sequence: number; lastModified: string } => ({
  ...toRun(row),
  sequence: row.sequence,
  lastModified: row.updatedAt.toISOString(),
});

/** The spec's "Run (client form)"; date and time are wall-clock values in the run's own time zone. */
export function toRun(row: RunRow): Run {
  const pace = paceSecondsToMinutes(row.paceSecondsPerKm);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    // The stored local date (the column lists sort and group by) spares an Intl call per run.
    date: row.localDate,
    time: timeInZone(row.startsAt, row.timezone),
    timezone: row.timezone,
    startsAt: row.startsAt.toISOString(),
    location: row.location,
    address: row.address?.trim() || row.location,
    distance: row.distanceKm,
    pace,
    paceCategory: paceCategory(pace),
    tags: row.tags,
    maxParticipants: row.maxParticipants,
    currentParticipants: row.currentParticipants,
    currentGuests: row.currentGuests,
    latitude: row.latitude,
    longitude: row.longitude,
    imageUrl: row.imageUrl,
    whatsappGroupLink: row.whatsappGroupLink,
    askToConfirm: row.askToConfirm,
    questions: row.questions,
    requireEmergencyContact: row.requireEmergencyContact,
    seriesId: row.seriesId,
    hostId: row.hostId,
    hostName: row.hostBusinessName?.trim() || row.hostName.trim() || HOST_NAME_FALLBACK,
    hostAvatarUrl: row.hostAvatarUrl,
    hostContactInfo: {
      businessName: row.hostBusinessName,
      businessLocation: row.hostBusinessLocation,
      phone: row.hostPhone,
    },
    groups: row.groups,
  };
}

function invalidQuery(field: string, message: string) {
  return invalidRequest('querystring', { [field]: message });
}

/** A host's runs that have started, latest first, paged by cursor (the public profile and the dashboard). */
export async function listHostPastRuns(
  db: Database,
  hostId: string,
  query: { limit: number; cursor?: string },
  now = new Date(),
  /** The host's own dashboard: its hidden runs too, each with why (docs/decisions/049). */
  withHidden = false,
): Promise<RunList> {
  const cursor = query.cursor === undefined ? undefined : instantCursor.decode(query.cursor);
  const before = cursor && { startsAt: cursor[0], id: cursor[1] };
  const limit = query.limit + 1;
  const rows = await findHostRuns(db, hostId, { when: 'past', now, limit, before, withHidden });
  return runPageByStart(rows, query.limit, withHidden ? toRunForHost : toRun);
}

/**
 * A page of runs read one row past `limit` (which tells whether another page follows), with the (start, id)
 * cursor of its last run: a host's past runs, the runs of followed hosts.
 */
export function runPageByStart(rows: RunRow[], limit: number, toItem: (row: RunRow) => Run = toRun): RunList {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    nextCursor:
      rows.length > limit && last ? instantCursor.encode([last.startsAt.toISOString(), last.id]) : null,
  };
}
