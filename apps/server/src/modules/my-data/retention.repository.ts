// How long what is no longer needed is kept (docs/decisions/049; the periods are in the privacy page). Each is a
// scheduled clean-up, run once per period across instances; sessions and verification tokens already have theirs.
import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailChanges, mailOutbox } from '../../db/schema';

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
}
