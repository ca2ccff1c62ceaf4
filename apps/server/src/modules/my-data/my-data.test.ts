import type { Team } from '@runtogether/shared/team/team.schemas';
import type { MeResponse } from '@runtogether/shared/users/user.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendance,
  emailChanges,
  emailReverts,
  events,
  mailOutbox,
  registrations,
  runSeries,
  seriesRegistrations,
  teamInvitations,
  teamMembers,
  users,
} from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { activeRunner, logIn, PASSWORD } from '../../test/accounts';
import { insertHost, insertRegistration, insertRun, insertSession, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { exportMyData } from './my-data.service';

type MyData = Awaited<ReturnType<typeof exportMyData>>;

const clock = Date.parse('2030-06-10T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const DAY = 24 * 3_600_000;
const mailTo = (address: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
const withPassword = async (id: string) =>
  t.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, id));
/** A weekly series of a host's, at 19:00 in Madrid (docs/decisions/034). */
const insertSeries = async (
  hostId: string,
  rule: Pick<typeof runSeries.$inferInsert, 'everyWeeks' | 'occurrenceCount' | 'untilDate' | 'firstDate'>,
) => {
  const [series] = await t.db
    .insert(runSeries)
    .values({ hostId, localTime: '19:00', timezone: 'Europe/Madrid', ...rule })
    .returning();
  return series!;
};
/** GET /api/me/export as this account. */
const downloadOf = async (userId: string) => {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/me/export',
    headers: { authorization: `Bearer ${await insertSession(t.db, userId)}` },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return { answer, data: JSON.parse(answer.body) as MyData };
};
const deleteMe = (authorization: string | undefined, payload: object) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/me',
    headers: authorization ? { authorization } : {},
    payload,
  });

describe('GET /api/me/export', () => {
  it('is a JSON attachment of the profile, registrations, attendance and follows; a host gets its runs and posts', async () => {
    const host = await insertHost(t.db, { businessName: 'Retiro Runners' });
    const run = await insertRun(t.db, host.id, { startsAt: new Date(clock - DAY), title: 'Past 10K' });
    const runner = await insertUser(t.db, { name: 'Ana' });
    const registration = await insertRegistration(t.db, run.id, runner);
    await t.db
      .insert(attendance)
      .values({ eventId: run.id, registrationId: registration.id, runnerId: runner.id, present: true });
    const club = await insertHost(t.db, { businessName: 'Casa de Campo Club' });
    await t.db.insert(teamMembers).values({ businessId: club.id, userId: runner.id, role: 'leader' });
    const runnerAuth = `Bearer ${await insertSession(t.db, runner.id)}`;
    await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${host.id}/follow`,
      headers: { authorization: runnerAuth },
    });

    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/me/export',
      headers: { authorization: runnerAuth },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="runtogether-my-data-2030-06-10\.json"$/,
    );
    const data = JSON.parse(answer.body) as MyData;
    expect(data.profile).toMatchObject({ id: runner.id, name: 'Ana', email: runner.email });
    expect(answer.body).not.toContain('passwordHash');
    expect(data.registrations).toEqual([
      expect.objectContaining({ runId: run.id, runTitle: 'Past 10K', status: 'confirmed' }),
    ]);
    expect(data.attendance).toEqual([expect.objectContaining({ runId: run.id, present: true })]);
    expect(data.follows).toEqual([expect.objectContaining({ hostId: host.id, hostName: 'Retiro Runners' })]);
    expect(data.teams).toEqual([
      expect.objectContaining({ businessId: club.id, businessName: 'Casa de Campo Club', role: 'leader' }),
    ]);
    expect(data.host).toBeUndefined();

    const hostAuth = `Bearer ${await insertSession(t.db, host.id)}`;
    const hostData = JSON.parse(
      (await t.app.inject({ method: 'GET', url: '/api/me/export', headers: { authorization: hostAuth } }))
        .body,
    ) as MyData;
    expect(hostData.host?.runs).toEqual([expect.objectContaining({ id: run.id, title: 'Past 10K' })]);
    expect(hostData.host).toMatchObject({ posts: [], runMessages: [], team: [] });
    const clubAuth = `Bearer ${await insertSession(t.db, club.id)}`;
    const clubData = JSON.parse(
      (await t.app.inject({ method: 'GET', url: '/api/me/export', headers: { authorization: clubAuth } }))
        .body,
    ) as MyData;
    expect(clubData.host?.team).toEqual([
      expect.objectContaining({ userId: runner.id, name: 'Ana', role: 'leader' }),
    ]);
  });

  it('is 401 anonymous', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
  });
});

describe('POST /api/suspended-account/export', () => {
  const exportAs = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/suspended-account/export', payload: { email, password } });

  it('gives a suspended account, which cannot log in, its file for its e-mail and password', async () => {
    const runner = await insertUser(t.db, {
      name: 'Sara',
      suspendedAt: new Date(clock - DAY),
      suspendedReason: 'Spam',
    });
    await withPassword(runner.id);
    const host = await insertHost(t.db);
    const run = await insertRun(t.db, host.id, { startsAt: new Date(clock - DAY), title: 'Sara’s 10K' });
    await insertRegistration(t.db, run.id, runner);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: runner.email, password: PASSWORD },
    });
    expect(login.json<{ error: { code: string } }>().error.code).toBe('ACCOUNT_SUSPENDED');

    const answer = await exportAs(runner.email.toUpperCase(), PASSWORD);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="runtogether-my-data-2030-06-10.json"',
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    const data = JSON.parse(answer.body) as MyData;
    expect(data.profile).toMatchObject({ id: runner.id, name: 'Sara', suspendedReason: 'Spam' });
    expect(data.registrations).toEqual([expect.objectContaining({ runTitle: 'Sara’s 10K' })]);
    expect(answer.body).not.toContain('passwordHash');
  });

  it('answers a wrong password as log-in does and counts it there; an account that can log in is sent to log in', async () => {
    const suspended = await insertUser(t.db, { suspendedAt: new Date(clock - DAY), suspendedReason: 'Spam' });
    await withPassword(suspended.id);
    const wrong = await exportAs(suspended.email, 'not the password');
    expect([wrong.statusCode, wrong.json<{ error: { code: string } }>().error.code]).toEqual([
      401,
      'INVALID_CREDENTIALS',
    ]);
    expect((await exportAs('nobody@example.test', PASSWORD)).statusCode).toBe(401);
    for (let i = 0; i < 4; i++) await exportAs(suspended.email, `guess ${i}`);
    // Five failures lock the account for log-in and for this download alike.
    expect((await exportAs(suspended.email, PASSWORD)).statusCode).toBe(429);

    const active = await insertUser(t.db);
    await withPassword(active.id);
    const notSuspended = await exportAs(active.email, PASSWORD);
    expect(notSuspended.statusCode).toBe(409);
    expect(notSuspended.json()).toEqual({
      error: {
        code: 'NOT_SUSPENDED',
        message: 'This account is not suspended: log in and download your data from your profile.',
      },
    });
  });
});

describe('DELETE /api/me', () => {
  it('needs the password: 400 without it, 401 with a wrong one (WRONG_PASSWORD), 401 anonymous', async () => {
    const runner = await insertUser(t.db);
    await withPassword(runner.id);
    const auth = `Bearer ${await insertSession(t.db, runner.id)}`;
    expect((await deleteMe(auth, {})).statusCode).toBe(400);
    const wrong = await deleteMe(auth, { currentPassword: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<{ error: { code: string } }>().error.code).toBe('WRONG_PASSWORD');
    expect((await deleteMe(undefined, { currentPassword: PASSWORD })).statusCode).toBe(401);
    const [still] = await t.db.select().from(users).where(eq(users.id, runner.id));
    expect(still?.deletedAt).toBeNull();
  });

  it('a session cannot guess the password: after five tries in 15 minutes, 429 with Retry-After, even for the right one', async () => {
    const runner = await insertUser(t.db);
    await withPassword(runner.id);
    const auth = `Bearer ${await insertSession(t.db, runner.id)}`;
    for (let i = 0; i < 5; i++) {
      expect((await deleteMe(auth, { currentPassword: `guess ${i}` })).statusCode).toBe(401);
    }
    const limited = await deleteMe(auth, { currentPassword: PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ error: { message: string } }>().error.message).toBe(
      'Too many attempts to delete this account. Please wait a few minutes and try again.',
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const [still] = await t.db.select().from(users).where(eq(users.id, runner.id));
    expect(still?.deletedAt).toBeNull();
  });

  it('a runner: upcoming registrations cancelled (the waitlist promoted and told), name gone from past runs, attendance kept, sessions ended, the e-mail free again', async () => {
    const host = await insertHost(t.db);
    const upcoming = await insertRun(t.db, host.id, {
      startsAt: new Date(clock + 3 * DAY),
      maxParticipants: 1,
    });
    const past = await insertRun(t.db, host.id, { startsAt: new Date(clock - 3 * DAY) });
    const input = await activeRunner(t.app, { name: 'Leaving Lola' });
    const session = await logIn(t.app, input.email);
    const [me] = await t.db.select().from(users).where(eq(users.id, session.userId));
    await insertRegistration(t.db, upcoming.id, me!);
    const waiting = await insertUser(t.db, { name: 'Waiting Wes' });
    await insertRegistration(t.db, upcoming.id, waiting, { status: 'waitlisted' });
    const pastRegistration = await insertRegistration(t.db, past.id, me!);
    await t.db
      .insert(attendance)
      .values({ eventId: past.id, registrationId: pastRegistration.id, runnerId: me!.id, present: true });
    // An address the account left a day ago, kept for its week as the way back (docs/decisions/047).
    await t.db.insert(emailReverts).values({
      userId: me!.id,
      oldEmail: 'lola-before@x.test',
      tokenHash: 'lola-way-back',
      expiresAt: new Date(clock + 6 * DAY),
    });

    const deleted = await deleteMe(session.bearer.authorization, { currentPassword: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(204);

    const rows = await t.db.select().from(registrations).where(eq(registrations.eventId, upcoming.id));
    expect(rows.map((r) => [r.runnerId, r.status])).toEqual([[waiting.id, 'confirmed']]);
    expect((await mailTo(waiting.email)).length).toBe(1);
    const [pastRow] = await t.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, pastRegistration.id));
    expect(pastRow).toMatchObject({ name: '—', email: '' });
    const participants = await t.app.inject({
      method: 'GET',
      url: `/api/events/${past.id}/participants`,
      headers: { authorization: `Bearer ${await insertSession(t.db, host.id)}` },
    });
    expect(participants.statusCode).toBe(200);
    expect(participants.body).not.toContain('Leaving Lola');
    expect(participants.body).not.toContain(input.email);
    expect(await t.db.select().from(attendance).where(eq(attendance.eventId, past.id))).toHaveLength(1);

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.bearer })).json<MeResponse>()
        .user,
    ).toBeNull();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: input.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    const mails = await mailTo(input.email);
    expect(mails.at(-1)?.subject).toBe('Your RunTogether account has been deleted');
    // Its link opens Sign Up, a page that exists.
    expect(mails.at(-1)?.textBody).toContain('http://localhost:3000/login?signup=1&lang=en\n');
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: input });
    expect(again.statusCode, again.body).toBe(201);
    expect(await t.db.select().from(emailReverts).where(eq(emailReverts.userId, me!.id))).toEqual([]);
  });

  it("leaves the hosts' teams it was in and the invitations to its address; a host's own team and invitations go", async () => {
    const shop = await insertHost(t.db, { businessName: 'Team Shop' });
    const shopAuth = `Bearer ${await insertSession(t.db, shop.id)}`;
    const member = await insertUser(t.db, { name: 'Mara' });
    await withPassword(member.id);
    await t.db.insert(teamMembers).values({ businessId: shop.id, userId: member.id, role: 'manager' });
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/business/team/invitations',
      headers: { authorization: shopAuth },
      payload: { email: member.email, role: 'leader' },
    });
    expect(invited.statusCode, invited.body).toBe(201);

    const auth = `Bearer ${await insertSession(t.db, member.id)}`;
    expect((await deleteMe(auth, { currentPassword: PASSWORD })).statusCode).toBe(204);
    const team = await t.app.inject({ url: '/api/business/team', headers: { authorization: shopAuth } });
    expect(team.json<Team>()).toMatchObject({ members: [], invitations: [] });

    // The host's own deletion takes its team and the invitations it sent with it.
    const runner = await insertUser(t.db);
    await t.db.insert(teamMembers).values({ businessId: shop.id, userId: runner.id, role: 'leader' });
    await withPassword(shop.id);
    expect((await deleteMe(shopAuth, { currentPassword: PASSWORD })).statusCode).toBe(204);
    expect(await t.db.select().from(teamMembers).where(eq(teamMembers.businessId, shop.id))).toEqual([]);
    expect(await t.db.select().from(teamInvitations).where(eq(teamInvitations.businessId, shop.id))).toEqual(
      [],
    );
  });

  it('a host: upcoming runs cancelled with the cancellation e-mail to everyone registered, its profile a 404', async () => {
    const host = await insertHost(t.db, { name: 'Hana Host' });
    await withPassword(host.id);
    const run = await insertRun(t.db, host.id, { startsAt: new Date(clock + 2 * DAY), title: 'Goodbye 5K' });
    const runner = await insertUser(t.db);
    await insertRegistration(t.db, run.id, runner);
    const auth = `Bearer ${await insertSession(t.db, host.id)}`;
    expect((await deleteMe(auth, { currentPassword: PASSWORD })).statusCode).toBe(204);
    expect(await t.db.select().from(events).where(eq(events.id, run.id))).toEqual([]);
    expect((await mailTo(runner.email)).map((m) => m.subject)).toEqual(['Cancelled: Goodbye 5K']);
    expect((await t.app.inject({ method: 'GET', url: `/api/businesses/${host.id}` })).statusCode).toBe(404);
  });
});

describe('a runner who joined a weekly series every week', () => {
  it('finds the join in the download, and deleting the account ends it', async () => {
    const host = await insertHost(t.db);
    const series = await insertSeries(host.id, {
      everyWeeks: 1,
      occurrenceCount: 3,
      firstDate: '2030-06-18',
    });
    const seriesId = series.id;
    const input = await activeRunner(t.app, { name: 'Weekly Wendy' });
    const session = await logIn(t.app, input.email);
    await t.db.insert(seriesRegistrations).values({
      seriesId,
      runnerId: session.userId,
      name: 'Weekly Wendy',
      email: input.email,
      pace: 6,
      registeredThrough: new Date(clock),
    });

    const data = JSON.parse(
      (await t.app.inject({ method: 'GET', url: '/api/me/export', headers: session.bearer })).body,
    ) as MyData;
    expect(data.seriesJoins).toEqual([
      expect.objectContaining({ seriesId, name: 'Weekly Wendy', email: input.email, pace: 6 }),
    ]);

    const deleted = await deleteMe(session.bearer.authorization, { currentPassword: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(
      await t.db.select().from(seriesRegistrations).where(eq(seriesRegistrations.runnerId, session.userId)),
    ).toEqual([]);
  });
});

describe('a host with a weekly series', () => {
  it('finds the series rule in the download, and which of its runs belong to it', async () => {
    const host = await insertHost(t.db);
    const series = await insertSeries(host.id, {
      everyWeeks: 2,
      untilDate: '2030-09-30',
      firstDate: '2030-06-18',
    });
    const run = await insertRun(t.db, host.id, { startsAt: new Date('2030-06-18T17:00:00Z') });
    await t.db.update(events).set({ seriesId: series.id }).where(eq(events.id, run.id));
    const other = await insertHost(t.db);
    await insertSeries(other.id, { everyWeeks: 1, occurrenceCount: 4, firstDate: '2030-06-19' });

    const { data } = await downloadOf(host.id);
    // Only this host's series, with its rule: the runs alone do not say every how many weeks, or until when.
    expect(data.host?.series).toEqual([
      expect.objectContaining({
        id: series.id,
        everyWeeks: 2,
        firstDate: '2030-06-18',
        localTime: '19:00',
        timezone: 'Europe/Madrid',
        untilDate: '2030-09-30',
        occurrenceCount: null,
      }),
    ]);
    expect(data.host?.runs).toEqual([expect.objectContaining({ id: run.id, seriesId: series.id })]);
  });
});

describe('a person who asked to change their e-mail address', () => {
  it('finds the new address waiting for confirmation in the download, without the links', async () => {
    const runner = await insertUser(t.db, { name: 'Moving Mo' });
    await t.db.insert(emailChanges).values({
      userId: runner.id,
      newEmail: 'mo.new@example.com',
      confirmTokenHash: 'confirm-hash-of-mo',
      cancelTokenHash: 'cancel-hash-of-mo',
      expiresAt: new Date(clock + DAY),
    });
    const { answer, data } = await downloadOf(runner.id);
    expect(data.pendingEmailChange).toEqual(
      expect.objectContaining({
        newEmail: 'mo.new@example.com',
        expiresAt: new Date(clock + DAY).toISOString(),
      }),
    );
    expect(answer.body).not.toContain('hash-of-mo');
  });
});
