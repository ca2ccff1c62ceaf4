import fs from 'node:fs';
import path from 'node:path';
import { dateKeyInZone } from '@runtogether/shared/dates/date.rules';
import { runFormMessages, type RunInput } from '@runtogether/shared/runs/run-input.schemas';
import { runApiMessages } from '@runtogether/shared/runs/run-api.messages';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, registrations } from '../../db/schema';
import { outbox } from '../../test/accounts';
import { insertHost, insertRegistration, insertRun, insertSession, insertUser } from '../../test/factories';
import { multipartBody } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import { english } from '../../test/english';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ORIGIN = 'http://localhost:3000';
const DAY = 86_400_000;

async function browserOf(user: { id: string }) {
  return { cookie: `${SESSION_COOKIE}=${await insertSession(t.db, user.id)}`, origin: ORIGIN };
}

/** A valid body for a run a week from now in Madrid. */
function runInput(overrides: Partial<RunInput> = {}): RunInput {
  return {
    title: 'Retiro Sunrise 10K',
    description: 'Two laps of the park at an easy pace, coffee afterwards.',
    date: dateKeyInZone(new Date(Date.now() + 7 * DAY), 'Europe/Madrid'),
    time: '07:30',
    timezone: 'Europe/Madrid',
    location: 'Retiro Park',
    address: 'Puerta de Alcalá, Madrid',
    distance: 10,
    pace: 5.5,
    maxParticipants: 20,
    tags: ['social', 'coffee'],
    whatsappGroupLink: 'https://chat.whatsapp.com/abc123',
    latitude: 40.42,
    longitude: -3.69,
    ...overrides,
  };
}

const send = (
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { message: string; fields?: Record<string, string> } }>().error;

describe('POST /api/events', () => {
  it('creates the run for the signed-in business, in its own zone, with the host as creator', async () => {
    const host = await insertHost(t.db, { businessName: 'Café Corre' });
    const response = await send('POST', '/api/events', await browserOf(host), runInput());
    expect(response.statusCode, response.body).toBe(201);
    const run = response.json<Run>();
    expect(run).toMatchObject({
      title: 'Retiro Sunrise 10K',
      time: '07:30',
      timezone: 'Europe/Madrid',
      distance: 10,
      pace: 5.5,
      paceCategory: 'intermediate',
      maxParticipants: 20,
      currentParticipants: 0,
      tags: ['social', 'coffee'],
      hostId: host.id,
      hostName: 'Café Corre',
      latitude: 40.42,
      longitude: -3.69,
    });
    // 07:30 in Madrid is 06:30 or 05:30 UTC depending on the season, never 07:30.
    expect(new Date(run.startsAt).getUTCHours()).toBeLessThan(7);
    const [row] = await t.db.select().from(events).where(eq(events.id, run.id));
    expect(row?.paceSecondsPerKm).toBe(330);
  });

  it('stores no coordinates when the address was not found (never invented ones)', async () => {
    const host = await insertHost(t.db);
    const response = await send(
      'POST',
      '/api/events',
      await browserOf(host),
      runInput({ latitude: null, longitude: null, maxParticipants: null, whatsappGroupLink: '' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Run>()).toMatchObject({
      latitude: null,
      longitude: null,
      maxParticipants: null,
      whatsappGroupLink: null,
    });
  });

  it('keeps each tag once, as the form does: "Trail" and " trail" are one tag', async () => {
    const host = await insertHost(t.db);
    const headers = await browserOf(host);
    const created = await send(
      'POST',
      '/api/events',
      headers,
      runInput({ tags: ['Trail', ' trail', 'social'] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Run>().tags).toEqual(['Trail', 'social']);

    const edited = await send('PATCH', `/api/events/${created.json<Run>().id}`, headers, {
      tags: ['coffee', 'COFFEE', 'coffee'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Run>().tags).toEqual(['coffee']);
  });

  it('refuses half a pin (a latitude alone, or beside a null longitude) rather than store no pin', async () => {
    const host = await insertHost(t.db);
    const headers = await browserOf(host);
    for (const half of [
      { latitude: 40.42, longitude: undefined },
      { latitude: 40.42, longitude: null },
      { latitude: null, longitude: -3.69 },
    ]) {
      const response = await send('POST', '/api/events', headers, runInput(half));
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response).fields).toEqual({
        longitude: english('validation.authApi.coordinatesTogether'),
      });
    }
    expect(await t.db.select().from(events).where(eq(events.hostId, host.id))).toEqual([]);
  });

  it('takes the zone of the pin when none is sent, and refuses a run with neither rather than guess UTC', async () => {
    const host = await insertHost(t.db);
    const headers = await browserOf(host);
    const fromPin = await send('POST', '/api/events', headers, {
      ...runInput({ latitude: 40.7128, longitude: -74.006 }),
      timezone: undefined,
    });
    expect(fromPin.statusCode, fromPin.body).toBe(201);
    expect(fromPin.json<Run>()).toMatchObject({ timezone: 'America/New_York', time: '07:30' });

    for (const timezone of [undefined, null]) {
      const neither = await send('POST', '/api/events', headers, {
        ...runInput({ latitude: null, longitude: null, timezone }),
      });
      expect(neither.statusCode, neither.body).toBe(400);
      expect(errorOf(neither).fields).toEqual({ timezone: english(runFormMessages.zoneOrPin) });
    }
  });

  it("refuses a zone the pin contradicts, naming the pin's, and creates nothing", async () => {
    const host = await insertHost(t.db);
    const headers = await browserOf(host);
    const utc = await send('POST', '/api/events', headers, runInput({ timezone: 'UTC' }));
    expect(utc.statusCode, utc.body).toBe(400);
    const message =
      "The run's pin is in the Europe/Madrid time zone: send that zone, or none, so its time is right.";
    expect(errorOf(utc)).toMatchObject({ message, fields: { timezone: message } });
    const series = await send('POST', '/api/events', headers, {
      ...runInput({ timezone: 'Europe/Paris' }),
      repeat: { everyWeeks: 1, count: 2 },
    });
    expect(series.statusCode, series.body).toBe(400);
    expect(await t.db.select().from(events).where(eq(events.hostId, host.id))).toEqual([]);
  });

  it('answers each invalid field with the spec message', async () => {
    const host = await insertHost(t.db);
    const response = await send(
      'POST',
      '/api/events',
      await browserOf(host),
      runInput({
        title: 'Ab',
        description: 'short',
        distance: 51,
        pace: 2,
        maxParticipants: 0,
        whatsappGroupLink: 'javascript:alert(1)',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toMatchObject({
      title: english(runFormMessages.title),
      description: english(runFormMessages.description),
      distance: english(runFormMessages.distance),
      pace: english(runFormMessages.pace),
      maxParticipants: english(runFormMessages.maxParticipants),
      whatsappGroupLink: english(runFormMessages.whatsappGroupLink),
    });
  });

  it('refuses a start in the past, unknown fields and a host id sent by the client', async () => {
    const host = await insertHost(t.db);
    const headers = await browserOf(host);
    const yesterday = dateKeyInZone(new Date(Date.now() - DAY), 'Europe/Madrid');
    const past = await send('POST', '/api/events', headers, runInput({ date: yesterday }));
    expect(past.statusCode).toBe(400);
    expect(errorOf(past).fields).toEqual({ date: english(runFormMessages.inPast) });

    const other = await insertHost(t.db);
    const smuggled = await send('POST', '/api/events', headers, { ...runInput(), hostId: other.id });
    expect(smuggled.statusCode).toBe(400);
    expect(await t.db.select().from(events).where(eq(events.hostId, other.id))).toEqual([]);
  });

  it('is for businesses only: 401 anonymous, 403 runner', async () => {
    const anonymous = await send('POST', '/api/events', { origin: ORIGIN }, runInput());
    expect(anonymous.statusCode).toBe(401);
    const runner = await insertUser(t.db);
    const asRunner = await send('POST', '/api/events', await browserOf(runner), runInput());
    expect(asRunner.statusCode).toBe(403);
    expect(errorOf(asRunner).message).toBe(english(runApiMessages.businessOnly));
  });
});

describe('PATCH /api/events/:id', () => {
  it('lets the host change fields, keeping the others', async () => {
    const host = await insertHost(t.db);
    const created = (await send('POST', '/api/events', await browserOf(host), runInput())).json<Run>();
    const response = await send('PATCH', `/api/events/${created.id}`, await browserOf(host), {
      title: 'Retiro Sunset 10K',
      time: '19:00',
      maxParticipants: null,
      tags: [],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Run>()).toMatchObject({
      id: created.id,
      title: 'Retiro Sunset 10K',
      time: '19:00',
      date: created.date,
      maxParticipants: null,
      tags: [],
      description: created.description,
    });
  });

  it('takes a zone of null as "the zone of the pin", and refuses it when the run would have no pin', async () => {
    const host = await insertHost(t.db);
    const headers = await browserOf(host);
    const created = (await send('POST', '/api/events', headers, runInput())).json<Run>();

    const moved = await send('PATCH', `/api/events/${created.id}`, headers, {
      timezone: null,
      latitude: 51.5072,
      longitude: -0.1276,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Run>()).toMatchObject({ timezone: 'Europe/London', time: '07:30' });

    const unpinned = await send('PATCH', `/api/events/${created.id}`, headers, {
      timezone: null,
      latitude: null,
      longitude: null,
    });
    expect(unpinned.statusCode, unpinned.body).toBe(400);
    expect(errorOf(unpinned).fields).toEqual({ timezone: english(runFormMessages.zoneOrPin) });

    // Taking the pin away keeps the zone the run has.
    const pinRemoved = await send('PATCH', `/api/events/${created.id}`, headers, {
      latitude: null,
      longitude: null,
    });
    expect(pinRemoved.statusCode, pinRemoved.body).toBe(200);
    expect(pinRemoved.json<Run>()).toMatchObject({ timezone: 'Europe/London', latitude: null });
    const noPinNoZone = await send('PATCH', `/api/events/${created.id}`, headers, { timezone: null });
    expect(noPinNoZone.statusCode, noPinNoZone.body).toBe(400);
    expect(errorOf(noPinNoZone).fields).toEqual({ timezone: english(runFormMessages.zoneOrPin) });
  });

  it("moves the zone with the pin, refuses a zone the pin contradicts, and keeps an older run's own", async () => {
    const host = await insertHost(t.db);
    const headers = await browserOf(host);
    const created = (await send('POST', '/api/events', headers, runInput())).json<Run>();

    // The pin alone moved to New York: the run is at 07:30 New York time, not 07:30 in Madrid shown there.
    const moved = await send('PATCH', `/api/events/${created.id}`, headers, {
      latitude: 40.7128,
      longitude: -74.006,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Run>()).toMatchObject({ timezone: 'America/New_York', time: '07:30' });

    for (const change of [
      { timezone: 'UTC' },
      { timezone: 'Europe/Madrid', latitude: 40.72, longitude: -74.0 },
    ]) {
      const contradicted = await send('PATCH', `/api/events/${created.id}`, headers, change);
      expect(contradicted.statusCode, contradicted.body).toBe(400);
      expect(errorOf(contradicted).fields?.timezone).toContain('America/New_York');
    }
    expect((await t.app.inject({ url: `/api/events/${created.id}` })).json<Run>()).toMatchObject({
      timezone: 'America/New_York',
      latitude: 40.7128,
    });

    // A run kept before zones came from pins, its zone at odds with its pin: an edit of its title, even one
    // that sends the zone it has (as the form does), changes neither.
    const older = await insertRun(t.db, host.id, {
      startsAt: new Date(Date.now() + 9 * DAY),
      timezone: 'UTC',
      latitude: 40.42,
      longitude: -3.69,
    });
    const retitled = await send('PATCH', `/api/events/${older.id}`, headers, {
      title: 'Retiro Sunrise 12K',
      timezone: 'UTC',
      latitude: 40.42,
      longitude: -3.69,
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect(retitled.json<Run>()).toMatchObject({ title: 'Retiro Sunrise 12K', timezone: 'UTC' });
  });

  it('refuses a latitude beside a null longitude, and the pin stays where it was', async () => {
    const host = await insertHost(t.db);
    const headers = await browserOf(host);
    const created = (await send('POST', '/api/events', headers, runInput())).json<Run>();
    const response = await send('PATCH', `/api/events/${created.id}`, headers, {
      latitude: 41.39,
      longitude: null,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).fields).toEqual({
      longitude: english('validation.authApi.coordinatesTogether'),
    });
    const after = await t.app.inject({ url: `/api/events/${created.id}` });
    expect(after.json<Run>()).toMatchObject({ latitude: 40.42, longitude: -3.69 });
  });

  it('promotes the waitlist in order when the host raises the maximum, and e-mails the promoted', async () => {
    const host = await insertHost(t.db);
    const run = await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + DAY), maxParticipants: 1 });
    const [first, second, third] = await Promise.all(
      ['First', 'Second', 'Third'].map((name) =>
        insertUser(t.db, { name, email: `${name.toLowerCase()}.raise@x.test` }),
      ),
    );
    if (!first || !second || !third) throw new Error('runners missing');
    await insertRegistration(t.db, run.id, first, { createdAt: new Date(Date.now() - 3000) });
    await insertRegistration(t.db, run.id, second, {
      status: 'waitlisted',
      createdAt: new Date(Date.now() - 2000),
    });
    await insertRegistration(t.db, run.id, third, {
      status: 'waitlisted',
      createdAt: new Date(Date.now() - 1000),
    });

    const response = await send('PATCH', `/api/events/${run.id}`, await browserOf(host), {
      maxParticipants: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Run>().currentParticipants).toBe(2);
    const statuses = await t.db
      .select({ runnerId: registrations.runnerId, status: registrations.status })
      .from(registrations)
      .where(eq(registrations.eventId, run.id));
    expect(Object.fromEntries(statuses.map((r) => [r.runnerId, r.status]))).toEqual({
      [first.id]: 'confirmed',
      [second.id]: 'confirmed',
      [third.id]: 'waitlisted',
    });
    expect((await outbox(t.db)).map((m) => m.toAddress)).toContain('second.raise@x.test');
    expect((await outbox(t.db)).map((m) => m.toAddress)).not.toContain('third.raise@x.test');
  });

  it('refuses a maximum below the runners with a spot: 409 with how many, in words, and nothing changes', async () => {
    const host = await insertHost(t.db);
    const run = await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + DAY), maxParticipants: 10 });
    for (const name of ['Ana', 'Bea', 'Carla']) {
      const runner = await insertUser(t.db, { name, email: `${name.toLowerCase()}.lower@x.test` });
      await insertRegistration(t.db, run.id, runner);
    }
    const waiting = await insertUser(t.db, { name: 'Dora', email: 'dora.lower@x.test' });
    await insertRegistration(t.db, run.id, waiting, { status: 'waitlisted' });
    const headers = await browserOf(host);

    const response = await send('PATCH', `/api/events/${run.id}`, headers, { maxParticipants: 2 });
    expect(response.statusCode, response.body).toBe(409);
    const error = response.json<{
      error: {
        code: string;
        message: string;
        fields?: Record<string, string>;
        details?: Record<string, number>;
      };
    }>().error;
    expect(error.details).toEqual({ registered: 3 });
    const sentence =
      "3 runners already have a spot, so the maximum can't be lower than 3. Runners keep their spots: to take fewer, ask some to cancel first.";
    expect(error.message).toBe(sentence);
    expect(error.fields).toEqual({ maxParticipants: sentence });
    const [row] = await t.db.select().from(events).where(eq(events.id, run.id));
    expect(row?.maxParticipants).toBe(10);

    // Down to the runners with a spot is fine: the run is then full.
    const exact = await send('PATCH', `/api/events/${run.id}`, headers, { maxParticipants: 3 });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json<Run>()).toMatchObject({ maxParticipants: 3, currentParticipants: 3 });
  });

  it("refuses another business's run with the spec's text, and changes nothing", async () => {
    const host = await insertHost(t.db);
    const run = await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + DAY), title: 'Mine' });
    const intruder = await insertHost(t.db);
    const response = await send('PATCH', `/api/events/${run.id}`, await browserOf(intruder), {
      title: 'Theirs',
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toBe(english(runApiMessages.notAuthorizedEdit));
    const [row] = await t.db.select().from(events).where(eq(events.id, run.id));
    expect(row?.title).toBe('Mine');
  });

  it('404 for an unknown run, 400 for moving a run into the past', async () => {
    const host = await insertHost(t.db);
    const headers = await browserOf(host);
    expect((await send('PATCH', '/api/events/2147483647', headers, { title: 'Nothing' })).statusCode).toBe(
      404,
    );
    const run = await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + DAY) });
    const yesterday = dateKeyInZone(new Date(Date.now() - DAY), 'Europe/Madrid');
    const moved = await send('PATCH', `/api/events/${run.id}`, headers, { date: yesterday });
    expect(moved.statusCode).toBe(400);
  });
});

describe('DELETE /api/events/:id', () => {
  it('deletes the run and its registrations, and e-mails everyone registered', async () => {
    const host = await insertHost(t.db, { businessName: 'Retiro Running Co.' });
    const run = await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + DAY), title: 'Doomed 5K' });
    const ana = await insertUser(t.db, { name: 'Ana', email: 'ana.doomed@example.com' });
    const ben = await insertUser(t.db, { name: 'Ben', email: 'ben.doomed@example.com' });
    await insertRegistration(t.db, run.id, ana);
    // The register form's address is what the runner typed; mail still goes to the verified account address.
    await insertRegistration(t.db, run.id, ben, { status: 'waitlisted', email: 'typed@elsewhere.test' });

    const response = await send('DELETE', `/api/events/${run.id}`, await browserOf(host));
    expect(response.statusCode, response.body).toBe(204);
    expect((await t.app.inject({ url: `/api/events/${run.id}` })).statusCode).toBe(404);
    expect(await t.db.select().from(registrations).where(eq(registrations.eventId, run.id))).toEqual([]);
    const mails = (await outbox(t.db)).filter((m) => m.subject === 'Cancelled: Doomed 5K');
    expect(mails.map((m) => m.toAddress).sort()).toEqual([
      'ana.doomed@example.com',
      'ben.doomed@example.com',
    ]);
    expect(mails[0]?.textBody).toContain('Retiro Running Co. has cancelled "Doomed 5K"');
  });

  it('reads the id as written: 007 or 0x7 is not run 7, and nothing is deleted', async () => {
    const host = await insertHost(t.db);
    const run = await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + DAY) });
    const auth = await browserOf(host);
    for (const id of [`00${run.id}`, `0x${run.id.toString(16)}`, `${run.id}.0`, `%20${run.id}`]) {
      const response = await send('DELETE', `/api/events/${id}`, auth);
      expect(response.statusCode, id).toBe(400);
      expect(errorOf(response).message).toContain('must be a whole number');
      expect((await t.app.inject({ url: `/api/events/${id}` })).statusCode, id).toBe(400);
    }
    expect((await t.app.inject({ url: `/api/events/${run.id}` })).statusCode).toBe(200);
  });

  it("refuses another business's run with 'You can only delete runs that you created.'", async () => {
    const host = await insertHost(t.db);
    const run = await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + DAY) });
    const intruder = await insertHost(t.db);
    const response = await send('DELETE', `/api/events/${run.id}`, await browserOf(intruder));
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toBe(english(runApiMessages.notAuthorizedDelete));
    const runner = await insertUser(t.db);
    expect((await send('DELETE', `/api/events/${run.id}`, await browserOf(runner))).statusCode).toBe(403);
    expect((await send('DELETE', `/api/events/${run.id}`, { origin: ORIGIN })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/events/${run.id}` })).statusCode).toBe(200);
  });
});

describe('a run that has started', () => {
  it('can be neither changed nor deleted (409 RUN_STARTED): its runners are told nothing and it stays as it was', async () => {
    const host = await insertHost(t.db);
    const headers = await browserOf(host);
    const run = await insertRun(t.db, host.id, { startsAt: new Date(Date.now() - DAY), title: 'Done 5K' });
    const ana = await insertUser(t.db, { email: 'ana.done@example.com' });
    await insertRegistration(t.db, run.id, ana);
    const nextWeek = dateKeyInZone(new Date(Date.now() + 7 * DAY), 'Europe/Madrid');
    for (const [method, payload] of [
      ['PATCH', { date: nextWeek }],
      ['PATCH', { title: 'Renamed' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await send(method, `/api/events/${run.id}`, headers, payload);
      expect(response.statusCode, method).toBe(409);
      expect(response.json()).toEqual({
        error: {
          code: 'RUN_STARTED',
          message: 'This run has already started, so it can no longer be changed or deleted.',
        },
      });
    }
    const [kept] = await t.db.select().from(events).where(eq(events.id, run.id));
    expect(kept).toMatchObject({ title: 'Done 5K', startsAt: run.startsAt });
    expect(await t.db.select().from(registrations).where(eq(registrations.eventId, run.id))).toHaveLength(1);
    expect((await outbox(t.db)).filter((m) => m.toAddress === 'ana.done@example.com')).toEqual([]);
  });
});

describe('POST /api/events/:id/image', () => {
  const upload = async (runId: number, headers: Record<string, string>, data: Buffer) => {
    const body = multipartBody({ filename: 'photo.jpg', contentType: 'image/jpeg', data });
    return t.app.inject({
      method: 'POST',
      url: `/api/events/${runId}/image`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };
  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#0ea5e9' } })
      .withExif({ IFD0: { Copyright: 'secret' } })
      .jpeg()
      .toBuffer();

  it("stores a re-encoded copy, bounded and without EXIF, as the run's image; replacing removes the old file", async () => {
    const host = await insertHost(t.db);
    const run = await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + DAY) });
    const headers = await browserOf(host);
    const first = await upload(run.id, headers, await photo(2160, 2700));
    expect(first.statusCode, first.body).toBe(200);
    const { imageUrl } = first.json<{ imageUrl: string }>();
    expect(imageUrl).toMatch(new RegExp(`^/files/events/event-${run.id}-[0-9a-f]{16}\\.webp$`));
    const file = path.join(t.config.dataDir, 'uploads', imageUrl.replace(/^\/files\//, ''));
    const meta = await sharp(fs.readFileSync(file)).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 1280, 1600, undefined]);
    expect((await t.app.inject({ url: `/api/events/${run.id}` })).json<Run>().imageUrl).toBe(imageUrl);

    const second = await upload(run.id, headers, await photo(400, 500));
    expect(second.statusCode).toBe(200);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('is for the host only and refuses what is not an image', async () => {
    const host = await insertHost(t.db);
    const run = await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + DAY) });
    const intruder = await insertHost(t.db);
    expect((await upload(run.id, await browserOf(intruder), await photo(10, 10))).statusCode).toBe(403);
    const text = await upload(
      run.id,
      await browserOf(host),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    expect(text.statusCode).toBe(400);
  });
});
