// Creating, editing and deleting runs, and their images: only a business creates, only the host changes.
import { randomBytes } from 'node:crypto';
import { dateKeyInZone, timeInZone, zonedToInstant } from '@runtogether/shared/dates/date.rules';
import { AppError } from '@runtogether/shared/errors/app-error';
import { withValues } from '@runtogether/shared/i18n/message-values';
import { withQuestionIds } from '@runtogether/shared/registrations/questions.schemas';
import {
  runFormMessages,
  type ParsedRunInput,
  type RunImageResponse,
} from '@runtogether/shared/runs/run-input.schemas';
import { runApiMessages } from '@runtogether/shared/runs/run-api.messages';
import { paceMinutesToSeconds, RUN_HORIZON_DAYS } from '@runtogether/shared/runs/run.rules';
import { addDays } from '@runtogether/shared/series/series.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { MAX_INTEGER_ID } from '../../lib/ids';
import { zoneAt } from '../../lib/zone-at';
import type { StorageDriver } from '../../plugins/storage-driver';
import type { SessionUser } from '../auth/session-user';
import { requireHostPower, type RolePermission } from '../auth/permissions';
import { enqueueMail } from '../mail/mail.repository';
import { reencodeImage } from '../uploads/image-upload';
import { deleteImage, storeImage } from '../uploads/image-variants';
import { getRun } from './runs.service';
import {
  countConfirmed,
  deleteRunRow,
  findRegisteredRunners,
  findRunById,
  lockRun,
  updateRunRow,
  type LockedRun,
  type NewRunRow,
} from './runs.repository';
import { recordCancelledRun } from './cancelled-runs.repository';
import { hasGroups, replaceRunGroups } from './run-groups';
import { runCancelIcsAttachment, schedulingParties } from '../run-change-notices/calendar-updates';
import { noteRunChange } from '../run-change-notices/run-change-notices.service';
import { runCancelledEmail } from '../run-change-notices/run-cancelled-email';
import { isImageUsedElsewhere } from '../series/series.repository';

/** Run photos are shown up to full-width on a phone and in a 3:4 hero on desktop; 1600 px covers 2× density. */
const RUN_IMAGE_BOUNDS = { maxWidth: 1600, maxHeight: 1600 };

/**
 * Confirms waitlisted runners while the run has free spots, under the run's lock held in `tx`, and answers how
 * many it promoted. The registrations module implements it; run management receives it so that runs never
 * import registrations (docs/decisions/023).
 */
export type FillOpenSpots = (
  tx: Database,
  run: { id: number; startsAt: Date; maxParticipants: number | null },
  publicUrl: string,
  now: Date,
) => Promise<number>;

export interface RunDeps {
  db: Database;
  publicUrl: string;
  /** Called after a commit that queued mail, so the worker sends it at once. */
  mailQueued: () => void;
  fillOpenSpots: FillOpenSpots;
}

export const notFound = () => new AppError('NOT_FOUND', runApiMessages.notFound, 404);
export const inPast = () =>
  new AppError('VALIDATION_FAILED', runFormMessages.inPast, 400, { date: runFormMessages.inPast });

const tooFar = () =>
  new AppError('VALIDATION_FAILED', runFormMessages.tooFar, 400, { date: runFormMessages.tooFar });

/** The last date a run may fall on, in its zone: two years from today (docs/decisions/045). */
export const lastRunDate = (now: Date, timeZone: string) =>
  addDays(dateKeyInZone(now, timeZone), RUN_HORIZON_DAYS);

/** A run's start must be in the future and within the horizon. */
export function checkStart(date: string, startsAt: Date, timeZone: string, now: Date) {
  if (startsAt <= now) throw inPast();
  if (date > lastRunDate(now, timeZone)) throw tooFar();
}

/** 409: the runners with a spot keep it, so the maximum cannot go below them (the form says how many). */
function capacityBelowRegistered(registered: number) {
  const message = withValues(runFormMessages.capacityBelowRegistered, { registered });
  return new AppError('CONFLICT', message, 409, { maxParticipants: message }, { registered });
}

/** Only businesses create runs, and only a run's host (a business) changes it. */
export const creatingRuns: RolePermission = { role: 'business', forbidden: runApiMessages.businessOnly };
export const editingRuns: RolePermission = { role: 'business', forbidden: runApiMessages.notAuthorizedEdit };
export const deletingRuns: RolePermission = {
  role: 'business',
  forbidden: runApiMessages.notAuthorizedDelete,
};

type Pin = { latitude?: number | null; longitude?: number | null };

const pinZone = (pin: Pin) =>
  typeof pin.latitude === 'number' && typeof pin.longitude === 'number'
    ? zoneAt(pin.latitude, pin.longitude)
    : null;

/**
 * A run's zone: its pin's, else the one given. A given zone that is not the pin's answers 400, as neither does:
 * guessing, or taking a zone the pin contradicts, would move the run's time in every calendar and e-mail
 * (docs/product.md §5 "Create run", decision 048).
 */
export function zoneOf(given: string | null | undefined, pin: Pin): string {
  const pinned = pinZone(pin);
  if (pinned && given && given !== pinned) {
    const message = withValues(runFormMessages.zoneNotPin, { zone: pinned });
    throw new AppError('VALIDATION_FAILED', message, 400, { timezone: message });
  }
  const zone = pinned ?? given;
  if (zone) return zone;
  throw new AppError('VALIDATION_FAILED', runFormMessages.zoneOrPin, 400, {
    timezone: runFormMessages.zoneOrPin,
  });
}

/**
 * An edit's zone. `timezone: null` becomes the zone of the pin the run will have (the one sent, else its own); a
 * pin moved, or a zone changed, must agree with the pin. A zone left as it was stays, even where an older run's
 * pin disagrees with it: an edit of its title is not the place to move its time.
 */
export function withZoneResolved<T extends Partial<ParsedRunInput>>(
  input: T,
  row: Pick<LockedRun, 'latitude' | 'longitude' | 'timezone'>,
): T {
  const pinSent = input.latitude !== undefined || input.longitude !== undefined;
  const pin = pinSent ? input : row;
  if (input.timezone === null) return { ...input, timezone: zoneOf(null, pin) };
  const moved = pinSent && (input.latitude !== row.latitude || input.longitude !== row.longitude);
  const zoneChanged = input.timezone !== undefined && input.timezone !== row.timezone;
  if ((moved || zoneChanged) && pinZone(pin)) return { ...input, timezone: zoneOf(input.timezone, pin) };
  return input;
}

/** A run id from the URL that cannot exist is simply absent. */
export const knownId = (id: number) => (id <= MAX_INTEGER_ID ? id : null);

/** A new sign-up question's id: 8 URL-safe characters, unique within its run. */
const newQuestionId = () => randomBytes(6).toString('base64url');

export function rowValues(input: Partial<ParsedRunInput>): Partial<NewRunRow> {
  const values: Partial<NewRunRow> = {};
  if (input.title !== undefined) values.title = input.title;
  if (input.description !== undefined) values.description = input.description;
  if (input.timezone != null) values.timezone = input.timezone;
  if (input.location !== undefined) values.location = input.location;
  if (input.address !== undefined) values.address = input.address;
  if (input.distance !== undefined) values.distanceKm = input.distance;
  if (input.pace !== undefined) values.paceSecondsPerKm = paceMinutesToSeconds(input.pace);
  if (input.maxParticipants !== undefined) values.maxParticipants = input.maxParticipants;
  if (input.tags !== undefined) values.tags = input.tags;
  if (input.whatsappGroupLink !== undefined) values.whatsappGroupLink = input.whatsappGroupLink;
  if (input.askToConfirm !== undefined) values.askToConfirm = input.askToConfirm;
  if (input.questions !== undefined) values.questions = withQuestionIds(input.questions, newQuestionId);
  if (input.requireEmergencyContact !== undefined)
    values.requireEmergencyContact = input.requireEmergencyContact;
  // Both coordinates or none (decision 007).
  if (input.latitude !== undefined || input.longitude !== undefined) {
    const located = typeof input.latitude === 'number' && typeof input.longitude === 'number';
    values.latitude = located ? input.latitude : null;
    values.longitude = located ? input.longitude : null;
  }
  return values;
}

/**
 * Changes the fields given. A new date, time or zone must still be in the future; a run that has started
 * keeps its start. Capacity changes never remove anyone: a maximum below the confirmed count is refused (409,
 * with the number registered, docs/product.md §5); raising it (or making it unlimited) promotes the waitlist in
 * order, in the same transaction.
 */
export async function updateRun(
  deps: RunDeps,
  actor: SessionUser | null,
  id: number,
  input: Partial<ParsedRunInput>,
  now = new Date(),
): Promise<Run> {
  const runId = knownId(id);
  if (runId === null) throw notFound();
  let promoted = 0;
  await deps.db.transaction(async (tx) => {
    const row = await lockRun(tx, runId);
    if (!row) throw notFound();
    await requireHostPower(tx, actor, row.hostId, 'runs', runApiMessages.notAuthorizedEdit);
    promoted = await applyRunUpdate(tx, deps, row, input, now);
  });
  if (promoted > 0) deps.mailQueued();
  return getRun(deps.db, runId);
}

/**
 * A run that has started is history: its runners came, its check-in and the host's metrics count it. Changing
 * it would e-mail its runners a "Run changed" (or bring it back as upcoming), and deleting it a "Cancelled".
 */
export function refuseStarted(row: Pick<LockedRun, 'startsAt'>, now: Date) {
  if (row.startsAt <= now) throw new AppError('RUN_STARTED', runApiMessages.started, 409);
}

/** One run's change under its lock (held in `tx`); answers how many waitlisted runners it promoted. */
export async function applyRunUpdate(
  tx: Database,
  deps: Pick<RunDeps, 'publicUrl' | 'fillOpenSpots'>,
  row: LockedRun,
  input: Partial<ParsedRunInput>,
  now: Date,
): Promise<number> {
  refuseStarted(row, now);
  input = withZoneResolved(input, row);
  const values = rowValues(input);
  // With pace groups the run's maximum is theirs (docs/decisions/052).
  if (input.groups !== undefined) {
    const total = await replaceRunGroups(tx, row.id, input.groups);
    if (total !== undefined) values.maxParticipants = total;
  } else if (values.maxParticipants !== undefined && (await hasGroups(tx, row.id))) {
    delete values.maxParticipants;
  }
  if (typeof values.maxParticipants === 'number' && values.maxParticipants !== row.maxParticipants) {
    const registered = await countConfirmed(tx, row.id);
    if (values.maxParticipants < registered) throw capacityBelowRegistered(registered);
  }
  if (input.date !== undefined || input.time !== undefined || input.timezone != null) {
    const startsAt = zonedToInstant(
      input.date ?? row.localDate,
      input.time ?? timeInZone(row.startsAt, row.timezone),
      input.timezone ?? row.timezone,
    );
    if (startsAt.getTime() !== row.startsAt.getTime()) {
      checkStart(input.date ?? row.localDate, startsAt, input.timezone ?? row.timezone, now);
      values.startsAt = startsAt;
    }
  }
  // A new date, time, place or distance is told to the runners once the edits settle.
  await noteRunChange(tx, row, values, now);
  await updateRunRow(tx, row.id, values, now);
  const maxParticipants = values.maxParticipants !== undefined ? values.maxParticipants : row.maxParticipants;
  return deps.fillOpenSpots(
    tx,
    { id: row.id, startsAt: values.startsAt ?? row.startsAt, maxParticipants },
    deps.publicUrl,
    now,
  );
}

/**
 * Deletes the run with its registrations; everyone registered gets a cancellation e-mail queued in the same
 * transaction. The stored image goes afterwards (a leftover file is harmless, a lost e-mail is not).
 */
export async function deleteRun(
  deps: Omit<RunDeps, 'fillOpenSpots'> & { storage: StorageDriver; log: FastifyBaseLogger },
  actor: SessionUser | null,
  id: number,
  now = new Date(),
): Promise<void> {
  const runId = knownId(id);
  if (runId === null) throw notFound();
  const run = await findRunById(deps.db, runId);
  if (!run) throw notFound();
  await requireHostPower(deps.db, actor, run.hostId, 'runs', runApiMessages.notAuthorizedDelete);
  const { title, date, time, timezone, hostName } = await getRun(deps.db, runId);
  let queued = 0;
  await deps.db.transaction(async (tx) => {
    const row = await lockRun(tx, runId);
    if (!row) throw notFound();
    refuseStarted(row, now);
    // Calendar feeds show the run as cancelled until its date passes (docs/decisions/033).
    const cancelled = await recordCancelledRun(tx, row, now);
    const runners = await findRegisteredRunners(tx, runId);
    for (const runner of runners) {
      // METHOD:CANCEL with the run's UID and a higher SEQUENCE takes it out of the runner's calendar.
      const ics = runCancelIcsAttachment(
        cancelled,
        schedulingParties(hostName, runner, deps.publicUrl),
        deps.publicUrl,
        runner.language,
      );
      const mail = runCancelledEmail(
        runner,
        { title, date, time, timezone, hostName },
        `${deps.publicUrl}/runs`,
        ics,
      );
      await enqueueMail(tx, mail, now);
    }
    queued = runners.length;
    await deleteRunRow(tx, runId);
  });
  if (queued > 0) deps.mailQueued();
  const key = run.imageUrl ? deps.storage.keyFromUrl(run.imageUrl) : null;
  // The runs of a weekly series share their first run's photo: it goes with the last run showing it.
  const shared = run.imageUrl !== null && (await isImageUsedElsewhere(deps.db, run.imageUrl, runId));
  if (key?.startsWith('events/event-') && !shared) {
    await deleteImage(deps.storage, key, 'run').catch((error: unknown) => {
      deps.log.warn({ err: error, key }, 'could not delete the image of a deleted run');
    });
  }
}

/** Stores a re-encoded copy under a new server-made name, points the run at it, then drops the old file. */
export async function replaceRunImage(
  deps: { db: Database; storage: StorageDriver; log: FastifyBaseLogger },
  actor: SessionUser | null,
  id: number,
  readUpload: () => Promise<Buffer>,
  now = new Date(),
  /** Also shows the new image on other runs (the later runs of a series) before the old file is dropped. */
  spread?: (imageUrl: string) => Promise<void>,
): Promise<RunImageResponse> {
  const runId = knownId(id);
  const run = runId === null ? undefined : await findRunById(deps.db, runId);
  if (!run) throw notFound();
  await requireHostPower(deps.db, actor, run.hostId, 'runs', runApiMessages.notAuthorizedEdit);
  const image = await reencodeImage(await readUpload(), RUN_IMAGE_BOUNDS);
  const prefix = `events/event-${run.id}-`;
  const key = `${prefix}${randomBytes(8).toString('hex')}.${image.extension}`;
  await storeImage(deps.storage, key, image, 'run');
  const imageUrl = deps.storage.publicUrl(key);
  try {
    await updateRunRow(deps.db, run.id, { imageUrl }, now);
    await spread?.(imageUrl);
  } catch (error) {
    await deleteImage(deps.storage, key, 'run');
    throw error;
  }
  const oldKey = run.imageUrl ? deps.storage.keyFromUrl(run.imageUrl) : null;
  const shared = run.imageUrl !== null && (await isImageUsedElsewhere(deps.db, run.imageUrl, run.id));
  if (oldKey?.startsWith('events/event-') && !shared) {
    await deleteImage(deps.storage, oldKey, 'run').catch((error: unknown) => {
      deps.log.warn({ err: error, key: oldKey }, 'could not delete the previous run image');
    });
  }
  return { imageUrl };
}
