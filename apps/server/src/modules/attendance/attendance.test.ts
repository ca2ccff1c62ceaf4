import {
  attendanceErrorCodes,
  attendanceMessages,
  type Attendance,
  type CheckInCode,
} from '@runtogether/shared/attendance/attendance.schemas';
import { runApiMessages } from '@runtogether/shared/runs/run-api.messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attendance } from '../../db/schema';
import { insertHost, insertRegistration, insertRun, insertSession, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signCheckInCode } from './check-in-code';
import { english } from '../../test/english';

const HOUR = 3_600_000;
const START = new Date('2031-03-15T08:00:00Z');
let clock = START.getTime();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
beforeEach(() => {
  clock = START.getTime() - HOUR; // an hour before the start: check-in is open
});

async function as(user: { id: string }) {
  return { authorization: `Bearer ${await insertSession(t.db, user.id, new Date('2099-01-01'))}` };
}

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;

/** A run starting at START with confirmed runners Cleo, ana and Ben (in that order of registration) and one waitlisted. */
async function runWithRunners() {
  const host = await insertHost(t.db);
  const run = await insertRun(t.db, host.id, { startsAt: START, maxParticipants: 3 });
  const people = await Promise.all(['Cleo', 'ana', 'Ben', 'Wes'].map((name) => insertUser(t.db, { name })));
  const [cleo, ana, ben, wes] = people as [
    (typeof people)[0],
    (typeof people)[0],
    (typeof people)[0],
    (typeof people)[0],
  ];
  const registrations = {
    cleo: await insertRegistration(t.db, run.id, cleo),
    ana: await insertRegistration(t.db, run.id, ana),
    ben: await insertRegistration(t.db, run.id, ben),
    wes: await insertRegistration(t.db, run.id, wes, { status: 'waitlisted' }),
  };
  return { host, run, runners: { cleo, ana, ben, wes }, registrations, asHost: await as(host) };
}

const attendanceRows = (eventId: number) =>
  t.db.select().from(attendance).where(eq(attendance.eventId, eventId));

describe('the host takes attendance', () => {
  it('lists confirmed runners by name, marks them present and absent, and counts', async () => {
    const { run, registrations, asHost } = await runWithRunners();
    const before = await call('GET', `/api/events/${run.id}/attendance`, asHost);
    expect(before.statusCode).toBe(200);
    const screen = before.json<Attendance>();
    expect(screen.runners.map((r) => [r.name, r.present, r.markedAt])).toEqual([
      ['ana', false, null],
      ['Ben', false, null],
      ['Cleo', false, null],
    ]);
    expect(screen.counts).toEqual({ checkedIn: 0, confirmed: 3, walkIns: 0, out: 0 });
    expect(screen.window).toEqual({
      opensAt: '2031-03-15T06:00:00.000Z',
      closesAt: '2031-03-15T20:00:00.000Z',
      state: 'open',
    });
    expect(screen.run).toMatchObject({
      id: run.id,
      date: '2031-03-15',
      time: '09:00',
      timezone: 'Europe/Madrid',
    });
    expect(screen.checkIn.url).toBe(
      `${t.config.publicUrl}/runs/${run.id}/check-in?code=${encodeURIComponent(screen.checkIn.code)}`,
    );

    const url = `/api/events/${run.id}/attendance/${registrations.ana.id}`;
    const marked = await call('PUT', url, asHost, { present: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({
      runner: {
        registrationId: registrations.ana.id,
        runnerId: registrations.ana.runnerId,
        name: 'ana',
        present: true,
        method: 'host',
        markedAt: new Date(clock).toISOString(),
        back: false,
        // As the screen lists them while check-in is open: none given (docs/decisions/055).
        emergencyContact: null,
      },
      counts: { checkedIn: 1, confirmed: 3, walkIns: 0, out: 1 },
    });
    await call('PUT', `/api/events/${run.id}/attendance/${registrations.ben.id}`, asHost, { present: true });
    // Tapping again replaces the mark (one row per registration).
    clock += 60_000;
    const absent = await call('PUT', url, asHost, { present: false });
    expect(absent.json<{ counts: unknown }>().counts).toEqual({
      checkedIn: 1,
      confirmed: 3,
      walkIns: 0,
      out: 1,
    });
    expect(await attendanceRows(run.id)).toHaveLength(2);

    const after = (await call('GET', `/api/events/${run.id}/attendance`, asHost)).json<Attendance>();
    expect(after.runners.map((r) => [r.name, r.present, r.method])).toEqual([
      ['ana', false, 'host'],
      ['Ben', true, 'host'],
      ['Cleo', false, null],
    ]);
  });

  it('takes attendance from 2 hours before the start to 12 hours after, and refuses outside with nothing saved', async () => {
    const { run, registrations, asHost } = await runWithRunners();
    const url = `/api/events/${run.id}/attendance/${registrations.cleo.id}`;

    clock = START.getTime() - 2 * HOUR - 1;
    const early = await call('PUT', url, asHost, { present: true });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early)).toEqual({
      code: attendanceErrorCodes.notOpen,
      message: english(attendanceMessages.notOpen),
    });
    const earlyWalkIn = await call('POST', `/api/events/${run.id}/attendance/walk-ins`, asHost, {
      name: 'Zoe',
    });
    expect(earlyWalkIn.statusCode).toBe(409);
    expect(errorOf(earlyWalkIn).message).toBe('Check-in opens 2 hours before the run starts.');
    // The screen still opens, and says when.
    const screen = (await call('GET', `/api/events/${run.id}/attendance`, asHost)).json<Attendance>();
    expect(screen.window.state).toBe('before');

    clock = START.getTime() - 2 * HOUR;
    expect((await call('PUT', url, asHost, { present: true })).statusCode).toBe(200);
    clock = START.getTime() + 12 * HOUR;
    expect((await call('PUT', url, asHost, { present: true })).statusCode).toBe(200);

    clock = START.getTime() + 12 * HOUR + 1;
    const late = await call('PUT', url, asHost, { present: false });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toEqual({
      code: attendanceErrorCodes.closed,
      message: english(attendanceMessages.closed),
    });
    const rows = await attendanceRows(run.id);
    expect(rows.map((r) => r.present)).toEqual([true]);
    expect(
      (await call('GET', `/api/events/${run.id}/attendance`, asHost)).json<Attendance>().window.state,
    ).toBe('closed');
  });

  it('refuses visitors, runners, other hosts, unknown runs and registrations that are not confirmed for the run', async () => {
    const { run, registrations, runners, asHost } = await runWithRunners();
    const other = await runWithRunners();
    const urls = {
      get: `/api/events/${run.id}/attendance`,
      code: `/api/events/${run.id}/check-in-code`,
      put: `/api/events/${run.id}/attendance/${registrations.ana.id}`,
      walkIn: `/api/events/${run.id}/attendance/walk-ins`,
    };
    const tries = (headers: Record<string, string>) => [
      call('GET', urls.get, headers),
      call('GET', urls.code, headers),
      call('PUT', urls.put, headers, { present: true }),
      call('POST', urls.walkIn, headers, { name: 'Zoe' }),
    ];

    for (const response of await Promise.all(tries({}))) {
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).message).toBe(english(attendanceMessages.mustLogInHost));
    }
    for (const headers of [await as(runners.ana), other.asHost]) {
      for (const response of await Promise.all(tries(headers))) {
        expect(response.statusCode).toBe(403);
        expect(errorOf(response)).toEqual({
          code: 'FORBIDDEN',
          message: english(attendanceMessages.hostOnly),
        });
      }
    }
    for (const response of [
      await call('GET', '/api/events/99999999/attendance', asHost),
      await call('GET', '/api/events/99999999999/check-in-code', asHost),
      await call('PUT', `/api/events/99999999/attendance/${registrations.ana.id}`, asHost, { present: true }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe(english(runApiMessages.notFound));
    }
    // Another run's registration, and one that does not exist.
    for (const id of [other.registrations.ana.id, 2_000_000_000, 99_999_999_999]) {
      const response = await call('PUT', `/api/events/${run.id}/attendance/${id}`, asHost, { present: true });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe(english(attendanceMessages.registrationNotFound));
    }
    const waitlisted = await call('PUT', `/api/events/${run.id}/attendance/${registrations.wes.id}`, asHost, {
      present: true,
    });
    expect(waitlisted.statusCode).toBe(409);
    expect(errorOf(waitlisted)).toEqual({
      code: attendanceErrorCodes.notConfirmed,
      message: english(attendanceMessages.notConfirmedHost),
    });
    const badBody = await call('PUT', urls.put, asHost, { present: 'yes' });
    expect(badBody.statusCode).toBe(400);
    expect(await attendanceRows(run.id)).toEqual([]);
  });
});

describe('walk-ins', () => {
  it('adds walk-ins with and without an e-mail, counted apart from the confirmed runners', async () => {
    const { run, asHost } = await runWithRunners();
    const url = `/api/events/${run.id}/attendance/walk-ins`;
    const zoe = await call('POST', url, asHost, { name: '  Zoe Walker ', email: 'zoe@example.com' });
    expect(zoe.statusCode).toBe(201);
    expect(zoe.json()).toEqual({
      walkIn: {
        id: expect.any(Number) as number,
        name: 'Zoe Walker',
        email: 'zoe@example.com',
        markedAt: new Date(clock).toISOString(),
        walkUp: false,
        back: false,
        emergencyContact: null,
      },
      counts: { checkedIn: 0, confirmed: 3, walkIns: 1, out: 1 },
    });
    const yan = await call('POST', url, asHost, { name: 'Yan', email: '' });
    expect(yan.statusCode).toBe(201);
    expect(yan.json<{ walkIn: { email: unknown } }>().walkIn.email).toBeNull();
    const screen = (await call('GET', `/api/events/${run.id}/attendance`, asHost)).json<Attendance>();
    expect(screen.walkIns.map((w) => [w.name, w.email])).toEqual([
      ['Zoe Walker', 'zoe@example.com'],
      ['Yan', null],
    ]);
    expect(screen.counts).toEqual({ checkedIn: 0, confirmed: 3, walkIns: 2, out: 2 });
  });

  it("asks a walk-in the run's required questions and emergency contact, as a walk-up guest is asked", async () => {
    const host = await insertHost(t.db);
    const run = await insertRun(t.db, host.id, {
      startsAt: START,
      requireEmergencyContact: true,
      questions: [
        { id: 'waiver', kind: 'consent', label: 'Waiver', text: 'At my own risk.', required: true },
      ],
    });
    const asHost = await as(host);
    const url = `/api/events/${run.id}/attendance/walk-ins`;
    const bare = await call('POST', url, asHost, { name: 'Zoe Walker' });
    expect(bare.statusCode).toBe(400);
    expect(Object.keys(errorOf(bare).fields ?? {}).sort()).toEqual(['answers.waiver', 'emergencyContact']);
    expect(await attendanceRows(run.id)).toEqual([]);

    const zoe = await call('POST', url, asHost, {
      name: 'Zoe Walker',
      answers: { waiver: true },
      emergencyContact: { name: 'Mum', phone: '+34 600 111 222' },
    });
    expect(zoe.statusCode).toBe(201);
    expect(zoe.json<{ walkIn: unknown }>().walkIn).toMatchObject({
      name: 'Zoe Walker',
      answers: [{ questionId: 'waiver', label: 'Waiver', kind: 'consent', value: true }],
      emergencyContact: { name: 'Mum', phone: '+34 600 111 222' },
    });
    // The still-out list has her contact to call, and the screen tells the form what to ask.
    const screen = (await call('GET', `/api/events/${run.id}/attendance`, asHost)).json<Attendance>();
    expect(screen.walkIns[0]?.emergencyContact).toEqual({ name: 'Mum', phone: '+34 600 111 222' });
    expect(screen.run.requireEmergencyContact).toBe(true);
    expect(screen.run.questions?.map((q) => q.id)).toEqual(['waiver']);
  });

  it('refuses a malformed e-mail or a missing name with a message per field, and saves nothing', async () => {
    const { run, asHost } = await runWithRunners();
    const url = `/api/events/${run.id}/attendance/walk-ins`;
    const badEmail = await call('POST', url, asHost, { name: 'Zoe', email: 'zoe@' });
    expect(badEmail.statusCode).toBe(400);
    expect(errorOf(badEmail).fields).toEqual({ email: 'Please enter a valid email address.' });
    const noName = await call('POST', url, asHost, { name: ' ', email: 'zoe@example.com' });
    expect(noName.statusCode).toBe(400);
    expect(errorOf(noName).fields).toEqual({ name: english(attendanceMessages.walkInName) });
    expect(await attendanceRows(run.id)).toEqual([]);
  });
});

describe('POST /api/events/:id/check-in (the QR code)', () => {
  async function codeOf(runId: number, headers: Record<string, string>) {
    const response = await call('GET', `/api/events/${runId}/check-in-code`, headers);
    expect(response.statusCode).toBe(200);
    return response.json<CheckInCode>();
  }

  it('checks a confirmed runner in with the code the host shows, once, and the host sees it', async () => {
    const { run, registrations, runners, asHost } = await runWithRunners();
    const { code, url, expiresAt } = await codeOf(run.id, asHost);
    expect(url).toBe(`${t.config.publicUrl}/runs/${run.id}/check-in?code=${encodeURIComponent(code)}`);
    expect(expiresAt).toBe('2031-03-15T20:00:00.000Z');
    const asAna = await as(runners.ana);
    const response = await call('POST', `/api/events/${run.id}/check-in`, asAna, { code });
    expect(response.statusCode).toBe(200);
    const first = new Date(clock).toISOString();
    expect(response.json()).toEqual({ runId: run.id, runTitle: run.title, present: true, markedAt: first });
    // Scanning again changes nothing.
    clock += 5 * 60_000;
    expect((await call('POST', `/api/events/${run.id}/check-in`, asAna, { code })).json()).toMatchObject({
      markedAt: first,
    });
    const screen = (await call('GET', `/api/events/${run.id}/attendance`, asHost)).json<Attendance>();
    expect(screen.runners.find((r) => r.registrationId === registrations.ana.id)).toMatchObject({
      present: true,
      method: 'qr',
      markedAt: first,
    });
    expect(screen.counts.checkedIn).toBe(1);
  });

  it("keeps the host's mark: a runner marked absent who scans is told to speak to the host", async () => {
    const { run, registrations, runners, asHost } = await runWithRunners();
    const { code } = await codeOf(run.id, asHost);
    const asBen = await as(runners.ben);
    // Ben scans, then the host marks him absent: a later scan must not undo the host's mark.
    expect((await call('POST', `/api/events/${run.id}/check-in`, asBen, { code })).statusCode).toBe(200);
    clock += 60_000;
    await call('PUT', `/api/events/${run.id}/attendance/${registrations.ben.id}`, asHost, { present: false });
    clock += 60_000;
    const refused = await call('POST', `/api/events/${run.id}/check-in`, asBen, { code });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: attendanceErrorCodes.markedByHost,
      message: english(attendanceMessages.markedByHost),
    });
    const benRow = async () =>
      (await attendanceRows(run.id)).find((r) => r.registrationId === registrations.ben.id);
    expect(await benRow()).toMatchObject({ present: false, method: 'host' });
    // A host's "present" stands too, and scanning then answers as before.
    await call('PUT', `/api/events/${run.id}/attendance/${registrations.ben.id}`, asHost, { present: true });
    expect((await call('POST', `/api/events/${run.id}/check-in`, asBen, { code })).statusCode).toBe(200);
    expect(await benRow()).toMatchObject({ present: true, method: 'host' });
  });

  it('works only in the window: before it opens, and after it closes the code has expired', async () => {
    const { run, runners, asHost } = await runWithRunners();
    clock = START.getTime() - 5 * HOUR; // the host may print the code early
    const { code } = await codeOf(run.id, asHost);
    const asAna = await as(runners.ana);
    const early = await call('POST', `/api/events/${run.id}/check-in`, asAna, { code });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early)).toEqual({
      code: attendanceErrorCodes.notOpen,
      message: english(attendanceMessages.notOpen),
    });

    clock = START.getTime() + 12 * HOUR + 1000;
    const late = await call('POST', `/api/events/${run.id}/check-in`, asAna, { code });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toEqual({
      code: attendanceErrorCodes.expiredCode,
      message: english(attendanceMessages.expiredCode),
    });
    expect(await attendanceRows(run.id)).toEqual([]);
  });

  it("refuses another run's code, a tampered or foreign-signed code, and garbage, with a clear 400", async () => {
    const { run, runners, asHost } = await runWithRunners();
    const other = await runWithRunners();
    const asAna = await as(runners.ana);
    const { code } = await codeOf(run.id, asHost);
    const { code: otherCode } = await codeOf(other.run.id, other.asHost);
    const post = (body: object) => call('POST', `/api/events/${run.id}/check-in`, asAna, body);

    const foreign = await post({ code: otherCode });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign)).toMatchObject({
      code: attendanceErrorCodes.foreignCode,
      message: 'This check-in code is for another run.',
    });

    const [id, expires, tag] = code.split('.') as [string, string, string];
    const later = String(Number(expires) + 86_400);
    const flipped = `${tag.startsWith('A') ? 'B' : 'A'}${tag.slice(1)}`;
    // The last character carries 2 bits of the tag and 4 of padding: another spelling of the same bytes.
    const respelled = `${tag.slice(0, -1)}${tag.endsWith('A') ? 'B' : 'A'}`;
    const otherSecret = signCheckInCode('another-server-secret-another-server-secret', {
      runId: run.id,
      expiresAt: new Date('2031-03-15T20:00:00Z'),
    });
    for (const bad of [
      `${id}.${later}.${tag}`, // a longer life
      `${id}.${expires}.${flipped}`,
      `${id}.${expires}.${respelled}`,
      `${other.run.id}.${expires}.${tag}`, // this run's tag on another run
      otherSecret,
      'not-a-code',
    ]) {
      const response = await post({ code: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(errorOf(response).message).toBe(english(attendanceMessages.invalidCode));
    }
    const empty = await post({ code: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toEqual({ code: english(attendanceMessages.invalidCode) });
    expect(await attendanceRows(run.id)).toEqual([]);
  });

  it('refuses runners without a confirmed spot (403), hosts (403), visitors (401) and unknown runs (404)', async () => {
    const { run, runners, asHost } = await runWithRunners();
    const { code } = await codeOf(run.id, asHost);
    const stranger = await insertUser(t.db);
    for (const runner of [runners.wes, stranger]) {
      const response = await call('POST', `/api/events/${run.id}/check-in`, await as(runner), { code });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toEqual({
        code: attendanceErrorCodes.notConfirmed,
        message: english(attendanceMessages.notConfirmed),
      });
    }
    const host = await call('POST', `/api/events/${run.id}/check-in`, asHost, { code });
    expect(host.statusCode).toBe(403);
    expect(errorOf(host).message).toBe(english(attendanceMessages.runnerOnly));
    const visitor = await call('POST', `/api/events/${run.id}/check-in`, {}, { code });
    expect(visitor.statusCode).toBe(401);
    expect(errorOf(visitor).message).toBe(english(attendanceMessages.mustLogIn));

    // A code signed for a run that is gone (deleted) names nothing.
    const gone = signCheckInCode(t.config.sessionSecret, {
      runId: 99_999_999,
      expiresAt: new Date('2031-03-16'),
    });
    const missing = await call('POST', '/api/events/99999999/check-in', await as(runners.ana), {
      code: gone,
    });
    expect(missing.statusCode).toBe(404);
    expect(await attendanceRows(run.id)).toEqual([]);
  });
});

describe('GET /api/me/attendance-stats', () => {
  it("counts the runner's attended runs and the weekly streak in their zone", async () => {
    const host = await insertHost(t.db);
    const runner = await insertUser(t.db);
    // Now: Wednesday 2031-03-19 12:00 UTC. Weeks (Monday starts): 03-17 (this), 03-10, 03-03, 02-24.
    clock = Date.parse('2031-03-19T12:00:00Z');
    const attend = async (startsAt: string, present = true) => {
      const run = await insertRun(t.db, host.id, { startsAt: new Date(startsAt) });
      const registration = await insertRegistration(t.db, run.id, runner);
      await t.db.insert(attendance).values({
        eventId: run.id,
        registrationId: registration.id,
        runnerId: runner.id,
        present,
        markedAt: new Date(startsAt),
      });
    };
    const headers = await as(runner);
    const stats = async (tz?: string) =>
      (
        await call('GET', `/api/me/attendance-stats${tz ? `?tz=${encodeURIComponent(tz)}` : ''}`, headers)
      ).json<unknown>();

    expect(await stats()).toEqual({ runsAttended: 0, weeklyStreak: 0 });
    await attend('2031-03-12T18:00:00Z'); // last week
    await attend('2031-03-13T18:00:00Z'); // last week again
    await attend('2031-03-04T18:00:00Z'); // the week before
    await attend('2031-02-20T18:00:00Z'); // a gap of a week before that
    await attend('2031-03-18T07:00:00Z', false); // absent this week: not attended
    expect(await stats()).toEqual({ runsAttended: 4, weeklyStreak: 2 });

    // Sunday 23:30 UTC is already Monday in Auckland: there the run falls in this week, the streak ends a week
    // later and is 3.
    await attend('2031-03-16T23:30:00Z');
    expect(await stats('UTC')).toEqual({ runsAttended: 5, weeklyStreak: 2 });
    expect(await stats('Pacific/Auckland')).toEqual({ runsAttended: 5, weeklyStreak: 3 });

    const anonymous = await call('GET', '/api/me/attendance-stats');
    expect(anonymous.statusCode).toBe(401);
    const aHost = await call('GET', '/api/me/attendance-stats', await as(host));
    expect(aHost.statusCode).toBe(403);
    expect((await call('GET', '/api/me/attendance-stats?tz=Mars/Base', headers)).statusCode).toBe(400);
  });
});
