// An honest waitlist (docs/decisions/053): the give-up link of confirmations and reminders, the claim of a spot
// freed within the cutoff, and "Still coming?" for "Ask to confirm" runs, on the injected clock.
import { dateKeyInZone, zonedToInstant } from '@runtogether/shared/dates/date.rules';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, mailOutbox, registrations } from '../../db/schema';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import { insertHost, insertRegistration, insertRun, insertSession, insertUser } from '../../test/factories';
import { secondConnection } from '../../test/second-connection';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendDueReminders } from '../reminders/reminders.service';
import { addRunGroups } from '../runs/run-groups';
import { findRunGroups } from '../runs/run-groups.repository';
import { askStillComing, releaseUnanswered } from './ask-to-confirm.service';
import { spotLinkPath, spotLinkToken } from './spot-links';
import { leaveRun } from './register.service';
import type { RegistrationDeps } from './registrations.service';

let t: TestApp;
let other: ReturnType<typeof secondConnection>;
let deps: RegistrationDeps;
beforeAll(async () => {
  t = await createTestApp();
  other = secondConnection(t);
  deps = {
    db: t.db,
    publicUrl: t.config.publicUrl,
    secret: t.config.sessionSecret,
    waitlistCutoffMinutes: t.config.waitlistCutoffMinutes,
    mailQueued: () => {},
  };
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const ORIGIN = 'http://localhost:3000';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const browser = { accept: 'text/html' };

const browserOf = async (user: { id: string }) => ({
  cookie: `${SESSION_COOKIE}=${await insertSession(t.db, user.id)}`,
  origin: ORIGIN,
});

const mailsTo = (email: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id);

/** The path of the link of a kind in the last mail to an address that has one. */
async function linkIn(email: string, kind: string): Promise<string> {
  const pattern = new RegExp(`${t.config.publicUrl}(/api/spots/${kind}/\\S+)`);
  const match = (await mailsTo(email))
    .map((mail) => pattern.exec(mail.textBody))
    .findLast((found) => found?.[1]);
  if (!match?.[1]) throw new Error(`no ${kind} link in the mail to ${email}`);
  return match[1];
}

const statusOf = async (runnerId: string, eventId: number) =>
  (
    await t.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.runnerId, runnerId), eq(registrations.eventId, eventId)))
  )[0]?.status ?? null;

async function fullRun(startsAt: Date, max: number, values: Parameters<typeof insertRun>[2] | object = {}) {
  const host = await insertHost(t.db);
  return insertRun(t.db, host.id, {
    title: 'Sunset 5K',
    address: 'Puerta de Alcalá, Madrid',
    maxParticipants: max,
    ...values,
    startsAt,
  });
}

describe('"Can\'t make it? Give up your spot"', () => {
  it('is in the confirmation, asks once without a log-in, then cancels and gives the spot to the next runner', async () => {
    const run = await fullRun(new Date(Date.now() + 2 * DAY), 1);
    const [ana, ben] = [await insertUser(t.db), await insertUser(t.db)];
    const form = { name: 'Ana', email: 'ana@example.test', pace: 6 };
    for (const runner of [ana, ben]) {
      const registered = await t.app.inject({
        method: 'POST',
        url: `/api/events/${run.id}/registrations`,
        headers: await browserOf(runner),
        payload: form,
      });
      expect(registered.statusCode).toBe(201);
    }
    const confirmation = (await mailsTo(ana.email)).at(-1)!;
    expect(confirmation.htmlBody).toContain('Can&#39;t make it? Give up your spot');
    expect(confirmation.textBody).toContain("Can't make it? Give up your spot: ");
    // A waitlist confirmation has no spot to give up.
    expect((await mailsTo(ben.email)).at(-1)!.textBody).not.toContain('/api/spots/give-up/');
    const link = await linkIn(ana.email, 'give-up');

    const page = await t.app.inject({ method: 'GET', url: link, headers: browser });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Give up your spot?');
    expect(page.body).toContain(`action="${link}"`);
    // The link names the mail's language; without it (an older mail) the browser's decides.
    expect(link).toMatch(/\?lang=en$/);
    const spanish = await t.app.inject({
      method: 'GET',
      url: link.replace(/\?lang=en$/, ''),
      headers: { ...browser, 'accept-language': 'es' },
    });
    expect(spanish.body).toContain('¿Dejar tu plaza?');
    const info = await t.app.inject({ method: 'GET', url: link });
    expect(info.json()).toMatchObject({ runId: run.id, title: 'Sunset 5K', status: 'confirmed' });
    // Opening it changed nothing.
    expect(await statusOf(ana.id, run.id)).toBe('confirmed');

    const done = await t.app.inject({ method: 'POST', url: link });
    expect(done.json()).toEqual({ result: 'cancelled' });
    expect(await statusOf(ana.id, run.id)).toBeNull();
    expect(await statusOf(ben.id, run.id)).toBe('confirmed');
    const promoted = (await mailsTo(ben.email)).at(-1)!;
    expect(promoted.subject).toBe("A spot opened up: you're in for Sunset 5K");
    expect(promoted.textBody).toContain('/api/spots/give-up/');
    // Once only: the registration is gone.
    expect((await t.app.inject({ method: 'POST', url: link })).statusCode).toBe(404);
    const gone = await t.app.inject({ method: 'GET', url: link, headers: browser });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('This link no longer works');
  });

  it('refuses forged, altered and malformed tokens (4xx, never 5xx) and the token of another link', async () => {
    const run = await fullRun(new Date(Date.now() + 2 * DAY), 5);
    const runner = await insertUser(t.db);
    const registration = await insertRegistration(t.db, run.id, runner);
    const genuine = (await import('./spot-links')).spotLinkToken(
      t.config.sessionSecret,
      'give-up',
      registration.id,
    );
    const claimToken = (await import('./spot-links')).spotLinkToken(
      t.config.sessionSecret,
      'claim',
      registration.id,
    );
    const [id, signature] = genuine.split('.') as [string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [
      `${id}.${flipped}`,
      `${registration.id + 1}.${signature}`,
      claimToken,
      `${id}`,
      'abc.def',
      '99999999999.x',
      `-1.${signature}`,
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await t.app.inject({ method, url: `/api/spots/give-up/${encodeURIComponent(token)}` });
        expect({ token, method, status: answer.statusCode }).toEqual({ token, method, status: 404 });
      }
    }
    const long = await t.app.inject({ method: 'POST', url: `/api/spots/give-up/${'x'.repeat(201)}` });
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
    expect(await statusOf(runner.id, run.id)).toBe('confirmed');
    // A mangled "Still coming?" answer is as invalid as any bad link: to a browser the same page, to anyone
    // else a sentence without the parameter's name, in the reader's language.
    const maybeUrl = `/api/spots/still-coming/maybe/${encodeURIComponent(genuine)}`;
    for (const method of ['GET', 'POST'] as const) {
      const page = await t.app.inject({
        method,
        url: maybeUrl,
        headers: { ...browser, 'accept-language': 'es' },
      });
      expect(page.statusCode).toBe(400);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('Enlace no válido');
      expect(page.body).toContain('Este enlace ya no funciona');
    }
    const maybe = await t.app.inject({ url: maybeUrl, headers: { 'accept-language': 'es' } });
    expect(maybe.statusCode).toBe(400);
    expect(maybe.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Este enlace no es válido o ya no funciona.',
        fields: { answer: 'Este enlace no es válido o ya no funciona.' },
      },
    });
  });

  it('is in every reminder', async () => {
    const run = await fullRun(new Date(Date.now() + 100 * MINUTE), 5);
    const runner = await insertUser(t.db);
    await insertRegistration(t.db, run.id, runner, { createdAt: new Date(Date.now() - DAY) });
    const reminders = { publicUrl: deps.publicUrl, secret: deps.secret, leads: t.config.reminderLeads };
    expect(await sendDueReminders(t.db, reminders, new Date())).toBeGreaterThanOrEqual(1);
    const reminder = (await mailsTo(runner.email)).at(-1)!;
    expect(reminder.subject).toMatch(/^Reminder: Sunset 5K/);
    expect(reminder.textBody).toContain("Can't make it? Give up your spot: ");
    const link = await linkIn(runner.email, 'give-up');
    // No waitlist here: the page does not claim the spot went to anyone.
    const done = await t.app.inject({ method: 'POST', url: link, headers: browser });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('is free for someone else.');
    expect(done.body).not.toContain('has gone to the next runner');
    expect(await statusOf(runner.id, run.id)).toBeNull();
  });
});

describe('a spot freed within WAITLIST_CUTOFF_MINUTES of the start', () => {
  it('is offered to the whole waitlist, and the first of many simultaneous claims gets it', async () => {
    const run = await fullRun(new Date(Date.now() + 20 * MINUTE), 2);
    const leaving = await insertUser(t.db);
    const staying = await insertUser(t.db);
    await insertRegistration(t.db, run.id, leaving);
    await insertRegistration(t.db, run.id, staying);
    const waiting = [];
    for (let i = 0; i < 5; i++) {
      const runner = await insertUser(t.db, { language: i === 0 ? 'es' : 'en' });
      await insertRegistration(t.db, run.id, runner, {
        status: 'waitlisted',
        createdAt: new Date(Date.now() - (10 - i) * MINUTE),
      });
      waiting.push(runner);
    }
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${run.id}/registrations/me`,
      headers: await browserOf(leaving),
    });
    expect(cancel.statusCode).toBe(204);
    // Not given away silently: the first on the waitlist is still waiting, and everyone heard of the spot.
    expect(await statusOf(waiting[0]!.id, run.id)).toBe('waitlisted');
    const offers = await Promise.all(waiting.map(async (runner) => (await mailsTo(runner.email)).at(-1)!));
    expect(offers.map((mail) => mail.subject)).toEqual([
      'Se acaba de liberar una plaza: Sunset 5K',
      ...Array.from({ length: 4 }, () => 'A spot just opened: Sunset 5K'),
    ]);
    const links = await Promise.all(waiting.map((runner) => linkIn(runner.email, 'claim')));
    const page = await t.app.inject({ method: 'GET', url: links[3]!, headers: browser });
    expect(page.body).toContain('Claim the spot?');

    // Everyone claims at once, half of them through another instance's connection.
    const answers = await Promise.all(links.map((url) => t.app.inject({ method: 'POST', url })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json<{ error: { code: string } }>().error.code).toBe('SPOT_TAKEN');
    }
    const winner = waiting[statuses.indexOf(200)]!;
    expect(await statusOf(winner.id, run.id)).toBe('confirmed');
    const confirmed = await t.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.eventId, run.id), eq(registrations.status, 'confirmed')));
    expect(confirmed).toHaveLength(2);
    expect((await mailsTo(winner.email)).at(-1)!.subject).toMatch(/^(A spot opened up|Se ha liberado)/);
    // A later click sees the spot is taken; the winner's own click is still a success.
    // The last of the four who lost: never the first on the waitlist, whose links open in Spanish (lang=es).
    const loser = links[statuses.lastIndexOf(409)]!;
    const taken = await t.app.inject({ method: 'GET', url: loser, headers: browser });
    expect(taken.body).toContain('The spot is taken');
    expect((await t.app.inject({ method: 'POST', url: links[statuses.indexOf(200)]! })).statusCode).toBe(200);
  });

  it('on a run with pace groups is offered to its group’s waitlist only, and a claim takes that group’s spot', async () => {
    const run = await fullRun(new Date(Date.now() + 20 * MINUTE), 2, { title: 'Grouped 5K' });
    await addRunGroups(t.db, run.id, [
      {
        position: 0,
        name: 'Swift',
        paceSecondsPerKm: 285,
        distanceKm: null,
        maxParticipants: 1,
        leader: null,
      },
      {
        position: 1,
        name: 'Chatty',
        paceSecondsPerKm: 390,
        distanceKm: null,
        maxParticipants: 1,
        leader: null,
      },
    ]);
    const [swift, chatty] = await findRunGroups(t.db, run.id);
    const [leaving, stayingChatty, firstSwift, secondSwift, waitingChatty] = await Promise.all(
      Array.from({ length: 5 }, () => insertUser(t.db)),
    );
    await insertRegistration(t.db, run.id, leaving!, { groupId: swift!.id });
    await insertRegistration(t.db, run.id, stayingChatty!, { groupId: chatty!.id });
    const waitlisted = (groupId: number, minutesAgo: number) => ({
      status: 'waitlisted' as const,
      groupId,
      createdAt: new Date(Date.now() - minutesAgo * MINUTE),
    });
    await insertRegistration(t.db, run.id, firstSwift!, waitlisted(swift!.id, 9));
    await insertRegistration(t.db, run.id, secondSwift!, waitlisted(swift!.id, 8));
    const chattyWait = await insertRegistration(t.db, run.id, waitingChatty!, waitlisted(chatty!.id, 10));

    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${run.id}/registrations/me`,
      headers: await browserOf(leaving!),
    });
    expect(cancel.statusCode).toBe(204);
    // Swift's spot: offered to Swift's waitlist, naming the group; Chatty's waitlist hears nothing.
    expect(await statusOf(firstSwift!.id, run.id)).toBe('waitlisted');
    for (const runner of [firstSwift!, secondSwift!]) {
      const offer = (await mailsTo(runner.email)).at(-1)!;
      expect(offer.subject).toBe('A spot just opened: Grouped 5K');
      expect(offer.textBody).toContain('A spot just opened in the Swift group of "Grouped 5K"');
    }
    expect(await mailsTo(waitingChatty!.email)).toEqual([]);

    // A claim from Chatty's waitlist finds its own group full.
    const chattyClaim = spotLinkPath('claim', spotLinkToken(t.config.sessionSecret, 'claim', chattyWait.id));
    const refused = await t.app.inject({ method: 'POST', url: chattyClaim });
    expect(refused.statusCode).toBe(409);
    expect(await statusOf(waitingChatty!.id, run.id)).toBe('waitlisted');

    // The second on Swift's waitlist claims first and gets the spot, in Swift.
    const secondLink = await linkIn(secondSwift!.email, 'claim');
    const firstLink = await linkIn(firstSwift!.email, 'claim');
    expect((await t.app.inject({ method: 'GET', url: secondLink })).json()).toMatchObject({
      status: 'waitlisted',
    });
    expect((await t.app.inject({ method: 'POST', url: secondLink })).statusCode).toBe(200);
    const [claimed] = await t.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.runnerId, secondSwift!.id), eq(registrations.eventId, run.id)));
    expect(claimed).toMatchObject({ status: 'confirmed', groupId: swift!.id });
    expect((await mailsTo(secondSwift!.email)).at(-1)!.textBody).toContain('Pace group: Swift, 4:45 min/km');
    const late = await t.app.inject({ method: 'POST', url: firstLink });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ error: { code: string } }>().error.code).toBe('SPOT_TAKEN');
    expect(await statusOf(firstSwift!.id, run.id)).toBe('waitlisted');
  });

  it('goes to the next runner as before outside the cutoff (or with a cutoff of 0)', async () => {
    const run = await fullRun(new Date(Date.now() + 20 * MINUTE), 1);
    const [leaving, next] = [await insertUser(t.db), await insertUser(t.db)];
    await insertRegistration(t.db, run.id, leaving);
    await insertRegistration(t.db, run.id, next, { status: 'waitlisted' });
    await leaveRun({ ...deps, waitlistCutoffMinutes: 0 }, leaving.id, run.id, new Date());
    expect(await statusOf(next.id, run.id)).toBe('confirmed');
    expect((await mailsTo(next.email)).at(-1)!.subject).toBe("A spot opened up: you're in for Sunset 5K");
  });
});

describe('"Ask to confirm"', () => {
  // The run starts at T, far ahead so the injected clock meets no other test's runs.
  const T = zonedToInstant('2031-06-17', '19:00', 'Europe/Madrid');
  const at = (msBeforeStart: number) => new Date(T.getTime() - msBeforeStart);

  /** Five past runs with check-in, the runner missing `missed` of them (one missed without any row). */
  async function history(runner: { id: string; name: string; email: string }, missed: number) {
    const host = await insertHost(t.db);
    const walkIn = { walkInName: 'Walk-in', present: true };
    for (let i = 0; i < 5; i++) {
      const run = await insertRun(t.db, host.id, { startsAt: new Date(T.getTime() - (10 + i) * DAY) });
      const registration = await insertRegistration(t.db, run.id, runner);
      const came = i >= missed;
      if (i === 0 && !came) {
        await t.db.insert(attendance).values({ eventId: run.id, ...walkIn });
      } else {
        await t.db
          .insert(attendance)
          .values({ eventId: run.id, registrationId: registration.id, runnerId: runner.id, present: came });
      }
    }
  }

  it('asks only runners who missed 2 of their last 5, once across instances; no or silence frees the spot', async () => {
    const run = await fullRun(T, 5, { askToConfirm: true, title: 'Track Tuesday' });
    const [silent, yes, no, reliable, newcomer] = await Promise.all(
      ['silent', 'yes', 'no', 'reliable', 'newcomer'].map((name) => insertUser(t.db, { name })),
    );
    await history(silent!, 2);
    await history(yes!, 3);
    await history(no!, 5);
    await history(reliable!, 1);
    for (const runner of [silent!, yes!, no!, reliable!, newcomer!])
      await insertRegistration(t.db, run.id, runner);
    const [first, second] = [await insertUser(t.db), await insertUser(t.db)];
    await insertRegistration(t.db, run.id, first, {
      status: 'waitlisted',
      createdAt: new Date(Date.now() - 2000),
    });
    await insertRegistration(t.db, run.id, second, { status: 'waitlisted' });
    // A run without "Ask to confirm" asks nobody, whatever the history.
    const plain = await fullRun(T, 5);
    await insertRegistration(t.db, plain.id, silent!);

    expect(await askStillComing(deps, at(3 * HOUR + MINUTE))).toBe(0);
    const asked = await Promise.all([
      askStillComing(deps, at(3 * HOUR)),
      askStillComing({ ...deps, db: other.db }, at(3 * HOUR)),
    ]);
    expect(asked[0] + asked[1]).toBe(3);
    expect(await askStillComing(deps, at(2 * HOUR))).toBe(0);
    const stillComing = await t.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, 'Still coming? Track Tuesday'));
    expect(stillComing.map((mail) => mail.toAddress).sort()).toEqual(
      [silent!.email, yes!.email, no!.email].sort(),
    );
    for (const runner of [reliable!, newcomer!]) {
      expect((await mailsTo(runner.email)).some((mail) => mail.subject.startsWith('Still coming?'))).toBe(
        false,
      );
    }

    const yesLink = await linkIn(yes!.email, 'still-coming/yes');
    const noLink = await linkIn(no!.email, 'still-coming/no');
    const page = await t.app.inject({ method: 'GET', url: noLink, headers: browser });
    expect(page.body).toContain('Still coming to &quot;Track Tuesday&quot;?');
    expect((await t.app.inject({ method: 'POST', url: yesLink })).json()).toEqual({ result: 'kept' });
    expect((await t.app.inject({ method: 'POST', url: noLink })).json()).toEqual({ result: 'cancelled' });
    expect(await statusOf(no!.id, run.id)).toBeNull();
    expect(await statusOf(first.id, run.id)).toBe('confirmed');

    // No answer by 1 hour before the start: the spot goes to the waitlist, once across instances.
    expect(await releaseUnanswered(deps, at(61 * MINUTE))).toBe(0);
    const released = await Promise.all([
      releaseUnanswered(deps, at(HOUR)),
      releaseUnanswered({ ...deps, db: other.db }, at(HOUR)),
    ]);
    expect(released[0] + released[1]).toBe(1);
    expect(await statusOf(silent!.id, run.id)).toBeNull();
    expect(await statusOf(silent!.id, plain.id)).toBe('confirmed');
    expect(await statusOf(second.id, run.id)).toBe('confirmed');
    for (const runner of [yes!, reliable!, newcomer!])
      expect(await statusOf(runner.id, run.id)).toBe('confirmed');
    // Too late to answer once the spot is gone.
    const late = await linkIn(silent!.email, 'still-coming/yes');
    expect((await t.app.inject({ method: 'POST', url: late })).statusCode).toBe(404);
  });

  it('tells a runner whose "no" or silence freed the spot, in their language, once across instances', async () => {
    // A week after T, so the other test's asks are out of this window.
    const start = new Date(T.getTime() + 7 * DAY);
    const before = (ms: number) => new Date(start.getTime() - ms);
    const run = await fullRun(start, 5, { askToConfirm: true, title: 'Hill Thursday' });
    const saysNo = await insertUser(t.db, { name: 'Nora' });
    const silent = await insertUser(t.db, { name: 'Sil', language: 'es' });
    for (const runner of [saysNo, silent]) {
      await history(runner, 3);
      await insertRegistration(t.db, run.id, runner);
    }
    expect(await askStillComing(deps, before(3 * HOUR))).toBe(2);

    const noLink = await linkIn(saysNo.email, 'still-coming/no');
    expect((await t.app.inject({ method: 'POST', url: noLink })).json()).toEqual({ result: 'cancelled' });
    const toldNo = (await mailsTo(saysNo.email)).at(-1)!;
    expect(toldNo.subject).toBe('Your spot is free: Hill Thursday');
    expect(toldNo.textBody).toContain('You told us you can\'t come to "Hill Thursday"');

    const released = await Promise.all([
      releaseUnanswered(deps, before(HOUR)),
      releaseUnanswered({ ...deps, db: other.db }, before(HOUR)),
    ]);
    expect(released[0] + released[1]).toBe(1);
    const toldSilent = (await mailsTo(silent.email)).filter((mail) => mail.subject.includes('Hill Thursday'));
    expect(toldSilent.map((mail) => mail.subject)).toEqual([
      '¿Sigues viniendo? Hill Thursday',
      'Tu plaza ha quedado libre: Hill Thursday',
    ]);
    expect(toldSilent[1]!.textBody).toContain('No respondiste a «¿Sigues viniendo?»');
  });

  it('is a field of the run form: POST and PATCH /api/events take askToConfirm and the run answers it', async () => {
    const host = await insertHost(t.db);
    const headers = await browserOf(host);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers,
      payload: {
        title: 'Confirmed Tuesday',
        description: 'A run that asks its runners to confirm.',
        date: dateKeyInZone(new Date(Date.now() + 30 * DAY), 'Europe/Madrid'),
        time: '19:00',
        timezone: 'Europe/Madrid',
        location: 'Retiro Park',
        address: 'Puerta de Alcalá, Madrid',
        distance: 5,
        pace: 6,
        maxParticipants: 10,
        askToConfirm: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const run = created.json<{ id: number; askToConfirm: boolean }>();
    expect(run.askToConfirm).toBe(true);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/${run.id}`,
      headers,
      payload: { askToConfirm: false },
    });
    expect(patched.json<{ askToConfirm: boolean }>().askToConfirm).toBe(false);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/${run.id}`,
      headers,
      payload: { askToConfirm: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ error: { fields: object } }>().error.fields)).toEqual(['askToConfirm']);
  });
});
