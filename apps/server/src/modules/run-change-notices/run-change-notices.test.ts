import ICAL from 'ical.js';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, mailOutbox, runChangeNotices } from '../../db/schema';
import { insertHost, insertRegistration, insertSession, insertUser } from '../../test/factories';
import { secondConnection } from '../../test/second-connection';
import { createTestApp, type TestApp } from '../../test/test-app';
import { attachmentsOf } from '../mail/mail.repository';
import { CHANGE_NOTICE_WINDOW_MS, sendDueChangeNotices } from './run-change-notices.service';
import { runChangedSubject } from './run-changed-email';

let t: TestApp;
let other: ReturnType<typeof secondConnection>;
beforeAll(async () => {
  t = await createTestApp();
  other = secondConnection(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const deps = () => ({ publicUrl: t.config.publicUrl, secret: t.config.sessionSecret });
const domain = () => new URL(t.config.publicUrl).hostname;
/** A calendar address with its scheme in lower case: URI schemes are case-insensitive (RFC 3986 §3.1). */
const mailto = (address: unknown) => String(address).replace(/^mailto:/i, 'mailto:');

/**
 * A run 10 days ahead at 19:00 in Madrid, with a confirmed and a waitlisted runner, as its host sees it; or with
 * `groups` and the runners `registering`, each into the group named.
 */
async function runWithRunners(
  grouped: {
    groups: { name: string; pace: number; maxParticipants: number }[];
    registering: { name: string; language: 'en' | 'es'; group: string }[];
  } = { groups: [], registering: [] },
) {
  const host = await insertHost(t.db, { businessName: 'Retiro Runners' });
  const hostAuth = `Bearer ${await insertSession(t.db, host.id)}`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { authorization: hostAuth },
    payload: {
      title: 'Sunset 5K',
      description: 'Easy loop.',
      date: dateAhead(10),
      time: '19:00',
      timezone: 'Europe/Madrid',
      location: 'Retiro',
      address: 'Puerta de Alcalá, Madrid',
      distance: 5,
      pace: 6,
      maxParticipants: 1,
      tags: [],
      ...(grouped.groups.length > 0 ? { groups: grouped.groups } : {}),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const run = created.json<{ id: number; title: string; groups: { id: number; name: string }[] }>();
  const runners = [];
  const registering =
    grouped.registering.length > 0
      ? grouped.registering
      : [
          { name: 'Ana', language: 'en' as const, group: '' },
          { name: 'Bea', language: 'en' as const, group: '' },
        ];
  for (const { name, language, group } of registering) {
    const runner = await insertUser(t.db, { name, language });
    const auth = `Bearer ${await insertSession(t.db, runner.id)}`;
    const groupId = run.groups.find((g) => g.name === group)?.id;
    const registered = await t.app.inject({
      method: 'POST',
      url: `/api/events/${run.id}/registrations`,
      headers: { authorization: auth },
      payload: { name, email: runner.email, pace: 6, ...(groupId ? { groupId } : {}) },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    runners.push(runner);
  }
  const edit = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/events/${run.id}`,
      headers: { authorization: hostAuth },
      payload,
    });
  const remove = () =>
    t.app.inject({ method: 'DELETE', url: `/api/events/${run.id}`, headers: { authorization: hostAuth } });
  return { host, run, runners, edit, remove, emails: runners.map((r) => r.email) };
}

function dateAhead(days: number) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
    new Date(Date.now() + days * DAY),
  );
}

const mailsTo = (emails: string[]) =>
  t.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, emails)).orderBy(mailOutbox.id);

const noticesOf = async (emails: string[], title = 'Sunset 5K') =>
  (await mailsTo(emails)).filter((m) => m.subject === runChangedSubject(title));

const later = (ms: number) => new Date(Date.now() + ms);

/** The attached calendar file, parsed by ical.js (which throws on anything malformed). */
function calendarOf(mail: { attachments: unknown }) {
  const [file] = attachmentsOf(mail);
  if (!file) throw new Error('no attachment');
  const calendar = new ICAL.Component(ICAL.parse(file.content) as unknown[]);
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  return {
    contentType: file.contentType,
    method: calendar.getFirstPropertyValue('method'),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: event.getFirstPropertyValue('status'),
    organizer: event.getFirstPropertyValue('organizer'),
    attendee: event.getFirstPropertyValue('attendee'),
    start: (event.getFirstPropertyValue('dtstart') as InstanceType<typeof ICAL.Time>).toJSDate(),
  };
}

describe('change notices', () => {
  it('merge edits within 5 minutes into one e-mail per registered runner: the first old value → the last new one', async () => {
    const { run, edit, emails } = await runWithRunners();
    expect((await edit({ time: '18:30' })).statusCode).toBe(200);
    expect((await edit({ time: '18:00', address: 'Calle de Alfonso XII, Madrid' })).statusCode).toBe(200);
    // A change runners do not need to hear about joins nothing.
    expect((await edit({ title: 'Sunset 5K' })).statusCode).toBe(200);

    // Not before the window has passed, however often the job runs.
    for (const at of [MINUTE, 3 * MINUTE, 4.5 * MINUTE]) await sendDueChangeNotices(t.db, deps(), later(at));
    expect(await noticesOf(emails)).toEqual([]);

    expect(await sendDueChangeNotices(t.db, deps(), later(CHANGE_NOTICE_WINDOW_MS + 1000))).toBe(2);
    const notices = await noticesOf(emails);
    expect(notices.map((m) => m.toAddress).sort()).toEqual([...emails].sort());
    for (const mail of notices) {
      expect(mail.textBody).toContain('Time: 19:00 → 18:00');
      expect(mail.textBody).toContain('Address: Puerta de Alcalá, Madrid → Calle de Alfonso XII, Madrid');
      expect(mail.textBody).not.toContain('18:30');
      expect(mail.textBody).not.toContain('Date:');
    }
    expect(notices.find((m) => m.toAddress === emails[1])?.textBody).toContain(
      "You're still on the waitlist",
    );
    expect(await t.db.select().from(runChangeNotices).where(eq(runChangeNotices.eventId, run.id))).toEqual(
      [],
    );

    // Sent once.
    await sendDueChangeNotices(t.db, deps(), later(10 * MINUTE));
    expect(await noticesOf(emails)).toHaveLength(2);
  });

  it("give a confirmed runner the one-click give-up link and name each runner's pace group, in their language", async () => {
    const { edit, emails } = await runWithRunners({
      groups: [
        { name: 'Steady', pace: 6, maxParticipants: 1 },
        { name: 'Fast', pace: 5, maxParticipants: 5 },
      ],
      registering: [
        { name: 'Ana', language: 'en', group: 'Fast' },
        { name: 'Lucía', language: 'es', group: 'Steady' },
        { name: 'Bea', language: 'en', group: 'Steady' },
      ],
    });
    const [ana, lucia, bea] = emails as [string, string, string];
    expect((await edit({ time: '18:00' })).statusCode).toBe(200);
    expect(await sendDueChangeNotices(t.db, deps(), later(CHANGE_NOTICE_WINDOW_MS + 1000))).toBe(3);
    const mails = await mailsTo(emails);
    const noticeTo = (email: string) =>
      mails.find(
        (m) => m.toAddress === email && m.subject.includes('Sunset 5K') && m.textBody.includes('→'),
      )!;

    const en = noticeTo(ana);
    expect(en.textBody).toContain('Pace group: Fast, 5:00 min/km');
    expect(en.htmlBody).toContain('Pace group: Fast, 5:00 min/km');
    const giveUp = en.textBody.match(/Can't make it\? Give up your spot: (\S+)/)?.[1];
    expect(giveUp).toMatch(new RegExp(`^${t.config.publicUrl}/api/spots/give-up/\\d+\\.`));
    expect(en.htmlBody).toContain(`href="${giveUp}"`);
    // The link is the runner's own: its page names their registration's run.
    const page = await t.app.inject({ url: giveUp!.replace(t.config.publicUrl, '') });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sunset 5K');

    const es = noticeTo(lucia);
    expect(es.textBody).toContain('Grupo de ritmo: Steady, 6:00 min/km');
    expect(es.textBody).toMatch(/¿No puedes ir\? Deja tu plaza: \S+\/api\/spots\/give-up\/\S+lang=es/);

    // On the waitlist there is no spot to give up; the group is still named.
    const waitlisted = noticeTo(bea);
    expect(waitlisted.textBody).toContain("You're still on the waitlist");
    expect(waitlisted.textBody).toContain('Pace group: Steady, 6:00 min/km');
    expect(waitlisted.textBody).not.toContain('Give up your spot');
    expect(waitlisted.htmlBody).not.toContain('/api/spots/give-up/');
  });

  it('are due 5 minutes after the first edit, and a job every 50 seconds sends them within 6', async () => {
    const { edit, emails } = await runWithRunners();
    const first = Date.now();
    await edit({ distance: 10 });
    const notice = (await t.db.select().from(runChangeNotices)).find(
      (n) => n.firstEditAt.getTime() >= first - 1000,
    );
    expect(notice?.dueAt.getTime()).toBe((notice?.firstEditAt.getTime() ?? 0) + 5 * MINUTE);
    await sendDueChangeNotices(t.db, deps(), new Date((notice?.dueAt.getTime() ?? 0) - 1));
    expect(await noticesOf(emails)).toEqual([]);
    await sendDueChangeNotices(t.db, deps(), notice!.dueAt);
    const sent = await noticesOf(emails);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.textBody).toContain('Distance: 5 km → 10 km');
  });

  it('send nothing when the run was changed back within the window', async () => {
    const { run, edit, emails } = await runWithRunners();
    await edit({ time: '20:00', distance: 7 });
    await edit({ time: '19:00', distance: 5 });
    expect(await sendDueChangeNotices(t.db, deps(), later(CHANGE_NOTICE_WINDOW_MS + 1000))).toBe(0);
    expect(await noticesOf(emails)).toEqual([]);
    expect(await t.db.select().from(runChangeNotices).where(eq(runChangeNotices.eventId, run.id))).toEqual(
      [],
    );
  });

  it('send nothing for a run an admin hid within the window: its runners get a 404 there', async () => {
    const { run, edit, emails } = await runWithRunners();
    await edit({ distance: 8 });
    await t.db
      .update(events)
      .set({ hiddenAt: new Date(), hiddenReason: 'Spam' })
      .where(eq(events.id, run.id));
    expect(await sendDueChangeNotices(t.db, deps(), later(CHANGE_NOTICE_WINDOW_MS + 1000))).toBe(0);
    expect(await noticesOf(emails)).toEqual([]);
  });

  it('go once when two instances run the job at the same moment', async () => {
    const { edit, emails } = await runWithRunners();
    await edit({ location: 'Casa de Campo' });
    const now = later(CHANGE_NOTICE_WINDOW_MS + 1000);
    const counts = await Promise.all([
      sendDueChangeNotices(t.db, deps(), now),
      sendDueChangeNotices(other.db, deps(), now),
      sendDueChangeNotices(other.db, deps(), now),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    const notices = await noticesOf(emails);
    expect(notices).toHaveLength(2);
    expect(notices[0]?.textBody).toContain('Meeting point: Retiro → Casa de Campo');
  });

  it('say a cancellation at once, with an .ics that cancels the run in the calendar', async () => {
    const { run, remove, emails } = await runWithRunners();
    expect((await remove()).statusCode).toBe(204);
    const cancelled = (await mailsTo(emails)).filter((m) => m.subject === `Cancelled: ${run.title}`);
    expect(cancelled.map((m) => m.toAddress).sort()).toEqual([...emails].sort());
    for (const mail of cancelled) {
      const ics = calendarOf(mail);
      expect(ics).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: `run-${run.id}@${domain()}` });
      expect(ics.contentType).toContain('method=CANCEL');
      expect(mailto(ics.attendee)).toBe(`mailto:${mail.toAddress}`);
      expect(mailto(ics.organizer)).toBe(`mailto:no-reply@${domain()}`);
    }
  });
});

describe('the .ics files a runner gets for one run', () => {
  it('share one UID, raise SEQUENCE with each change, and say REQUEST for a change and CANCEL with STATUS:CANCELLED', async () => {
    const { run, edit, remove, emails } = await runWithRunners();
    const ana = emails[0]!;
    const [confirmation] = await mailsTo([ana]);
    const first = calendarOf(confirmation!);
    expect(first).toMatchObject({ method: 'PUBLISH', uid: `run-${run.id}@${domain()}` });

    await edit({ time: '18:00' });
    await sendDueChangeNotices(t.db, deps(), later(CHANGE_NOTICE_WINDOW_MS + 1000));
    await edit({ date: dateAhead(11) });
    await sendDueChangeNotices(t.db, deps(), later(2 * CHANGE_NOTICE_WINDOW_MS + 1000));
    const changes = (await noticesOf([ana])).map(calendarOf);
    expect(changes).toHaveLength(2);
    for (const change of changes) {
      expect(change.method).toBe('REQUEST');
      expect(change.contentType).toContain('method=REQUEST');
      expect(change.uid).toBe(first.uid);
      expect(change.status).toBe('CONFIRMED');
      expect(mailto(change.attendee)).toBe(`mailto:${ana}`);
      expect(mailto(change.organizer)).toBe(`mailto:no-reply@${domain()}`);
    }
    expect(changes[0]!.sequence).toBeGreaterThan(first.sequence);
    expect(changes[1]!.sequence).toBeGreaterThan(changes[0]!.sequence);
    expect(changes[1]!.start.getTime() - changes[0]!.start.getTime()).toBe(DAY);

    await remove();
    const cancel = calendarOf((await mailsTo([ana])).at(-1)!);
    expect(cancel).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: first.uid });
    expect(cancel.sequence).toBeGreaterThan(changes[1]!.sequence);
  });
});

describe('a "this and following" edit of a weekly series', () => {
  it('makes one notice per run of the series that changed, each to its own runners', async () => {
    const host = await insertHost(t.db, { businessName: 'Retiro Runners' });
    const authorization = `Bearer ${await insertSession(t.db, host.id)}`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { authorization },
      payload: {
        title: 'Tuesday Tempo',
        description: 'Weekly tempo session.',
        date: dateAhead(3),
        time: '19:00',
        timezone: 'Europe/Madrid',
        location: 'Retiro',
        address: 'Puerta de Alcalá, Madrid',
        distance: 8,
        pace: 5,
        maxParticipants: null,
        tags: [],
        repeat: { everyWeeks: 1, count: 3 },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const series = await t.app.inject({
      url: `/api/series/${created.json<{ seriesId: number }>().seriesId}`,
    });
    const runs = series.json<{ upcomingRuns: { id: number }[] }>().upcomingRuns;
    expect(runs).toHaveLength(3);
    const emails: string[] = [];
    for (const run of runs) {
      const runner = await insertUser(t.db);
      await insertRegistration(t.db, run.id, runner);
      emails.push(runner.email);
    }
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/${runs[1]!.id}?scope=following`,
      headers: { authorization },
      payload: { time: '18:15' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await sendDueChangeNotices(t.db, deps(), later(CHANGE_NOTICE_WINDOW_MS + 1000))).toBe(2);
    const notices = await noticesOf(emails, 'Tuesday Tempo');
    expect(notices.map((m) => m.toAddress).sort()).toEqual([emails[1], emails[2]].sort());
    for (const mail of notices) expect(mail.textBody).toContain('Time: 19:00 → 18:15');
  });
});

describe('a notice for a run of another host', () => {
  it('is never opened by a refused edit', async () => {
    const { run, emails } = await runWithRunners();
    const stranger = await insertHost(t.db);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/${run.id}`,
      headers: { authorization: `Bearer ${await insertSession(t.db, stranger.id)}` },
      payload: { time: '07:00' },
    });
    expect(response.statusCode).toBe(403);
    expect(await t.db.select().from(runChangeNotices).where(eq(runChangeNotices.eventId, run.id))).toEqual(
      [],
    );
    await sendDueChangeNotices(t.db, deps(), later(CHANGE_NOTICE_WINDOW_MS + 1000));
    expect(await noticesOf(emails)).toEqual([]);
  });
});
