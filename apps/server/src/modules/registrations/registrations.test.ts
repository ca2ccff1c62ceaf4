import type { ErrorBody } from '@runtogether/shared/errors/app-error';
import fs from 'node:fs';
import path from 'node:path';
import {
  registrationErrorCodes,
  registrationFormMessages,
  type MyRegistration,
  type MyRegistrationResponse,
  type MyRegistrationsResponse,
  type ParticipantsResponse,
} from '@runtogether/shared/registrations/registration.schemas';
import { registrationApiMessages } from '@runtogether/shared/registrations/registration-api.messages';
import { icsFileName } from '@runtogether/shared/runs/run-calendar';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, registrations } from '../../db/schema';
import { outbox } from '../../test/accounts';
import { insertHost, insertRegistration, insertRun, insertSession, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { attachmentsOf } from '../mail/mail.repository';
import { registrationEmailSubjects } from './registration-emails';
import { english } from '../../test/english';

const HOUR = 3600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

let t: TestApp;
let host: Awaited<ReturnType<typeof insertHost>>;
let hostAuth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  host = await insertHost(t.db, { name: 'Marta', businessName: 'Retiro Running Co.' });
  hostAuth = await bearer(host.id);
});
afterAll(() => t.close());

async function bearer(userId: string) {
  return { authorization: `Bearer ${await insertSession(t.db, userId)}` };
}

async function signedInRunner(values: Parameters<typeof insertUser>[1] = {}) {
  const user = await insertUser(t.db, values);
  return { user, auth: await bearer(user.id) };
}

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lucía Pérez',
  email: 'lucia@example.test',
  pace: 5.5,
  ...overrides,
});

const registerFor = (runId: number, headers: Record<string, string>, payload: unknown = form()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/events/${runId}/registrations`,
    payload: payload as Record<string, unknown>,
    headers,
  });
const cancel = (runId: number, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'DELETE', url: `/api/events/${runId}/registrations/me`, headers });
const mine = (runId: number, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/events/${runId}/registrations/me`, headers });
const participants = (runId: number, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/events/${runId}/participants`, headers });
const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;

const newRun = (values: Partial<Parameters<typeof insertRun>[2]> = {}) =>
  insertRun(t.db, host.id, { startsAt: inHours(48), ...values });

describe('POST /api/events/:id/registrations', () => {
  it('registers a runner with what they entered and answers 201 with the registration', async () => {
    const run = await newRun({ maxParticipants: 10 });
    const { user, auth } = await signedInRunner();
    const before = Date.now();
    const response = await registerFor(run.id, auth, form({ name: '  Lucía  ', pace: 5.3 }));
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<MyRegistration>();
    const [row] = await t.db.select().from(registrations).where(eq(registrations.runnerId, user.id));
    expect(body).toEqual({
      id: row?.id,
      runId: run.id,
      userId: user.id,
      userName: 'Lucía',
      userEmail: 'lucia@example.test',
      userPace: 5.3,
      registeredAt: row?.createdAt.toISOString(),
      status: 'confirmed',
      groupId: null,
      waitlistPosition: null,
    });
    expect(Date.parse(body.registeredAt)).toBeGreaterThanOrEqual(before - 5000);
    expect(new Date(body.registeredAt).toISOString()).toBe(body.registeredAt);

    const run2 = await t.app.inject({ url: `/api/events/${run.id}` });
    expect(run2.json<{ currentParticipants: number }>().currentParticipants).toBe(1);
  });

  it('validates the form with the spec messages', async () => {
    const run = await newRun();
    const { auth } = await signedInRunner();
    const cases: [Record<string, unknown>, string, string][] = [
      [form({ name: 'L' }), 'name', english(registrationFormMessages.name)],
      [form({ email: 'not-an-address' }), 'email', english(registrationFormMessages.email)],
      [form({ pace: 2.9 }), 'pace', english(registrationFormMessages.pace)],
      [form({ pace: 12.1 }), 'pace', english(registrationFormMessages.pace)],
      [form({ pace: 5.55 }), 'pace', english(registrationFormMessages.paceStep)],
      [form({ pace: '5' }), 'pace', english(registrationFormMessages.pace)],
    ];
    for (const [payload, field, message] of cases) {
      const response = await registerFor(run.id, auth, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response).fields?.[field]).toBe(message);
    }
    // Unknown keys (a runner id, a status) are refused, not ignored.
    const sneaky = await registerFor(run.id, auth, form({ status: 'confirmed' }));
    expect(sneaky.statusCode).toBe(400);
    // The edges of the slider are fine.
    expect((await registerFor(run.id, auth, form({ pace: 12 }))).statusCode).toBe(201);
    expect(await t.db.select().from(registrations).where(eq(registrations.eventId, run.id))).toHaveLength(1);
  });

  it('answers 401 when signed out and 403 for a business account', async () => {
    const run = await newRun();
    const anonymous = await registerFor(run.id, {});
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous)).toMatchObject({
      code: 'UNAUTHORIZED',
      message: english(registrationApiMessages.mustLogIn),
    });

    const business = await registerFor(run.id, hostAuth);
    expect(business.statusCode).toBe(403);
    expect(errorOf(business)).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only runner accounts can register for runs',
    });
    expect(await t.db.select().from(registrations).where(eq(registrations.eventId, run.id))).toEqual([]);
  });

  it('answers 404 for a run that does not exist', async () => {
    const { auth } = await signedInRunner();
    for (const id of [999_999, 99_999_999_999]) {
      const response = await registerFor(id, auth);
      expect(response.statusCode, String(id)).toBe(404);
      expect(errorOf(response).message).toBe('Run not found');
    }
  });

  it('refuses a second registration for the same run with 409', async () => {
    const run = await newRun();
    const { user, auth } = await signedInRunner();
    expect((await registerFor(run.id, auth)).statusCode).toBe(201);
    const again = await registerFor(run.id, auth, form({ name: 'Someone Else' }));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({
      code: registrationErrorCodes.alreadyRegistered,
      message: english(registrationApiMessages.alreadyRegistered),
    });
    const rows = await t.db.select().from(registrations).where(eq(registrations.runnerId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a run that has already started with 409', async () => {
    const run = await newRun({ startsAt: inHours(-1) });
    const { auth } = await signedInRunner();
    const response = await registerFor(run.id, auth);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({
      code: registrationErrorCodes.runStarted,
      message: english(registrationApiMessages.runStarted),
    });
  });

  it('waitlists once the run is full, with the position, and counts only confirmed runners as participants', async () => {
    const run = await newRun({ maxParticipants: 2 });
    const statuses: [string, number | null][] = [];
    for (let i = 0; i < 4; i++) {
      const { auth } = await signedInRunner();
      const body = (await registerFor(run.id, auth)).json<MyRegistration>();
      statuses.push([body.status, body.waitlistPosition]);
    }
    expect(statuses).toEqual([
      ['confirmed', null],
      ['confirmed', null],
      ['waitlisted', 1],
      ['waitlisted', 2],
    ]);
    const detail = await t.app.inject({ url: `/api/events/${run.id}` });
    expect(detail.json<{ currentParticipants: number }>().currentParticipants).toBe(2);
  });

  it('never waitlists on a run without a maximum', async () => {
    const run = await newRun({ maxParticipants: null });
    for (let i = 0; i < 5; i++) {
      const { auth } = await signedInRunner();
      expect((await registerFor(run.id, auth)).json<MyRegistration>().status).toBe('confirmed');
    }
  });
});

describe('the confirmation e-mail', () => {
  it('is queued with the registration, to the account address, with the run as an .ics file', async () => {
    const run = await newRun({
      title: 'Sunrise 10K, Retiro',
      maxParticipants: 1,
      address: 'Puerta de Alcalá, Madrid',
      startsAt: new Date('2099-06-14T06:30:00Z'),
    });
    const { user, auth } = await signedInRunner({ email: 'lucia.account@example.test' });
    expect((await registerFor(run.id, auth, form({ email: 'typed@example.test' }))).statusCode).toBe(201);

    const mails = (await outbox(t.db)).filter((m) => m.toAddress === user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(registrationEmailSubjects.confirmed('Sunrise 10K, Retiro'));
    expect(mail?.textBody).toContain('Hi Lucía Pérez,');
    expect(mail?.textBody).toContain('You\'re registered for "Sunrise 10K, Retiro"');
    expect(mail?.textBody).toContain('Sunday, June 14, 2099 at 08:30 (Madrid time)');
    expect(mail?.textBody).toContain('Puerta de Alcalá, Madrid');
    expect(mail?.textBody).toContain(`http://localhost:3000/runs/${run.id}`);
    expect(mail?.htmlBody).toContain('Sunrise 10K, Retiro');

    const [ics] = attachmentsOf(mail ?? { attachments: null });
    expect(ics?.filename).toBe(icsFileName('Sunrise 10K, Retiro'));
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    expect(ics?.content).toContain('BEGIN:VCALENDAR\r\n');
    expect(ics?.content).toContain(`UID:run-${run.id}@localhost`);
    expect(ics?.content).toContain('DTSTART:20990614T063000Z');
    expect(ics?.content).toContain('SUMMARY:Sunrise 10K\\, Retiro');
    expect(ics?.content).toContain('STATUS:CONFIRMED\r\n');
    expect((await outbox(t.db)).some((m) => m.toAddress === 'typed@example.test')).toBe(false);

    // Delivered as a real attachment of the message.
    await t.app.mail.flush();
    const dir = path.join(t.config.dataDir, 'mail');
    const file = fs.readdirSync(dir).find((f) => f.endsWith(`-${user.email}.eml`));
    const raw = fs.readFileSync(path.join(dir, file ?? 'missing'), 'utf8');
    expect(raw).toMatch(/^Content-Type: multipart\/mixed;/m);
    expect(raw).toMatch(
      /^Content-Type: text\/calendar; charset=utf-8; method=PUBLISH;\s+name=sunrise-10k-retiro\.ics$/m,
    );
    const part =
      /^Content-Disposition: attachment; filename=sunrise-10k-retiro\.ics\n\n([A-Za-z0-9+/=\n]+)/m.exec(raw);
    expect(Buffer.from(part?.[1] ?? '', 'base64').toString('utf8')).toBe(ics?.content);
    const [sent] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, mail?.id ?? 0));
    expect(sent).toMatchObject({ status: 'sent', attachments: null });
  });

  it('is written from the run as it is, after the run or its host changed on any instance', async () => {
    const owner = await insertHost(t.db, { name: 'Pia', businessName: 'Old Co' });
    const run = await insertRun(t.db, owner.id, { title: 'Before', startsAt: inHours(48) });
    const mailTo = async () => {
      const { user, auth } = await signedInRunner();
      expect((await registerFor(run.id, auth)).statusCode).toBe(201);
      const [mail] = (await outbox(t.db)).filter((m) => m.toAddress === user.email);
      return { text: mail?.textBody ?? '', ics: attachmentsOf(mail ?? { attachments: null })[0]?.content };
    };
    const first = await mailTo();
    expect(first.text).toContain('"Before"');
    expect(first.ics).toContain('SEQUENCE:0\r\n');
    // As another instance edits a run (runs.repository's updateRunRow): this instance's kept copy is stale.
    await t.db.execute(
      sql`update events set title = 'After', sequence = sequence + 1, updated_at = now() where id = ${run.id}`,
    );
    const second = await mailTo();
    expect(second.text).toContain('"After"');
    expect(second.ics).toContain('SUMMARY:After\r\n');
    expect(second.ics).toContain('SEQUENCE:1\r\n');
    // The host's name is in every mail: a change of the host's account counts too.
    await t.db.execute(
      sql`update users set business_name = 'New Co', updated_at = now() where id = ${owner.id}`,
    );
    expect((await mailTo()).text).toContain('New Co');
  });

  it('says so when the runner is on the waitlist', async () => {
    const run = await newRun({ title: 'Full run', maxParticipants: 1 });
    await insertRegistration(t.db, run.id, await insertUser(t.db));
    const { user, auth } = await signedInRunner();
    expect((await registerFor(run.id, auth)).json<MyRegistration>().waitlistPosition).toBe(1);
    const [mail] = (await outbox(t.db)).filter((m) => m.toAddress === user.email);
    expect(mail?.subject).toBe(registrationEmailSubjects.waitlisted('Full run'));
    expect(mail?.textBody).toContain("You're number 1 on the waitlist.");
    const attachments = attachmentsOf(mail ?? { attachments: null });
    expect(attachments).toHaveLength(1);
    // Tentative and marked, as the private feed shows the same place: a calendar shows no confirmed spot.
    expect(attachments[0]?.content).toContain('STATUS:TENTATIVE\r\n');
    expect(attachments[0]?.content).toContain('SUMMARY:Waitlisted: Full run\r\n');
  });

  it('numbers a crowd arriving at once 1, 2, 3… in the answers, the e-mails and the list, with one e-mail each', async () => {
    const run = await newRun({ title: 'Crowded run', maxParticipants: 2 });
    const runners = await Promise.all(Array.from({ length: 8 }, () => signedInRunner()));
    const answers = await Promise.all(runners.map(({ auth }) => registerFor(run.id, auth)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    const mine = answers.map((a) => a.json<MyRegistration>());
    expect(mine.filter((r) => r.status === 'confirmed')).toHaveLength(2);
    const waitlisted = mine.filter((r) => r.status === 'waitlisted');
    // Positions follow the order of arrival under the lock, which is the order of registeredAt.
    const byArrival = waitlisted.toSorted(
      (a, b) => a.registeredAt.localeCompare(b.registeredAt) || a.id - b.id,
    );
    expect(byArrival.map((r) => r.waitlistPosition)).toEqual([1, 2, 3, 4, 5, 6]);
    const mails = await outbox(t.db);
    for (const [i, { user }] of runners.entries()) {
      const theirs = mails.filter((m) => m.toAddress === user.email);
      expect(theirs).toHaveLength(1);
      const position = mine[i]?.waitlistPosition;
      if (position) expect(theirs[0]?.textBody).toContain(`You're number ${position} on the waitlist.`);
      expect(theirs[0]?.textBody).not.toContain('{{');
    }
  });

  it('is not queued when the registration is refused', async () => {
    const run = await newRun();
    const { user, auth } = await signedInRunner();
    await registerFor(run.id, auth);
    await registerFor(run.id, auth);
    expect((await outbox(t.db)).filter((m) => m.toAddress === user.email)).toHaveLength(1);
  });
});

describe('DELETE /api/events/:id/registrations/me', () => {
  it('cancels and answers 204; the spot is free again', async () => {
    const run = await newRun({ maxParticipants: 1 });
    const { user, auth } = await signedInRunner();
    await registerFor(run.id, auth);
    const response = await cancel(run.id, auth);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await t.db.select().from(registrations).where(eq(registrations.runnerId, user.id))).toEqual([]);
    expect((await mine(run.id, auth)).json<MyRegistrationResponse>()).toEqual({ registration: null });
    expect((await registerFor(run.id, auth)).json<MyRegistration>().status).toBe('confirmed');
  });

  it("answers 404 'Registration not found' without a registration, and 401 when signed out", async () => {
    const run = await newRun();
    const { auth } = await signedInRunner();
    const none = await cancel(run.id, auth);
    expect(none.statusCode).toBe(404);
    expect(errorOf(none)).toEqual({ code: 'NOT_FOUND', message: 'Registration not found' });
    expect((await cancel(run.id)).statusCode).toBe(401);
    expect((await cancel(999_999, auth)).statusCode).toBe(404);
  });

  it('promotes the first of the waitlist when a confirmed runner cancels, and e-mails them', async () => {
    const run = await newRun({ title: 'Promotion run', maxParticipants: 2 });
    const runners = [];
    for (let i = 0; i < 5; i++) {
      const runner = await signedInRunner({ name: `Runner ${i}` });
      await registerFor(run.id, runner.auth, form({ name: `Runner ${i}` }));
      runners.push(runner);
    }
    const [first, , third, fourth, fifth] = runners;
    if (!first || !third || !fourth || !fifth) throw new Error('five runners expected');
    expect((await cancel(run.id, first.auth)).statusCode).toBe(204);

    expect((await mine(run.id, third.auth)).json<MyRegistrationResponse>().registration).toMatchObject({
      status: 'confirmed',
      waitlistPosition: null,
    });
    expect((await mine(run.id, fourth.auth)).json<MyRegistrationResponse>().registration).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
    });
    expect(
      (await mine(run.id, fifth.auth)).json<MyRegistrationResponse>().registration?.waitlistPosition,
    ).toBe(2);

    const promotionMails = (await outbox(t.db)).filter(
      (m) => m.subject === registrationEmailSubjects.promoted('Promotion run'),
    );
    expect(promotionMails.map((m) => m.toAddress)).toEqual([third.user.email]);
    expect(promotionMails[0]?.textBody).toContain('Hi Runner 2,');
    expect(promotionMails[0]?.textBody).toContain('a spot opened up in "Promotion run" and it\'s yours');
    expect(attachmentsOf(promotionMails[0] ?? { attachments: null })[0]?.filename).toBe('promotion-run.ics');
  });

  it('lets a waitlisted runner leave the waitlist without promoting anyone', async () => {
    const run = await newRun({ title: 'Leave the waitlist', maxParticipants: 1 });
    const runners = [];
    for (let i = 0; i < 3; i++) {
      const runner = await signedInRunner();
      await registerFor(run.id, runner.auth);
      runners.push(runner);
    }
    const [, second, third] = runners;
    if (!second || !third) throw new Error('three runners expected');
    expect((await cancel(run.id, second.auth)).statusCode).toBe(204);
    expect((await mine(run.id, third.auth)).json<MyRegistrationResponse>().registration).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
    });
    expect(
      (await outbox(t.db)).filter(
        (m) => m.subject === registrationEmailSubjects.promoted('Leave the waitlist'),
      ),
    ).toEqual([]);
  });

  it('refuses to cancel once the run has started (the list is history)', async () => {
    const run = await newRun({ startsAt: inHours(-2) });
    const { user, auth } = await signedInRunner();
    await insertRegistration(t.db, run.id, user);
    const response = await cancel(run.id, auth);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe(registrationErrorCodes.runStarted);
  });
});

describe('GET /api/events/:id/registrations/me', () => {
  it('answers { registration: null } when signed out, for a business, and when not registered', async () => {
    const run = await newRun();
    const { auth } = await signedInRunner();
    for (const headers of [{}, hostAuth, auth]) {
      const response = await mine(run.id, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ registration: null });
    }
    expect((await mine(999_999, auth)).statusCode).toBe(404);
  });

  it("answers the caller's own registration only", async () => {
    const run = await newRun();
    const a = await signedInRunner();
    const b = await signedInRunner();
    await registerFor(run.id, a.auth, form({ name: 'Ana Runner' }));
    const response = (await mine(run.id, a.auth)).json<MyRegistrationResponse>();
    expect(response.registration).toMatchObject({ userId: a.user.id, userName: 'Ana Runner', runId: run.id });
    expect((await mine(run.id, b.auth)).json()).toEqual({ registration: null });
  });
});

describe('GET /api/events/:id/participants', () => {
  it('lists confirmed runners first, then the waitlist, with e-mail addresses only for the host', async () => {
    const run = await newRun({
      title: 'Park loop',
      maxParticipants: 2,
      timezone: 'America/New_York',
      startsAt: new Date('2099-01-10T14:00:00Z'),
    });
    const people = [];
    for (const name of ['Ana', 'Ben', 'Cleo']) {
      const runner = await signedInRunner();
      await registerFor(run.id, runner.auth, form({ name, email: `${name.toLowerCase()}@example.test` }));
      people.push(runner);
    }
    // Ben leaves: Cleo moves up but keeps her place in registration order after Ana.
    await cancel(run.id, people[1]?.auth);
    const dan = await signedInRunner();
    await registerFor(run.id, dan.auth, form({ name: 'Dan', email: 'dan@example.test', pace: 7 }));

    const asHost = (await participants(run.id, hostAuth)).json<ParticipantsResponse>();
    expect(asHost.run).toEqual({
      id: run.id,
      title: 'Park loop',
      date: '2099-01-10',
      time: '09:00',
      timezone: 'America/New_York',
      hostId: host.id,
    });
    expect(asHost.participants.map((p) => [p.name, p.status, p.email])).toEqual([
      ['Ana', 'confirmed', 'ana@example.test'],
      ['Cleo', 'confirmed', 'cleo@example.test'],
      ['Dan', 'waitlisted', 'dan@example.test'],
    ]);
    const [danRow] = await t.db.select().from(registrations).where(eq(registrations.runnerId, dan.user.id));
    expect(asHost.participants[2]).toEqual({
      id: danRow?.id,
      name: 'Dan',
      pace: 7,
      registeredAt: danRow?.createdAt.toISOString(),
      status: 'waitlisted',
      waitlistPosition: 1,
      groupId: null,
      email: 'dan@example.test',
    });
    expect(asHost.totals).toEqual({ confirmed: 2, waitlisted: 1, guests: 0 });
    expect(asHost.nextCursor).toBeNull();

    const anonymous = await participants(run.id);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json<ParticipantsResponse>().participants.map((p) => p.name)).toEqual([
      'Ana',
      'Cleo',
      'Dan',
    ]);
    expect(anonymous.body).not.toContain('@example.test');
    expect(anonymous.body).not.toContain('email');

    const otherHost = await insertHost(t.db);
    expect((await participants(run.id, await bearer(otherHost.id))).body).not.toContain('@example.test');

    // A runner sees their own address and nobody else's.
    const asDan = (await participants(run.id, dan.auth)).json<ParticipantsResponse>();
    expect(asDan.participants.map((p) => p.email)).toEqual([undefined, undefined, 'dan@example.test']);
  });

  it('pages by cursor in list order, with waitlist places and whole-run totals on every page', async () => {
    const run = await newRun({ maxParticipants: 3 });
    const names: string[] = [];
    for (let i = 0; i < 7; i++) {
      const runner = await signedInRunner();
      names.push(`Runner ${i}`);
      await registerFor(run.id, runner.auth, form({ name: `Runner ${i}` }));
    }
    const seen: { name: string; waitlistPosition: number | null }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : '?limit=2';
      const page = (
        await t.app.inject({ url: `/api/events/${run.id}/participants${query}` })
      ).json<ParticipantsResponse>();
      expect(page.participants.length).toBeLessThanOrEqual(2);
      expect(page.totals).toEqual({ confirmed: 3, waitlisted: 4, guests: 0 });
      seen.push(...page.participants.map((p) => ({ name: p.name, waitlistPosition: p.waitlistPosition })));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(4);
    expect(seen.map((p) => p.name)).toEqual(names);
    expect(seen.map((p) => p.waitlistPosition)).toEqual([null, null, null, 1, 2, 3, 4]);
    const bad = await t.app.inject({ url: `/api/events/${run.id}/participants?cursor=nonsense` });
    expect(bad.statusCode).toBe(400);
    // A tampered cursor holding an instant that does not exist: 400 on `cursor`, not the database's 500.
    const impossible = Buffer.from(JSON.stringify(['waitlisted', '2027-02-30T08:00:00.000Z', 1])).toString(
      'base64url',
    );
    const tampered = await t.app.inject({ url: `/api/events/${run.id}/participants?cursor=${impossible}` });
    expect(tampered.statusCode).toBe(400);
    expect(Object.keys(tampered.json<ErrorBody>().error.fields ?? {})).toEqual(['cursor']);
  });

  it('answers an empty page with the totals when the cursor is past the end (the last runner left)', async () => {
    const run = await newRun({ maxParticipants: 1 });
    let last = await signedInRunner();
    for (let i = 0; i < 3; i++) {
      last = await signedInRunner();
      await registerFor(run.id, last.auth, form({ name: `Runner ${i}` }));
    }
    const first = (
      await t.app.inject({ url: `/api/events/${run.id}/participants?limit=2` })
    ).json<ParticipantsResponse>();
    expect(first.participants.map((p) => p.name)).toEqual(['Runner 0', 'Runner 1']);
    expect((await cancel(run.id, last.auth)).statusCode).toBe(204);
    const past = (
      await t.app.inject({
        url: `/api/events/${run.id}/participants?limit=2&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
      })
    ).json<ParticipantsResponse>();
    expect(past.participants).toEqual([]);
    expect(past.totals).toEqual({ confirmed: 1, waitlisted: 1, guests: 0 });
    expect(past.nextCursor).toBeNull();
    expect(past.run.id).toBe(run.id);
  });

  it('answers 404 for an unknown run and an empty list for a run nobody joined', async () => {
    expect((await participants(999_999)).statusCode).toBe(404);
    const run = await newRun();
    expect((await participants(run.id)).json<ParticipantsResponse>().participants).toEqual([]);
  });
});

describe('GET /api/events/:id/participants.csv', () => {
  it('gives the host a CSV file: BOM, CRLF, quoting, formulas neutralised', async () => {
    const run = await newRun({
      title: 'Évening Run, "Fast"',
      maxParticipants: 1,
      timezone: 'Europe/Madrid',
      startsAt: new Date('2099-01-05T08:00:00Z'),
    });
    const a = await insertUser(t.db);
    const b = await insertUser(t.db);
    await insertRegistration(t.db, run.id, a, {
      name: '=HYPERLINK("http://evil.test")',
      email: 'a@example.test',
      pace: 5.5,
      createdAt: new Date('2099-01-01T09:05:00Z'),
    });
    await insertRegistration(t.db, run.id, b, {
      name: 'Núñez, Sofía',
      email: '+b@example.test',
      pace: 6,
      status: 'waitlisted',
      createdAt: new Date('2099-01-01T10:00:00Z'),
    });

    const response = await t.app.inject({ url: `/api/events/${run.id}/participants.csv`, headers: hostAuth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      // The day on the run's clock: a weekly run's exports do not share one name.
      'attachment; filename="evening-run-fast-2099-01-05-participants.csv"',
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toBe(
      '\uFEFFRun,Run date,Name,Email,Pace,Registered,Status\r\n' +
        `"Évening Run, ""Fast""",2099-01-05 09:00,"'=HYPERLINK(""http://evil.test"")",a@example.test,5:30 min/km,2099-01-01 10:05,Confirmed\r\n` +
        `"Évening Run, ""Fast""",2099-01-05 09:00,"Núñez, Sofía",'+b@example.test,6:00 min/km,2099-01-01 11:00,Waitlisted\r\n`,
    );
  });

  it('is for the host only: 401 signed out, 403 for anyone else, 404 for an unknown run', async () => {
    const run = await newRun();
    const url = `/api/events/${run.id}/participants.csv`;
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const { auth } = await signedInRunner();
    const runner = await t.app.inject({ url, headers: auth });
    expect(runner.statusCode).toBe(403);
    expect(errorOf(runner).message).toBe(english(registrationApiMessages.hostOnlyExport));
    const otherHost = await insertHost(t.db);
    expect((await t.app.inject({ url, headers: await bearer(otherHost.id) })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/events/999999/participants.csv', headers: hostAuth })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/registrations/me', () => {
  it("pages the runner's upcoming runs soonest first and past runs most recent first", async () => {
    const { user, auth } = await signedInRunner();
    const upcoming = [];
    for (const hours of [72, 24, 48]) upcoming.push(await newRun({ startsAt: inHours(hours) }));
    const past = [];
    for (const hours of [-72, -24, -48]) past.push(await newRun({ startsAt: inHours(hours) }));
    for (const run of [...upcoming, ...past]) await insertRegistration(t.db, run.id, user);
    // Someone else's registration never shows.
    await insertRegistration(t.db, (upcoming[0] ?? { id: 0 }).id, await insertUser(t.db));

    const get = async (query: string) => {
      const response = await t.app.inject({ url: `/api/registrations/me?${query}`, headers: auth });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<MyRegistrationsResponse>();
    };
    const page1 = await get('scope=upcoming&limit=2');
    expect(page1.items.map((i) => i.run.id)).toEqual([upcoming[1]?.id, upcoming[2]?.id]);
    expect(page1.items[0]?.registration).toMatchObject({ userId: user.id, runId: upcoming[1]?.id });
    expect(page1.items[0]?.run).toMatchObject({ hostId: host.id, hostName: host.businessName });
    expect(page1.nextCursor).toEqual(expect.any(String));
    const page2 = await get(`scope=upcoming&limit=2&cursor=${page1.nextCursor ?? ''}`);
    expect(page2.items.map((i) => i.run.id)).toEqual([upcoming[0]?.id]);
    expect(page2.items[0]?.run.currentParticipants).toBe(2);
    expect(page2.nextCursor).toBeNull();

    const pastPage = await get('scope=past');
    expect(pastPage.items.map((i) => i.run.id)).toEqual([past[1]?.id, past[2]?.id, past[0]?.id]);
    expect(pastPage.nextCursor).toBeNull();
    const pastPage1 = await get('scope=past&limit=2');
    expect(pastPage1.items.map((i) => i.run.id)).toEqual([past[1]?.id, past[2]?.id]);
    const pastPage2 = await get(`scope=past&limit=2&cursor=${pastPage1.nextCursor ?? ''}`);
    expect(pastPage2.items.map((i) => i.run.id)).toEqual([past[0]?.id]);
    expect(pastPage2.nextCursor).toBeNull();

    // The default scope is upcoming; a cursor of the other tab is refused.
    expect((await get('')).items).toHaveLength(3);
    const mixed = await t.app.inject({
      url: `/api/registrations/me?scope=past&cursor=${page1.nextCursor ?? ''}`,
      headers: auth,
    });
    expect(mixed.statusCode).toBe(400);
    const tooMany = await t.app.inject({ url: '/api/registrations/me?limit=51', headers: auth });
    expect(tooMany.statusCode).toBe(400);
  });

  it('shows the waitlist position', async () => {
    const run = await newRun({ maxParticipants: 1 });
    await insertRegistration(t.db, run.id, await insertUser(t.db));
    const { auth } = await signedInRunner();
    await registerFor(run.id, auth);
    const body = (
      await t.app.inject({ url: '/api/registrations/me', headers: auth })
    ).json<MyRegistrationsResponse>();
    expect(body.items.map((i) => [i.run.id, i.registration.status, i.registration.waitlistPosition])).toEqual(
      [[run.id, 'waitlisted', 1]],
    );
  });

  it('is for runners: 401 signed out, 403 for a business', async () => {
    expect((await t.app.inject({ url: '/api/registrations/me' })).statusCode).toBe(401);
    const business = await t.app.inject({ url: '/api/registrations/me', headers: hostAuth });
    expect(business.statusCode).toBe(403);
  });
});

describe('no endpoint lists every registration', () => {
  it('has no GET /api/registrations', async () => {
    expect((await t.app.inject({ url: '/api/registrations', headers: hostAuth })).statusCode).toBe(404);
  });
});
