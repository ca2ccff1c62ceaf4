// Change notices (docs/decisions/036): edits of a run's date, time, place or distance within 5 minutes
// make one e-mail to everyone registered, old → new, with an .ics that moves the run in their calendar.
import { dateKeyInZone, formatDateHeading, timeInZone } from '@runtogether/shared/dates/date.rules';
import type { Database } from '../../db/client';
import { intlLocaleOf, translatorFor, type Locale } from '../../lib/i18n';
import { enqueueMail } from '../mail/mail.repository';
import { distanceNumber, zoneText } from '../mail/mail-words';
import type { ScheduledJob } from '../scheduler/scheduler';
import { runUpdateIcsAttachment, schedulingParties } from './calendar-updates';
import { runChangedEmail, type RunChange } from './run-changed-email';
import {
  claimDueChangeNotices,
  recordChangeNotice,
  type RunChangeSnapshot,
} from './run-change-notices.repository';
import { emailGroupOfRow } from '../registrations/registration-emails';
import { spotLinkUrl, type SpotLinks } from '../registrations/spot-links';
import { findRegisteredRunners, findRunById, type LockedRun, type NewRunRow } from '../runs/runs.repository';
import { toRun } from '../runs/runs.service';

/** Edits within this long of the first one make one notice. */
export const CHANGE_NOTICE_WINDOW_MS = 5 * 60_000;
/** With the scheduler's 10-second poll, a notice goes out within a minute of its due time (6 of the first edit). */
export const CHANGE_NOTICE_INTERVAL_MS = 50_000;
const CHANGE_NOTICE_BATCH = 20;

type SnapshotSource = Pick<LockedRun, 'startsAt' | 'timezone' | 'location' | 'address' | 'distanceKm'>;

export const snapshotOf = (run: SnapshotSource): RunChangeSnapshot => ({
  startsAt: run.startsAt.toISOString(),
  timezone: run.timezone,
  location: run.location,
  address: run.address?.trim() || null,
  distanceKm: run.distanceKm,
});

/**
 * What a runner is told changed, in the run's zone and the runner's language (dates, "(none)"); empty when
 * nothing they care about did. `label` names the field (the e-mail says it in the runner's language).
 */
export function describeRunChanges(
  before: RunChangeSnapshot,
  after: RunChangeSnapshot,
  locale: Locale = 'en',
): RunChange[] {
  const changes: RunChange[] = [];
  const at = (s: RunChangeSnapshot) => new Date(s.startsAt);
  const date = (s: RunChangeSnapshot) =>
    formatDateHeading(dateKeyInZone(at(s), s.timezone), intlLocaleOf(locale));
  const none = translatorFor(locale)('email.changed.none');
  const zoneMoved = before.timezone !== after.timezone;
  const time = (s: RunChangeSnapshot) =>
    `${timeInZone(at(s), s.timezone)}${zoneMoved ? ` (${zoneText(locale, s.timezone)})` : ''}`;
  const add = (label: RunChange['label'], was: string, now: string) => {
    if (was !== now) changes.push({ label, before: was, after: now });
  };
  add('Date', date(before), date(after));
  add('Time', time(before), time(after));
  add('Meeting point', before.location, after.location);
  add('Address', before.address ?? none, after.address ?? none);
  const km = (distance: number) => `${distanceNumber(locale, distance)} km`;
  add('Distance', km(before.distanceKm), km(after.distanceKm));
  return changes;
}

/**
 * Called by applyRunUpdate under the run's lock with the columns it is about to write: a change runners care
 * about opens a notice window (or joins the open one, which keeps its first `before`).
 */
export async function noteRunChange(tx: Database, row: LockedRun, values: Partial<NewRunRow>, now: Date) {
  const before = snapshotOf(row);
  const after = snapshotOf({ ...row, ...values });
  if (describeRunChanges(before, after).length === 0) return;
  await recordChangeNotice(tx, row.id, before, now, CHANGE_NOTICE_WINDOW_MS);
}

export interface ChangeNoticeDeps extends Pick<SpotLinks, 'publicUrl' | 'secret'> {
  /** Called after a commit that queued mail, so the worker sends it at once. */
  mailQueued?: () => void;
}

/**
 * Sends every notice due at `now`: each batch is taken off the table and its mails queued in one transaction.
 * The run as it is now is compared with `before`; a run changed back, started, hidden or deleted gets no mail.
 * Answers how many mails were queued.
 */
export async function sendDueChangeNotices(db: Database, deps: ChangeNoticeDeps, now: Date): Promise<number> {
  let queued = 0;
  for (;;) {
    const { claimed, sent } = await db.transaction(async (tx) => {
      const notices = await claimDueChangeNotices(tx, now, CHANGE_NOTICE_BATCH);
      let mails = 0;
      for (const notice of notices) {
        const row = await findRunById(tx, notice.eventId);
        // A run an admin hid is a 404 to its runners: no mail links them to it (docs/decisions/049).
        if (!row || row.startsAt <= now || row.hiddenAt) continue;
        const changes = describeRunChanges(notice.before, snapshotOf(row));
        if (changes.length === 0) continue;
        const run = toRun(row);
        const calendarRun = { ...run, sequence: row.sequence, lastModified: row.updatedAt.toISOString() };
        const url = `${deps.publicUrl}/runs/${run.id}`;
        const changesIn = (locale: Locale) =>
          locale === 'en' ? changes : describeRunChanges(notice.before, snapshotOf(row), locale);
        for (const runner of await findRegisteredRunners(tx, run.id)) {
          const parties = schedulingParties(run.hostName, runner, deps.publicUrl);
          const ics = runUpdateIcsAttachment(calendarRun, url, parties, deps.publicUrl, now, runner.language);
          const mail = runChangedEmail(runner, run, changesIn(runner.language), url, ics, {
            // As a confirmation: a confirmed runner whom the change no longer suits can free the spot at once.
            giveUpUrl:
              runner.status === 'confirmed' ? spotLinkUrl(deps, 'give-up', runner.registrationId) : undefined,
            group: emailGroupOfRow(runner),
          });
          // Due at once on this instance's clock: `now` is the notice's moment (tests move it), not the outbox's.
          await enqueueMail(tx, mail);
          mails++;
        }
      }
      return { claimed: notices.length, sent: mails };
    });
    queued += sent;
    if (claimed < CHANGE_NOTICE_BATCH) break;
  }
  if (queued > 0) deps.mailQueued?.();
  return queued;
}

export const changeNoticeJobs = (deps: ChangeNoticeDeps): ScheduledJob[] => [
  {
    name: 'send-run-change-notices',
    intervalMs: CHANGE_NOTICE_INTERVAL_MS,
    run: async (db, now) => void (await sendDueChangeNotices(db, deps, now)),
  },
];
