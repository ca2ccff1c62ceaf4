// Mail while the SMTP server is away (decision 018): messages wait in the outbox with their next try
// scheduled, and once the server is back each is delivered exactly once.
import { eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { enqueueMail, retryDelayMs } from './mail.repository';
import { outboxMessageId } from './mail-transport';

/** An SMTP sink that can be stopped and started again on the same port, and refuse chosen recipients. */
function smtpSink() {
  const received: { to: string; messageId: string }[] = [];
  const refused = new Set<string>();
  let port = 0;
  let server: SMTPServer | null = null;
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (!refused.has(address.address)) return callback();
        // A temporary refusal (4xx), as a server that is overloaded or greylisting gives.
        return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({
            to: /^To: (.+)$/m.exec(raw)?.[1]?.trim() ?? '',
            messageId: /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? '',
          });
          callback();
        });
      },
    });
  return {
    received,
    refused,
    get port() {
      return port;
    },
    start: async () => {
      const created = create();
      await new Promise<void>((resolve) => created.listen(port, '127.0.0.1', resolve));
      const address = created.server.address();
      port = typeof address === 'object' && address ? address.port : port;
      server = created;
    },
    stop: async () => {
      const closing = server;
      server = null;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
}

describe('SMTP server down, then back', () => {
  const sink = smtpSink();
  let t: TestApp;
  beforeAll(async () => {
    await sink.start();
    t = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${sink.port}` } });
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const rowsFor = (addresses: string[]) =>
    t.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, addresses)).orderBy(mailOutbox.id);

  /** The scheduled next try has come: what the clock would do, without waiting for it. */
  const makeDue = (addresses: string[]) =>
    t.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(inArray(mailOutbox.toAddress, addresses));

  const countBy = <K extends 'to' | 'messageId'>(key: K) => {
    const counts = new Map<string, number>();
    for (const message of sink.received) counts.set(message[key], (counts.get(message[key]) ?? 0) + 1);
    return counts;
  };

  it('keeps every message pending with a later try, and delivers each exactly once when it returns', async () => {
    const addresses = Array.from({ length: 5 }, (_, i) => `down${i}@example.test`);
    for (const to of addresses) await enqueueMail(t.db, { to, subject: 'Hello', text: 'x', html: null });

    await sink.stop();
    const before = Date.now();
    await t.app.mail.flush();
    for (const row of await rowsFor(addresses)) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + retryDelayMs(1));
    }
    // Not due yet: a round before the scheduled time leaves them alone, even with the server back.
    await sink.start();
    await t.app.mail.flush();
    expect(sink.received).toEqual([]);
    expect((await rowsFor(addresses)).map((r) => r.attempts)).toEqual(addresses.map(() => 1));

    await makeDue(addresses);
    await t.app.mail.flush();
    await t.app.mail.flush();
    const rows = await rowsFor(addresses);
    expect(rows.map((r) => r.status)).toEqual(addresses.map(() => 'sent'));
    expect(rows.map((r) => r.attempts)).toEqual(addresses.map(() => 2));
    const byTo = countBy('to');
    expect(addresses.map((to) => byTo.get(to))).toEqual(addresses.map(() => 1));
    // Each carries its outbox row's Message-ID, once.
    const byId = countBy('messageId');
    for (const row of rows) expect(byId.get(outboxMessageId(row, t.config.mailFrom))).toBe(1);
  });

  it('retries only the messages the server refused, and still delivers each once', async () => {
    const addresses = Array.from({ length: 6 }, (_, i) => `flaky${i}@example.test`);
    for (const to of addresses) await enqueueMail(t.db, { to, subject: 'Hello', text: 'x', html: null });
    const refusedNow = addresses.filter((_, i) => i % 2 === 0);
    for (const to of refusedNow) sink.refused.add(to);

    await t.app.mail.flush();
    const first = await rowsFor(addresses);
    expect(first.filter((r) => r.status === 'sent').map((r) => r.toAddress)).toEqual(
      addresses.filter((to) => !refusedNow.includes(to)),
    );
    for (const row of first.filter((r) => refusedNow.includes(r.toAddress))) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.lastError).toMatch(/451|Try again later/);
    }

    sink.refused.clear();
    await makeDue(refusedNow);
    await t.app.mail.flush();
    const byTo = countBy('to');
    expect(addresses.map((to) => byTo.get(to))).toEqual(addresses.map(() => 1));
    const [sent] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, refusedNow[0] ?? ''));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });
});
