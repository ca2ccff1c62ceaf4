// Hosts' messages to a run's runners: the host only, at most 3 per run per day in the run's zone,
// an e-mail to everyone registered (confirmed or waitlisted) through the outbox.
import { dateKeyInZone, zonedToInstant } from '@runtogether/shared/dates/date.rules';
import { AppError } from '@runtogether/shared/errors/app-error';
import {
  RUN_MESSAGE_REPEAT_MINUTES,
  RUN_MESSAGES_PER_DAY,
  runMessageMessages,
  type RunMessage,
  type RunMessageInput,
  type RunMessages,
  type SentRunMessage,
} from '@runtogether/shared/run-messages/run-message.schemas';
import type { Database } from '../../db/client';
import type { SessionUser } from '../auth/session-user';
import { requireHostPower, type RolePermission } from '../auth/permissions';
import { enqueueMail } from '../mail/mail.repository';
import { knownId, notFound } from '../runs/run-management.service';
import { findRegisteredRunners, findRunById, lockRun } from '../runs/runs.repository';
import { toRun } from '../runs/runs.service';
import { runMessageEmail } from './run-message-email';
import { countMessagesSince, findRunMessages, insertRunMessage } from './run-messages.repository';

export interface RunMessageDeps {
  db: Database;
  publicUrl: string;
  /** Called after a commit that queued mail, so the worker sends it at once. */
  mailQueued: () => void;
}

/** Only businesses host, so only a business may reach the run's host check. */
export const messagingRunners: RolePermission = { role: 'business', forbidden: runMessageMessages.hostOnly };

/** A day after the start there is nobody left to tell anything. */
const MESSAGES_UNTIL_MS = 24 * 3_600_000;
const LISTED_MESSAGES = 20;

/** The start of the run's local day that `now` falls in: the daily limit resets at the run's midnight. */
const startOfDay = (now: Date, timeZone: string) =>
  zonedToInstant(dateKeyInZone(now, timeZone), '00:00', timeZone);

const toMessage = (row: { id: number; body: string; createdAt: Date }): RunMessage => ({
  id: row.id,
  body: row.body,
  sentAt: row.createdAt.toISOString(),
});

/**
 * Sends the host's message. The run's row lock serialises sends to one run, so two at once cannot both be the
 * third of the day; the message and its mails commit together.
 */
export async function sendRunMessage(
  deps: RunMessageDeps,
  actor: SessionUser | null,
  id: number,
  input: RunMessageInput,
  now = new Date(),
): Promise<SentRunMessage> {
  const runId = knownId(id);
  if (runId === null) throw notFound();
  const result = await deps.db.transaction(async (tx) => {
    const locked = await lockRun(tx, runId);
    if (!locked) throw notFound();
    await requireHostPower(tx, actor, locked.hostId, 'runs', runMessageMessages.hostOnly);
    if (locked.startsAt.getTime() + MESSAGES_UNTIL_MS <= now.getTime()) {
      throw new AppError('CONFLICT', runMessageMessages.runStarted, 409);
    }
    // A hidden run is a 404 to its runners: mail about it would lead nowhere, and the team hid it for a reason
    // (docs/decisions/049).
    if (locked.hiddenAt) throw new AppError('CONFLICT', runMessageMessages.runHidden, 409);
    const sentToday = await countMessagesSince(tx, runId, startOfDay(now, locked.timezone));
    // A message to nobody would spend one of the day's 3 (docs/decisions/036).
    const runners = await findRegisteredRunners(tx, runId);
    if (runners.length === 0) throw new AppError('CONFLICT', runMessageMessages.noRunners, 409);
    // The same words again, minutes later, are a retry whose answer was lost or a second click: the send
    // already made answers it, and nobody gets the mail twice (docs/product.md "Messages to runners").
    const [latest] = await findRunMessages(tx, runId, 1);
    if (
      latest?.body === input.body &&
      now.getTime() - latest.createdAt.getTime() < RUN_MESSAGE_REPEAT_MINUTES * 60_000
    ) {
      return {
        message: toMessage(latest),
        recipients: runners.length,
        remainingToday: RUN_MESSAGES_PER_DAY - sentToday,
        alreadySent: true,
      };
    }
    if (sentToday >= RUN_MESSAGES_PER_DAY) {
      throw new AppError('RATE_LIMITED', runMessageMessages.limitReached, 429);
    }
    const row = await insertRunMessage(tx, runId, input.body, now);
    const runRow = await findRunById(tx, runId);
    if (!runRow) throw notFound();
    const run = toRun(runRow);
    for (const runner of runners) {
      await enqueueMail(tx, runMessageEmail(runner, run, input.body, `${deps.publicUrl}/runs/${runId}`));
    }
    return {
      message: toMessage(row),
      recipients: runners.length,
      remainingToday: RUN_MESSAGES_PER_DAY - sentToday - 1,
    };
  });
  deps.mailQueued();
  return result;
}

/** The host's view: the messages sent, newest first, and how many are left today. */
export async function getRunMessages(
  db: Database,
  actor: SessionUser | null,
  id: number,
  now = new Date(),
): Promise<RunMessages> {
  const runId = knownId(id);
  const run = runId === null ? undefined : await findRunById(db, runId);
  if (!run) throw notFound();
  await requireHostPower(db, actor, run.hostId, 'runs', runMessageMessages.hostOnly);
  const sentToday = await countMessagesSince(db, run.id, startOfDay(now, run.timezone));
  const rows = await findRunMessages(db, run.id, LISTED_MESSAGES);
  return {
    items: rows.map(toMessage),
    dailyLimit: RUN_MESSAGES_PER_DAY,
    remainingToday: Math.max(0, RUN_MESSAGES_PER_DAY - sentToday),
  };
}
