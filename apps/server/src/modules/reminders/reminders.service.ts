// Run reminders (docs/decisions/036): a job every 50 seconds queues each confirmed runner's reminder
// once per lead (REMINDER_LEADS), and a one-click link in every reminder turns them off.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '@runtogether/shared/errors/app-error';
import { reminderMessages } from '@runtogether/shared/reminders/reminder.schemas';
import type { ReminderLead } from '../../config';
import type { Database } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { enqueueMail } from '../mail/mail.repository';
import { emailGroupOfRow, runUrl } from '../registrations/registration-emails';
import { spotLinkUrl } from '../registrations/spot-links';
import type { ScheduledJob } from '../scheduler/scheduler';
import { reminderEmail } from './reminder-email';
import {
  findDueReminders,
  findLatestPosts,
  findReminderSetting,
  reminderDedupeKey,
  turnRemindersOff,
} from './reminders.repository';

export interface ReminderDeps {
  /** The origin of links in e-mails. */
  publicUrl: string;
  /** Signs the unsubscribe links (SESSION_SECRET). */
  secret: string;
  leads: readonly ReminderLead[];
  /** Called after a commit that queued mail, so the worker sends it at once. */
  mailQueued?: () => void;
}

/** Under the scheduler's 10-second poll, so a reminder goes out within a minute of its time. */
export const REMINDER_INTERVAL_MS = 50_000;
const REMINDER_BATCH = 100;
/** A reminder delayed by an outage still goes out within a quarter of its lead (6 h of 24 h, 30 min of 2 h). */
const graceOf = (lead: ReminderLead) => lead.ms / 4;

/**
 * Queues every reminder due at `now`, longest lead first, in batches of one transaction each. Answers how
 * many were queued. Safe on any number of instances at once: a reminder's dedupe key is unique in the outbox
 * and a second insert does nothing.
 */
export async function sendDueReminders(db: Database, deps: ReminderDeps, now: Date): Promise<number> {
  let queued = 0;
  for (const [index, lead] of deps.leads.entries()) {
    const shorterMs = deps.leads[index + 1]?.ms ?? 0;
    for (;;) {
      const { found, sent } = await db.transaction(async (tx) => {
        const due = await findDueReminders(tx, {
          now,
          lead,
          shorterMs,
          graceMs: graceOf(lead),
          limit: REMINDER_BATCH,
        });
        const posts = await findLatestPosts(tx, [...new Set(due.map((row) => row.hostId))]);
        let inserted = 0;
        for (const row of due) {
          const mail = reminderEmail({
            to: { email: row.email, name: row.runnerName, language: row.language },
            run: { ...row, id: row.runId },
            lead,
            post: posts.get(row.hostId),
            runUrl: runUrl(deps.publicUrl, row.runId),
            unsubscribeUrl: reminderUnsubscribeUrl(deps, row.runnerId),
            giveUpUrl: spotLinkUrl(deps, 'give-up', row.registrationId),
            group: emailGroupOfRow(row),
            now,
          });
          const dedupeKey = reminderDedupeKey(row.registrationId, lead.label);
          if (await enqueueMail(tx, { ...mail, dedupeKey })) inserted++;
        }
        return { found: due.length, sent: inserted };
      });
      queued += sent;
      if (found < REMINDER_BATCH) break;
    }
  }
  if (queued > 0) deps.mailQueued?.();
  return queued;
}

/** The scheduler's job of this module (scheduler.plugin.ts starts it with the others). */
export const reminderJobs = (deps: ReminderDeps): ScheduledJob[] =>
  deps.leads.length === 0
    ? []
    : [
        {
          name: 'send-run-reminders',
          intervalMs: REMINDER_INTERVAL_MS,
          run: async (db, now) => void (await sendDueReminders(db, deps, now)),
        },
      ];

// The unsubscribe link names the account and carries an HMAC of it: nothing to store, valid as long as the
// secret, and unguessable (RFC 8058 §4) without it.
const signature = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`reminders-unsubscribe:${userId}`).digest('base64url');

export const reminderUnsubscribeToken = (secret: string, userId: string) =>
  `${userId}.${signature(secret, userId)}`;

export const reminderUnsubscribeUrl = (deps: Pick<ReminderDeps, 'publicUrl' | 'secret'>, userId: string) =>
  `${deps.publicUrl}/api/reminders/unsubscribe/${reminderUnsubscribeToken(deps.secret, userId)}`;

const invalidLink = () => new AppError('NOT_FOUND', reminderMessages.unsubscribeInvalid, 404);

/** The account a well-signed token names; 404 for anything else (or an account that is gone). */
async function accountOf(db: Database, secret: string, token: string) {
  const [userId = '', given = ''] = token.split('.');
  if (!isUuid(userId)) throw invalidLink();
  const expected = Buffer.from(signature(secret, userId));
  const presented = Buffer.from(given);
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) throw invalidLink();
  const account = await findReminderSetting(db, userId);
  if (!account) throw invalidLink();
  return account;
}

/** GET: whether the link's account still gets reminders (the page asks to confirm, or says they are off). */
export async function readReminderLink(db: Database, secret: string, token: string) {
  const account = await accountOf(db, secret, token);
  return { remindersEnabled: account.remindersEnabled };
}

/**
 * The one-click unsubscribe (RFC 8058): reminders off for the account. The token is the whole credential (no
 * session, no CSRF token: the mail provider posts it from its own servers); repeating it is fine.
 */
export async function stopReminders(db: Database, secret: string, token: string, now = new Date()) {
  const account = await accountOf(db, secret, token);
  if (account.remindersEnabled) await turnRemindersOff(db, account.id, now);
  return { remindersEnabled: false as const };
}
