// Every date the API takes is a real day in a sane range, every zone one both Node and the database know, and
// anything else is a 400 naming the field, never a 500 (docs/decisions/045).
import { dateKeyInZone } from '@runtogether/shared/dates/date.rules';
import type { RunCreateInput } from '@runtogether/shared/runs/run-bodies.schemas';
import { RUN_HORIZON_DAYS } from '@runtogether/shared/runs/run.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import type { Series } from '@runtogether/shared/series/series.schemas';
import { addDays } from '@runtogether/shared/series/series.rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import { insertHost, insertSession } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const host = await insertHost(t.db);
  headers = {
    cookie: `${SESSION_COOKIE}=${await insertSession(t.db, host.id)}`,
    origin: 'http://localhost:3000',
  };
});
afterAll(() => t.close());

const today = () => dateKeyInZone(new Date(), 'Europe/Madrid');
const lastDay = () => addDays(today(), RUN_HORIZON_DAYS);

const run = (overrides: Partial<RunCreateInput> = {}): RunCreateInput => ({
  title: 'Horizon Run',
  description: 'An easy loop to test how far ahead a run may be.',
  date: addDays(today(), 3),
  time: '08:00',
  timezone: 'Europe/Madrid',
  location: 'Casa de Campo',
  address: 'Lago de la Casa de Campo, Madrid',
  distance: 6,
  pace: 6,
  maxParticipants: 10,
  tags: [],
  latitude: 40.41,
  longitude: -3.73,
  ...overrides,
});

const fieldsOf = (response: { json: <T>() => T }) =>
  Object.keys(response.json<{ error: { fields?: Record<string, string> } }>().error.fields ?? {});

describe('dates and zones in a query', () => {
  it.each(['9999-12-31', '9999-12-30', '2027-02-30', '1999-12-31', '2101-01-01', '0000-01-01'])(
    'refuses ?date=%s with 400 naming the date',
    async (date) => {
      const response = await t.app.inject({ url: `/api/events?date=${date}` });
      expect(response.statusCode, response.body).toBe(400);
      expect(fieldsOf(response)).toEqual(['date']);
    },
  );

  it('takes the ends of the range, 2000 to 2100', async () => {
    for (const date of ['2000-01-01', '2100-12-31', '2028-02-29']) {
      expect((await t.app.inject({ url: `/api/events?date=${date}` })).statusCode).toBe(200);
    }
  });

  it('refuses a zone Node knows but the database does not', async () => {
    expect(() => new Intl.DateTimeFormat('en', { timeZone: 'US/Pacific-New' })).not.toThrow();
    const response = await t.app.inject({ url: '/api/events?date=2027-03-01&tz=US/Pacific-New' });
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldsOf(response)).toEqual(['tz']);
  });
});

describe('dates and zones of a run', () => {
  const create = (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/events', headers, payload: body as object });

  it('refuses an impossible day instead of rolling it over', async () => {
    const response = await create(run({ date: '2027-02-30' }));
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldsOf(response)).toEqual(['date']);
  });

  it('takes a run up to two years ahead and no further', async () => {
    expect((await create(run({ date: lastDay() }))).statusCode).toBe(201);
    for (const date of [addDays(lastDay(), 1), '9999-12-30', '2100-12-31']) {
      const response = await create(run({ date }));
      expect(response.statusCode, response.body).toBe(400);
      expect(fieldsOf(response)).toEqual(['date']);
    }
  });

  it('refuses a zone the database does not know', async () => {
    const response = await create(run({ timezone: 'US/Pacific-New' }));
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldsOf(response)).toEqual(['timezone']);
  });

  it('refuses a series that starts or ends past the horizon', async () => {
    const farStart = await create(run({ date: '9999-12-30', repeat: { everyWeeks: 1, count: 3 } }));
    expect(farStart.statusCode, farStart.body).toBe(400);
    expect(fieldsOf(farStart)).toEqual(['date']);
    const farEnd = await create(run({ repeat: { everyWeeks: 4, until: addDays(lastDay(), 7) } }));
    expect(farEnd.statusCode, farEnd.body).toBe(400);
    expect(fieldsOf(farEnd)).toEqual(['repeat.until']);
  });

  it('creates no run of a series past the horizon, even when its count reaches further', async () => {
    const start = addDays(lastDay(), -10);
    const created = await create(run({ date: start, repeat: { everyWeeks: 1, count: 52 } }));
    expect(created.statusCode, created.body).toBe(201);
    const series = await t.app.inject({ url: `/api/series/${created.json<Run>().seriesId}` });
    const dates = series.json<Series>().upcomingRuns.map((r) => r.date);
    expect(dates).toEqual([start, addDays(start, 7)]);
  });

  it('refuses a change that moves a run past the horizon', async () => {
    const created = (await create(run())).json<Run>();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/${created.id}`,
      headers,
      payload: { date: addDays(lastDay(), 1) },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldsOf(response)).toEqual(['date']);
  });
});
