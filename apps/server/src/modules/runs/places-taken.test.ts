// One count of a run's places on every screen that shows it, over HTTP on the real database: the run's page and
// card, its participants and the host's dashboard agree, the guests at check-in told apart (docs/decisions/057).
import type { Dashboard } from '@runtogether/shared/business/dashboard.schemas';
import type { CheckInCode } from '@runtogether/shared/attendance/attendance.schemas';
import type { ParticipantsResponse } from '@runtogether/shared/registrations/registration.schemas';
import type { Run, RunList } from '@runtogether/shared/runs/run.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHost, insertRegistration, insertRun, insertSession, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const HOUR = 3_600_000;
const START = new Date('2031-04-20T17:00:00Z');

let t: TestApp;
beforeAll(async () => {
  // Check-in is open: half an hour before the start.
  t = await createTestApp({ now: () => START.getTime() - HOUR / 2 });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A run of 4 places: 3 runners registered, a walk-up guest fills the last, the host adds a walk-in. */
async function runOverItsMaximum() {
  const host = await insertHost(t.db);
  const asHost = {
    authorization: `Bearer ${await insertSession(t.db, host.id, new Date('2099-01-01'))}`,
  };
  const run = await insertRun(t.db, host.id, { startsAt: START, maxParticipants: 4 });
  for (const name of ['Ana', 'Ben', 'Cris'])
    await insertRegistration(t.db, run.id, await insertUser(t.db, { name }));
  const { code } = (await call('GET', `/api/events/${run.id}/join-code`, asHost)).json<CheckInCode>();
  const guest = { code, name: 'Gina Guest', email: 'gina@example.com' };
  const walkUp = await call('POST', `/api/events/${run.id}/walk-up`, {}, guest);
  expect(walkUp.statusCode, walkUp.body).toBe(201);
  // The host's walk-in is not refused on a full run: the host decides on the day (decision 057).
  const walkIn = await call('POST', `/api/events/${run.id}/attendance/walk-ins`, asHost, { name: 'Walt' });
  expect(walkIn.statusCode, walkIn.body).toBe(201);
  return { host, run, asHost };
}

describe("a run's places with guests at check-in", () => {
  it('are the same count, with the guests apart, on the run, its list, its participants and the dashboard', async () => {
    const { host, run, asHost } = await runOverItsMaximum();
    const places = { maxParticipants: 4, currentParticipants: 5, currentGuests: 2 };

    expect((await call('GET', `/api/events/${run.id}`)).json<Run>()).toMatchObject(places);
    const listed = (await call('GET', `/api/events?hostId=${host.id}`)).json<RunList>();
    expect(listed.items.find((item) => item.id === run.id)).toMatchObject(places);

    const participants = (
      await call('GET', `/api/events/${run.id}/participants`)
    ).json<ParticipantsResponse>();
    expect(participants.totals).toEqual({ confirmed: 3, waitlisted: 0, guests: 2 });
    expect(participants.participants).toHaveLength(3);

    const dashboard = (await call('GET', '/api/business/dashboard', asHost)).json<Dashboard>();
    expect(dashboard.upcomingRuns.find((item) => item.id === run.id)).toMatchObject(places);
  });

  it('are none on a run without guests', async () => {
    const host = await insertHost(t.db);
    const run = await insertRun(t.db, host.id, { startsAt: START, maxParticipants: 4 });
    await insertRegistration(t.db, run.id, await insertUser(t.db, { name: 'Ana' }));
    expect((await call('GET', `/api/events/${run.id}`)).json<Run>()).toMatchObject({
      currentParticipants: 1,
      currentGuests: 0,
    });
    const participants = (
      await call('GET', `/api/events/${run.id}/participants`)
    ).json<ParticipantsResponse>();
    expect(participants.totals).toEqual({ confirmed: 1, waitlisted: 0, guests: 0 });
  });
});
