// The list's date filter (in the viewer's zone), nearest-first order and paging; events.test.ts covers the rest.
import type { ErrorBody } from '@runtogether/shared/errors/app-error';
import { dateKeyInZone, zonedToInstant } from '@runtogether/shared/dates/date.rules';
import type { RunList } from '@runtogether/shared/runs/run.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import { insertHost, insertRun, insertSession, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A calendar day far enough ahead that every run on it is upcoming. */
const dayAhead = (days: number) => dateKeyInZone(new Date(Date.now() + days * DAY), 'UTC');
const nextDay = (dateKey: string) =>
  new Date(Date.parse(`${dateKey}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

async function list(query: string): Promise<RunList> {
  const response = await t.app.inject({ url: `/api/events?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RunList>();
}

async function allPages(query: string, limit: number): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const page = await list(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    ids.push(...page.items.map((run) => run.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

describe('GET /api/events?date&tz', () => {
  it("keeps the runs starting on that day in the viewer's zone, whatever the run's own zone", async () => {
    const host = await insertHost(t.db);
    const day = dayAhead(10);
    const at = (date: string, time: string, timezone: string) =>
      insertRun(t.db, host.id, { startsAt: zonedToInstant(date, time, timezone), timezone });
    const madridEarly = await at(day, '03:00', 'Europe/Madrid'); // the evening before in New York
    const madridNoon = await at(day, '12:00', 'Europe/Madrid');
    const newYorkLate = await at(day, '23:30', 'America/New_York'); // the next morning in Madrid
    await at(nextDay(day), '00:30', 'America/New_York');

    const inNewYork = await list(`hostId=${host.id}&date=${day}&tz=America/New_York`);
    expect(inNewYork.items.map((r) => r.id).sort()).toEqual([madridNoon.id, newYorkLate.id].sort());
    const inMadrid = await list(`hostId=${host.id}&date=${day}&tz=Europe/Madrid`);
    expect(inMadrid.items.map((r) => r.id)).toEqual([madridEarly.id, madridNoon.id]);
    // Each run still shows its own local date and time.
    expect(inNewYork.items.find((r) => r.id === newYorkLate.id)).toMatchObject({ date: day, time: '23:30' });
  });

  it('refuses a malformed date or an unknown zone with 400', async () => {
    expect((await t.app.inject({ url: '/api/events?date=2026-13-40' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/events?date=2026-11-30&tz=Mars/Olympus' })).statusCode).toBe(400);
  });
});

describe('GET /api/events?from&to', () => {
  let host: Awaited<ReturnType<typeof insertHost>>;
  let days: string[];
  let byDay: number[];
  let lateInNewYork: number;
  const ids = async (query: string) => (await list(`hostId=${host.id}&${query}`)).items.map((r) => r.id);

  beforeAll(async () => {
    host = await insertHost(t.db);
    days = [dayAhead(30)];
    for (let i = 1; i < 4; i++) days.push(nextDay(days[i - 1]!));
    const at = (date: string, time: string, timezone: string) =>
      insertRun(t.db, host.id, { startsAt: zonedToInstant(date, time, timezone), timezone }).then(
        (r) => r.id,
      );
    byDay = [];
    for (const day of days) byDay.push(await at(day, '12:00', 'Europe/Madrid'));
    // The third day in New York, the fourth in Madrid.
    lateInNewYork = await at(days[2]!, '23:30', 'America/New_York');
  });

  it("keeps the runs from the first day through the last, in the viewer's zone", async () => {
    const [, d1, d2] = days as [string, string, string, string];
    const [r0, r1, r2, r3] = byDay as [number, number, number, number];
    expect(await ids(`from=${d1}&to=${d2}&tz=Europe/Madrid`)).toEqual([r1, r2]);
    expect(await ids(`from=${d1}&to=${d2}&tz=America/New_York`)).toEqual([r1, r2, lateInNewYork]);
    expect(await ids(`from=${d1}&to=${d1}&tz=Europe/Madrid`)).toEqual(
      await ids(`date=${d1}&tz=Europe/Madrid`),
    );
    // Either end may be left open.
    expect(await ids(`from=${d2}&tz=Europe/Madrid`)).toEqual([r2, lateInNewYork, r3]);
    expect(await ids(`to=${d1}&tz=Europe/Madrid`)).toEqual([r0, r1]);
  });

  it('refuses a date together with a range, naming the date, whether or not the day lies in it', async () => {
    const [d0, d1, d2, d3] = days as [string, string, string, string];
    for (const query of [`date=${d2}&from=${d1}`, `date=${d3}&from=${d0}&to=${d2}`, `date=${d0}&to=${d1}`]) {
      const response = await t.app.inject({ url: `/api/events?${query}&tz=Europe/Madrid` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<ErrorBody>().error.fields).toEqual({
        date: 'Give either one date or a range (from, to), not both.',
      });
    }
  });

  it('refuses a last day before the first, or a day that is not real, naming the field', async () => {
    const backwards = await t.app.inject({ url: `/api/events?from=${days[2]}&to=${days[1]}` });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<ErrorBody>().error.fields).toEqual({
      to: 'The last day must be on or after the first.',
    });
    for (const field of ['from', 'to']) {
      const unreal = await t.app.inject({ url: `/api/events?${field}=2027-02-30` });
      expect(unreal.statusCode).toBe(400);
      expect(Object.keys(unreal.json<ErrorBody>().error.fields ?? {})).toEqual([field]);
    }
  });
});

describe('GET /api/events?near', () => {
  const madrid = { latitude: 40.4168, longitude: -3.7038 };
  let host: Awaited<ReturnType<typeof insertHost>>;
  let expected: number[];

  beforeAll(async () => {
    host = await insertHost(t.db);
    const day = dayAhead(20);
    const run = (date: string, time: string, latitude: number | null, longitude: number | null) =>
      insertRun(t.db, host.id, {
        startsAt: zonedToInstant(date, time, 'Europe/Madrid'),
        latitude,
        longitude,
      }).then((r) => r.id);
    // A far run on an earlier date still comes first: dates lead, distance orders within a date.
    const earlierFar = await run(dayAhead(19), '20:00', 41.3874, 2.1686); // Barcelona
    const noCoordinates = await run(day, '07:00', null, null);
    const far = await run(day, '08:00', 41.3874, 2.1686); // Barcelona, ~505 km
    const middle = await run(day, '09:00', 39.8628, -4.0273); // Toledo, ~67 km
    const nearest = await run(day, '18:00', 40.4153, -3.6845); // Retiro, ~1.6 km
    const alsoNearest = await run(day, '19:00', 40.4153, -3.6845); // same place: time decides
    expected = [earlierFar, nearest, alsoNearest, middle, far, noCoordinates];
  });

  it('sorts each date nearest first, runs without coordinates last', async () => {
    const page = await list(`hostId=${host.id}&near=${madrid.latitude},${madrid.longitude}`);
    expect(page.items.map((r) => r.id)).toEqual(expected);
  });

  it('pages through the same order with no run twice or missing', async () => {
    expect(await allPages(`hostId=${host.id}&near=${madrid.latitude},${madrid.longitude}`, 2)).toEqual(
      expected,
    );
  });

  it('refuses a cursor from another sort, and a malformed point', async () => {
    const first = await list(`hostId=${host.id}&near=${madrid.latitude},${madrid.longitude}&limit=2`);
    expect(first.nextCursor).not.toBeNull();
    const mixed = await t.app.inject({ url: `/api/events?hostId=${host.id}&cursor=${first.nextCursor}` });
    expect(mixed.statusCode).toBe(400);
    for (const near of ['91,0', '40', 'a,b', '40,-3,1', '%20,%20', ',', '40,']) {
      expect((await t.app.inject({ url: `/api/events?near=${near}` })).statusCode, near).toBe(400);
    }
  });

  it('answers 400 naming the cursor, never 500, for a cursor holding a date that does not exist', async () => {
    const cursor = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    for (const parts of [
      ['2027-02-30', '2027-02-28T08:00:00.000Z', 1],
      ['99999-01-01', '2027-02-28T08:00:00.000Z', 1],
      ['2027-02-28', '2027-02-30T08:00:00.000Z', 1],
      ['2027-02-28', '+099999-01-01T08:00:00.000Z', 1],
      ['0000-01-01', '0000-01-01T00:00:00.000Z', 2], // PostgreSQL has no year 0: it answered 500
    ]) {
      const response = await t.app.inject({ url: `/api/events?cursor=${cursor(parts)}` });
      expect(response.statusCode, JSON.stringify(parts)).toBe(400);
      expect(Object.keys(response.json<ErrorBody>().error.fields ?? {})).toEqual(['cursor']);
    }
  });
});

describe('GET /api/events?bbox', () => {
  it('keeps the runs whose meeting point is in the area, with the other filters, in list order', async () => {
    const host = await insertHost(t.db);
    const at = (days: number, latitude: number | null, longitude: number | null, paceSecondsPerKm = 330) =>
      insertRun(t.db, host.id, {
        startsAt: new Date(Date.now() + days * DAY),
        latitude,
        longitude,
        paceSecondsPerKm,
      });
    const retiro = await at(3, 40.4153, -3.6845);
    const malasana = await at(2, 40.4262, -3.7038);
    await at(1, 41.3851, 2.1734); // Barcelona, outside
    await at(1, null, null); // no pin: never on the map
    const fastRetiro = await at(4, 40.414, -3.683, 250);
    const madrid = '-3.75,40.38,-3.65,40.46';

    const inMadrid = await list(`hostId=${host.id}&bbox=${madrid}`);
    expect(inMadrid.items.map((run) => run.id)).toEqual([malasana.id, retiro.id, fastRetiro.id]);
    const advanced = await list(`hostId=${host.id}&bbox=${madrid}&pace=advanced`);
    expect(advanced.items.map((run) => run.id)).toEqual([fastRetiro.id]);
    // A point on the edge is inside.
    expect((await list(`hostId=${host.id}&bbox=-3.6845,40.4153,-3.6,40.5`)).items.map((r) => r.id)).toEqual([
      retiro.id,
    ]);
  });

  it.each([
    '1,2,3',
    '1,2,3,4,5',
    'a,b,c,d',
    '-3.6,40.38,-3.75,40.46',
    '-3.75,40.46,-3.65,40.38',
    '-200,0,0,10',
    '0,-91,1,1',
    '1,,2,3',
  ])('refuses the malformed bbox %s with 400 and says what it expects', async (bbox) => {
    const response = await t.app.inject({ url: `/api/events?bbox=${encodeURIComponent(bbox)}` });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('minLng,minLat,maxLng,maxLat');
  });
});

describe('GET /api/events/:id.ics', () => {
  it('is a valid iCalendar file with the start in UTC, escaped text and folded lines', async () => {
    const host = await insertHost(t.db, { businessName: 'Café Corre' });
    const date = '2027-01-16'; // winter: Madrid is UTC+1
    const run = await insertRun(t.db, host.id, {
      startsAt: zonedToInstant(date, '07:30', 'Europe/Madrid'),
      title: 'Long run; coffee, then more',
      description: `Meet at the gate.\n${'Ñandú pace chat. '.repeat(8)}`,
      distanceKm: 10,
      paceSecondsPerKm: 360,
      address: 'Puerta de Alcalá, Madrid',
    });
    const response = await t.app.inject({ url: `/api/events/${run.id}.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="long-run-coffee-then-more.ics"',
    );
    const body = response.body;
    expect(body.endsWith('\r\n')).toBe(true);
    const physical = body.slice(0, -2).split('\r\n');
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const lines = body.replace(/\r\n /g, '').slice(0, -2).split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('DTSTART:20270116T063000Z');
    // 10 km at 6:00 plus 15 minutes to gather, rounded up to a quarter hour: 75 minutes.
    expect(lines).toContain('DTEND:20270116T074500Z');
    expect(lines).toContain('SUMMARY:Long run\\; coffee\\, then more');
    expect(lines).toContain(`UID:run-${run.id}@localhost`);
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('Meet at the gate.\\nÑandú pace chat.');
    // ical-generator names the value type, as RFC 5545 allows: URL;VALUE=URI:…
    expect(lines.find((l) => l.startsWith('URL'))).toBe(`URL;VALUE=URI:http://localhost:3000/runs/${run.id}`);
  });

  it('404 for an unknown run', async () => {
    expect((await t.app.inject({ url: '/api/events/999999.ics' })).statusCode).toBe(404);
  });
});

describe('GET /api/events signed in', () => {
  it('answers as it answers everyone, without looking the session up (so without renewing it)', async () => {
    const host = await insertHost(t.db);
    await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + 3 * DAY) });
    const runner = await insertUser(t.db);
    const token = await insertSession(t.db, runner.id);
    // Last renewed a day ago: any request that looks this session up renews it and sets the cookie again.
    await t.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - DAY) });
    const cookie = `${SESSION_COOKIE}=${token}`;

    const signedIn = await t.app.inject({ url: `/api/events?hostId=${host.id}`, headers: { cookie } });
    const anonymous = await t.app.inject({ url: `/api/events?hostId=${host.id}` });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual(anonymous.json());
    expect(signedIn.headers['set-cookie']).toBeUndefined();

    // The same session on a route that reads it is renewed, so the list's silence is the list's own.
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.json<{ user: { id: string } }>().user.id).toBe(runner.id);
    expect(String(me.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=`);
  });
});
