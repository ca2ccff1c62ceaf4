import { zonedToInstant } from '@runtogether/shared/dates/date.rules';
import { runMessageMessages } from '@runtogether/shared/run-messages/run-message.schemas';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, mailOutbox } from '../../db/schema';
import { insertHost, insertRegistration, insertRun, insertSession, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runMessageSubject } from './run-message-email';
import { english } from '../../test/english';

// The app's clock: tests move it across the run's midnight instead of waiting.
let clock = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const HOUR = 3_600_000;

async function runWithRunners() {
  const host = await insertHost(t.db, { businessName: 'Retiro Runners' });
  const run = await insertRun(t.db, host.id, {
    startsAt: new Date(clock + 5 * 24 * HOUR),
    title: 'Sunset 5K',
    timezone: 'Europe/Madrid',
  });
  const confirmed = await insertUser(t.db, { name: 'Ana' });
  const waitlisted = await insertUser(t.db, { name: 'Bea' });
  await insertRegistration(t.db, run.id, confirmed);
  await insertRegistration(t.db, run.id, waitlisted, { status: 'waitlisted' });
  const hostAuth = `Bearer ${await insertSession(t.db, host.id)}`;
  return { host, run, hostAuth, emails: [confirmed.email, waitlisted.email] };
}

const send = (runId: number, authorization: string | undefined, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/events/${runId}/messages`,
    headers: authorization ? { authorization } : {},
    payload: body as Record<string, unknown>,
  });

const list = (runId: number, authorization: string) =>
  t.app.inject({ method: 'GET', url: `/api/events/${runId}/messages`, headers: { authorization } });

describe('POST /api/events/:id/messages', () => {
  it("e-mails the host's message, trimmed, to every confirmed and waitlisted runner, and counts down the day's 3", async () => {
    // Noon in Madrid, so the day's limit is not reset mid-test.
    clock = zonedToInstant('2030-06-10', '12:00', 'Europe/Madrid').getTime();
    const { run, hostAuth, emails } = await runWithRunners();
    const first = await send(run.id, hostAuth, { body: '  Meet at the north gate  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      message: { body: 'Meet at the north gate', sentAt: new Date(clock).toISOString() },
      recipients: 2,
      remainingToday: 2,
    });
    const mails = await t.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, emails));
    expect(mails.map((m) => m.toAddress).sort()).toEqual([...emails].sort());
    for (const mail of mails) {
      expect(mail.subject).toBe(runMessageSubject('Retiro Runners', 'Sunset 5K'));
      expect(mail.textBody).toContain('Meet at the north gate');
      expect(mail.textBody).toContain(`${t.config.publicUrl}/runs/${run.id}`);
    }

    expect((await send(run.id, hostAuth, { body: 'Bring water' })).json()).toMatchObject({
      remainingToday: 1,
    });
    expect((await send(run.id, hostAuth, { body: 'Rain jackets!' })).json()).toMatchObject({
      remainingToday: 0,
    });
    const fourth = await send(run.id, hostAuth, { body: 'One more thing' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: english(runMessageMessages.limitReached) },
    });
    // The refused one reached nobody.
    expect(await t.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, emails))).toHaveLength(6);

    const listed = await list(run.id, hostAuth);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ dailyLimit: 3, remainingToday: 0 });
    expect(listed.json<{ items: { body: string }[] }>().items.map((m) => m.body)).toEqual([
      'Rain jackets!',
      'Bring water',
      'Meet at the north gate',
    ]);

    // A new day in the run's zone: 3 more.
    clock = zonedToInstant('2030-06-11', '00:05', 'Europe/Madrid').getTime();
    expect((await list(run.id, hostAuth)).json()).toMatchObject({ remainingToday: 3 });
    expect((await send(run.id, hostAuth, { body: 'See you today' })).statusCode).toBe(201);
  });

  it('answers the same words again within 10 minutes with the send already made, mailing nobody twice', async () => {
    clock = zonedToInstant('2030-06-10', '12:00', 'Europe/Madrid').getTime();
    const { run, hostAuth, emails } = await runWithRunners();
    const mailed = async () =>
      (await t.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, emails))).length;
    const first = await send(run.id, hostAuth, { body: 'Meet at the north gate' });
    expect(first.statusCode).toBe(201);
    // A retry after the answer was lost (or a second click), with the words trimmed alike, a minute later.
    clock += 60_000;
    const retry = await send(run.id, hostAuth, { body: ' Meet at the north gate ' });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual({ ...first.json(), alreadySent: true });
    expect(await mailed()).toBe(2);
    expect((await list(run.id, hostAuth)).json()).toMatchObject({ remainingToday: 2, items: [{}] });

    // The same words 10 minutes after the first are a message of their own.
    clock += 9 * 60_000;
    const later = await send(run.id, hostAuth, { body: 'Meet at the north gate' });
    expect(later.statusCode).toBe(201);
    expect(later.json()).toMatchObject({ remainingToday: 1 });
    // The day's third, then its retry: answered even with none left, since it is the send already made.
    expect((await send(run.id, hostAuth, { body: 'Bring water' })).json()).toMatchObject({
      remainingToday: 0,
    });
    const thirdAgain = await send(run.id, hostAuth, { body: 'Bring water' });
    expect(thirdAgain.statusCode).toBe(200);
    expect(thirdAgain.json()).toMatchObject({ remainingToday: 0, alreadySent: true });
    expect(await mailed()).toBe(6);
    // Other words are another message, refused now that the day's 3 are spent.
    expect((await send(run.id, hostAuth, { body: 'Rain jackets!' })).statusCode).toBe(429);
  });

  it('refuses an empty or too long message with a clear message, and sends nothing', async () => {
    clock = Date.now();
    const { run, hostAuth, emails } = await runWithRunners();
    for (const [body, message] of [
      ['   ', english(runMessageMessages.required)],
      ['x'.repeat(281), english(runMessageMessages.tooLong)],
    ] as const) {
      const response = await send(run.id, hostAuth, { body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { fields: { body: message } } });
    }
    expect((await send(run.id, hostAuth, { body: 'x'.repeat(280) })).statusCode).toBe(201);
    expect((await send(run.id, hostAuth, {})).statusCode).toBe(400);
    expect((await send(run.id, hostAuth, { body: 'hi', extra: 1 })).statusCode).toBe(400);
    expect(await t.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, emails))).toHaveLength(2);
  });

  it("lets only the run's host send or read: 401 visitor, 403 runner or another host, 404 unknown run", async () => {
    clock = Date.now();
    const { run, emails } = await runWithRunners();
    const runner = await insertUser(t.db);
    const runnerAuth = `Bearer ${await insertSession(t.db, runner.id)}`;
    const otherHost = await insertHost(t.db);
    const otherAuth = `Bearer ${await insertSession(t.db, otherHost.id)}`;
    expect((await send(run.id, undefined, { body: 'hi' })).statusCode).toBe(401);
    expect((await send(run.id, runnerAuth, { body: 'hi' })).statusCode).toBe(403);
    const foreign = await send(run.id, otherAuth, { body: 'hi' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ error: { message: english(runMessageMessages.hostOnly) } });
    expect((await list(run.id, otherAuth)).statusCode).toBe(403);
    expect((await list(run.id, runnerAuth)).statusCode).toBe(403);
    expect((await send(999_999, otherAuth, { body: 'hi' })).statusCode).toBe(404);
    expect(await t.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, emails))).toEqual([]);
  });

  it('refuses a message to a run nobody is registered for, and does not count it against the day', async () => {
    clock = zonedToInstant('2030-06-10', '12:00', 'Europe/Madrid').getTime();
    const host = await insertHost(t.db, { businessName: 'New Café' });
    const run = await insertRun(t.db, host.id, {
      startsAt: new Date(clock + 5 * 24 * HOUR),
      timezone: 'Europe/Madrid',
    });
    const hostAuth = `Bearer ${await insertSession(t.db, host.id)}`;
    const response = await send(run.id, hostAuth, { body: 'Meet at the north gate' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { message: english(runMessageMessages.noRunners) } });
    expect((await list(run.id, hostAuth)).json()).toMatchObject({ items: [], remainingToday: 3 });
  });

  it('refuses a message about a run that took place more than a day ago', async () => {
    clock = Date.now();
    const { run, hostAuth } = await runWithRunners();
    clock = run.startsAt.getTime() + 25 * HOUR;
    const response = await send(run.id, hostAuth, { body: 'Thanks for coming' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { message: english(runMessageMessages.runStarted) } });
  });

  it('refuses a message about a run the RunTogether team hid, and e-mails nobody (docs/decisions/049)', async () => {
    clock = Date.now();
    const { run, hostAuth, emails } = await runWithRunners();
    await t.db
      .update(events)
      .set({ hiddenAt: new Date(clock), hiddenReason: 'Reported as a scam' })
      .where(eq(events.id, run.id));
    const response = await send(run.id, hostAuth, { body: 'Pay the entry fee to this account' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { message: english(runMessageMessages.runHidden) } });
    expect(await t.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, emails))).toEqual([]);
  });
});
