import { formatDateHeading, zonedToInstant } from '@runtogether/shared/dates/date.rules';
import { reminderMessages } from '@runtogether/shared/reminders/reminder.schemas';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, registrations, users } from '../../db/schema';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import { insertHost, insertRegistration, insertRun, insertSession, insertUser } from '../../test/factories';
import { secondConnection } from '../../test/second-connection';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import { businessPosts } from '../../db/schema';
import { reminderUnsubscribeToken, sendDueReminders, type ReminderDeps } from './reminders.service';
import { english } from '../../test/english';

let t: TestApp;
let sink: SmtpSink;
let other: ReturnType<typeof secondConnection>;
let deps: ReminderDeps;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ config: { smtpUrl: sink.url } });
  other = secondConnection(t);
  deps = { publicUrl: t.config.publicUrl, secret: t.config.sessionSecret, leads: t.config.reminderLeads };
});
afterAll(async () => {
  await other.close();
  await t.close();
  await sink.close();
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Each test's runs start in a month of their own, so one test's clock never reaches another's reminders.
let month = 0;
/** 19:00 in Madrid on the 15th of a month far ahead. */
const nextStart = () =>
  zonedToInstant(
    `${2031 + Math.floor(month / 12)}-${String((month++ % 12) + 1).padStart(2, '0')}-15`,
    '19:00',
    'Europe/Madrid',
  );

async function runWithRunners(
  startsAt: Date,
  runners: { registeredAt: Date; status?: 'confirmed' | 'waitlisted'; remindersEnabled?: boolean }[],
  runValues: Partial<Parameters<typeof insertRun>[2]> = {},
) {
  const host = await insertHost(t.db, { businessName: 'Retiro Runners' });
  const run = await insertRun(t.db, host.id, {
    startsAt,
    title: 'Sunset 5K',
    location: 'Retiro',
    address: 'Puerta de Alcalá, Madrid',
    latitude: 40.42,
    longitude: -3.69,
    ...runValues,
  });
  const registered = [];
  for (const [index, spec] of runners.entries()) {
    const runner = await insertUser(t.db, {
      name: `Runner ${index}`,
      remindersEnabled: spec.remindersEnabled ?? true,
    });
    const registration = await insertRegistration(t.db, run.id, runner, {
      status: spec.status ?? 'confirmed',
      createdAt: spec.registeredAt,
    });
    registered.push({ runner, registration });
  }
  return { host, run, registered };
}

const remindersOf = (registrationIds: number[]) =>
  registrationIds.length === 0
    ? Promise.resolve([])
    : t.db
        .select()
        .from(mailOutbox)
        .where(
          inArray(
            mailOutbox.dedupeKey,
            registrationIds.flatMap((id) => [`reminder:${id}:24h`, `reminder:${id}:2h`]),
          ),
        )
        .orderBy(mailOutbox.id);

const at = (instant: Date, offsetMs: number) => new Date(instant.getTime() + offsetMs);

describe('run reminders', () => {
  it('go out 24 hours and 2 hours before the start, not a minute early, once each, with the exact subjects', async () => {
    const start = nextStart();
    const { run, registered, host } = await runWithRunners(start, [{ registeredAt: at(start, -3 * DAY) }], {
      whatsappGroupLink: 'https://chat.whatsapp.com/AbCdEf123',
    });
    await t.db.insert(businessPosts).values([
      { businessId: host.id, title: 'Old news', content: 'Last month.', createdAt: at(start, -40 * DAY) },
      {
        businessId: host.id,
        title: 'Bring a headlamp',
        content: 'It gets dark early now.',
        createdAt: at(start, -5 * DAY),
      },
    ]);
    const ids = registered.map((r) => r.registration.id);

    await sendDueReminders(t.db, deps, at(start, -DAY - MINUTE));
    expect(await remindersOf(ids)).toHaveLength(0);

    await sendDueReminders(t.db, deps, at(start, -DAY));
    let mails = await remindersOf(ids);
    expect(mails.map((m) => m.subject)).toEqual(['Reminder: Sunset 5K tomorrow at 19:00']);
    const [day] = mails;
    expect(day?.dedupeKey).toBe(`reminder:${ids[0]}:24h`);
    expect(day?.toAddress).toBe(registered[0]?.runner.email);
    const text = day?.textBody ?? '';
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(start);
    expect(text).toContain(`When: ${formatDateHeading(date)} at 19:00 (Madrid time)`);
    expect(text).toContain('Where: Puerta de Alcalá, Madrid');
    expect(text).toContain('https://www.google.com/maps/search/?api=1&query=40.42%2C-3.69');
    expect(text).toContain('WhatsApp group: https://chat.whatsapp.com/AbCdEf123');
    expect(text).toContain('Latest from Retiro Runners: Bring a headlamp');
    expect(text).toContain(`View the run: ${t.config.publicUrl}/runs/${run.id}`);
    // One way to give the spot up, said once.
    expect(text.match(/Can't make it\?/g)).toEqual(["Can't make it?"]);
    expect(text).toContain(`Can't make it? Give up your spot: ${t.config.publicUrl}/api/spots/give-up/`);
    const token = reminderUnsubscribeToken(t.config.sessionSecret, registered[0]!.runner.id);
    expect(day?.headers).toEqual({
      'List-Unsubscribe': `<${t.config.publicUrl}/api/reminders/unsubscribe/${token}?lang=en>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // However often the job runs meanwhile, nothing more until the 2-hour lead.
    for (const offset of [-DAY + 30_000, -12 * HOUR, -2 * HOUR - MINUTE]) {
      await sendDueReminders(t.db, deps, at(start, offset));
    }
    expect(await remindersOf(ids)).toHaveLength(1);

    await sendDueReminders(t.db, deps, at(start, -2 * HOUR));
    await sendDueReminders(t.db, deps, at(start, -2 * HOUR + 40_000));
    mails = await remindersOf(ids);
    expect(mails.map((m) => m.subject)).toEqual([
      'Reminder: Sunset 5K tomorrow at 19:00',
      'Reminder: Sunset 5K in 2 hours',
    ]);
    expect(mails[1]?.dedupeKey).toBe(`reminder:${ids[0]}:2h`);

    // Started: nothing more, ever.
    await sendDueReminders(t.db, deps, at(start, MINUTE));
    expect(await remindersOf(ids)).toHaveLength(2);
  });

  it('reach the runner through SMTP with List-Unsubscribe and List-Unsubscribe-Post', async () => {
    const start = nextStart();
    const { registered } = await runWithRunners(start, [{ registeredAt: at(start, -3 * DAY) }]);
    const runner = registered[0]!.runner;
    await sendDueReminders(t.db, deps, at(start, -DAY));
    await t.app.mail.flush();
    const raw = sink.received.find((message) => message.includes(runner.email));
    if (!raw) throw new Error('the reminder did not reach the SMTP server');
    const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
    const token = reminderUnsubscribeToken(t.config.sessionSecret, runner.id);
    expect(unfolded).toMatch(/^Subject: Reminder: Sunset 5K tomorrow at 19:00\r?$/m);
    expect(unfolded).toContain(
      `List-Unsubscribe: <${t.config.publicUrl}/api/reminders/unsubscribe/${token}?lang=en>`,
    );
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });

  it('skip leads already past when the runner registered: 3 hours before gets only the 2-hour one', async () => {
    const start = nextStart();
    const { registered } = await runWithRunners(start, [
      { registeredAt: at(start, -3 * HOUR) },
      { registeredAt: at(start, -90 * MINUTE) },
    ]);
    const [early, late] = registered.map((r) => r.registration.id);
    for (const offset of [-DAY, -20 * HOUR, -3 * HOUR, -2 * HOUR, -90 * MINUTE, -MINUTE]) {
      await sendDueReminders(t.db, deps, at(start, offset));
    }
    expect((await remindersOf([early!])).map((m) => m.subject)).toEqual(['Reminder: Sunset 5K in 2 hours']);
    expect(await remindersOf([late!])).toEqual([]);
  });

  it('never go to waitlisted runners, runners who cancelled or runners who turned reminders off', async () => {
    const start = nextStart();
    const registeredAt = at(start, -3 * DAY);
    const { registered } = await runWithRunners(start, [
      { registeredAt, status: 'waitlisted' },
      { registeredAt },
      { registeredAt, remindersEnabled: false },
      { registeredAt },
    ]);
    const [waitlisted, cancelled, optedOut, confirmed] = registered.map((r) => r.registration.id);
    await t.db.delete(registrations).where(eq(registrations.id, cancelled!));
    await sendDueReminders(t.db, deps, at(start, -DAY));
    await sendDueReminders(t.db, deps, at(start, -2 * HOUR));
    expect(await remindersOf([waitlisted!, cancelled!, optedOut!])).toEqual([]);
    expect(await remindersOf([confirmed!])).toHaveLength(2);
  });

  it('never go out for a run an admin hid: it is a 404 to its runners (docs/decisions/049)', async () => {
    const start = nextStart();
    const registeredAt = at(start, -3 * DAY);
    const { registered } = await runWithRunners(start, [{ registeredAt }], {
      hiddenAt: at(start, -2 * DAY),
      hiddenReason: 'Reported as a scam',
    });
    await sendDueReminders(t.db, deps, at(start, -DAY));
    await sendDueReminders(t.db, deps, at(start, -2 * HOUR));
    expect(await remindersOf(registered.map((r) => r.registration.id))).toEqual([]);
  });

  it('after an outage, send only the latest lead that is due, and not once it is long past', async () => {
    const start = nextStart();
    const { registered } = await runWithRunners(start, [{ registeredAt: at(start, -3 * DAY) }]);
    const ids = registered.map((r) => r.registration.id);
    // Down for 4 hours from the 24-hour mark: the reminder still goes, late (23:00 the day before).
    await sendDueReminders(t.db, deps, at(start, -20 * HOUR));
    expect((await remindersOf(ids)).map((m) => m.subject)).toEqual(['Reminder: Sunset 5K tomorrow at 19:00']);

    const past = nextStart();
    const { registered: pastMidnight } = await runWithRunners(past, [{ registeredAt: at(past, -3 * DAY) }]);
    // Down until 00:30 on the day of the run: it is today now, and the subject says so.
    await sendDueReminders(t.db, deps, at(past, -(18 * HOUR + 30 * MINUTE)));
    expect((await remindersOf(pastMidnight.map((r) => r.registration.id))).map((m) => m.subject)).toEqual([
      'Reminder: Sunset 5K today at 19:00',
    ]);

    const stale = nextStart();
    const { registered: tooLate } = await runWithRunners(stale, [{ registeredAt: at(stale, -3 * DAY) }]);
    // Down until 3 hours before: the 24-hour one is more than 6 hours late and is dropped.
    await sendDueReminders(t.db, deps, at(stale, -3 * HOUR));
    expect(await remindersOf(tooLate.map((r) => r.registration.id))).toEqual([]);

    const next = nextStart();
    const { registered: later } = await runWithRunners(next, [{ registeredAt: at(next, -3 * DAY) }]);
    const laterIds = later.map((r) => r.registration.id);
    // Down from the 24-hour mark until 1 h 50 min before: only the 2-hour reminder makes sense any more.
    await sendDueReminders(t.db, deps, at(next, -110 * MINUTE));
    expect((await remindersOf(laterIds)).map((m) => m.subject)).toEqual(['Reminder: Sunset 5K in 2 hours']);
  });

  it('go once per runner and lead when two instances run the job at the same moment', async () => {
    const start = nextStart();
    const registeredAt = at(start, -3 * DAY);
    const { registered } = await runWithRunners(
      start,
      Array.from({ length: 12 }, () => ({ registeredAt })),
    );
    const ids = registered.map((r) => r.registration.id);
    const now = at(start, -DAY);
    const counts = await Promise.all([
      sendDueReminders(t.db, deps, now),
      sendDueReminders(other.db, deps, now),
      sendDueReminders(other.db, deps, now),
      sendDueReminders(t.db, deps, now),
    ]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(12);
    const mails = await remindersOf(ids);
    expect(mails).toHaveLength(12);
    expect(new Set(mails.map((m) => m.toAddress)).size).toBe(12);
  });

  it('are a job of the scheduler, claimed by one instance', async () => {
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, 'reminder:%'))
      .limit(1);
    expect(rows.length).toBeGreaterThan(0);
    const ran = await t.app.scheduler.runDue();
    expect(ran).toContain('send-run-reminders');
    expect(ran).toContain('send-run-change-notices');
  });
});

describe('turning reminders off', () => {
  const patchProfile = (id: string, token: string, body: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: body as Record<string, unknown>,
    });

  it("in Profile Settings: the setting is the runner's own, and no reminder goes while it is off", async () => {
    const start = nextStart();
    const { registered } = await runWithRunners(start, [{ registeredAt: at(start, -3 * DAY) }]);
    const { runner, registration } = registered[0]!;
    const token = await insertSession(t.db, runner.id);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toMatchObject({ user: { id: runner.id, remindersEnabled: true } });

    const off = await patchProfile(runner.id, token, { remindersEnabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: runner.id, remindersEnabled: false });
    // Nobody else sees it.
    const pub = await t.app.inject({ method: 'GET', url: `/api/users/${runner.id}` });
    expect(pub.json()).not.toHaveProperty('remindersEnabled');

    await sendDueReminders(t.db, deps, at(start, -DAY));
    expect(await remindersOf([registration.id])).toEqual([]);

    const on = await patchProfile(runner.id, token, { remindersEnabled: true });
    expect(on.json()).toMatchObject({ remindersEnabled: true });
    await sendDueReminders(t.db, deps, at(start, -2 * HOUR));
    expect((await remindersOf([registration.id])).map((m) => m.subject)).toEqual([
      'Reminder: Sunset 5K in 2 hours',
    ]);

    const bad = await patchProfile(runner.id, token, { remindersEnabled: 'no' });
    expect(bad.statusCode).toBe(400);
    // Another account's setting cannot be changed.
    const stranger = await insertUser(t.db);
    const theirs = await patchProfile(stranger.id, token, { remindersEnabled: false });
    expect(theirs.statusCode).toBe(403);
  });

  it('with the one-click link: GET asks, POST without a cookie or CSRF token turns them off', async () => {
    const start = nextStart();
    const { registered } = await runWithRunners(start, [{ registeredAt: at(start, -3 * DAY) }]);
    const { runner, registration } = registered[0]!;
    await sendDueReminders(t.db, deps, at(start, -DAY));
    const [mail] = await remindersOf([registration.id]);
    const link = /^<(.+)>$/.exec(String((mail?.headers as Record<string, string>)['List-Unsubscribe']))?.[1];
    if (!link) throw new Error('no List-Unsubscribe');
    const path = new URL(link).pathname;

    const page = await t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Stop run reminders?');
    // The site's own icon: a browser asks for /favicon.ico otherwise, which the app does not have.
    expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    expect(page.body).toContain(`action="${path}?lang=en"`);
    const [still] = await t.db.select().from(users).where(eq(users.id, runner.id));
    expect(still?.remindersEnabled).toBe(true);

    // As a mail provider posts it (RFC 8058): a form body, from another origin, with a stray cookie.
    const otherSession = await insertSession(t.db, runner.id);
    const posted = await t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.net',
        cookie: `${SESSION_COOKIE}=${otherSession}`,
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual({ remindersEnabled: false });
    const [after] = await t.db.select().from(users).where(eq(users.id, runner.id));
    expect(after?.remindersEnabled).toBe(false);

    // Again: still fine; a browser gets the page.
    const again = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(english(reminderMessages.stopped));

    await sendDueReminders(t.db, deps, at(start, -2 * HOUR));
    expect(await remindersOf([registration.id])).toHaveLength(1);
  });

  it('refuses a link whose signature does not match, and one naming no account', async () => {
    const runner = await insertUser(t.db);
    const token = reminderUnsubscribeToken(t.config.sessionSecret, runner.id);
    const forged = `${runner.id}.${'A'.repeat(token.split('.')[1]!.length)}`;
    const stranger = reminderUnsubscribeToken(t.config.sessionSecret, '00000000-0000-4000-8000-000000000000');
    for (const bad of [forged, stranger, 'nonsense', `${runner.id}.`]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/reminders/unsubscribe/${bad}`,
        payload: {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: { message: english(reminderMessages.unsubscribeInvalid) },
      });
    }
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/reminders/unsubscribe/${forged}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Link not valid');
    const [row] = await t.db.select().from(users).where(eq(users.id, runner.id));
    expect(row?.remindersEnabled).toBe(true);
  });

  it('leaves the registration e-mails alone: a runner with reminders off is still confirmed by e-mail', async () => {
    const host = await insertHost(t.db);
    const run = await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + 5 * DAY) });
    const runner = await insertUser(t.db, { remindersEnabled: false });
    const token = await insertSession(t.db, runner.id);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/events/${run.id}/registrations`,
      headers: { authorization: `Bearer ${token}` },
      payload: { name: runner.name, email: runner.email, pace: 6 },
    });
    expect(response.statusCode).toBe(201);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, runner.email));
    expect(mails.map((m) => m.subject)).toEqual([`You're registered: ${run.title}`]);
  });
});
