import type { Run, RunList } from '@runtogether/shared/runs/run.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHost, insertRegistration, insertRun, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const HOUR = 3600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

let t: TestApp;
let hostA: Awaited<ReturnType<typeof insertHost>>;
let hostB: Awaited<ReturnType<typeof insertHost>>;
/** Upcoming run ids in the order the API must return them. */
let upcomingIds: number[];
let pastRunId: number;
let busyRunId: number;
let paceRuns: Record<'fast' | 'medium' | 'slow', number>;
let distanceRuns: Record<'five' | 'ten' | 'long', number>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  hostA = await insertHost(db, {
    name: 'Marta',
    businessName: 'Retiro Running Co.',
    businessPhone: '+34 910 000 101',
    businessLocation: 'Retiro, Madrid',
    profileImageUrl: '/files/avatars/marta.webp',
  });
  hostB = await insertHost(db, { name: 'Pablo', businessName: null });

  pastRunId = (await insertRun(db, hostA.id, { startsAt: inHours(-2), title: 'Yesterday' })).id;
  // Two runs at the same instant: the id decides their order.
  const sameTime = inHours(30);
  const tieFirst = await insertRun(db, hostA.id, {
    startsAt: sameTime,
    paceSecondsPerKm: 299,
    distanceKm: 5,
  });
  const tieSecond = await insertRun(db, hostB.id, {
    startsAt: sameTime,
    paceSecondsPerKm: 300,
    distanceKm: 10,
  });
  const soonest = await insertRun(db, hostB.id, {
    startsAt: inHours(1),
    paceSecondsPerKm: 360,
    distanceKm: 10.5,
    address: null,
    location: 'Templo de Debod',
  });
  const busy = await insertRun(db, hostA.id, {
    startsAt: inHours(50),
    maxParticipants: 10,
    tags: ['social'],
  });
  const later = await insertRun(db, hostA.id, {
    startsAt: inHours(72),
    paceSecondsPerKm: 420,
    distanceKm: 21,
  });
  busyRunId = busy.id;
  upcomingIds = [soonest.id, tieFirst.id, tieSecond.id, busy.id, later.id];
  paceRuns = { fast: tieFirst.id, medium: tieSecond.id, slow: soonest.id };
  distanceRuns = { five: tieFirst.id, ten: tieSecond.id, long: soonest.id };

  for (const status of ['confirmed', 'confirmed', 'confirmed', 'waitlisted'] as const) {
    const runner = await insertUser(db);
    await insertRegistration(db, busy.id, runner, { status });
  }
  await insertRegistration(db, pastRunId, await insertUser(db));
});
afterAll(() => t.close());

async function list(query = ''): Promise<RunList> {
  const response = await t.app.inject({ url: `/api/events${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RunList>();
}

describe('GET /api/events', () => {
  it('lists only upcoming runs, by start time then id', async () => {
    const page = await list();
    expect(page.items.map((run) => run.id)).toEqual(upcomingIds);
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((run) => run.id)).not.toContain(pastRunId);
  });

  it('counts confirmed registrations only', async () => {
    const { items } = await list();
    const busy = items.find((run) => run.id === busyRunId);
    expect(busy?.currentParticipants).toBe(3);
    expect(busy?.maxParticipants).toBe(10);
    expect(items.filter((run) => run.id !== busyRunId).every((run) => run.currentParticipants === 0)).toBe(
      true,
    );
  });

  it('walks every run exactly once with limit and cursor', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = await list(query);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((run) => run.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual(upcomingIds);
    expect(pages).toBe(3);
  });

  it('refuses a cursor it did not make', async () => {
    const response = await t.app.inject({ url: '/api/events?cursor=not-a-cursor' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty(
      'cursor',
    );
  });

  it('filters by host', async () => {
    const { items } = await list(`?hostId=${hostB.id}`);
    expect(items.map((run) => run.id)).toEqual([paceRuns.slow, paceRuns.medium]);
    expect(items.every((run) => run.hostId === hostB.id)).toBe(true);
  });

  it('filters by pace category (≥ 6:00 beginner, 5:00–5:59 intermediate, < 5:00 advanced)', async () => {
    expect((await list('?pace=advanced')).items.map((run) => run.id)).toEqual([paceRuns.fast]);
    const intermediate = (await list('?pace=intermediate')).items;
    expect(intermediate.map((run) => run.id)).toContain(paceRuns.medium);
    expect(intermediate.every((run) => run.paceCategory === 'intermediate')).toBe(true);
    const several = (await list('?pace=beginner,advanced')).items;
    expect(several.map((run) => run.paceCategory).sort()).toEqual(['advanced', 'beginner', 'beginner']);
  });

  it('filters by distance bucket (short ≤ 5, medium ≤ 10, long > 10)', async () => {
    const ids = async (bucket: string) => (await list(`?distance=${bucket}`)).items.map((run) => run.id);
    expect(await ids('short')).toContain(distanceRuns.five);
    expect(await ids('medium')).toEqual([distanceRuns.ten]);
    expect(await ids('long')).toEqual(expect.arrayContaining([distanceRuns.long]));
    expect(await ids('long')).not.toContain(distanceRuns.ten);
    expect(await ids('medium,long')).not.toContain(distanceRuns.five);
  });

  it('rejects a limit above 100 and a host id that is not a user id', async () => {
    expect((await t.app.inject({ url: '/api/events?limit=101' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/events?hostId=42' })).statusCode).toBe(400);
  });

  it('returns the run client form with the host joined in', async () => {
    const { items } = await list();
    const soonest = items[0];
    expect(soonest).toMatchObject({
      pace: 6,
      paceCategory: 'beginner',
      distance: 10.5,
      location: 'Templo de Debod',
      address: 'Templo de Debod',
      hostId: hostB.id,
      hostName: 'Pablo',
      tags: [],
      maxParticipants: null,
      imageUrl: null,
      whatsappGroupLink: null,
      hostContactInfo: { businessName: null, businessLocation: null, phone: null },
    });
    const busy = items.find((run) => run.id === busyRunId);
    expect(busy).toMatchObject({
      timezone: 'Europe/Madrid',
      pace: 5.5,
      paceCategory: 'intermediate',
      tags: ['social'],
      hostName: 'Retiro Running Co.',
      hostAvatarUrl: '/files/avatars/marta.webp',
      hostContactInfo: {
        businessName: 'Retiro Running Co.',
        businessLocation: 'Retiro, Madrid',
        phone: '+34 910 000 101',
      },
    });
  });
});

describe('GET /api/events/:id', () => {
  it('returns one run, also a past one', async () => {
    const response = await t.app.inject({ url: `/api/events/${pastRunId}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<Run>()).toMatchObject({ id: pastRunId, title: 'Yesterday', currentParticipants: 1 });
  });

  it('answers 404 for a run that does not exist', async () => {
    for (const id of [999999, 99999999999]) {
      const response = await t.app.inject({ url: `/api/events/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Run not found' } });
    }
  });

  it("renders date and time in the run's own time zone, across daylight-saving changes", async () => {
    const cases = [
      // 29 March 2026: Madrid moved from UTC+1 to UTC+2 at 02:00.
      { startsAt: '2026-03-29T08:00:00Z', timezone: 'Europe/Madrid', date: '2026-03-29', time: '10:00' },
      { startsAt: '2027-03-27T09:00:00Z', timezone: 'Europe/Madrid', date: '2027-03-27', time: '10:00' },
      { startsAt: '2027-03-28T08:00:00Z', timezone: 'Europe/Madrid', date: '2027-03-28', time: '10:00' },
      // Late evening in New York is already the next day in UTC.
      { startsAt: '2027-01-16T03:30:00Z', timezone: 'America/New_York', date: '2027-01-15', time: '22:30' },
    ];
    for (const c of cases) {
      const run = await insertRun(t.db, hostA.id, { startsAt: new Date(c.startsAt), timezone: c.timezone });
      const response = await t.app.inject({ url: `/api/events/${run.id}` });
      expect(response.json<Run>()).toMatchObject({
        date: c.date,
        time: c.time,
        timezone: c.timezone,
        startsAt: new Date(c.startsAt).toISOString(),
      });
    }
  });
});

describe('host name', () => {
  it("falls back to 'Business Host' when the host has no name at all", async () => {
    const nameless = await insertHost(t.db, { name: ' ', businessName: null });
    const run = await insertRun(t.db, nameless.id, { startsAt: inHours(5) });
    const response = await t.app.inject({ url: `/api/events/${run.id}` });
    expect(response.json<Run>().hostName).toBe('Business Host');
  });
});
