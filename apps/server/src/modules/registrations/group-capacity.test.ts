// Capacity and waitlist per pace group (docs/decisions/052): a full group waitlists while the others have room,
// a freed spot goes to that group's waitlist, and a runner moves to a group with room; never more confirmed
// runners in a group than its maximum, under simultaneous requests on one or two instances.
import type {
  MyRegistration,
  MyRegistrationResponse,
} from '@runtogether/shared/registrations/registration.schemas';
import { runGroupMessages } from '@runtogether/shared/runs/run-groups.schemas';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { mailOutbox, registrations } from '../../db/schema';
import { outbox } from '../../test/accounts';
import { cancelFor, insertRunners, type Runner } from '../../test/crowd';
import { english } from '../../test/english';
import { insertHost, insertRun, insertSession } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addRunGroups } from '../runs/run-groups';
import { sendDueReminders } from '../reminders/reminders.service';
import { getCalendarRun } from '../runs/runs.service';
import { registrationEmail, registrationEmailSubjects } from './registration-emails';

let t: TestApp;
let hostId: string;
beforeAll(async () => {
  t = await createTestApp();
  hostId = (await insertHost(t.db)).id;
});
afterAll(() => t.close());

/** A run two days ahead with groups of these sizes (null: no limit); answers the run as the API shows it. */
async function runWithGroups(sizes: (number | null)[]) {
  const total = sizes.includes(null) ? null : sizes.reduce<number>((sum, n) => sum + (n ?? 0), 0);
  const row = await insertRun(t.db, hostId, {
    title: `Grouped run ${sizes.join('-')}`,
    startsAt: new Date(Date.now() + 48 * 3600_000),
    maxParticipants: total,
  });
  await addRunGroups(
    t.db,
    row.id,
    sizes.map((maxParticipants, position) => ({
      position,
      name: `Group ${position + 1}`,
      paceSecondsPerKm: 300 + position * 30,
      distanceKm: null,
      maxParticipants,
      leader: null,
    })),
  );
  return getRun(row.id);
}

const getRun = async (id: number) => (await t.app.inject({ url: `/api/events/${id}` })).json<Run>();
const register = (app: App, runId: number, runner: Runner, groupId?: number) =>
  app.inject({
    method: 'POST',
    url: `/api/events/${runId}/registrations`,
    headers: runner.auth,
    payload: {
      name: 'Runner',
      email: 'runner@example.test',
      pace: 6,
      ...(groupId === undefined ? {} : { groupId }),
    },
  });
const move = (runId: number, runner: Runner, groupId: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/events/${runId}/registrations/me`,
    headers: runner.auth,
    payload: { groupId },
  });
const mine = async (runId: number, runner: Runner) =>
  (
    await t.app.inject({ url: `/api/events/${runId}/registrations/me`, headers: runner.auth })
  ).json<MyRegistrationResponse>().registration;
const fieldsOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { fields?: Record<string, string> } }>().error.fields ?? {};
const groupIds = (run: Run) => run.groups.map((g) => g.id);

describe('the e-mails of a run with pace groups', () => {
  const mailsTo = (email: string) =>
    t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(asc(mailOutbox.id));

  it('name the group in the confirmation, the waitlist, the promotion and the reminder', async () => {
    const run = await runWithGroups([1, 3]);
    const [a] = groupIds(run);
    const [first, second, plainRunner] = await insertRunners(t.db, 3);
    if (!first || !second || !plainRunner) throw new Error('three runners expected');
    await register(t.app, run.id, first, a);
    await register(t.app, run.id, second, a); // waitlisted in Group 1
    const line = 'Pace group: Group 1, 5:00 min/km';
    const [confirmation] = await mailsTo(first.email);
    const [waitlisted] = await mailsTo(second.email);
    expect(confirmation?.subject).toBe(registrationEmailSubjects.confirmed(run.title));
    expect(waitlisted?.subject).toBe(registrationEmailSubjects.waitlisted(run.title));
    for (const mail of [confirmation, waitlisted]) {
      expect(mail?.textBody).toContain(line);
      expect(mail?.htmlBody).toContain('Group 1, 5:00 min/km');
    }
    expect((await cancelFor(t.app, run.id, first)).statusCode).toBe(204);
    const promoted = (await mailsTo(second.email)).at(-1);
    expect(promoted?.subject).toBe(registrationEmailSubjects.promoted(run.title));
    expect(promoted?.textBody).toContain(line);

    // The 24-hour reminder, sent 20 hours before the start.
    const startsAt = new Date(run.startsAt);
    const leads = [{ label: '24h', ms: 24 * 3600_000 }];
    const reminderDeps = { publicUrl: t.config.publicUrl, secret: t.config.sessionSecret, leads };
    await sendDueReminders(t.db, reminderDeps, new Date(startsAt.getTime() - 20 * 3600_000));
    const reminder = (await mailsTo(second.email)).at(-1);
    expect(reminder?.subject).toMatch(/^Reminder: /);
    expect(reminder?.textBody).toContain(line);
    expect(reminder?.htmlBody).toContain('Group 1, 5:00 min/km');

    // In Spanish too.
    const spanish = registrationEmail(
      'confirmed',
      { email: first.email, name: 'Lucía', language: 'es' },
      await getCalendarRun(t.db, run.id),
      { publicUrl: t.config.publicUrl, now: new Date(), group: { name: 'Group 1', pace: 5 } },
    );
    expect(spanish.text).toContain('Grupo de ritmo: Group 1, 5:00 min/km');

    // A run without groups names none.
    const plain = await insertRun(t.db, hostId, { startsAt: new Date(Date.now() + 48 * 3600_000) });
    await register(t.app, plain.id, plainRunner);
    expect((await mailsTo(plainRunner.email)).at(-1)?.textBody).not.toContain('Pace group');
  });
});

describe('registering for a run with pace groups', () => {
  it('needs a groupId of the run (400 naming it), and a run without groups takes none', async () => {
    const run = await runWithGroups([2, 2]);
    const [runner] = await insertRunners(t.db, 1);
    if (!runner) throw new Error('one runner expected');
    const without = await register(t.app, run.id, runner);
    expect(without.statusCode).toBe(400);
    expect(fieldsOf(without)).toEqual({ groupId: english(runGroupMessages.groupRequired) });
    const other = await runWithGroups([3]);
    const foreign = await register(t.app, run.id, runner, other.groups[0]?.id);
    expect(foreign.statusCode).toBe(400);
    expect(fieldsOf(foreign)).toEqual({ groupId: english(runGroupMessages.unknownGroup) });
    const plain = await insertRun(t.db, hostId, { startsAt: new Date(Date.now() + 48 * 3600_000) });
    const given = await register(t.app, plain.id, runner, run.groups[0]?.id);
    expect(given.statusCode).toBe(400);
    expect(fieldsOf(given)).toEqual({ groupId: english(runGroupMessages.notAGroup) });
    expect((await register(t.app, run.id, runner, run.groups[1]?.id)).json<MyRegistration>()).toMatchObject({
      status: 'confirmed',
      groupId: run.groups[1]?.id,
    });
  });

  it('waitlists in a full group while another has room, each group numbering its own waitlist', async () => {
    const run = await runWithGroups([1, 2]);
    const [a, b] = groupIds(run);
    const crowd = await insertRunners(t.db, 5);
    const answers = [];
    for (const [i, runner] of crowd.entries()) {
      answers.push((await register(t.app, run.id, runner, i < 3 ? a : b)).json<MyRegistration>());
    }
    expect(answers.map((r) => [r.status, r.waitlistPosition])).toEqual([
      ['confirmed', null],
      ['waitlisted', 1],
      ['waitlisted', 2],
      ['confirmed', null],
      ['confirmed', null],
    ]);
    const shown = await getRun(run.id);
    expect(shown.groups.map((g) => [g.currentParticipants, g.waitlistCount])).toEqual([
      [1, 2],
      [2, 0],
    ]);
    expect([shown.maxParticipants, shown.currentParticipants]).toEqual([3, 3]);
  });

  it("gives a freed spot to that group's waitlist, and e-mails the runner promoted", async () => {
    const run = await runWithGroups([1, 1]);
    const [a, b] = groupIds(run);
    const [first, second, third, fourth] = await insertRunners(t.db, 4);
    if (!first || !second || !third || !fourth) throw new Error('four runners expected');
    await register(t.app, run.id, first, a);
    await register(t.app, run.id, second, b);
    await register(t.app, run.id, third, b); // waitlisted in b
    await register(t.app, run.id, fourth, a); // waitlisted in a
    expect((await cancelFor(t.app, run.id, first)).statusCode).toBe(204);
    expect(await mine(run.id, fourth)).toMatchObject({ status: 'confirmed', groupId: a });
    expect(await mine(run.id, third)).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
      groupId: b,
    });
    const promoted = (await outbox(t.db)).filter(
      (m) => m.subject === registrationEmailSubjects.promoted(run.title),
    );
    expect(promoted.map((m) => m.toAddress)).toEqual([fourth.email]);
  });

  it('lists participants with their group and their place on its waitlist', async () => {
    const run = await runWithGroups([1, 1]);
    const [a, b] = groupIds(run);
    const crowd = await insertRunners(t.db, 4);
    for (const [i, runner] of crowd.entries()) await register(t.app, run.id, runner, i % 2 === 0 ? a : b);
    const answer = (await t.app.inject({ url: `/api/events/${run.id}/participants` })).json<{
      run: { groups?: { id: number; name: string; pace: number }[] };
      participants: { groupId: number | null; status: string; waitlistPosition: number | null }[];
    }>();
    // The run's groups come in their order, with pace in minutes per km, for the list's group names.
    expect(answer.run.groups).toEqual([
      { id: a, name: 'Group 1', pace: 5 },
      { id: b, name: 'Group 2', pace: 5.5 },
    ]);
    const plain = await insertRun(t.db, hostId, { startsAt: new Date(Date.now() + 48 * 3600_000) });
    const plainRun = (await t.app.inject({ url: `/api/events/${plain.id}/participants` })).json<{
      run: object;
    }>();
    expect(plainRun.run).not.toHaveProperty('groups');
    const participants = answer.participants;
    expect(participants.map((p) => [p.groupId, p.status, p.waitlistPosition])).toEqual([
      [a, 'confirmed', null],
      [b, 'confirmed', null],
      [a, 'waitlisted', 1],
      [b, 'waitlisted', 1],
    ]);
  });
});

describe("the host's views of a run with pace groups", () => {
  it('has a Group column in the CSV, group by group, and the check-in screen by group', async () => {
    const run = await runWithGroups([1, 5]);
    const [a, b] = groupIds(run);
    const crowd = await insertRunners(t.db, 3);
    for (const [i, runner] of crowd.entries()) await register(t.app, run.id, runner, i === 1 ? a : b);
    const host = { authorization: `Bearer ${await insertSession(t.db, hostId)}` };
    const csv = await t.app.inject({ url: `/api/events/${run.id}/participants.csv`, headers: host });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]?.split(',')).toEqual([
      'Run',
      'Run date',
      'Name',
      'Group',
      'Email',
      'Pace',
      'Registered',
      'Status',
    ]);
    expect(lines.slice(1).map((line) => line.split(',')[3])).toEqual(['Group 1', 'Group 2', 'Group 2']);

    const screen = await t.app.inject({ url: `/api/events/${run.id}/attendance`, headers: host });
    expect(screen.statusCode, screen.body).toBe(200);
    const { runners } = screen.json<{ runners: { group?: string }[] }>();
    expect(runners.map((r) => r.group)).toEqual(['Group 1', 'Group 2', 'Group 2']);

    const plain = await insertRun(t.db, hostId, { startsAt: new Date(Date.now() + 48 * 3600_000) });
    const plainCsv = await t.app.inject({ url: `/api/events/${plain.id}/participants.csv`, headers: host });
    expect(plainCsv.body).not.toContain('Group');
  });
});

describe('PATCH /api/events/:id/registrations/me { groupId }', () => {
  it('moves a runner to a group with room, frees their spot for the old group, and refuses a full one (409)', async () => {
    const run = await runWithGroups([1, 1, 2]);
    const [a, b, c] = groupIds(run);
    const [first, second, third] = await insertRunners(t.db, 3);
    if (!first || !second || !third) throw new Error('three runners expected');
    await register(t.app, run.id, first, a);
    await register(t.app, run.id, second, b);
    await register(t.app, run.id, third, a); // waitlisted in a

    const full = await move(run.id, first, b);
    expect(full.statusCode).toBe(409);
    expect(fieldsOf(full)).toEqual({ groupId: english(runGroupMessages.groupFull) });

    const moved = await move(run.id, first, c);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<MyRegistration>()).toMatchObject({
      status: 'confirmed',
      groupId: c,
      waitlistPosition: null,
    });
    expect(await mine(run.id, third)).toMatchObject({ status: 'confirmed', groupId: a });

    // A waitlisted runner who moves to a group with room gets a spot there.
    const [fourth] = await insertRunners(t.db, 1);
    if (!fourth) throw new Error('one runner expected');
    await register(t.app, run.id, fourth, b);
    expect(await mine(run.id, fourth)).toMatchObject({ status: 'waitlisted' });
    expect((await move(run.id, fourth, c)).json<MyRegistration>()).toMatchObject({
      status: 'confirmed',
      groupId: c,
    });
    expect((await getRun(run.id)).groups.map((g) => g.currentParticipants)).toEqual([1, 1, 2]);
  });

  it('answers 400 for a bad or foreign group, 404 when not registered, 401 signed out', async () => {
    const run = await runWithGroups([2, 2]);
    const [runner] = await insertRunners(t.db, 1);
    if (!runner) throw new Error('one runner expected');
    expect((await move(run.id, runner, run.groups[0]?.id)).statusCode).toBe(404);
    await register(t.app, run.id, runner, run.groups[0]?.id);
    expect((await move(run.id, runner, 'fast')).statusCode).toBe(400);
    const foreign = await move(run.id, runner, 2_000_000);
    expect(foreign.statusCode).toBe(400);
    expect(fieldsOf(foreign)).toEqual({ groupId: english(runGroupMessages.unknownGroup) });
    const signedOut = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/${run.id}/registrations/me`,
      payload: { groupId: run.groups[1]?.id },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

/** The run's registrations in registration order. */
const rowsOf = (runId: number) =>
  t.db
    .select()
    .from(registrations)
    .where(eq(registrations.eventId, runId))
    .orderBy(asc(registrations.createdAt), asc(registrations.id));

/**
 * 120 runners at once ask for two groups of 20 (half each): each group confirms exactly its first 20 and
 * waitlists the rest in registration order, and every runner was told the place they really have.
 */
async function rush(apps: App[]) {
  const run = await runWithGroups([20, 20]);
  const [a, b] = groupIds(run);
  const crowd = await insertRunners(t.db, 120);
  const responses = await Promise.all(
    crowd.map((runner, i) => register(apps[i % apps.length] ?? t.app, run.id, runner, i % 2 === 0 ? a : b)),
  );
  expect(responses.map((r) => r.statusCode)).toEqual(crowd.map(() => 201));
  const answered = new Map(responses.map((r) => [r.json<MyRegistration>().id, r.json<MyRegistration>()]));
  const rows = await rowsOf(run.id);
  for (const groupId of [a, b]) {
    const inGroup = rows.filter((row) => row.groupId === groupId);
    expect(inGroup).toHaveLength(60);
    inGroup.forEach((row, index) => {
      expect(row.status).toBe(index < 20 ? 'confirmed' : 'waitlisted');
      expect(answered.get(row.id)?.waitlistPosition).toBe(index < 20 ? null : index - 19);
    });
  }
  const shown = await getRun(run.id);
  expect(shown.groups.map((g) => [g.currentParticipants, g.waitlistCount])).toEqual([
    [20, 40],
    [20, 40],
  ]);
}

describe('120 simultaneous registrations for two groups of 20', () => {
  it(
    'confirms exactly 20 in each group, the first 20, and waitlists the rest in order',
    { timeout: 180_000 },
    () => rush([t.app]),
  );
});

const databaseUrl = inject('databaseUrl');
if (databaseUrl) {
  describe('on two app instances sharing one PostgreSQL database', () => {
    let second: App;
    beforeAll(async () => {
      second = await buildApp(t.config, { logger: false });
    });
    afterAll(() => second.close());
    it('still confirms exactly 20 per group', { timeout: 180_000 }, () => rush([t.app, second]));
  });
}
