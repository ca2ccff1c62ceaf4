// Walk-up guests, emergency contacts on the check-in screen and who is still out, over HTTP on the real
// database with the test clock (docs/decisions/055).
import type { Attendance, CheckInCode } from '@runtogether/shared/attendance/attendance.schemas';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attendance, mailOutbox, registrations, teamMembers } from '../../db/schema';
import { addRunGroups } from '../runs/run-groups';
import { findRunGroups } from '../runs/run-groups.repository';
import { latestTeamActivity } from '../team/team.service';
import { insertHost, insertRegistration, insertRun, insertSession, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { WALK_UPS_PER_RUN } from './walk-ups.routes';
import { lastVerificationToken, post, runnerSignup } from '../../test/accounts';

const HOUR = 3_600_000;
const START = new Date('2031-04-20T17:00:00Z');
let clock = START.getTime();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
beforeEach(() => {
  clock = START.getTime() - HOUR / 2;
});

async function as(user: { id: string }) {
  return { authorization: `Bearer ${await insertSession(t.db, user.id, new Date('2099-01-01'))}` };
}
type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;

const CONTACT = { name: 'Maria Runner', phone: '+34 600 111 222' };

/** What `nightRun` asks a guest, the host's walk-ins too (docs/decisions/055). */
const nightRunAnswers = {
  answers: { waiver: true },
  emergencyContact: { name: 'Pablo', phone: '611222333' },
};

/** A run with a required waiver, needing an emergency contact; Ana (with a contact) and Ben registered. */
async function nightRun(values: { maxParticipants?: number | null } = {}) {
  const host = await insertHost(t.db);
  const run = await insertRun(t.db, host.id, {
    ...values,
    startsAt: START,
    requireEmergencyContact: true,
    questions: [{ id: 'waiver', kind: 'consent', label: 'Waiver', text: 'At my own risk.', required: true }],
  });
  const ana = await insertUser(t.db, {
    name: 'Ana',
    emergencyContactName: CONTACT.name,
    emergencyContactPhone: CONTACT.phone,
  });
  const ben = await insertUser(t.db, { name: 'Ben' });
  const registrations = {
    ana: await insertRegistration(t.db, run.id, ana),
    ben: await insertRegistration(t.db, run.id, ben),
  };
  const asHost = await as(host);
  const joinCode = (await call('GET', `/api/events/${run.id}/join-code`, asHost)).json<CheckInCode>();
  return { host, run, ana, ben, registrations, asHost, joinCode };
}

const guest = (code: string, extra: object = {}) => ({
  code,
  name: 'Gina Guest',
  email: 'gina@example.com',
  emergencyContact: { name: 'Pablo', phone: '611 222 333' },
  answers: { waiver: true },
  ...extra,
});

describe('GET /api/events/:id/join-code', () => {
  it("gives the run's host a join code and URL that lasts until check-in closes; nobody else", async () => {
    const { run, ana, joinCode } = await nightRun();
    expect(joinCode.url).toBe(
      `http://localhost:3000/runs/${run.id}/join?code=${encodeURIComponent(joinCode.code)}`,
    );
    expect(joinCode.expiresAt).toBe(new Date(START.getTime() + 12 * HOUR).toISOString());
    expect((await call('GET', `/api/events/${run.id}/join-code`)).statusCode).toBe(401);
    expect((await call('GET', `/api/events/${run.id}/join-code`, await as(ana))).statusCode).toBe(403);
    const other = await insertHost(t.db);
    expect((await call('GET', `/api/events/${run.id}/join-code`, await as(other))).statusCode).toBe(403);
  });
});

describe('POST /api/events/:id/walk-up', () => {
  it('joins a guest without an account: present at once, on the check-in screen, e-mailed; once per e-mail', async () => {
    const { run, asHost, joinCode } = await nightRun();
    const url = `/api/events/${run.id}/walk-up`;
    const joined = await call('POST', url, {}, guest(joinCode.code));
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toEqual({
      runId: run.id,
      runTitle: run.title,
      name: 'Gina Guest',
      present: true,
      markedAt: new Date(clock).toISOString(),
      alreadyJoined: false,
    });
    const again = await call(
      'POST',
      url,
      {},
      guest(joinCode.code, { email: 'GINA@example.com', name: 'Gina G' }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ alreadyJoined: true, name: 'Gina Guest' });
    const rows = await t.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.eventId, run.id), eq(attendance.walkUp, true)));
    expect(rows).toHaveLength(1);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'gina@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`You're at ${run.title}`);
    expect(mails[0]?.textBody).toContain('http://localhost:3000/login?signup=1&email=gina%40example.com');

    const screen = (await call('GET', `/api/events/${run.id}/attendance`, asHost)).json<Attendance>();
    expect(screen.walkIns).toEqual([
      expect.objectContaining({
        name: 'Gina Guest',
        email: 'gina@example.com',
        walkUp: true,
        back: false,
        emergencyContact: { name: 'Pablo', phone: '611 222 333' },
      }),
    ]);
    expect(screen.walkIns[0]?.answers?.[0]).toMatchObject({
      label: 'Waiver',
      value: true,
      text: 'At my own risk.',
    });
    expect(screen.counts).toMatchObject({ walkIns: 1, out: 1 });
  });

  it('applies the questions, the waiver and the emergency contact, naming what is missing', async () => {
    const { run, joinCode } = await nightRun();
    const url = `/api/events/${run.id}/walk-up`;
    const missing = await call(
      'POST',
      url,
      {},
      { code: joinCode.code, name: 'Gina', email: 'g2@example.com' },
    );
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toEqual({
      'answers.waiver': 'Please accept “Waiver” to join this run.',
      emergencyContact: 'This run requires an emergency contact. Add one to register.',
    });
    const badEmail = await call('POST', url, {}, guest(joinCode.code, { email: 'nope' }));
    expect(errorOf(badEmail).fields).toEqual({ email: 'Please enter a valid email address.' });
  });

  it('refuses a wrong, tampered, check-in or other run code (400), and an expired one (410)', async () => {
    const { run, asHost, joinCode } = await nightRun();
    const other = await nightRun();
    const url = `/api/events/${run.id}/walk-up`;
    const checkInCode = (
      await call('GET', `/api/events/${run.id}/check-in-code`, asHost)
    ).json<CheckInCode>();
    for (const code of ['nonsense', `${joinCode.code}x`, checkInCode.code, other.joinCode.code]) {
      const response = await call('POST', url, {}, guest(code));
      expect(response.statusCode, code).toBe(400);
      expect(errorOf(response).code).toBe('INVALID_JOIN_CODE');
    }
    clock = START.getTime() + 13 * HOUR;
    const expired = await call('POST', url, {}, guest(joinCode.code));
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired).message).toBe('This join code has expired.');
    clock = START.getTime() - 3 * HOUR;
    expect((await call('POST', url, {}, guest(joinCode.code))).statusCode).toBe(409);
    expect(await t.db.select().from(attendance).where(eq(attendance.eventId, run.id))).toHaveLength(0);
  });
});

describe('walk-ups per run (SECURITY.md: the mailboxes we write to)', () => {
  it("counts every attempt on a run; past the hour's limit it answers 429 and mails nobody", async () => {
    const { run, joinCode } = await nightRun();
    const other = await nightRun();
    const url = `/api/events/${run.id}/walk-up`;
    // From many addresses, as a host mailing strangers could: the per-IP limit alone would not stop it.
    for (let i = 0; i < WALK_UPS_PER_RUN.max; i++) {
      const attempt = await t.app.inject({
        method: 'POST',
        url,
        payload: guest('wrong code'),
        remoteAddress: `10.77.${Math.floor(i / 200)}.${i % 200}`,
      });
      expect(attempt.statusCode).toBe(400);
    }
    const refused = await call('POST', url, {}, guest(joinCode.code, { email: 'stranger@example.com' }));
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).message).toBe(
      'Too many guests have joined this run in the last hour. Please talk to the host.',
    );
    expect(
      await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'stranger@example.com')),
    ).toEqual([]);
    // Another run is counted apart.
    expect(
      (await call('POST', `/api/events/${other.run.id}/walk-up`, {}, guest(other.joinCode.code))).statusCode,
    ).toBe(201);
  });
});

describe('a full run (docs/decisions/057)', () => {
  it('refuses a walk-up guest with 409 once runners and guests fill its maximum; a guest already in stays in', async () => {
    const { run, asHost, joinCode } = await nightRun({ maxParticipants: 3 });
    const url = `/api/events/${run.id}/walk-up`;
    expect((await call('POST', url, {}, guest(joinCode.code))).statusCode).toBe(201);
    const full = await call(
      'POST',
      url,
      {},
      guest(joinCode.code, { email: 'late@example.com', name: 'Lea Late' }),
    );
    expect(full.statusCode).toBe(409);
    expect(errorOf(full)).toMatchObject({
      code: 'RUN_FULL',
      message: 'This run is full, so it cannot take walk-up guests. Please talk to the host.',
    });
    const spanish = await call(
      'POST',
      url,
      { 'accept-language': 'es' },
      guest(joinCode.code, { email: 'late@example.com', name: 'Lea Late' }),
    );
    expect(errorOf(spanish).message).toBe(
      'Esta quedada está completa y no admite más invitados. Habla con el organizador.',
    );
    // The guest already in is answered as before, full or not.
    expect((await call('POST', url, {}, guest(joinCode.code))).json()).toMatchObject({ alreadyJoined: true });
    // A walk-in the host adds counts too: a run of 3 with two runners and a walk-in takes no guest.
    const other = await nightRun({ maxParticipants: 3 });
    await call('POST', `/api/events/${other.run.id}/attendance/walk-ins`, other.asHost, {
      name: 'Wendy',
      ...nightRunAnswers,
    });
    expect(
      (await call('POST', `/api/events/${other.run.id}/walk-up`, {}, guest(other.joinCode.code))).statusCode,
    ).toBe(409);
    const screen = (await call('GET', `/api/events/${run.id}/attendance`, asHost)).json<Attendance>();
    expect(screen.walkIns.map((w) => w.name)).toEqual(['Gina Guest']);
    // No maximum: always room.
    const open = await nightRun({ maxParticipants: null });
    expect(
      (await call('POST', `/api/events/${open.run.id}/walk-up`, {}, guest(open.joinCode.code))).statusCode,
    ).toBe(201);
  });

  it("refuses a registered runner's address as a guest (409): they check in with their account", async () => {
    const { run, ana, asHost, joinCode } = await nightRun();
    const url = `/api/events/${run.id}/walk-up`;
    const twice = await call('POST', url, {}, guest(joinCode.code, { email: ana.email.toUpperCase() }));
    expect(twice.statusCode).toBe(409);
    const registered =
      'This e-mail address is already registered for this run: check in with your account, or talk to the host.';
    expect(errorOf(twice)).toEqual({
      code: 'ALREADY_REGISTERED',
      message: registered,
      fields: { email: registered },
    });
    const spanish = await call(
      'POST',
      url,
      { 'accept-language': 'es' },
      guest(joinCode.code, { email: ana.email }),
    );
    expect(errorOf(spanish).message).toContain('Este correo ya está inscrito en esta quedada');
    const screen = (await call('GET', `/api/events/${run.id}/attendance`, asHost)).json<Attendance>();
    expect(screen.walkIns).toEqual([]);
  });

  it('counts the guests when a runner registers before the start: no place past the maximum', async () => {
    clock = START.getTime() - HOUR; // check-in is open, and the waitlist still moves on its own
    const { run, ben, joinCode } = await nightRun({ maxParticipants: 3 });
    expect((await call('POST', `/api/events/${run.id}/walk-up`, {}, guest(joinCode.code))).statusCode).toBe(
      201,
    );
    const register = async (name: string) => {
      const runner = await insertUser(t.db, { name });
      const body = {
        name,
        email: runner.email,
        pace: 6,
        answers: { waiver: true },
        emergencyContact: CONTACT,
      };
      const response = await call('POST', `/api/events/${run.id}/registrations`, await as(runner), body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ status: string }>().status;
    };
    expect([await register('Lou Late'), await register('Mo Later')]).toEqual(['waitlisted', 'waitlisted']);
    // The run says so: two runners and a guest fill its three places.
    expect((await call('GET', `/api/events/${run.id}`)).json()).toMatchObject({
      maxParticipants: 3,
      currentParticipants: 3,
    });
    // Ben's place goes to the first waiting, and only to her: the guest still holds the third.
    expect((await call('DELETE', `/api/events/${run.id}/registrations/me`, await as(ben))).statusCode).toBe(
      204,
    );
    const statuses = await t.db
      .select({ name: registrations.name, status: registrations.status })
      .from(registrations)
      .where(eq(registrations.eventId, run.id))
      .orderBy(registrations.id);
    expect(statuses).toEqual([
      { name: 'Ana', status: 'confirmed' },
      { name: 'Lou Late', status: 'confirmed' },
      { name: 'Mo Later', status: 'waitlisted' },
    ]);
  });

  it("counts a run with pace groups against the groups' total: full once every group is", async () => {
    const { run, registrations: regs, joinCode } = await nightRun({ maxParticipants: 3 });
    const group = { distanceKm: null, leader: null, paceSecondsPerKm: 330 };
    await addRunGroups(t.db, run.id, [
      { ...group, position: 0, name: 'Steady', maxParticipants: 2 },
      { ...group, position: 1, name: 'Easy', maxParticipants: 1 },
    ]);
    const [steady] = await findRunGroups(t.db, run.id);
    await t.db.update(registrations).set({ groupId: steady?.id }).where(eq(registrations.eventId, run.id));
    expect(regs.ana.eventId).toBe(run.id);
    const url = `/api/events/${run.id}/walk-up`;
    expect((await call('POST', url, {}, guest(joinCode.code, { groupId: steady?.id }))).statusCode).toBe(201);
    const full = await call('POST', url, {}, guest(joinCode.code, { email: 'g3@example.com' }));
    expect(full.statusCode).toBe(409);
    expect(errorOf(full).code).toBe('RUN_FULL');
  });

  it('leaves a free place to the waitlist until the start: a guest neither takes one offered to it nor one it is owed', async () => {
    clock = START.getTime() - 10 * 60_000;
    const { run, ben, joinCode } = await nightRun({ maxParticipants: 2 });
    const mo = await insertUser(t.db, { name: 'Mo' });
    await insertRegistration(t.db, run.id, mo, { status: 'waitlisted' });
    // Within the cutoff Ben's place is offered to the whole waitlist (decision 053): Mo is still waiting.
    expect((await call('DELETE', `/api/events/${run.id}/registrations/me`, await as(ben))).statusCode).toBe(
      204,
    );
    const url = `/api/events/${run.id}/walk-up`;
    const refused = await call('POST', url, {}, guest(joinCode.code));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'WAITLIST_FIRST',
      message:
        "Runners on the waitlist get this run's free places until it starts, so it cannot take walk-up guests yet. Please talk to the host.",
    });
    const spanish = await call('POST', url, { 'accept-language': 'es' }, guest(joinCode.code));
    expect(errorOf(spanish).message).toContain('son para su lista de espera');
    // From the start, whoever is there takes it: the waitlist's claims end then.
    clock = START.getTime() + 5 * 60_000;
    expect((await call('POST', url, {}, guest(joinCode.code))).statusCode).toBe(201);
  });
});

describe('a guest on a run with pace groups (docs/decisions/052)', () => {
  /** `nightRun` with two groups, Steady then Easy, with room. */
  async function groupRun() {
    const night = await nightRun();
    const group = { distanceKm: null, leader: null, maxParticipants: 5 };
    await addRunGroups(t.db, night.run.id, [
      { ...group, position: 0, name: 'Steady', paceSecondsPerKm: 330 },
      { ...group, position: 1, name: 'Easy', paceSecondsPerKm: 390 },
    ]);
    const [steady, easy] = await findRunGroups(t.db, night.run.id);
    if (!steady || !easy) throw new Error('groupRun: no groups');
    return { ...night, steady, easy };
  }

  it('asks a walk-up guest their group as registering does; the host sees it, and the account keeps it', async () => {
    const { run, asHost, joinCode, easy } = await groupRun();
    const url = `/api/events/${run.id}/walk-up`;
    const none = await call('POST', url, {}, guest(joinCode.code));
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).fields).toEqual({ groupId: 'Choose a pace group.' });
    const spanish = await call('POST', url, { 'accept-language': 'es' }, guest(joinCode.code));
    expect(errorOf(spanish).fields?.groupId).toBe('Elige un grupo de ritmo.');
    const unknown = await call('POST', url, {}, guest(joinCode.code, { groupId: easy.id + 1000 }));
    expect(errorOf(unknown).fields).toEqual({ groupId: 'Not a group of this run.' });
    expect((await call('POST', url, {}, guest(joinCode.code, { groupId: easy.id }))).statusCode).toBe(201);

    const screen = (await call('GET', `/api/events/${run.id}/attendance`, asHost)).json<Attendance>();
    expect(screen.walkIns).toEqual([expect.objectContaining({ name: 'Gina Guest', group: 'Easy' })]);
    // The walk-in form offers the run's groups, as the run's page does.
    expect(screen.run.groups?.map((g) => [g.name, g.pace, g.maxParticipants])).toEqual([
      ['Steady', 5.5, 5],
      ['Easy', 6.5, 5],
    ]);

    const signup = runnerSignup({ email: 'gina@example.com', name: 'Gina Guest' });
    expect((await post(t.app, '/api/auth/signup', signup)).statusCode).toBe(201);
    const token = await lastVerificationToken(t.db, signup.email);
    expect((await post(t.app, '/api/auth/verify-email', { token })).statusCode).toBe(200);
    const [kept] = await t.db
      .select({ groupId: registrations.groupId })
      .from(registrations)
      .where(and(eq(registrations.eventId, run.id), eq(registrations.name, 'Gina Guest')));
    expect(kept?.groupId).toBe(easy.id);
  });

  it("asks the host's walk-in a group too; a run without groups takes none", async () => {
    const { run, asHost, steady } = await groupRun();
    const url = `/api/events/${run.id}/attendance/walk-ins`;
    const none = await call('POST', url, asHost, { name: 'Walt Walkin', ...nightRunAnswers });
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).fields).toEqual({ groupId: 'Choose a pace group.' });
    const added = await call('POST', url, asHost, {
      name: 'Walt Walkin',
      ...nightRunAnswers,
      groupId: steady.id,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<{ walkIn: { group?: string } }>().walkIn.group).toBe('Steady');
    const screen = (await call('GET', `/api/events/${run.id}/attendance`, asHost)).json<Attendance>();
    expect(screen.walkIns).toEqual([expect.objectContaining({ name: 'Walt Walkin', group: 'Steady' })]);

    const plain = await nightRun();
    const refused = await call('POST', `/api/events/${plain.run.id}/attendance/walk-ins`, plain.asHost, {
      name: 'Walt Walkin',
      ...nightRunAnswers,
      groupId: steady.id,
    });
    expect(errorOf(refused).fields).toEqual({ groupId: 'This run has no pace groups.' });
    const screenWithout = (
      await call('GET', `/api/events/${plain.run.id}/attendance`, plain.asHost)
    ).json<Attendance>();
    expect(screenWithout.run.groups).toEqual([]);
  });
});

describe('a guest who makes an account', () => {
  it('keeps the run: once the address is verified it is a registration of theirs, present, with the waiver', async () => {
    const { run, asHost, joinCode } = await nightRun();
    const email = 'keeper@example.com';
    await call(
      'POST',
      `/api/events/${run.id}/walk-up`,
      {},
      guest(joinCode.code, { email, name: 'Kim Keeper' }),
    );
    const signup = runnerSignup({ email: 'Keeper@example.com', name: 'Kim Keeper' });
    expect((await post(t.app, '/api/auth/signup', signup)).statusCode).toBe(201);
    const token = await lastVerificationToken(t.db, signup.email);
    expect((await post(t.app, '/api/auth/verify-email', { token })).statusCode).toBe(200);

    const screen = (await call('GET', `/api/events/${run.id}/attendance`, asHost)).json<Attendance>();
    expect(screen.walkIns).toEqual([]);
    expect(screen.runners.find((r) => r.name === 'Kim Keeper')).toMatchObject({ present: true, back: false });
    expect(screen.counts).toMatchObject({ walkIns: 0, checkedIn: 1, confirmed: 3, out: 1 });
    const [account] = await t.db
      .select({ id: attendance.runnerId })
      .from(attendance)
      .where(and(eq(attendance.eventId, run.id), eq(attendance.walkUp, true)));
    expect(account?.id).toEqual(expect.any(String));
    // Their registration (My Runs lists it) carries the waiver as accepted at the walk-up.
    const [kept] = await t.db
      .select()
      .from(registrations)
      .where(eq(registrations.runnerId, account?.id ?? ''));
    expect(kept).toMatchObject({ eventId: run.id, status: 'confirmed', name: 'Kim Keeper' });
    expect(kept?.answers.waiver).toMatchObject({ value: true, text: 'At my own risk.' });
  });
});

describe('emergency contacts on the check-in screen', () => {
  it('are shown to the host per runner only while check-in is open, never in the run or participants', async () => {
    const { run, asHost } = await nightRun();
    const open = (await call('GET', `/api/events/${run.id}/attendance`, asHost)).json<Attendance>();
    expect(open.runners.map((r) => [r.name, r.emergencyContact])).toEqual([
      ['Ana', CONTACT],
      ['Ben', null],
    ]);
    clock = START.getTime() - 3 * HOUR;
    const before = (await call('GET', `/api/events/${run.id}/attendance`, asHost)).json<Attendance>();
    expect(before.runners.every((r) => !('emergencyContact' in r))).toBe(true);
    clock = START.getTime() + 13 * HOUR;
    const after = await call('GET', `/api/events/${run.id}/attendance`, asHost);
    expect(after.body).not.toContain('600 111 222');
    for (const path of [`/api/events/${run.id}`, `/api/events/${run.id}/participants`]) {
      expect((await call('GET', path, asHost)).body).not.toContain('600 111 222');
    }
    expect((await call('GET', `/api/events/${run.id}`)).json<Run>().requireEmergencyContact).toBe(true);
  });
});

describe("who's still out", () => {
  it('counts everyone present and not back, marks runners and walk-ins back after the start', async () => {
    const { run, ana, registrations, asHost, joinCode } = await nightRun();
    const mark = (id: number, body: object) =>
      call('PUT', `/api/events/${run.id}/attendance/${id}`, asHost, body);
    await mark(registrations.ana.id, { present: true });
    await mark(registrations.ben.id, { present: true });
    await call('POST', `/api/events/${run.id}/walk-up`, {}, guest(joinCode.code));
    const early = await mark(registrations.ana.id, { back: true });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('RUN_NOT_STARTED');
    expect((await mark(registrations.ana.id, { present: true, back: true })).statusCode).toBe(400);

    clock = START.getTime() + 2 * HOUR;
    const anaBack = await mark(registrations.ana.id, { back: true });
    expect(anaBack.statusCode, anaBack.body).toBe(200);
    expect(anaBack.json()).toMatchObject({
      runner: { name: 'Ana', back: true },
      counts: { checkedIn: 2, out: 2 },
    });

    const screen = (await call('GET', `/api/events/${run.id}/attendance`, asHost)).json<Attendance>();
    expect(screen.counts.out).toBe(2);
    expect(screen.runners.map((r) => [r.name, r.back])).toEqual([
      ['Ana', true],
      ['Ben', false],
    ]);
    const gina = screen.walkIns[0];
    const guestBack = await call('PUT', `/api/events/${run.id}/attendance/walk-ins/${gina?.id}`, asHost, {
      back: true,
    });
    expect(guestBack.statusCode, guestBack.body).toBe(200);
    expect(guestBack.json()).toMatchObject({
      walkIn: { name: 'Gina Guest', back: true },
      counts: { out: 1 },
    });
    const unknown = await call('PUT', `/api/events/${run.id}/attendance/walk-ins/999999`, asHost, {
      back: true,
    });
    expect(unknown.statusCode).toBe(404);

    // Out again, then marked absent: absent is not out.
    expect((await mark(registrations.ana.id, { back: false })).json()).toMatchObject({ counts: { out: 2 } });
    expect((await mark(registrations.ana.id, { present: false })).json()).toMatchObject({
      counts: { out: 1 },
    });
    expect(ana.name).toBe('Ana');
  });

  it("answers a mark with the runner's whole row: their answers and emergency contact stay on the host's screen", async () => {
    const { run, registrations: signedUp, asHost } = await nightRun();
    const accepted = { label: 'Waiver', kind: 'consent', value: true, text: 'At my own risk.' } as const;
    await t.db
      .update(registrations)
      .set({ answers: { waiver: { ...accepted, acceptedAt: START.toISOString() } } })
      .where(eq(registrations.id, signedUp.ana.id));
    const mark = (body: object) =>
      call('PUT', `/api/events/${run.id}/attendance/${signedUp.ana.id}`, asHost, body);
    const shown = async () =>
      (await call('GET', `/api/events/${run.id}/attendance`, asHost))
        .json<Attendance>()
        .runners.find((r) => r.registrationId === signedUp.ana.id);

    const present = await mark({ present: true });
    expect(present.statusCode, present.body).toBe(200);
    expect(present.json<{ runner: unknown }>().runner).toEqual(await shown());
    expect(present.json()).toMatchObject({
      runner: { answers: [{ questionId: 'waiver', value: true }], emergencyContact: CONTACT },
    });
    clock = START.getTime() + HOUR;
    const back = await mark({ back: true });
    expect(back.json<{ runner: unknown }>().runner).toEqual(await shown());
  });

  it('marks a runner whose first scan is after the start present, not back; only a later scan marks them back', async () => {
    const { run, ben, asHost } = await nightRun();
    const headers = await as(ben);
    const { code } = (await call('GET', `/api/events/${run.id}/check-in-code`, asHost)).json<CheckInCode>();
    clock = START.getTime() + 5 * 60_000;
    const late = await call('POST', `/api/events/${run.id}/check-in`, headers, { code });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).not.toHaveProperty('back');
    let screen = (await call('GET', `/api/events/${run.id}/attendance`, asHost)).json<Attendance>();
    expect(screen.runners.find((r) => r.name === 'Ben')).toMatchObject({ present: true, back: false });
    expect(screen.counts.out).toBe(1);
    clock = START.getTime() + HOUR;
    const finish = await call('POST', `/api/events/${run.id}/check-in`, headers, { code });
    expect(finish.json()).toMatchObject({ present: true, back: true });
    screen = (await call('GET', `/api/events/${run.id}/attendance`, asHost)).json<Attendance>();
    expect(screen.counts.out).toBe(0);
  });

  it("lets the host's team mark runners and guests back; another business's member may not", async () => {
    const { host, run, registrations: regs, joinCode } = await nightRun();
    const leader = await insertUser(t.db, { name: 'Leo Leader' });
    await t.db.insert(teamMembers).values({ businessId: host.id, userId: leader.id, role: 'leader' });
    const otherHost = await insertHost(t.db);
    const outsider = await insertUser(t.db, { name: 'Otto Outsider' });
    await t.db.insert(teamMembers).values({ businessId: otherHost.id, userId: outsider.id, role: 'manager' });
    const asLeader = await as(leader);
    const asOutsider = await as(outsider);
    // The leader shows the "Join this run" code on the check-in screen.
    expect((await call('GET', `/api/events/${run.id}/join-code`, asLeader)).statusCode).toBe(200);
    expect((await call('GET', `/api/events/${run.id}/join-code`, asOutsider)).statusCode).toBe(403);
    await call('POST', `/api/events/${run.id}/walk-up`, {}, guest(joinCode.code));
    clock = START.getTime() + HOUR;
    const runnerBack = await call('PUT', `/api/events/${run.id}/attendance/${regs.ana.id}`, asLeader, {
      back: true,
    });
    expect(runnerBack.statusCode, runnerBack.body).toBe(200);
    const screen = (await call('GET', `/api/events/${run.id}/attendance`, asLeader)).json<Attendance>();
    const walkInId = screen.walkIns[0]?.id;
    const guestUrl = `/api/events/${run.id}/attendance/walk-ins/${walkInId}`;
    expect((await call('PUT', guestUrl, asOutsider, { back: true })).statusCode).toBe(403);
    const guestBack = await call('PUT', guestUrl, asLeader, { back: true });
    expect(guestBack.statusCode, guestBack.body).toBe(200);
    expect(guestBack.json()).toMatchObject({ walkIn: { back: true }, counts: { out: 0 } });
    // A leader sees names, never addresses: not on the screen, nor in what a mark or a new walk-in answers.
    expect(screen.walkIns[0]?.email).toBeNull();
    expect(guestBack.json<{ walkIn: { email: string | null } }>().walkIn.email).toBeNull();
    const added = await call('POST', `/api/events/${run.id}/attendance/walk-ins`, asLeader, {
      name: 'Walter Walk-in',
      email: 'walter@example.test',
      ...nightRunAnswers,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<{ walkIn: { email: string | null } }>().walkIn.email).toBeNull();
    expect(
      (await call('PUT', `/api/events/${run.id}/attendance/${regs.ben.id}`, asOutsider, { back: true }))
        .statusCode,
    ).toBe(403);
  });

  it("marks a present runner back when they scan the run's QR code at the finish", async () => {
    const { run, ben, asHost } = await nightRun();
    const headers = await as(ben);
    const { code } = (await call('GET', `/api/events/${run.id}/check-in-code`, asHost)).json<CheckInCode>();
    const start = await call('POST', `/api/events/${run.id}/check-in`, headers, { code });
    expect(start.json()).not.toHaveProperty('back');
    clock = START.getTime() + HOUR;
    const finish = await call('POST', `/api/events/${run.id}/check-in`, headers, { code });
    expect(finish.statusCode).toBe(200);
    expect(finish.json()).toMatchObject({ present: true, back: true });
    const screen = (await call('GET', `/api/events/${run.id}/attendance`, asHost)).json<Attendance>();
    expect(screen.runners.find((r) => r.name === 'Ben')?.back).toBe(true);
    expect(screen.counts.out).toBe(0);
  });
});

describe('taking a guest off (docs/decisions/055)', () => {
  const guestUrl = (runId: number, guestId: number | undefined) =>
    `/api/events/${runId}/attendance/walk-ins/${guestId}`;
  const guestsOf = async (runId: number, headers: Record<string, string>) =>
    (await call('GET', `/api/events/${runId}/attendance`, headers)).json<Attendance>().walkIns;

  it("lets the host and the host's team take off a walk-in or a guest before the start; nobody else", async () => {
    const { host, run, ana, registrations: regs, asHost, joinCode } = await nightRun();
    const leader = await insertUser(t.db, { name: 'Leo Leader' });
    await t.db.insert(teamMembers).values({ businessId: host.id, userId: leader.id, role: 'leader' });
    const otherHost = await insertHost(t.db);
    const outsider = await insertUser(t.db, { name: 'Otto Outsider' });
    await t.db.insert(teamMembers).values({ businessId: otherHost.id, userId: outsider.id, role: 'manager' });
    await call('POST', `/api/events/${run.id}/walk-up`, {}, guest(joinCode.code));
    await call('POST', `/api/events/${run.id}/attendance/walk-ins`, asHost, {
      name: 'Wendy Walk-in',
      ...nightRunAnswers,
    });
    const [gina, wendy] = await guestsOf(run.id, asHost);

    for (const headers of [{}, await as(ana), await as(otherHost), await as(outsider)]) {
      expect([401, 403]).toContain((await call('DELETE', guestUrl(run.id, gina?.id), headers)).statusCode);
    }
    expect(await guestsOf(run.id, asHost)).toHaveLength(2);

    const byLeader = await call('DELETE', guestUrl(run.id, gina?.id), await as(leader));
    expect(byLeader.statusCode, byLeader.body).toBe(200);
    expect(byLeader.json()).toEqual({ counts: { checkedIn: 0, confirmed: 2, walkIns: 1, out: 1 } });
    const byHost = await call('DELETE', guestUrl(run.id, wendy?.id), asHost);
    expect(byHost.statusCode, byHost.body).toBe(200);
    expect(byHost.json()).toEqual({ counts: { checkedIn: 0, confirmed: 2, walkIns: 0, out: 0 } });
    expect(await guestsOf(run.id, asHost)).toEqual([]);
    // Each removal is on the host's dashboard, under who did it.
    const lines = (await latestTeamActivity(t.db, host.id)).map((a) => `${a.actorName} ${a.action}`);
    expect(lines.slice(0, 2)).toEqual([`${host.name} removed-guest`, 'Leo Leader removed-guest']);

    // Gone is gone; a runner's own mark is no guest; another run's guest is not this run's.
    const again = await call('DELETE', guestUrl(run.id, wendy?.id), asHost);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe('This walk-in is not at this run.');
    await call('PUT', `/api/events/${run.id}/attendance/${regs.ana.id}`, asHost, { present: true });
    const [anaMark] = await t.db.select().from(attendance).where(eq(attendance.registrationId, regs.ana.id));
    expect((await call('DELETE', guestUrl(run.id, anaMark?.id), asHost)).statusCode).toBe(404);
    const other = await nightRun();
    await call('POST', `/api/events/${other.run.id}/attendance/walk-ins`, other.asHost, {
      name: 'Walt',
      ...nightRunAnswers,
    });
    const [walt] = await guestsOf(other.run.id, other.asHost);
    expect((await call('DELETE', guestUrl(run.id, walt?.id), asHost)).statusCode).toBe(404);
    expect((await call('DELETE', guestUrl(run.id, 2 ** 31), asHost)).statusCode).toBe(404);
    // Taken off, the guest's address may join again (a typo in the name, say).
    expect((await call('POST', `/api/events/${run.id}/walk-up`, {}, guest(joinCode.code))).statusCode).toBe(
      201,
    );
  });

  it("gives the guest's place to the waitlist as when a runner leaves: the next one, or an offer to all", async () => {
    clock = START.getTime() - HOUR; // outside the waitlist's 30-minute cutoff: the first waiting gets it
    const { run, asHost, joinCode } = await nightRun({ maxParticipants: 3 });
    await call('POST', `/api/events/${run.id}/walk-up`, {}, guest(joinCode.code));
    const waiting = async (name: string) => {
      const runner = await insertUser(t.db, { name });
      await insertRegistration(t.db, run.id, runner, { status: 'waitlisted' });
      return runner;
    };
    const lou = await waiting('Lou Late');
    const mo = await waiting('Mo Later');
    const [gina] = await guestsOf(run.id, asHost);
    const removed = await call('DELETE', guestUrl(run.id, gina?.id), asHost);
    expect(removed.statusCode, removed.body).toBe(200);
    const statuses = await t.db
      .select({ name: registrations.name, status: registrations.status })
      .from(registrations)
      .where(eq(registrations.eventId, run.id))
      .orderBy(registrations.id);
    expect(statuses.map((r) => r.status)).toEqual(['confirmed', 'confirmed', 'confirmed', 'waitlisted']);
    expect(statuses[2]?.name).toBe('Lou Late');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, lou.email))).toHaveLength(1);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, mo.email))).toHaveLength(0);
  });

  it('offers the freed place to the whole waitlist within the cutoff before the start (decision 053)', async () => {
    clock = START.getTime() - 10 * 60_000;
    const { run, asHost, joinCode } = await nightRun({ maxParticipants: 3 });
    await call('POST', `/api/events/${run.id}/walk-up`, {}, guest(joinCode.code));
    const mo = await insertUser(t.db, { name: 'Mo Later' });
    await insertRegistration(t.db, run.id, mo, { status: 'waitlisted' });
    const [gina] = await guestsOf(run.id, asHost);
    expect((await call('DELETE', guestUrl(run.id, gina?.id), asHost)).statusCode).toBe(200);
    const [moRow] = await t.db.select().from(registrations).where(eq(registrations.runnerId, mo.id));
    expect(moRow?.status).toBe('waitlisted');
    const moMails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, mo.email));
    expect(moMails).toHaveLength(1);
    expect(moMails[0]?.textBody).toContain('/api/spots/claim/');
  });

  it('keeps every guest once the run has started: a started run is history (409, in both languages)', async () => {
    const { host, run, asHost, joinCode } = await nightRun();
    await call('POST', `/api/events/${run.id}/walk-up`, {}, guest(joinCode.code));
    const [gina] = await guestsOf(run.id, asHost);
    const leader = await insertUser(t.db, { name: 'Lola Líder', language: 'es' });
    await t.db.insert(teamMembers).values({ businessId: host.id, userId: leader.id, role: 'leader' });
    for (const at of [START.getTime(), START.getTime() + HOUR, START.getTime() + 13 * HOUR]) {
      clock = at;
      const refused = await call('DELETE', guestUrl(run.id, gina?.id), asHost);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toEqual({
        code: 'RUN_STARTED',
        message:
          'This run has already started, so its guests can no longer be taken off: who came is part of its history.',
      });
    }
    const spanish = await call('DELETE', guestUrl(run.id, gina?.id), await as(leader));
    expect(errorOf(spanish).message).toBe(
      'Esta quedada ya ha empezado, así que ya no se pueden quitar sus invitados: quién vino forma parte de su historia.',
    );
    expect(await guestsOf(run.id, asHost)).toHaveLength(1);
  });
});
