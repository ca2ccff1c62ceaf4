import {
  calendarFeedMessages,
  type CalendarFeedLinks,
} from '@runtogether/shared/calendar-feeds/calendar-feed.schemas';
import { dateKeyInZone } from '@runtogether/shared/dates/date.rules';
import type { RunInput } from '@runtogether/shared/runs/run-input.schemas';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/rows';
import { calendarFeeds, cancelledRuns, events } from '../../db/schema';
import { hashToken } from '../auth/tokens';
import { insertHost, insertRegistration, insertRun, insertSession, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { outbox } from '../../test/accounts';
import { attachmentsOf } from '../mail/mail.repository';
import { cleanUpJobs } from '../scheduler/clean-up-jobs';
import { english } from '../../test/english';

const DAY = 86_400_000;

let t: TestApp;
let domain: string;
beforeAll(async () => {
  t = await createTestApp();
  domain = new URL(t.config.publicUrl).hostname;
});
afterAll(() => t.close());

const bearer = async (userId: string) => ({ authorization: `Bearer ${await insertSession(t.db, userId)}` });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const send = (
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

function runInput(overrides: Partial<RunInput> = {}): RunInput {
  return {
    title: 'Retiro Sunrise 10K',
    description: 'Two laps of the park, coffee afterwards.',
    date: dateKeyInZone(new Date(Date.now() + 7 * DAY), 'Europe/Madrid'),
    time: '07:30',
    timezone: 'Europe/Madrid',
    location: 'Retiro Park',
    address: 'Puerta de Alcalá, Madrid',
    distance: 10,
    pace: 5.5,
    maxParticipants: 20,
    tags: [],
    ...overrides,
  };
}

async function createRun(hostAuth: Record<string, string>, overrides: Partial<RunInput> = {}) {
  const response = await send('POST', '/api/events', hostAuth, runInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Run>();
}

type Time = InstanceType<typeof ICAL.Time>;
const instant = (value: unknown) => (value as Time).toJSDate().toISOString();

/** Parses with ical.js (which throws on anything malformed) after checking RFC 5545's line rules itself. */
function parseCalendar(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  for (const line of lines) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  }
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  const vevents = calendar.getAllSubcomponents('vevent').map((event) => {
    // Required in every VEVENT (RFC 5545 §3.6.1).
    for (const name of ['uid', 'dtstamp', 'dtstart']) expect(event.hasProperty(name), name).toBe(true);
    const lastModified = event.getFirstPropertyValue('last-modified');
    return {
      uid: String(event.getFirstPropertyValue('uid')),
      sequence: Number(event.getFirstPropertyValue('sequence')),
      status: String(event.getFirstPropertyValue('status')),
      summary: String(event.getFirstPropertyValue('summary')),
      location: String(event.getFirstPropertyValue('location')),
      dtstamp: instant(event.getFirstPropertyValue('dtstamp')),
      lastModified: lastModified === null ? null : instant(lastModified),
      start: instant(event.getFirstPropertyValue('dtstart')),
      end: instant(event.getFirstPropertyValue('dtend')),
    };
  });
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    events: vevents,
    event: (runId: number) => vevents.find((e) => e.uid === `run-${runId}@${domain}`),
  };
}

async function fetchCalendar(url: string) {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return { response, calendar: parseCalendar(response.body) };
}

const runRow = async (id: number) => (await t.db.select().from(events).where(eq(events.id, id)))[0]!;
/** iCalendar times have whole seconds. */
const toSecond = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000).toISOString();
const feedPath = (links: CalendarFeedLinks) => new URL(links.url).pathname;

describe("GET /api/businesses/:id/calendar.ics (a host's public feed)", () => {
  it("lists the host's runs as valid iCalendar, one stable UID per run, shared with the single download", async () => {
    const host = await insertHost(t.db, { businessName: 'Café Corre' });
    const auth = await bearer(host.id);
    const first = await createRun(auth);
    const second = await createRun(auth, { title: 'Tempo Tuesday', time: '19:00' });
    const other = await insertHost(t.db);
    await insertRun(t.db, other.id, { startsAt: new Date(Date.now() + 3 * DAY) });
    // Runs stay a month after they happened, so calendars keep them; older ones are gone.
    const recent = await insertRun(t.db, host.id, { startsAt: new Date(Date.now() - 3 * DAY) });
    await insertRun(t.db, host.id, { startsAt: new Date(Date.now() - 40 * DAY) });

    const { response, calendar } = await fetchCalendar(`/api/businesses/${host.id}/calendar.ics`);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(calendar.name).toBe('Café Corre · RunTogether');
    expect(calendar.events.map((e) => e.uid)).toEqual(
      [recent.id, first.id, second.id].map((id) => `run-${id}@${domain}`),
    );

    const row = await runRow(first.id);
    expect(calendar.event(first.id)).toMatchObject({
      sequence: 0,
      status: 'CONFIRMED',
      summary: 'Retiro Sunrise 10K',
      // The meeting point's name, then its address: a calendar showed the address alone.
      location: 'Retiro Park, Puerta de Alcalá, Madrid',
      start: first.startsAt,
      lastModified: toSecond(row.updatedAt),
      dtstamp: toSecond(row.updatedAt),
    });

    const download = await fetchCalendar(`/api/events/${first.id}.ics`);
    expect(download.calendar.events).toEqual([calendar.event(first.id)]);
  });

  it('raises SEQUENCE and LAST-MODIFIED when the run changes, and only then changes the ETag', async () => {
    const host = await insertHost(t.db);
    const auth = await bearer(host.id);
    const run = await createRun(auth);
    const url = `/api/businesses/${host.id}/calendar.ics`;
    const before = await fetchCalendar(url);
    const etag = String(before.response.headers.etag);
    expect((await get(url)).headers.etag).toBe(etag);

    const revalidated = await get(url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe('public, max-age=300');

    const patched = await send('PATCH', `/api/events/${run.id}`, auth, { title: 'Retiro Sunset 10K' });
    expect(patched.statusCode, patched.body).toBe(200);
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const after = parseCalendar(changed.body).event(run.id)!;
    const row = await runRow(run.id);
    expect(after).toMatchObject({ sequence: 1, summary: 'Retiro Sunset 10K' });
    expect(after.lastModified).toBe(toSecond(row.updatedAt));
    expect(after.lastModified! >= before.calendar.event(run.id)!.lastModified!).toBe(true);
    // The single download says the same.
    expect((await fetchCalendar(`/api/events/${run.id}.ics`)).calendar.event(run.id)).toEqual(after);
  });

  it("mails the registered runner a calendar file with the run's UID and current SEQUENCE", async () => {
    const host = await insertHost(t.db);
    const auth = await bearer(host.id);
    const run = await createRun(auth);
    await send('PATCH', `/api/events/${run.id}`, auth, { title: 'Moved 10K' });
    const runner = await insertUser(t.db);
    const form = { name: 'Lucía Pérez', email: 'lucia@example.test', pace: 5.5 };
    const registered = await send(
      'POST',
      `/api/events/${run.id}/registrations`,
      await bearer(runner.id),
      form,
    );
    expect(registered.statusCode, registered.body).toBe(201);
    const mail = (await outbox(t.db)).filter((m) => m.toAddress === runner.email).at(-1);
    const [ics] = attachmentsOf(mail ?? { attachments: null });
    const mailed = parseCalendar(ics?.content ?? '').event(run.id);
    const feed = await fetchCalendar(`/api/businesses/${host.id}/calendar.ics`);
    expect(mailed).toMatchObject({ sequence: 1, summary: 'Moved 10K' });
    expect(mailed?.lastModified).toBe(feed.calendar.event(run.id)?.lastModified);
  });

  it('is sent whole (one representation for its strong ETag), even to a client that accepts gzip', async () => {
    const host = await insertHost(t.db);
    const auth = await bearer(host.id);
    for (let i = 0; i < 4; i++) await createRun(auth, { description: 'A long description. '.repeat(20) });
    const response = await get(`/api/businesses/${host.id}/calendar.ics`, { 'accept-encoding': 'br, gzip' });
    expect(response.body.length).toBeGreaterThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(parseCalendar(response.body).events).toHaveLength(4);
  });

  it('answers 404 for an unknown host, a runner and an id that is no id', async () => {
    const runner = await insertUser(t.db);
    for (const id of ['6f1c3a52-0000-4000-8000-000000000000', runner.id, 'nope']) {
      const response = await get(`/api/businesses/${id}/calendar.ics`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('cancelled runs in feeds', () => {
  it('keeps a deleted run as STATUS:CANCELLED with a higher SEQUENCE until its date passes', async () => {
    const host = await insertHost(t.db);
    const auth = await bearer(host.id);
    const run = await createRun(auth, { maxParticipants: 1 });
    const kept = await createRun(auth, { title: 'Still on' });
    await send('PATCH', `/api/events/${run.id}`, auth, { description: 'New meeting point.' });
    const confirmed = await insertUser(t.db);
    const waitlisted = await insertUser(t.db);
    await insertRegistration(t.db, run.id, confirmed);
    await insertRegistration(t.db, run.id, waitlisted, { status: 'waitlisted' });
    const feeds = {
      host: `/api/businesses/${host.id}/calendar.ics`,
      confirmed: feedPath((await get('/api/me/calendar-feed', await bearer(confirmed.id))).json()),
      waitlisted: feedPath((await get('/api/me/calendar-feed', await bearer(waitlisted.id))).json()),
    };
    const before = await fetchCalendar(feeds.host);
    expect(before.calendar.event(run.id)).toMatchObject({ sequence: 1, status: 'CONFIRMED' });

    const deleted = await send('DELETE', `/api/events/${run.id}`, auth);
    expect(deleted.statusCode, deleted.body).toBe(204);

    const after = await get(feeds.host, { 'if-none-match': String(before.response.headers.etag) });
    expect(after.statusCode).toBe(200);
    for (const body of [after.body, (await get(feeds.confirmed)).body, (await get(feeds.waitlisted)).body]) {
      const calendar = parseCalendar(body);
      expect(calendar.event(run.id)).toMatchObject({
        sequence: 2,
        status: 'CANCELLED',
        summary: 'Cancelled: Retiro Sunrise 10K',
        location: 'Retiro Park, Puerta de Alcalá, Madrid',
        start: run.startsAt,
        end: before.calendar.event(run.id)!.end,
      });
    }
    expect(parseCalendar(after.body).event(kept.id)).toMatchObject({ status: 'CONFIRMED' });

    // The clean-up job leaves it while its date is ahead, and drops it once the date has passed.
    const cleanUp = cleanUpJobs.find((job) => job.name === 'delete-passed-cancelled-runs')!;
    await cleanUp.run(t.db, new Date());
    expect(parseCalendar((await get(feeds.host)).body).event(run.id)).toBeDefined();
    await cleanUp.run(t.db, new Date(Date.parse(run.startsAt) + 60_000));
    expect(await t.db.select().from(cancelledRuns).where(eq(cancelledRuns.eventId, run.id))).toEqual([]);
    for (const url of Object.values(feeds)) {
      expect(parseCalendar((await get(url)).body).event(run.id)).toBeUndefined();
    }
  });

  it("lists a cancelled run only in its host's feed and the feeds of those registered", async () => {
    const host = await insertHost(t.db);
    const auth = await bearer(host.id);
    const run = await createRun(auth);
    const stranger = await insertUser(t.db);
    const strangerFeed = feedPath((await get('/api/me/calendar-feed', await bearer(stranger.id))).json());
    const otherHost = await insertHost(t.db);
    expect((await send('DELETE', `/api/events/${run.id}`, auth)).statusCode).toBe(204);
    expect(
      parseCalendar((await get(`/api/businesses/${host.id}/calendar.ics`)).body).event(run.id),
    ).toBeDefined();
    expect(parseCalendar((await get(strangerFeed)).body).events).toEqual([]);
    expect(parseCalendar((await get(`/api/businesses/${otherHost.id}/calendar.ics`)).body).events).toEqual(
      [],
    );
  });
});

describe("a runner's private feed", () => {
  it('gives a runner one unguessable address, as https and webcal, the same on every ask', async () => {
    const runner = await insertUser(t.db);
    const auth = await bearer(runner.id);
    const response = await get('/api/me/calendar-feed', auth);
    expect(response.statusCode, response.body).toBe(200);
    const links = response.json<CalendarFeedLinks>();
    const token = /\/api\/calendar\/([A-Za-z0-9_-]+)\.ics$/.exec(links.url)?.[1] ?? '';
    // 32 random bytes: 256 bits, far above the 128 asked for.
    expect(token).toHaveLength(43);
    expect(links.url).toBe(`${t.config.publicUrl}/api/calendar/${token}.ics`);
    expect(links.webcalUrl).toBe(links.url.replace(/^https?:/, 'webcal:'));
    expect((await get('/api/me/calendar-feed', auth)).json()).toEqual(links);
    const other = (
      await get('/api/me/calendar-feed', await bearer((await insertUser(t.db)).id))
    ).json<CalendarFeedLinks>();
    expect(other).not.toEqual(links);
  });

  it('lists the runs the runner registered for, waitlisted ones marked tentative', async () => {
    const host = await insertHost(t.db);
    const hostAuth = await bearer(host.id);
    const open = await createRun(hostAuth, { title: 'Open 5K' });
    const full = await createRun(hostAuth, { title: 'Full 10K', maxParticipants: 1 });
    const notMine = await createRun(hostAuth, { title: 'Not mine' });
    const first = await insertUser(t.db);
    const runner = await insertUser(t.db);
    const auth = await bearer(runner.id);
    const form = { name: 'Lucía Pérez', email: 'lucia@example.test', pace: 5.5 };
    const registerAs = (runId: number, headers: Record<string, string>) =>
      send('POST', `/api/events/${runId}/registrations`, headers, form);
    expect((await registerAs(full.id, await bearer(first.id))).statusCode).toBe(201);
    expect((await registerAs(full.id, auth)).json()).toMatchObject({ status: 'waitlisted' });
    expect((await registerAs(open.id, auth)).json()).toMatchObject({ status: 'confirmed' });

    const url = feedPath((await get('/api/me/calendar-feed', auth)).json());
    // No session needed: calendar apps have none; the address is the secret.
    const { response, calendar } = await fetchCalendar(url);
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(calendar.event(notMine.id)).toBeUndefined();
    expect(calendar.event(open.id)).toMatchObject({ status: 'CONFIRMED', summary: 'Open 5K' });
    expect(calendar.event(full.id)).toMatchObject({ status: 'TENTATIVE', summary: 'Waitlisted: Full 10K' });

    const revalidated = await get(url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['cache-control']).toBe('private, max-age=300');

    // The first runner leaves: the waitlisted runner is promoted and the feed says so.
    expect(
      (await send('DELETE', `/api/events/${full.id}/registrations/me`, await bearer(first.id))).statusCode,
    ).toBe(204);
    const promoted = await get(url, { 'if-none-match': etag });
    expect(promoted.statusCode).toBe(200);
    expect(parseCalendar(promoted.body).event(full.id)).toMatchObject({
      status: 'CONFIRMED',
      summary: 'Full 10K',
    });
  });

  it('lists every date of a series the runner joined every week', async () => {
    const hostAuth = await bearer((await insertHost(t.db)).id);
    const created = await send('POST', '/api/events', hostAuth, {
      ...runInput({ title: 'Tuesday Club Run' }),
      repeat: { everyWeeks: 1, count: 3 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const seriesId = created.json<Run>().seriesId!;
    const runIds = (
      await t.db.select({ id: events.id }).from(events).where(eq(events.seriesId, seriesId))
    ).map((run) => run.id);
    expect(runIds).toHaveLength(3);
    const auth = await bearer((await insertUser(t.db)).id);
    const form = { name: 'Lucía Pérez', email: 'lucia@example.test', pace: 5.5 };
    const joined = await send('POST', `/api/series/${seriesId}/registrations`, auth, form);
    expect(joined.statusCode, joined.body).toBe(201);

    const { calendar } = await fetchCalendar(feedPath((await get('/api/me/calendar-feed', auth)).json()));
    for (const id of runIds) {
      expect(calendar.event(id), `run ${id}`).toMatchObject({
        status: 'CONFIRMED',
        summary: 'Tuesday Club Run',
      });
    }
  });

  it('resets to a new address; the old one then answers 404', async () => {
    const runner = await insertUser(t.db);
    const auth = await bearer(runner.id);
    const old = (await get('/api/me/calendar-feed', auth)).json<CalendarFeedLinks>();
    expect((await get(feedPath(old))).statusCode).toBe(200);

    const reset = await send('POST', '/api/me/calendar-feed/reset', auth);
    expect(reset.statusCode, reset.body).toBe(200);
    const fresh = reset.json<CalendarFeedLinks>();
    expect(fresh.url).not.toBe(old.url);
    expect(fresh.webcalUrl).toBe(fresh.url.replace(/^https?:/, 'webcal:'));
    expect((await get('/api/me/calendar-feed', auth)).json()).toEqual(fresh);

    const gone = await get(feedPath(old));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      error: { code: 'NOT_FOUND', message: english(calendarFeedMessages.notFound) },
    });
    expect((await get(feedPath(fresh))).statusCode).toBe(200);
    expect((await get('/api/calendar/not-a-token.ics')).statusCode).toBe(404);
    expect((await get(`/api/calendar/${'x'.repeat(99)}.ics`)).statusCode).toBe(404);
  });

  it('keeps only a hash of the token in the database, as for sessions', async () => {
    const runner = await insertUser(t.db);
    const links = (await get('/api/me/calendar-feed', await bearer(runner.id))).json<CalendarFeedLinks>();
    const token = /\/api\/calendar\/([A-Za-z0-9_-]+)\.ics$/.exec(links.url)?.[1] ?? '';
    const [row] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.runnerId, runner.id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('keeps a feed made before hashing working (hashed by migration 0010), and shows a new address for it', async () => {
    const runner = await insertUser(t.db);
    const legacy = 'L'.repeat(43);
    // What migration 0010 leaves of an old feed: the SQL hash of its token, and no salt to derive it from.
    const [{ hash } = { hash: '' }] = await selectRows<{ hash: string }>(
      t.db,
      sql`select encode(sha256(convert_to(${legacy}, 'UTF8')), 'hex') as hash`,
    );
    expect(hash).toBe(hashToken(legacy));
    await t.db.insert(calendarFeeds).values({ runnerId: runner.id, tokenHash: hash });
    const legacyUrl = `/api/calendar/${legacy}.ics`;
    expect((await get(legacyUrl)).statusCode).toBe(200);
    const auth = await bearer(runner.id);
    const shown = (await get('/api/me/calendar-feed', auth)).json<CalendarFeedLinks>();
    expect(shown.url).not.toContain(legacy);
    expect((await get('/api/me/calendar-feed', auth)).json()).toEqual(shown);
    expect((await get(feedPath(shown))).statusCode).toBe(200);
    // Calendars holding the old address keep it until the runner resets the feed.
    expect((await get(legacyUrl)).statusCode).toBe(200);
    expect((await send('POST', '/api/me/calendar-feed/reset', auth)).statusCode).toBe(200);
    expect((await get(legacyUrl)).statusCode).toBe(404);
    expect((await get(feedPath(shown))).statusCode).toBe(404);
  });

  it('is for runners only: a business gets 403, nobody signed in 401', async () => {
    const host = await insertHost(t.db);
    const auth = await bearer(host.id);
    for (const response of [
      await get('/api/me/calendar-feed', auth),
      await send('POST', '/api/me/calendar-feed/reset', auth),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: { code: 'FORBIDDEN', message: english(calendarFeedMessages.runnerOnly) },
      });
    }
    expect((await get('/api/me/calendar-feed')).statusCode).toBe(401);
    expect((await send('POST', '/api/me/calendar-feed/reset', {})).statusCode).toBe(401);
  });
});

describe('feeds and the public read cache', () => {
  it('never answers a feed from the shared cache: a change made behind the API shows at once', async () => {
    const cached = await createTestApp({ config: { publicCacheTtlMs: 60_000 } });
    try {
      const host = await insertHost(cached.db);
      const url = `/api/businesses/${host.id}/calendar.ics`;
      expect((await cached.app.inject({ url })).body).not.toContain('BEGIN:VEVENT');
      await insertRun(cached.db, host.id, { startsAt: new Date(Date.now() + DAY) });
      expect((await cached.app.inject({ url })).body).toContain('BEGIN:VEVENT');
    } finally {
      await cached.close();
    }
  });
});
