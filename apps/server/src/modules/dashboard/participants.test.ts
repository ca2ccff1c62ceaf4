import type { HostParticipants } from '@runtogether/shared/business/participants.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHost, insertRegistration, insertRun, insertSession, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../../plugins/session-cookie';

let t: TestApp;
// Just before midnight in UTC, and already the next day in Madrid, where the host's runs are.
const clock = Date.parse('2030-01-05T23:30:00Z');
let host: Awaited<ReturnType<typeof insertHost>>;
let hostCookie: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  host = await insertHost(t.db);
  hostCookie = `${SESSION_COOKIE}=${await insertSession(t.db, host.id)}`;
  const other = await insertHost(t.db);
  const morning = await insertRun(t.db, host.id, {
    startsAt: new Date('2030-03-02T08:00:00Z'),
    timezone: 'Europe/Madrid',
    title: 'Morning 5K',
  });
  const evening = await insertRun(t.db, host.id, {
    startsAt: new Date('2030-03-09T18:00:00Z'),
    title: 'Evening 10K',
  });
  const elsewhere = await insertRun(t.db, other.id, { startsAt: new Date('2030-03-02T08:00:00Z') });
  const register = async (run: { id: number }, name: string, minute: number, values = {}) =>
    insertRegistration(
      t.db,
      run.id,
      await insertUser(t.db, { name, email: `${name.toLowerCase()}@x.test` }),
      {
        createdAt: new Date(Date.UTC(2030, 0, 1, 10, minute)),
        ...values,
      },
    );
  await register(morning, 'Ana', 1, { pace: 5.5 });
  await register(evening, 'Ben', 2);
  await register(morning, 'Cris', 3, { status: 'waitlisted' });
  await register(evening, '=HYPERLINK("http://evil")', 4);
  await register(elsewhere, 'Stranger', 5);
});
afterAll(() => t.close());

const get = (url: string, cookie = hostCookie) => t.app.inject({ url, headers: { cookie } });

describe('GET /api/business/participants', () => {
  it("lists everyone registered for the host's runs, newest first, with the run, and pages", async () => {
    const first = (await get('/api/business/participants?limit=3')).json<HostParticipants>();
    expect(first.items.map((p) => p.name)).toEqual(['=HYPERLINK("http://evil")', 'Cris', 'Ben']);
    expect(first.items[1]).toMatchObject({
      runTitle: 'Morning 5K',
      runDate: '2030-03-02',
      runTime: '09:00',
      email: 'cris@x.test',
      status: 'waitlisted',
    });
    const second = (
      await get(`/api/business/participants?limit=3&cursor=${first.nextCursor}`)
    ).json<HostParticipants>();
    expect(second.items.map((p) => [p.name, p.pace])).toEqual([['Ana', 5.5]]);
    expect(second.nextCursor).toBeNull();
  });

  it('is for business accounts only', async () => {
    expect((await t.app.inject({ url: '/api/business/participants' })).statusCode).toBe(401);
    const runner = await insertUser(t.db);
    const asRunner = await get(
      '/api/business/participants',
      `${SESSION_COOKIE}=${await insertSession(t.db, runner.id)}`,
    );
    expect(asRunner.statusCode).toBe(403);
    expect(
      (
        await get(
          '/api/business/participants.csv',
          `${SESSION_COOKIE}=${await insertSession(t.db, runner.id)}`,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('refuses a cursor it did not make', async () => {
    expect((await get('/api/business/participants?cursor=bm90LWEtY3Vyc29y')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: `/api/businesses/${host.id}/past-runs?cursor=bm9wZQ` })).statusCode,
    ).toBe(400);
  });

  it('an empty list for a host without participants', async () => {
    const newcomer = await insertHost(t.db);
    const body = (
      await get('/api/business/participants', `${SESSION_COOKIE}=${await insertSession(t.db, newcomer.id)}`)
    ).json<HostParticipants>();
    expect(body).toEqual({ items: [], nextCursor: null });
  });
});

describe('GET /api/business/participants.csv', () => {
  it('is a real CSV file: BOM, CRLF, quoting, formulas neutralised, only this host', async () => {
    const response = await get('/api/business/participants.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    // Named for the day on the host's runs' clock, not UTC's (2030-01-05 there).
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="all-participants-2030-01-06.csv"',
    );
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = text.slice(1).split('\r\n');
    expect(rows[0]).toBe('Run,Run date,Name,Email,Pace,Registered,Status');
    expect(rows[1]).toBe(
      'Evening 10K,2030-03-09 19:00,"\'=HYPERLINK(""http://evil"")","\'=hyperlink(""http://evil"")@x.test",' +
        '6:00 min/km,2030-01-01 11:04,Confirmed',
    );
    expect(rows.at(-1)).toBe('');
    expect(rows).toHaveLength(6); // header, 4 participants, the empty string after the last CRLF
    expect(text).not.toContain('Stranger');
  });
});
