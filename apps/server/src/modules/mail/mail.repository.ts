// The outbox: mail is written here in the transaction of the action that causes it, and a worker delivers it.
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

/** A file sent with a message, e.g. a run's .ics; text content (UTF-8), as it is kept in the jsonb column. */
export const mailAttachmentSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  content: z.string(),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

export interface NewMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments?: MailAttachment[];
  /** Extra headers by name, e.g. List-Unsubscribe (RFC 8058); the transport adds them to the message. */
  headers?: Record<string, string>;
  /**
   * A mail that must go once whatever the number of instances or job runs (reminders:
   * 'reminder:<registrationId>:<lead>'): a second mail with the same key is not queued.
   */
  dedupeKey?: string;
}

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** After this many failed deliveries a message is marked dead (kept, with its last error, for a person to see). */
export const MAX_DELIVERY_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/**
 * A claimed message is leased to its worker for this long. If the instance dies mid-delivery the message
 * becomes due again afterwards; the lease is far longer than the SMTP timeouts, so a live worker never loses it.
 */
const CLAIM_LEASE_MS = 5 * 60_000;

/**
 * Call with the transaction of the action that causes the mail: both commit, or neither does. Answers whether
 * the mail was queued: false only for a `dedupeKey` already in the outbox (ON CONFLICT DO NOTHING; a concurrent
 * insert of the same key waits for the first to commit, then does nothing).
 */
export async function enqueueMail(db: Database, mail: NewMail, now = new Date()): Promise<boolean> {
  const queued = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      attachments: mail.attachments?.length ? mail.attachments : null,
      headers: mail.headers && Object.keys(mail.headers).length > 0 ? mail.headers : null,
      dedupeKey: mail.dedupeKey ?? null,
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id })
    // Named (every value above is given, so its text never changes): PostgreSQL parses and plans it once per
    // connection (docs/decisions/065).
    .prepare('enqueue_mail')
    .execute();
  return queued.length > 0;
}

/**
 * Takes up to `limit` due messages for this worker in one statement. SKIP LOCKED lets several instances claim
 * at once without waiting for or taking each other's rows. The attempt is counted as it starts, so a message
 * whose delivery crashes the process still runs out of attempts.
 */
export async function claimDueMail(db: Database, now: Date, limit: number): Promise<OutboxMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['pending', 'sending']), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  // Named, as the worker's other statements: it runs every tick, and planning it cost PostgreSQL more than
  // running it (docs/decisions/065).
  return db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
    })
    .where(inArray(mailOutbox.id, due))
    .returning()
    .prepare('claim_due_mail')
    .execute();
}

/**
 * A message whose last allowed attempt was claimed but never finished (the instance died, or the message
 * crashes whoever sends it) is dead once its lease has ended; otherwise it would be claimed forever.
 */
export async function releaseAbandonedMail(db: Database, now: Date) {
  await db
    .update(mailOutbox)
    .set({
      status: 'dead',
      lastError: sql`coalesce(${mailOutbox.lastError} || '; ', '') || ${ABANDONED_ERROR}`,
    })
    .where(
      and(
        eq(mailOutbox.status, 'sending'),
        lte(mailOutbox.nextAttemptAt, now),
        gte(mailOutbox.attempts, MAX_DELIVERY_ATTEMPTS),
      ),
    )
    .prepare('release_abandoned_mail')
    .execute();
}

const ABANDONED_ERROR = `the last of ${MAX_DELIVERY_ATTEMPTS} delivery attempts did not finish`;

/** The attachments of an outbox row; a row whose column holds anything else is refused rather than half-sent. */
export function attachmentsOf(mail: Pick<OutboxMail, 'attachments'>): MailAttachment[] {
  if (mail.attachments === null) return [];
  return z.array(mailAttachmentSchema).parse(mail.attachments);
}

/** The extra headers of an outbox row; like attachments, anything else in the column is refused. */
export function headersOf(mail: Pick<OutboxMail, 'headers'>): Record<string, string> {
  if (mail.headers === null) return {};
  return z.record(z.string(), z.string()).parse(mail.headers);
}

/**
 * A delivered message keeps its envelope (recipient, subject, times) but not its body or attachments: bodies
 * may hold verification links, which must not outlive their purpose in the database.
 */
export async function markMailSent(db: Database, id: number, now: Date) {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: now,
      lastError: null,
      textBody: DELIVERED_BODY,
      htmlBody: null,
      attachments: null,
      // An unsubscribe header carries a token: like a body's links, it goes once the message has.
      headers: null,
    })
    .where(eq(mailOutbox.id, id))
    .prepare('mark_mail_sent')
    .execute();
}

export const DELIVERED_BODY = '(delivered; body removed)';

/** Schedules the next try with exponential backoff (30 s, 1 min, 2 min, … capped at 1 h), or gives up. */
export async function markMailFailed(db: Database, mail: OutboxMail, error: string, now: Date) {
  const dead = mail.attempts >= MAX_DELIVERY_ATTEMPTS;
  await db
    .update(mailOutbox)
    .set({
      status: dead ? 'dead' : 'pending',
      lastError: error.slice(0, 2000),
      nextAttemptAt: dead ? now : new Date(now.getTime() + retryDelayMs(mail.attempts)),
    })
    .where(eq(mailOutbox.id, mail.id));
}

export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
