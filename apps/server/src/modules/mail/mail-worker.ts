import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import {
  claimDueMail,
  markMailFailed,
  markMailSent,
  MAX_DELIVERY_ATTEMPTS,
  releaseAbandonedMail,
} from './mail.repository';
import type { MailTransport } from './mail-transport';

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** null: no timer and no kicks; only flush() delivers (deterministic tests). */
  pollIntervalMs: number | null;
}

export interface MailWorker {
  /** Deliver soon (after an enqueue has committed), without waiting for the next poll. */
  kick: () => void;
  /** Delivers everything due now and resolves when done. */
  flush: () => Promise<void>;
  stop: () => Promise<void>;
}

const BATCH_SIZE = 20;

/**
 * Delivers the outbox. One delivery round runs at a time in this process; a kick during a round asks for
 * one more round afterwards, so nothing enqueued meanwhile waits for the next poll.
 */
export function startMailWorker({ db, transport, log, pollIntervalMs }: MailWorkerOptions): MailWorker {
  let round: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function deliverDue() {
    await releaseAbandonedMail(db, new Date());
    for (;;) {
      const batch = await claimDueMail(db, new Date(), BATCH_SIZE);
      if (batch.length === 0) return;
      for (const mail of batch) {
        try {
          await transport.send(mail);
          await markMailSent(db, mail.id, new Date());
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await markMailFailed(db, mail, message, new Date());
          const gaveUp = mail.attempts >= MAX_DELIVERY_ATTEMPTS;
          log[gaveUp ? 'error' : 'warn'](
            { mailId: mail.id, attempts: mail.attempts, err: error },
            gaveUp ? 'mail delivery failed for good' : 'mail delivery failed; will retry',
          );
        }
      }
    }
  }

  function runRound(): Promise<void> {
    if (round) {
      again = true;
      return round;
    }
    round = (async () => {
      try {
        do {
          again = false;
          await deliverDue();
        } while (again && !stopped);
      } catch (error) {
        // The database may be briefly unreachable; the next poll tries again.
        log.error({ err: error }, 'mail worker round failed');
      } finally {
        round = null;
      }
    })();
    return round;
  }

  const timer = pollIntervalMs === null ? null : setInterval(() => void runRound(), pollIntervalMs);
  // The timer alone must not keep a process alive that has nothing else to do.
  timer?.unref();

  return {
    kick: () => {
      if (!stopped && pollIntervalMs !== null) void runRound();
    },
    flush: async () => {
      // A round already under way may have claimed its batch before the caller's mail was committed.
      if (round) await round;
      await runRound();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      if (round) await round;
      transport.close();
    },
  };
}
