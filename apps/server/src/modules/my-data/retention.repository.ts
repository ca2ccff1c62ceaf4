// How long what is no longer needed is kept (docs/decisions/049; the periods are in the privacy page). Each is a
// scheduled clean-up, run once per period across instances; sessions and verification tokens already have theirs.
import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attendance, emailChanges, emailReverts, events, mailOutbox } from '../../db/schema';

const DAY_MS = 24 * 60 * 60_000;
/** A message's envelope (recipient, subject, times) is kept this long after delivery or giving up, then goes. */
export const MAIL_KEPT_DAYS = 30;

/** Delivered mail lost its body on delivery; its envelope goes 30 days later, as does mail given up on. */
export async function deleteOldMail(db: Database, now: Date) {
  const before = new Date(now.getTime() - MAIL_KEPT_DAYS * DAY_MS);
  await db
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['sent', 'dead']),
        lt(sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.nextAttemptAt})`, before),
      ),
    );
}

/** An e-mail change whose link expired: its token hashes and the new address have no use left. */
export async function deleteExpiredEmailChanges(db: Database, now: Date) {
  await db.delete(emailChanges).where(lt(emailChanges.expiresAt, now));
  // Likewise the way back from a confirmed change, once its week is over: it holds the address the account left.
  await db.delete(emailReverts).where(lt(emailReverts.expiresAt, now));
}

/** A walk-up guest's name, e-mail and answers are kept this long after their run (docs/decisions/055). */
export const WALK_UP_KEPT_DAYS = 90;
/** Check-in closes this long after a run starts: a guest's emergency contact has no use after it. */
const CHECK_IN_CLOSES_AFTER_HOURS = 12;

/**
 * Walk-up guests without an account (docs/decisions/055): their emergency contact (and a host's walk-in's)
 * goes once check-in has closed; 90 days after the run their name, e-mail and answers go too, and the row stays only as a number
 * in the run's count.
 */
export async function forgetWalkUpGuests(db: Database, now: Date) {
  const closed = new Date(now.getTime() - CHECK_IN_CLOSES_AFTER_HOURS * 60 * 60_000);
  const old = new Date(now.getTime() - WALK_UP_KEPT_DAYS * DAY_MS);
  const runsBefore = (before: Date) =>
    sql`${attendance.eventId} in (select ${events.id} from ${events} where ${events.startsAt} < ${before.toISOString()}::timestamptz)`;
  await db
    .update(attendance)
    .set({ emergencyContactName: null, emergencyContactPhone: null })
    // Any guest's: a host's walk-in gives one too (docs/decisions/055, 2026-12-07).
    .where(and(sql`${attendance.emergencyContactPhone} is not null`, runsBefore(closed)));
  await db
    .update(attendance)
    .set({ walkInName: '', walkInEmail: null, answers: null })
    .where(and(sql`${attendance.walkUp}`, sql`${attendance.walkInEmail} is not null`, runsBefore(old)));
}
