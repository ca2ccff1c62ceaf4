// The outbox with several instances: workers on separate connections drain one outbox concurrently, and each
// message reaches the SMTP server once.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { secondConnection } from '../../test/second-connection';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import { claimDueMail, enqueueMail, MAX_DELIVERY_ATTEMPTS, releaseAbandonedMail } from './mail.repository';
import { createMailTransport } from './mail-transport';
import { startMailWorker, type MailWorker } from './mail-worker';

const silent = { info: () => {}, warn: () => {}, error: () => {} } as never;
const WORKERS = 4;
const MESSAGES = 60;

let t: TestApp;
let sink: SmtpSink;
const connections: ReturnType<typeof secondConnection>[] = [];
beforeAll(async () => {
  t = await createTestApp();
  sink = await startSmtpSink();
  for (let i = 0; i < WORKERS; i++) connections.push(secondConnection(t));
});
afterAll(async () => {
  await Promise.all(connections.map((c) => c.close()));
  await sink.close();
  await t.close();
});

const outboxOf = (db: Database, prefix: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.toAddress, `${prefix}%`));

describe('several workers on one outbox', () => {
  it('deliver every message exactly once', async () => {
    const prefix = 'many-workers-';
    for (let i = 0; i < MESSAGES; i++) {
      await enqueueMail(t.db, {
        to: `${prefix}${i}@example.test`,
        subject: `No. ${i}`,
        text: 'x',
        html: null,
      });
    }
    const workers: MailWorker[] = connections.map(({ db }) =>
      startMailWorker({
        db,
        transport: createMailTransport({ ...t.config, smtpUrl: sink.url }, silent),
        log: silent,
        pollIntervalMs: null,
      }),
    );
    try {
      // Every worker drains at the same moment, twice.
      await Promise.all([...workers, ...workers].map((worker) => worker.flush()));
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }

    const mine = sink.recipients().filter((to) => to.startsWith(prefix));
    expect(mine).toHaveLength(MESSAGES);
    expect(new Set(mine).size).toBe(MESSAGES);
    const rows = await outboxOf(t.db, prefix);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

describe('a worker that stops in the middle of a delivery', () => {
  it('leaves the message to be claimed again once its lease ends, the attempt counted', async () => {
    const to = 'abandoned@example.test';
    await enqueueMail(t.db, { to, subject: 'Lease', text: 'x', html: null });
    const now = new Date();
    const [claimed] = (await claimDueMail(t.db, now, 100)).filter((m) => m.toAddress === to);
    expect(claimed).toMatchObject({ status: 'sending', attempts: 1 });
    // The worker dies here. Before the lease ends nobody else takes the message…
    expect((await claimDueMail(t.db, now, 100)).some((m) => m.toAddress === to)).toBe(false);
    // …afterwards another worker does.
    const later = new Date((claimed?.nextAttemptAt.getTime() ?? 0) + 1);
    const [again] = (await claimDueMail(t.db, later, 100)).filter((m) => m.toAddress === to);
    expect(again).toMatchObject({ id: claimed?.id, status: 'sending', attempts: 2 });
  });

  it('dead-letters, with the reason, a message whose last allowed attempt never finished', async () => {
    const to = 'crashes-every-time@example.test';
    await enqueueMail(t.db, { to, subject: 'Poison', text: 'x', html: null });
    const [row] = await outboxOf(t.db, to);
    const past = new Date(Date.now() - 1000);
    await t.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: MAX_DELIVERY_ATTEMPTS, nextAttemptAt: past })
      .where(eq(mailOutbox.id, row?.id ?? 0));

    await releaseAbandonedMail(t.db, new Date());
    expect((await claimDueMail(t.db, new Date(), 100)).some((m) => m.toAddress === to)).toBe(false);
    const [dead] = await outboxOf(t.db, to);
    expect(dead).toMatchObject({ status: 'dead', attempts: MAX_DELIVERY_ATTEMPTS });
    expect(dead?.lastError).toMatch(/did not finish/);
  });

  it('a worker round dead-letters such messages too', async () => {
    const to = 'crashed-again@example.test';
    await enqueueMail(t.db, { to, subject: 'Poison', text: 'x', html: null });
    const [row] = await outboxOf(t.db, to);
    await t.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: MAX_DELIVERY_ATTEMPTS, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, row?.id ?? 0));
    await t.app.mail.flush();
    const [dead] = await outboxOf(t.db, to);
    expect(dead?.status).toBe('dead');
    expect(sink.recipients()).not.toContain(to);
  });
});
