import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { lastVerificationToken, outbox, post, runnerSignup } from '../../test/accounts';
import { closedPort } from '../../test/closed-port';
import { decodeQuotedPrintable } from '../../test/quoted-printable';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  attachmentsOf,
  claimDueMail,
  DELIVERED_BODY,
  enqueueMail,
  MAX_DELIVERY_ATTEMPTS,
  retryDelayMs,
} from './mail.repository';
import { verificationEmail } from './verification-email';

async function signUp(t: TestApp, name = 'Lucía') {
  const input = runnerSignup({ name });
  expect((await post(t.app, '/api/auth/signup', input)).statusCode).toBe(201);
  return { email: input.email, token: await lastVerificationToken(t.db, input.email) };
}
const mailDir = (t: TestApp) => path.join(t.config.dataDir, 'mail');
const emlFiles = (t: TestApp) =>
  fs.existsSync(mailDir(t)) ? fs.readdirSync(mailDir(t)).filter((f) => f.endsWith('.eml')) : [];

describe('without SMTP_URL: .eml files in DATA_DIR/mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes each message once as a MIME file named by time, id and recipient, with the link in both parts', async () => {
    const { email, token } = await signUp(t);
    await t.app.mail.flush();
    await t.app.mail.flush();

    const files = emlFiles(t).filter((f) => f.endsWith(`-${email}.eml`));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{8}T\d{9}Z-\d+-.+\.eml$/);
    const raw = fs.readFileSync(path.join(mailDir(t), files[0] ?? ''), 'utf8');
    expect(raw).toMatch(new RegExp(`^To: ${email.replace(/\./g, '\\.')}$`, 'm'));
    expect(raw).toMatch(/^From: RunTogether <no-reply@localhost>$/m);
    expect(raw).toMatch(/^Subject: Verify your RunTogether account$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8$/m);

    const decoded = decodeQuotedPrintable(raw);
    const link = `http://localhost:3000/verify-email?token=${token}`;
    // Once in the text part; in the HTML as the button's href, the plain link's href and its text.
    expect(decoded.split(link)).toHaveLength(5);
    expect(decoded).toContain('valid for 24 hours');
    expect(decoded).toContain('Hi Lucía,');

    const [row] = (await outbox(t.db)).filter((m) => m.toAddress === email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, textBody: DELIVERED_BODY });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('sends attachments stored with the message, and drops them once delivered', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await enqueueMail(t.db, {
      to: 'attach@example.test',
      subject: 'With a file',
      text: 'See the file.',
      html: null,
      attachments: [{ filename: 'run.ics', contentType: 'text/calendar; charset=utf-8', content: ics }],
    });
    const [queued] = (await outbox(t.db)).filter((m) => m.toAddress === 'attach@example.test');
    expect(attachmentsOf(queued ?? { attachments: null })).toEqual([
      { filename: 'run.ics', contentType: 'text/calendar; charset=utf-8', content: ics },
    ]);
    await t.app.mail.flush();

    const file = emlFiles(t).find((f) => f.endsWith('-attach@example.test.eml'));
    const raw = fs.readFileSync(path.join(mailDir(t), file ?? 'missing'), 'utf8');
    expect(raw).toMatch(/^Content-Type: multipart\/mixed;/m);
    expect(raw).toMatch(/^Content-Disposition: attachment; filename=run\.ics$/m);
    expect(raw).toContain(Buffer.from(ics).toString('base64'));
    const [sent] = (await outbox(t.db)).filter((m) => m.toAddress === 'attach@example.test');
    expect(sent).toMatchObject({ status: 'sent', attachments: null });
  });

  it('stores no attachments column value for a message without files', async () => {
    await enqueueMail(t.db, { to: 'plain@example.test', subject: 'Plain', text: 'x', html: null });
    const [row] = (await outbox(t.db)).filter((m) => m.toAddress === 'plain@example.test');
    expect(row?.attachments).toBeNull();
    expect(attachmentsOf({ attachments: null })).toEqual([]);
    expect(() => attachmentsOf({ attachments: [{ filename: 'x' }] })).toThrow();
  });

  it('escapes the name in the HTML part', () => {
    const mail = verificationEmail(
      { email: 'x@example.test', name: '<b>Ana</b> & "Co"', language: 'en' },
      'http://x/verify',
    );
    expect(mail.html).toContain('&lt;b&gt;Ana&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(mail.html).not.toContain('<b>Ana</b>');
    expect(mail.text).toContain('Hi <b>Ana</b> & "Co",');
  });

  it('lets several workers claim at once without taking the same message twice', async () => {
    for (let i = 0; i < 6; i++) {
      await enqueueMail(t.db, { to: `claim${i}@example.test`, subject: 'Claim', text: 'x', html: null });
    }
    const now = new Date();
    const [a, b] = await Promise.all([claimDueMail(t.db, now, 4), claimDueMail(t.db, now, 4)]);
    const ids = [...(a ?? []), ...(b ?? [])].map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(6);
    // A claimed message is leased: it is not due again right away.
    expect(await claimDueMail(t.db, now, 10)).toEqual([]);
  });

  it('backs off exponentially from 30 s and caps at one hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});

describe('the worker on its own', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { mailPollIntervalMs: 200 } });
  });
  afterAll(() => t.close());

  it('delivers right after sign-up without anyone flushing', async () => {
    // Not signUp(): the worker may deliver (and empty the outbox body) before a token could be read back.
    const { email } = runnerSignup();
    expect((await post(t.app, '/api/auth/signup', runnerSignup({ email }))).statusCode).toBe(201);
    const deadline = Date.now() + 10_000;
    while (!emlFiles(t).some((f) => f.endsWith(`-${email}.eml`)) && Date.now() < deadline) await sleep(50);
    expect(emlFiles(t).some((f) => f.endsWith(`-${email}.eml`))).toBe(true);
  });
});

describe('with SMTP_URL', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('delivers the message to the SMTP server exactly once', async () => {
    const t = await createTestApp({ config: { smtpUrl: sink.url } });
    try {
      const { email, token } = await signUp(t);
      await t.app.mail.flush();
      await t.app.mail.flush();
      const mine = sink.received.filter((message) => message.includes(`To: ${email}`));
      expect(mine).toHaveLength(1);
      expect(decodeQuotedPrintable(mine[0] ?? '')).toContain(`/verify-email?token=${token}`);
      expect(emlFiles(t)).toEqual([]);
      expect((await outbox(t.db))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await t.close();
    }
  });

  it('keeps the message pending with a later retry when the server cannot be reached, and gives up after 8 tries', async () => {
    const t = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${await closedPort()}` } });
    try {
      const before = Date.now();
      await signUp(t);
      await t.app.mail.flush();
      const [row] = await outbox(t.db);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 29_000);

      // Not due yet: another round leaves it alone.
      await t.app.mail.flush();
      expect((await outbox(t.db))[0]?.attempts).toBe(1);

      // The last allowed attempt fails too: the message is dead, its error kept.
      await t.db
        .update(mailOutbox)
        .set({ attempts: MAX_DELIVERY_ATTEMPTS - 1, nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.id, row?.id ?? 0));
      await t.app.mail.flush();
      const [dead] = await outbox(t.db);
      expect(dead).toMatchObject({ status: 'dead', attempts: MAX_DELIVERY_ATTEMPTS });
      expect(dead?.lastError).toBeTruthy();
      expect(dead?.textBody).toContain('/verify-email?token=');
    } finally {
      await t.close();
    }
  });
});
