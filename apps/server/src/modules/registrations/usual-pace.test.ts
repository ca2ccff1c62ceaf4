// A runner's usual pace (docs/decisions/056): the median pace of the runs or pace groups of their last 5
// confirmed registrations, for the register dialog's preselected group.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../db/schema';
import { insertRunners, type Runner } from '../../test/crowd';
import { insertHost, insertRegistration, insertRun } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addRunGroups } from '../runs/run-groups';
import { findRunGroups } from '../runs/run-groups.repository';
import { medianPace } from './usual-pace.service';

let t: TestApp;
let hostId: string;
beforeAll(async () => {
  t = await createTestApp();
  hostId = (await insertHost(t.db)).id;
});
afterAll(() => t.close());

const usualPace = async (runner: Runner) => {
  const response = await t.app.inject({ url: '/api/registrations/me/usual-pace', headers: runner.auth });
  expect(response.statusCode).toBe(200);
  return response.json<{ usualPace: number | null }>().usualPace;
};

/** A registration of the runner, `minutesAgo` before now, for a run of this pace (seconds per km). */
async function registered(
  runner: Runner,
  paceSecondsPerKm: number,
  minutesAgo: number,
  status: 'confirmed' | 'waitlisted' = 'confirmed',
) {
  const run = await insertRun(t.db, hostId, {
    startsAt: new Date(Date.now() + 86_400_000),
    paceSecondsPerKm,
  });
  const createdAt = new Date(Date.now() - minutesAgo * 60_000);
  const who = { id: runner.id, name: 'Runner', email: runner.email };
  return { run, registration: await insertRegistration(t.db, run.id, who, { status, createdAt }) };
}

describe('GET /api/registrations/me/usual-pace', () => {
  it('is null for a runner without confirmed registrations', async () => {
    const [runner] = await insertRunners(t.db, 1);
    await registered(runner!, 300, 5, 'waitlisted');
    expect(await usualPace(runner!)).toBeNull();
  });

  it('is the median of the last 5 confirmed registrations, a group’s pace on a run with groups', async () => {
    const [runner] = await insertRunners(t.db, 1);
    // The oldest two fall outside the last 5; a waitlisted one does not count.
    await registered(runner!, 240, 70);
    await registered(runner!, 240, 60);
    await registered(runner!, 420, 50);
    await registered(runner!, 300, 40);
    await registered(runner!, 330, 30);
    await registered(runner!, 240, 25, 'waitlisted');
    const { run, registration } = await registered(runner!, 600, 20);
    // That run has pace groups and the runner is in its 6:00 one: the group's pace counts, not the run's.
    await addRunGroups(t.db, run.id, [
      {
        position: 0,
        name: 'Steady',
        paceSecondsPerKm: 360,
        distanceKm: null,
        maxParticipants: null,
        leader: null,
      },
    ]);
    const [group] = await findRunGroups(t.db, run.id);
    await t.db.update(registrations).set({ groupId: group!.id }).where(eq(registrations.id, registration.id));
    await registered(runner!, 345, 10);
    // Paces 420, 300, 330, 360, 345 seconds: the median is 345 s, 5.75 min/km.
    expect(await usualPace(runner!)).toBe(5.75);
  });

  it('takes the mean of the middle two of an even count', () => {
    expect(medianPace([300, 330])).toBe(5.25);
    expect(medianPace([])).toBeNull();
  });

  it('asks for a signed-in runner (the authorization matrix has the other callers)', async () => {
    expect((await t.app.inject({ url: '/api/registrations/me/usual-pace' })).statusCode).toBe(401);
  });
});
