// Weekly series: creation across daylight saving, the horizon job, scoped edits and deletes.
import fs from 'node:fs';
import path from 'node:path';
import { dateKeyInZone } from '@runtogether/shared/dates/date.rules';
import type { RunCreateInput } from '@runtogether/shared/runs/run-bodies.schemas';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { seriesMessages } from '@runtogether/shared/series/series.messages';
import { addDays } from '@runtogether/shared/series/series.rules';
import type { Series } from '@runtogether/shared/series/series.schemas';
import { asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, registrations } from '../../db/schema';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import { outbox } from '../../test/accounts';
import { insertHost, insertRegistration, insertSession, insertUser } from '../../test/factories';
import { multipartBody } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { extendAllSeries } from './series.service';
import { english } from '../../test/english';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ORIGIN = 'http://localhost:3000';
const DAY = 86_400_000;
const ZONE = 'Europe/Madrid';

async function hostBrowser(values: Parameters<typeof insertHost>[1] = {}) {
  const host = await insertHost(t.db, values);
  return {
    host,
    headers: { cookie: `${SESSION_COOKIE}=${await insertSession(t.db, host.id)}`, origin: ORIGIN },
  };
}

function seriesInput(overrides: Partial<RunCreateInput> = {}): RunCreateInput {
  return {
    title: 'Tuesday Club Run',
    description: 'The club run, every week, all paces welcome.',
    date: dateKeyInZone(new Date(Date.now() + 7 * DAY), ZONE),
    time: '19:00',
    timezone: ZONE,
    location: 'Retiro Park',
    address: 'Puerta de Alcalá, Madrid',
    distance: 8,
    pace: 5.5,
    maxParticipants: 2,
    tags: ['club'],
    repeat: { everyWeeks: 1, count: 4 },
    ...overrides,
  };
}

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function createSeries(headers: Record<string, string>, overrides: Partial<RunCreateInput> = {}) {
  const response = await inject('POST', '/api/events', headers, seriesInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  const first = response.json<Run>();
  expect(first.seriesId).toEqual(expect.any(Number));
  return { first, series: await getSeries(first.seriesId!) };
}

async function getSeries(id: number) {
  const response = await inject('GET', `/api/series/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Series>();
}

const seriesRuns = (seriesId: number) =>
  t.db.select().from(events).where(eq(events.seriesId, seriesId)).orderBy(asc(events.startsAt));

const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { message: string; fields?: Record<string, string> } }>().error;

describe('POST /api/events with repeat', () => {
  it('makes one real run per week that stays at 19:00 local time across the change to summer time', async () => {
    const { headers } = await hostBrowser({ businessName: 'Retiro Runners' });
    // Madrid moves to summer time on 28 March 2027: 19:00 is 18:00 UTC before and 17:00 UTC after.
    const { first, series } = await createSeries(headers, { date: '2027-03-16' });
    expect(first).toMatchObject({ date: '2027-03-16', time: '19:00', startsAt: '2027-03-16T18:00:00.000Z' });
    expect(series).toMatchObject({ everyWeeks: 1, count: 4, until: null, weekday: 'Tuesday', time: '19:00' });
    expect(series.label).toBe('Every Tuesday at 19:00');
    expect(series.upcomingRuns.map((run) => [run.date, run.time, run.startsAt])).toEqual([
      ['2027-03-16', '19:00', '2027-03-16T18:00:00.000Z'],
      ['2027-03-23', '19:00', '2027-03-23T18:00:00.000Z'],
      ['2027-03-30', '19:00', '2027-03-30T17:00:00.000Z'],
      ['2027-04-06', '19:00', '2027-04-06T17:00:00.000Z'],
    ]);
    const ids = series.upcomingRuns.map((run) => run.id);
    expect(new Set(ids).size).toBe(4);
    expect(series.upcomingRuns.every((run) => run.seriesId === series.id && run.maxParticipants === 2)).toBe(
      true,
    );
    // Each occurrence is a run of its own: its page and its calendar file.
    for (const id of ids) {
      expect((await inject('GET', `/api/events/${id}`)).json<Run>().seriesId).toBe(series.id);
      expect((await inject('GET', `/api/events/${id}.ics`)).statusCode).toBe(200);
    }
  });

  it('ends on a date, every 2 weeks, and a one-off run has no series', async () => {
    const { headers } = await hostBrowser();
    const { series } = await createSeries(headers, {
      date: '2027-01-09',
      time: '09:00',
      repeat: { everyWeeks: 2, until: '2027-02-20' },
    });
    expect(series.label).toBe('Every 2 weeks on Saturday at 09:00');
    expect(series.upcomingRuns.map((run) => run.date)).toEqual([
      '2027-01-09',
      '2027-01-23',
      '2027-02-06',
      '2027-02-20',
    ]);
    const oneOff = await inject('POST', '/api/events', headers, { ...seriesInput(), repeat: undefined });
    expect(oneOff.json<Run>().seriesId).toBeNull();
  });

  it.each([
    ['a count of 0', { everyWeeks: 1, count: 0 }, 'repeat.count', english(seriesMessages.count)],
    ['a count of 500', { everyWeeks: 1, count: 500 }, 'repeat.count', english(seriesMessages.count)],
    ['every 5 weeks', { everyWeeks: 5, count: 3 }, 'repeat.everyWeeks', english(seriesMessages.everyWeeks)],
    [
      'both ends',
      { everyWeeks: 1, count: 3, until: '2027-06-01' },
      'repeat.until',
      english(seriesMessages.oneEnd),
    ],
    ['no end', { everyWeeks: 1 }, 'repeat.until', english(seriesMessages.oneEnd)],
    ['an empty last date', { everyWeeks: 1, until: '' }, 'repeat.until', english(seriesMessages.until)],
    [
      'a last date that is no real day',
      { everyWeeks: 1, until: '2027-02-30' },
      'repeat.until',
      english(seriesMessages.untilInvalid),
    ],
    [
      'an until before the start',
      { everyWeeks: 1, until: '2027-01-01' },
      'repeat.until',
      english(seriesMessages.untilBeforeStart),
    ],
    [
      'more than 52 runs',
      { everyWeeks: 1, until: '2029-01-01' },
      'repeat.until',
      english(seriesMessages.tooMany),
    ],
  ])('refuses %s with a clear message and creates nothing', async (_, repeat, field, message) => {
    const { host, headers } = await hostBrowser();
    const response = await inject(
      'POST',
      '/api/events',
      headers,
      seriesInput({ date: '2027-01-05', repeat }),
    );
    expect(response.statusCode, response.body).toBe(400);
    const error = errorOf(response);
    expect(error.fields?.[field] ?? error.message).toBe(message);
    const [stored] = await t.db.select({ n: count() }).from(events).where(eq(events.hostId, host.id));
    expect(stored?.n).toBe(0);
  });
});

describe('the horizon', () => {
  it('keeps runs at least 8 weeks ahead, tops them up daily, once, and never past the end', async () => {
    const { headers } = await hostBrowser();
    const { series } = await createSeries(headers, { repeat: { everyWeeks: 1, count: 52 } });
    const today = dateKeyInZone(new Date(), ZONE);
    const created = await seriesRuns(series.id);
    expect(created.length).toBeLessThan(52);
    expect(created.at(-1)!.localDate >= addDays(today, 56)).toBe(true);

    // The job, run once a week here (it runs daily), keeps 8 weeks covered; running it twice at one moment adds
    // nothing; after a year the series has exactly its 52 runs. (Clock injected: no run is ever made late.)
    for (let week = 1; week <= 57; week++) {
      const at = new Date(Date.now() + week * 7 * DAY);
      await extendAllSeries(t.db, at);
      const runs = await seriesRuns(series.id);
      if (runs.length < 52) expect(runs.at(-1)!.localDate >= addDays(dateKeyInZone(at, ZONE), 56)).toBe(true);
      await extendAllSeries(t.db, at);
      expect(await seriesRuns(series.id)).toHaveLength(runs.length);
    }
    expect((await seriesRuns(series.id)).every((run) => run.title === 'Tuesday Club Run')).toBe(true);
    const all = await seriesRuns(series.id);
    expect(all).toHaveLength(52);
    expect(all.map((run) => run.localDate)).toEqual(
      Array.from({ length: 52 }, (_, i) => addDays(all[0]!.localDate, 7 * i)),
    );
  });
});

/** An admin's session header, for the admin routes (docs/decisions/049). */
async function adminHeaders() {
  const admin = await insertUser(t.db, { isAdmin: true });
  return { authorization: `Bearer ${await insertSession(t.db, admin.id)}` };
}

describe('a hidden run', () => {
  it("is left out of the series' upcoming runs, which the run page links to", async () => {
    const { headers } = await hostBrowser();
    const { series } = await createSeries(headers);
    const hidden = series.upcomingRuns[1]!;
    const hide = await inject('POST', `/api/admin/runs/${hidden.id}/hide`, await adminHeaders(), {
      reason: 'Spam',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    const after = await getSeries(series.id);
    expect(after.upcomingRuns.map((run) => run.id)).toEqual(
      series.upcomingRuns.filter((run) => run.id !== hidden.id).map((run) => run.id),
    );
  });
});

describe('the runs the job adds', () => {
  it('ask what the run before them asks: its questions, its waiver and the emergency contact', async () => {
    const { headers } = await hostBrowser();
    const waiver = {
      kind: 'consent' as const,
      label: 'Waiver',
      text: 'I run at my own risk.',
      required: true,
    };
    const shirt = { kind: 'choice' as const, label: 'Shirt size', options: ['S', 'M'], required: false };
    const { series } = await createSeries(headers, {
      repeat: { everyWeeks: 1, count: 20 },
      questions: [waiver, shirt],
      requireEmergencyContact: true,
    });
    const made = await seriesRuns(series.id);
    await extendAllSeries(t.db, new Date(Date.now() + 21 * DAY));
    const all = await seriesRuns(series.id);
    expect(all.length).toBeGreaterThan(made.length);
    const first = all[0]!;
    expect(first.questions).toHaveLength(2);
    for (const run of all.slice(made.length)) {
      expect(run.questions).toEqual(first.questions);
      expect(run.requireEmergencyContact).toBe(true);
    }
  });

  it("keep the rule's local time in the rule's zone, after the latest run alone was moved to another zone", async () => {
    const { headers } = await hostBrowser();
    const { series } = await createSeries(headers, { repeat: { everyWeeks: 1, count: 20 } });
    const made = await seriesRuns(series.id);
    const latest = made.at(-1)!;
    const moved = await inject('PATCH', `/api/events/${latest.id}?scope=this`, headers, {
      timezone: 'America/New_York',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Run>()).toMatchObject({ time: '19:00', timezone: 'America/New_York' });
    await extendAllSeries(t.db, new Date(Date.now() + 21 * DAY));
    const added = (await seriesRuns(series.id)).slice(made.length);
    expect(added.length).toBeGreaterThan(0);
    for (const row of added) {
      const run = (await inject('GET', `/api/events/${row.id}`)).json<Run>();
      expect({ time: run.time, timezone: run.timezone }).toEqual({ time: '19:00', timezone: ZONE });
    }
  });
});

describe('a suspended host', () => {
  it('gets no new runs from the job while suspended; lifting the suspension tops its series up again', async () => {
    const { host, headers } = await hostBrowser();
    const { series } = await createSeries(headers, { repeat: { everyWeeks: 1, count: 30 } });
    const made = (await seriesRuns(series.id)).length;
    const admin = await adminHeaders();
    const suspend = await inject('POST', `/api/admin/users/${host.id}/suspend`, admin, { reason: 'Spam' });
    expect(suspend.statusCode, suspend.body).toBe(200);

    await extendAllSeries(t.db, new Date(Date.now() + 21 * DAY));
    expect(await seriesRuns(series.id)).toHaveLength(made);

    expect((await inject('POST', `/api/admin/users/${host.id}/unsuspend`, admin)).statusCode).toBe(200);
    await extendAllSeries(t.db, new Date(Date.now() + 21 * DAY));
    const all = await seriesRuns(series.id);
    expect(all.length).toBeGreaterThan(made);
    expect(all.every((run) => run.hiddenAt === null)).toBe(true);
  });
});

describe('PATCH and DELETE with a scope', () => {
  it('changes this run only, or this and the following ones with their registrations kept', async () => {
    const { headers } = await hostBrowser();
    const { series } = await createSeries(headers, { date: '2027-05-04' });
    const [one, two, three, four] = series.upcomingRuns;
    const ana = await insertUser(t.db, { name: 'Ana' });
    await insertRegistration(t.db, three!.id, ana);

    const onlyOne = await inject('PATCH', `/api/events/${one!.id}?scope=this`, headers, {
      title: 'Kick-off Run',
    });
    expect(onlyOne.statusCode, onlyOne.body).toBe(200);
    expect((await getSeries(series.id)).upcomingRuns.map((run) => run.title)).toEqual([
      'Kick-off Run',
      'Tuesday Club Run',
      'Tuesday Club Run',
      'Tuesday Club Run',
    ]);

    // From the second run on: 20:00 and a day later (Wednesdays), the rule follows.
    const moved = await inject('PATCH', `/api/events/${two!.id}?scope=following`, headers, {
      time: '20:00',
      date: '2027-05-12',
      maxParticipants: 3,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The first run keeps its rule; the second and later ones follow a rule of their own.
    const before = await getSeries(series.id);
    expect(before.label).toBe('Every Tuesday at 19:00');
    expect(before.upcomingRuns.map((run) => [run.id, run.date, run.time])).toEqual([
      [one!.id, '2027-05-04', '19:00'],
    ]);
    const after = await getSeries(moved.json<Run>().seriesId!);
    expect(after.label).toBe('Every Wednesday at 20:00');
    expect(after.upcomingRuns.map((run) => [run.id, run.date, run.time, run.maxParticipants])).toEqual([
      [two!.id, '2027-05-12', '20:00', 3],
      [three!.id, '2027-05-19', '20:00', 3],
      [four!.id, '2027-05-26', '20:00', 3],
    ]);
    const kept = await t.db.select().from(registrations).where(eq(registrations.eventId, three!.id));
    expect(kept.map((r) => r.runnerId)).toEqual([ana.id]);
  });

  it("keeps each run's own rule after a change to this and the following runs at the fifth date", async () => {
    const { headers } = await hostBrowser();
    const { series } = await createSeries(headers, {
      date: '2027-06-01',
      repeat: { everyWeeks: 1, count: 10 },
    });
    const runs = series.upcomingRuns;
    expect(runs).toHaveLength(9); // eight weeks ahead of the first; the job makes the tenth later
    const fifth = runs[4]!;
    const moved = await inject('PATCH', `/api/events/${fifth.id}?scope=following`, headers, {
      time: '20:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const firstFour = await getSeries(series.id);
    expect(firstFour.label).toBe('Every Tuesday at 19:00');
    expect(firstFour.time).toBe('19:00');
    expect(firstFour.upcomingRuns.map((run) => run.time)).toEqual(['19:00', '19:00', '19:00', '19:00']);
    const later = await getSeries(moved.json<Run>().seriesId!);
    expect(later.label).toBe('Every Tuesday at 20:00');
    expect(later.upcomingRuns.map((run) => [run.date, run.time])).toEqual(
      runs.slice(4).map((run) => [run.date, '20:00']),
    );

    // The job tops up the later rule only, up to the ten runs the series was made with, at the new time.
    await extendAllSeries(t.db, new Date('2027-07-20T00:00:00Z'));
    expect((await seriesRuns(series.id)).map((row) => row.localDate)).toEqual(
      runs.slice(0, 4).map((run) => run.date),
    );
    const laterRows = await seriesRuns(later.id);
    expect(laterRows.map((row) => row.localDate)).toEqual(
      Array.from({ length: 6 }, (_, i) => addDays(fifth.date, 7 * i)),
    );
    expect((await getSeries(later.id)).upcomingRuns.at(-1)?.time).toBe('20:00');
  });

  it('deletes this and the following runs, e-mails their runners and makes no more', async () => {
    const { headers } = await hostBrowser({ businessName: 'Club Doomed' });
    const { series } = await createSeries(headers, {
      title: 'Doomed Club Run',
      repeat: { everyWeeks: 1, count: 30 },
    });
    const [one, two, three] = series.upcomingRuns;
    const ben = await insertUser(t.db, { name: 'Ben', email: `ben.${series.id}@example.com` });
    await insertRegistration(t.db, three!.id, ben);

    const response = await inject('DELETE', `/api/events/${two!.id}?scope=following`, headers);
    expect(response.statusCode, response.body).toBe(204);
    expect((await seriesRuns(series.id)).map((run) => run.id)).toEqual([one!.id]);
    const mails = (await outbox(t.db)).filter((m) => m.toAddress === ben.email);
    expect(mails.map((m) => m.subject)).toEqual(['Cancelled: Doomed Club Run']);
    await extendAllSeries(t.db, new Date(Date.now() + 200 * DAY));
    expect((await seriesRuns(series.id)).map((run) => run.id)).toEqual([one!.id]);

    // Deleting only this run leaves the rest of a series alone.
    const { series: other } = await createSeries(headers);
    const alone = await inject('DELETE', `/api/events/${other.upcomingRuns[1]!.id}?scope=this`, headers);
    expect(alone.statusCode).toBe(204);
    expect((await seriesRuns(other.id)).length).toBe(3);
  });

  it('refuses a scope on a one-off run, an unknown scope, and another host', async () => {
    const { headers } = await hostBrowser();
    const oneOff = (
      await inject('POST', '/api/events', headers, { ...seriesInput(), repeat: undefined })
    ).json<Run>();
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await inject(
        method,
        `/api/events/${oneOff.id}?scope=following`,
        headers,
        method === 'PATCH' ? { title: 'Nope run' } : undefined,
      );
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(english(seriesMessages.notInSeries));
    }
    const unknown = await inject('PATCH', `/api/events/${oneOff.id}?scope=all`, headers, {
      title: 'Nope run',
    });
    expect(unknown.statusCode).toBe(400);
    // A sentence from the catalogue, so in the reader's language (it was zod's English in every language).
    expect(errorOf(unknown).fields?.scope).toBe(
      'Choose which runs to change: this one (scope=this), or this one and the following (scope=following).',
    );
    expect((await inject('GET', `/api/events/${oneOff.id}`)).json<Run>().title).toBe('Tuesday Club Run');

    const { series } = await createSeries(headers);
    const { headers: intruder } = await hostBrowser();
    const stolen = await inject(
      'DELETE',
      `/api/events/${series.upcomingRuns[0]!.id}?scope=following`,
      intruder,
    );
    expect(stolen.statusCode).toBe(403);
    expect((await seriesRuns(series.id)).length).toBe(4);
    expect((await inject('GET', '/api/series/99999999')).statusCode).toBe(404);
  });

  it('shares a new photo with the following runs and keeps the file while a run still shows it', async () => {
    const { headers } = await hostBrowser();
    const { series } = await createSeries(headers);
    const [one, two] = series.upcomingRuns;
    const data = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0ea5e9' } })
      .jpeg()
      .toBuffer();
    const body = multipartBody({ filename: 'club.jpg', contentType: 'image/jpeg', data });
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/events/${one!.id}/image?scope=following`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const { imageUrl } = upload.json<{ imageUrl: string }>();
    expect((await seriesRuns(series.id)).every((run) => run.imageUrl === imageUrl)).toBe(true);
    const file = path.join(t.config.dataDir, 'uploads', imageUrl.replace(/^\/files\//, ''));
    expect((await inject('DELETE', `/api/events/${one!.id}`, headers)).statusCode).toBe(204);
    expect(fs.existsSync(file)).toBe(true);
    expect((await inject('GET', `/api/events/${two!.id}`)).json<Run>().imageUrl).toBe(imageUrl);
  });
});
