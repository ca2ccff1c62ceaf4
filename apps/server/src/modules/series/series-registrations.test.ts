// "Join every week" (docs/decisions/053): every upcoming run of a series, the runs the weekly job adds later,
// leaving, and My Runs' one line per series.
import { dateKeyInZone } from '@runtogether/shared/dates/date.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import type { SeriesMembership } from '@runtogether/shared/series/series-registration.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, registrations, seriesRegistrations } from '../../db/schema';
import { attachmentsOf } from '../mail/mail.repository';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import { insertHost, insertRegistration, insertRun, insertSession, insertUser } from '../../test/factories';
import { secondConnection } from '../../test/second-connection';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { RegistrationDeps } from '../registrations/registrations.service';
import { registerSeriesRunners } from './series-registrations.service';
import { extendAllSeries } from './series.service';

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
    waitlistCutoffMinutes: 30,
    mailQueued: () => {},
  };
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const ORIGIN = 'http://localhost:3000';
const DAY = 86_400_000;
const ZONE = 'Europe/Madrid';

async function browserOf(user: { id: string }) {
  return { cookie: `${SESSION_COOKIE}=${await insertSession(t.db, user.id)}`, origin: ORIGIN };
}

/** A weekly series of 52 runs (the first 9 made at once), its runs limited to `max` runners. */
async function weeklySeries(max: number | null = 2, extra: object = {}) {
  const host = await insertHost(t.db);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: await browserOf(host),
    payload: {
      title: 'Tuesday Club Run',
      description: 'The club run, every week, all paces welcome.',
      date: dateKeyInZone(new Date(Date.now() + 3 * DAY), ZONE),
      time: '19:00',
      timezone: ZONE,
      location: 'Retiro Park',
      address: 'Puerta de Alcalá, Madrid',
      distance: 8,
      pace: 5.5,
      maxParticipants: max,
      repeat: { everyWeeks: 1, count: 52 },
      ...extra,
    },
  });
  expect(response.statusCode).toBe(201);
  const first = response.json<Run>();
  const series = await t.app.inject({ method: 'GET', url: `/api/series/${first.seriesId}` });
  return { host, seriesId: first.seriesId!, runs: series.json<{ upcomingRuns: Run[] }>().upcomingRuns };
}

const body = { name: 'Lucía Pérez', email: 'lucia@example.test', pace: 5.5 };

/** POST /api/series/:id/registrations from a browser (browserOf). */
const joinAs = (headers: Record<string, string>, seriesId: number) =>
  t.app.inject({ method: 'POST', url: `/api/series/${seriesId}/registrations`, headers, payload: body });

const registrationsOf = (runnerId: string) =>
  t.db.select().from(registrations).where(eq(registrations.runnerId, runnerId));

const mailsTo = (email: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id);

/** The paths of the give-up links in a mail's text, in the order written. */
const giveUpLinksIn = (text: string) =>
  [...text.matchAll(new RegExp(`${t.config.publicUrl}(/api/spots/give-up/\\S+)`, 'g'))].map((m) => m[1]!);

/** The lines of a mail's text that name a date of the run and the runner's place on it. */
const dateLinesOf = (text: string) => text.split('\n').filter((line) => line.includes(' — '));

describe('POST /api/series/:id/registrations', () => {
  it('on a series with pace groups, registers the runner in the group at the same place on every date', async () => {
    const { seriesId, runs } = await weeklySeries(null);
    const host = await t.app.inject({ method: 'GET', url: `/api/events/${runs[0]!.id}` });
    const hostHeaders = await browserOf({ id: host.json<Run>().hostId });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/${runs[0]!.id}?scope=following`,
      headers: hostHeaders,
      payload: {
        groups: [
          { name: 'Steady', pace: 6, maxParticipants: 10 },
          { name: 'Fast', pace: 5, maxParticipants: 10 },
        ],
      },
    });
    expect(patched.statusCode).toBe(200);
    const fast = patched.json<Run>().groups.find((group) => group.name === 'Fast')!;
    const runner = await insertUser(t.db);
    const url = `/api/series/${seriesId}/registrations`;
    const headers = await browserOf(runner);
    const withoutGroup = await t.app.inject({ method: 'POST', url, headers, payload: body });
    expect(withoutGroup.statusCode).toBe(400);
    expect(Object.keys(withoutGroup.json<{ error: { fields: object } }>().error.fields)).toEqual(['groupId']);
    expect(await registrationsOf(runner.id)).toEqual([]);

    const joined = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { ...body, groupId: fast.id },
    });
    expect(joined.statusCode).toBe(201);
    const rows = await registrationsOf(runner.id);
    expect(rows).toHaveLength(runs.length);
    for (const row of rows) {
      const run = await t.app.inject({ method: 'GET', url: `/api/events/${row.eventId}` });
      expect(run.json<Run>().groups.find((group) => group.id === row.groupId)?.name).toBe('Fast');
    }
    // The one e-mail names the group, and the run's pace is the group's (as a single confirmation does).
    const [mail, ...more] = await mailsTo(runner.email);
    expect(more).toEqual([]);
    expect(mail?.textBody).toContain('Pace group: Fast, 5:00 min/km');
    expect(mail?.textBody).toContain('8 km at 5:00 min/km, hosted by');
  });

  it("names each date's pace group in the one e-mail when the host changed a group on one date only", async () => {
    const { seriesId, runs } = await weeklySeries(null);
    const first = await t.app.inject({ method: 'GET', url: `/api/events/${runs[0]!.id}` });
    const hostHeaders = await browserOf({ id: first.json<Run>().hostId });
    const groups = [
      { name: 'Steady', pace: 6, maxParticipants: 10 },
      { name: 'Fast', pace: 5, maxParticipants: 10 },
    ];
    const patch = (id: number, payload: object, scope = '') =>
      t.app.inject({ method: 'PATCH', url: `/api/events/${id}${scope}`, headers: hostHeaders, payload });
    const patched = await patch(runs[0]!.id, { groups }, '?scope=following');
    expect(patched.statusCode).toBe(200);
    const fast = patched.json<Run>().groups.find((group) => group.name === 'Fast')!;
    // The third date's fast group becomes "Tempo" at 4:45 min/km; the others keep "Fast".
    const third = (await t.app.inject({ method: 'GET', url: `/api/events/${runs[2]!.id}` })).json<Run>();
    const renamed = third.groups.map((group) =>
      group.name === 'Fast'
        ? { id: group.id, name: 'Tempo', pace: 4.75, maxParticipants: 10 }
        : { id: group.id, name: group.name, pace: group.pace, maxParticipants: 10 },
    );
    expect((await patch(runs[2]!.id, { groups: renamed })).statusCode).toBe(200);

    const runner = await insertUser(t.db);
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/series/${seriesId}/registrations`,
      headers: await browserOf(runner),
      payload: { ...body, groupId: fast.id },
    });
    expect(joined.statusCode).toBe(201);
    const [mail] = await mailsTo(runner.email);
    const text = mail!.textBody;
    // Each date says its own group and pace, since they are not all the same.
    expect(text.match(/Pace group: Fast, 5:00 min\/km/g)).toHaveLength(runs.length - 1);
    expect(text.match(/Pace group: Tempo, 4:45 min\/km/g)).toHaveLength(1);
    expect(text).toContain('8 km at 4:45 min/km, hosted by');
    const thirdDate = text.split('\n\n').find((block) => block.includes(`/runs/${runs[2]!.id}`))!;
    expect(thirdDate).toContain('Pace group: Tempo, 4:45 min/km');
    expect(mail!.htmlBody).toContain('Tempo, 4:45 min/km');
  });

  it('registers the runner for every upcoming run, each confirmed or waitlisted on its own, and e-mails them once', async () => {
    const { seriesId, runs } = await weeklySeries(1);
    expect(runs.length).toBeGreaterThanOrEqual(9);
    const early = await insertUser(t.db);
    await insertRegistration(t.db, runs[1]!.id, early);
    const runner = await insertUser(t.db, { name: 'Lucía' });
    const response = await joinAs(await browserOf(runner), seriesId);
    expect(response.statusCode).toBe(201);
    const joined = response.json<SeriesMembership>();
    expect(joined.seriesId).toBe(seriesId);
    expect(joined.every).toMatch(/^Every \w+day$/);
    expect(joined.dates.map((d) => d.run.id)).toEqual(runs.map((run) => run.id));
    expect(joined.dates.map((d) => d.registration.status)).toEqual(
      runs.map((_, i) => (i === 1 ? 'waitlisted' : 'confirmed')),
    );
    expect(joined.dates[1]?.registration.waitlistPosition).toBe(1);
    const [row] = await t.db
      .select()
      .from(seriesRegistrations)
      .where(eq(seriesRegistrations.runnerId, runner.id));
    expect(row?.groupId).toBeNull();
    const mails = await mailsTo(runner.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Tuesday Club Run: you're registered for ${runs.length} dates`,
    ]);

    const again = await joinAs(await browserOf(runner), seriesId);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { code: string } }>().error.code).toBe('ALREADY_JOINED');
  });

  // The texts that name the interval follow it (decision 053): the answer carries it, the refusals do not name it.
  it('gives the interval of a series that repeats every 2 weeks, and refuses joining twice without saying "week"', async () => {
    const { seriesId } = await weeklySeries(null, { repeat: { everyWeeks: 2, count: 26 } });
    const headers = await browserOf(await insertUser(t.db));
    const joined = (await joinAs(headers, seriesId)).json<SeriesMembership>();
    expect([joined.every, joined.everyWeeks]).toEqual([
      expect.stringMatching(/^Every 2 weeks on \w+day$/),
      2,
    ]);
    const mine = await t.app.inject({ method: 'GET', url: '/api/registrations/me/series', headers });
    expect(mine.json<{ items: SeriesMembership[] }>().items.map((item) => item.everyWeeks)).toEqual([2]);
    const again = await joinAs(headers, seriesId);
    expect(again.json<{ error: { message: string } }>().error.message).toBe(
      "You've already joined every date of this run.",
    );
  });

  it('says no clearly: 401 signed out, 403 for a host, 404 for no series, 400 naming the field', async () => {
    const { seriesId } = await weeklySeries();
    const url = `/api/series/${seriesId}/registrations`;
    const host = await insertHost(t.db);
    const runner = await insertUser(t.db);
    const status = async (headers: Record<string, string>, payload: object, at = url) =>
      (await t.app.inject({ method: 'POST', url: at, headers, payload })).statusCode;
    expect(await status({ origin: ORIGIN }, body)).toBe(401);
    expect(await status(await browserOf(host), body)).toBe(403);
    expect(await status(await browserOf(runner), body, '/api/series/2147483647/registrations')).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url,
      headers: await browserOf(runner),
      payload: { ...body, pace: 20 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ error: { fields: object } }>().error.fields)).toEqual(['pace']);
    expect(await status(await browserOf(runner), { ...body, groupId: 'fast' })).toBe(400);
    // A series without pace groups has no group 7.
    expect(await status(await browserOf(runner), { ...body, groupId: 7 })).toBe(400);
    expect(await registrationsOf(runner.id)).toEqual([]);
  });

  it("refuses a series whose runs ask a required question or a waiver, which each date's registration answers", async () => {
    const waiver = { kind: 'consent', label: 'Waiver', text: 'I run at my own risk.', required: true };
    const shirt = { kind: 'choice', label: 'Shirt size', options: ['S', 'M'], required: true };
    const runner = await insertUser(t.db);
    for (const questions of [[waiver], [shirt]]) {
      const { seriesId } = await weeklySeries(2, { questions });
      const refused = await joinAs(await browserOf(runner), seriesId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        error: {
          code: 'ASKS_QUESTIONS',
          message: 'This run asks questions on each date: register for each date on its own.',
        },
      });
      expect(
        await t.db.select().from(seriesRegistrations).where(eq(seriesRegistrations.runnerId, runner.id)),
      ).toEqual([]);
    }
    expect(await registrationsOf(runner.id)).toEqual([]);
    // Questions the runner may leave unanswered do not stand in the way.
    const { seriesId, runs } = await weeklySeries(2, { questions: [{ ...shirt, required: false }] });
    const joined = await joinAs(await browserOf(runner), seriesId);
    expect(joined.statusCode).toBe(201);
    expect(joined.json<SeriesMembership>().dates).toHaveLength(runs.length);
  });

  it('refuses a series whose runs ask a waiver the host left optional, as one that asks a required question', async () => {
    // Accepting a waiver once for dates not yet written is not what the host asked (docs/decisions/053).
    const waiver = { kind: 'consent', label: 'Waiver', text: 'I run at my own risk.', required: false };
    const { seriesId } = await weeklySeries(2, { questions: [waiver] });
    const runner = await insertUser(t.db);
    const refused = await joinAs(await browserOf(runner), seriesId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'ASKS_QUESTIONS' } });
    expect(await registrationsOf(runner.id)).toEqual([]);
  });
});

describe('the e-mail of joining', () => {
  it('is one summary: every date with its time and the place on it, a give-up link per confirmed date that works, every date in its calendar file', async () => {
    const { seriesId, runs } = await weeklySeries(1);
    const early = await insertUser(t.db);
    await insertRegistration(t.db, runs[1]!.id, early);
    const runner = await insertUser(t.db, { name: 'Lucía' });
    expect((await joinAs(await browserOf(runner), seriesId)).statusCode).toBe(201);

    const mails = await mailsTo(runner.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const text = mail!.textBody;
    expect(mail!.subject).toBe(`Tuesday Club Run: you're registered for ${runs.length} dates`);
    expect(text).toContain('Hi Lucía Pérez,');
    expect(text).toContain('You\'ve joined "Tuesday Club Run".');
    expect(text).toContain(`Run: 8 km at 5:30 min/km, hosted by ${runs[0]!.hostName}`);
    expect(text).toContain('Where: Puerta de Alcalá, Madrid');
    // Each date once, in order, at its time, with the runner's place on it: the second is full.
    const lines = dateLinesOf(text);
    expect(lines).toHaveLength(runs.length);
    lines.forEach((line, i) => {
      expect(line).toContain(' at 19:00 (Madrid time)');
      expect(line).toMatch(i === 1 ? / — on the waitlist, number 1$/ : / — you have a spot$/);
    });
    for (const run of runs) expect(text).toContain(`The run: ${t.config.publicUrl}/runs/${run.id}?lang=en\n`);
    expect(text).toContain('if a spot opens up you get it in turn');
    expect(mail!.htmlBody).toContain('on the waitlist, number 1');
    expect(mail!.htmlBody).toContain('Can&#39;t make it? Give up your spot');
    expect(mail!.htmlBody).toContain('<html lang="en">');

    // One calendar file with every date, the waitlisted one tentative.
    const [ics, ...otherFiles] = attachmentsOf(mail!);
    expect(otherFiles).toEqual([]);
    expect(ics?.filename).toMatch(/\.ics$/);
    expect(ics?.content.match(/BEGIN:VEVENT/g)).toHaveLength(runs.length);
    expect(ics?.content.match(/STATUS:TENTATIVE/g)).toHaveLength(1);

    // A give-up link per confirmed date, none for the waitlisted one; each names its own registration.
    const links = giveUpLinksIn(text);
    expect(links).toHaveLength(runs.length - 1);
    expect(new Set(links).size).toBe(links.length);
    const mine = await registrationsOf(runner.id);
    const confirmedRuns = runs.filter((_, i) => i !== 1);
    const page = await t.app.inject({ method: 'GET', url: links[2]!, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Give up your spot?');
    // Following the third date's link gives up that date only.
    const done = await t.app.inject({ method: 'POST', url: links[2]! });
    expect(done.json()).toEqual({ result: 'cancelled' });
    const left = await registrationsOf(runner.id);
    expect(left.map((row) => row.eventId)).not.toContain(confirmedRuns[2]!.id);
    expect(left).toHaveLength(mine.length - 1);
  });

  it("is in the runner's language", async () => {
    const { seriesId, runs } = await weeklySeries(1);
    await insertRegistration(t.db, runs[0]!.id, await insertUser(t.db));
    const runner = await insertUser(t.db, { language: 'es' });
    await joinAs(await browserOf(runner), seriesId);
    const [mail, ...more] = await mailsTo(runner.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Tuesday Club Run: te has apuntado a ${runs.length} fechas`);
    const text = mail!.textBody;
    expect(text).toContain('Hola, Lucía Pérez:');
    expect(text).toContain('Te has unido a «Tuesday Club Run».');
    expect(text).toContain('Dónde: Puerta de Alcalá, Madrid');
    const lines = dateLinesOf(text);
    expect(lines).toHaveLength(runs.length);
    expect(lines[0]).toMatch(/ a las 19:00 \(hora de Madrid\) — en lista de espera, n\.º\u00a01$/);
    for (const line of lines.slice(1)) expect(line).toMatch(/ — tienes plaza$/);
    expect(text).toContain('¿No puedes ir? Deja tu plaza: ');
    expect(giveUpLinksIn(text)).toHaveLength(runs.length - 1);
    expect(mail!.htmlBody).toContain('<html lang="es">');
    expect(attachmentsOf(mail!)[0]?.content).toContain('En lista de espera: Tuesday Club Run');
  });

  it('leaves registering for a single run as it was: its own confirmation', async () => {
    const host = await insertHost(t.db);
    const run = await insertRun(t.db, host.id, {
      title: 'Sunset 5K',
      startsAt: new Date(Date.now() + 2 * DAY),
      maxParticipants: 5,
    });
    const runner = await insertUser(t.db);
    const registered = await t.app.inject({
      method: 'POST',
      url: `/api/events/${run.id}/registrations`,
      headers: await browserOf(runner),
      payload: body,
    });
    expect(registered.statusCode).toBe(201);
    const [mail, ...more] = await mailsTo(runner.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("You're registered: Sunset 5K");
    expect(mail?.textBody).toContain('You\'re registered for "Sunset 5K". See you at the start!');
    expect(giveUpLinksIn(mail!.textBody)).toHaveLength(1);
    expect(attachmentsOf(mail!)[0]?.content.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });
});

describe('the runs the weekly job adds later', () => {
  it('are registered for once, on any number of instances, and a date cancelled alone stays cancelled', async () => {
    const { seriesId, runs } = await weeklySeries();
    const runner = await insertUser(t.db);
    const headers = await browserOf(runner);
    await joinAs(headers, seriesId);
    expect(await registrationsOf(runner.id)).toHaveLength(runs.length);
    // Cancelling one date works as today.
    const cancelled = runs[2]!;
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${cancelled.id}/registrations/me`,
      headers,
    });
    expect(cancel.statusCode).toBe(204);

    // A week later the daily job adds the next run; the series' runners get it, once across two instances.
    const later = new Date(Date.now() + 7 * DAY);
    expect(await extendAllSeries(t.db, later)).toBeGreaterThanOrEqual(1);
    await Promise.all([
      registerSeriesRunners(deps, later),
      registerSeriesRunners({ ...deps, db: other.db }, later),
      registerSeriesRunners(deps, later),
    ]);
    // One e-mail at joining for all the first runs, then the new run's ordinary confirmation, once.
    const mails = await mailsTo(runner.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Tuesday Club Run: you're registered for ${runs.length} dates`,
      "You're registered: Tuesday Club Run",
    ]);
    const mine = await registrationsOf(runner.id);
    expect(mine).toHaveLength(runs.length);
    expect(mine.map((r) => r.eventId)).not.toContain(cancelled.id);
    const series = await t.app.inject({ method: 'GET', url: `/api/series/${seriesId}` });
    const newest = series.json<{ upcomingRuns: Run[] }>().upcomingRuns.at(-1)!;
    expect(mine.map((r) => r.eventId)).toContain(newest.id);
    expect(await registerSeriesRunners(deps, later)).toBe(0);
  });
});

describe('a date that asks questions', () => {
  // A waiver counts whether or not the host ticked "Required": only the runner accepts it, date by date.
  it.each([
    ['a required waiver', true],
    ['a waiver left optional', false],
  ])(
    'ends joining every week (%s): the runner is e-mailed the date to register for, in their language, and keeps the dates they have',
    async (_, required) => {
      const { host, seriesId, runs } = await weeklySeries();
      const runner = await insertUser(t.db, { language: 'es' });
      await joinAs(await browserOf(runner), seriesId);
      // The host adds a waiver to the last date, which the weekly job copies for the next one.
      const last = runs.at(-1)!;
      const waiver = { kind: 'consent', label: 'Waiver', text: 'I run at my own risk.', required };
      const edited = await t.app.inject({
        method: 'PATCH',
        url: `/api/events/${last.id}`,
        headers: await browserOf(host),
        payload: { questions: [waiver] },
      });
      expect(edited.statusCode).toBe(200);
      const mailsBefore = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, runner.email));

      const later = new Date(Date.now() + 7 * DAY);
      expect(await extendAllSeries(t.db, later)).toBeGreaterThanOrEqual(1);
      expect(await registerSeriesRunners(deps, later)).toBe(0);
      expect(await registrationsOf(runner.id)).toHaveLength(runs.length);
      expect(
        await t.db.select().from(seriesRegistrations).where(eq(seriesRegistrations.runnerId, runner.id)),
      ).toEqual([]);
      const series = await t.app.inject({ method: 'GET', url: `/api/series/${seriesId}` });
      const newest = series.json<{ upcomingRuns: Run[] }>().upcomingRuns.at(-1)!;
      const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, runner.email));
      const told = mails.slice(mailsBefore.length);
      expect(told.map((mail) => mail.subject)).toEqual([
        'Tuesday Club Run: a partir de ahora, apúntate a cada fecha tú',
      ]);
      expect(told[0]?.textBody).toContain(`/runs/${newest.id}`);
      expect(told[0]?.textBody).toContain('hemos dejado de apuntarte a sus nuevas fechas');

      // The week after, nothing more: the runner is no longer joined.
      const weekAfter = new Date(Date.now() + 14 * DAY);
      await extendAllSeries(t.db, weekAfter);
      await registerSeriesRunners(deps, weekAfter);
      expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, runner.email))).toHaveLength(
        mails.length,
      );
    },
  );
});

describe('DELETE /api/series/:id/registrations/me', () => {
  it('cancels every upcoming date, gives each spot to the waitlist, and joins no new runs', async () => {
    const { seriesId, runs } = await weeklySeries(1);
    const runner = await insertUser(t.db);
    const headers = await browserOf(runner);
    await joinAs(headers, seriesId);
    const waiting = await insertUser(t.db);
    await insertRegistration(t.db, runs[0]!.id, waiting, { status: 'waitlisted' });

    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/series/${seriesId}/registrations/me`,
      headers,
    });
    expect(left.statusCode).toBe(204);
    expect(await registrationsOf(runner.id)).toEqual([]);
    expect((await registrationsOf(waiting.id))[0]?.status).toBe('confirmed');
    const joined = await t.app.inject({
      method: 'GET',
      url: `/api/series/${seriesId}/registrations/me`,
      headers,
    });
    expect(joined.json()).toEqual({ joined: false });

    const later = new Date(Date.now() + 7 * DAY);
    await extendAllSeries(t.db, later);
    await registerSeriesRunners(deps, later);
    expect(await registrationsOf(runner.id)).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/series/${seriesId}/registrations/me`,
      headers,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('My Runs', () => {
  it('shows a joined series once, "Every <weekday>", with its dates, in the account language, and leaves them out of the list', async () => {
    const { seriesId, runs } = await weeklySeries();
    const runner = await insertUser(t.db, { language: 'es' });
    const headers = await browserOf(runner);
    await joinAs(headers, seriesId);
    const mine = await t.app.inject({ method: 'GET', url: '/api/registrations/me/series', headers });
    expect(mine.statusCode).toBe(200);
    const { items } = mine.json<{ items: SeriesMembership[] }>();
    expect(items).toHaveLength(1);
    expect(items[0]?.every).toMatch(/^Cada \p{L}+$/u);
    expect(items[0]?.dates.map((d) => d.run.id)).toEqual(runs.map((run) => run.id));
    // A one-off run stays in the list; the series' dates do not repeat there.
    const host = await insertHost(t.db);
    const oneOff = await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + DAY) });
    await insertRegistration(t.db, oneOff.id, runner);
    const list = await t.app.inject({ method: 'GET', url: '/api/registrations/me?scope=upcoming', headers });
    expect(list.json<{ items: { run: Run }[] }>().items.map((item) => item.run.id)).toEqual([oneOff.id]);
    const joined = await t.app.inject({
      method: 'GET',
      url: `/api/series/${seriesId}/registrations/me`,
      headers,
    });
    expect(joined.json()).toEqual({ joined: true });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/series/${seriesId}/registrations/me` })).json(),
    ).toEqual({
      joined: false,
    });
  });
});
