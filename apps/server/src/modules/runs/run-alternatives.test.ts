// GET /api/events/:id/alternatives (docs/decisions/052): up to three runs like a full one, nearest first.
import type { RunAlternatives } from '@runtogether/shared/runs/run-alternatives.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHost, insertRegistration, insertRun, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addRunGroups } from './run-groups';

let t: TestApp;
let hostId: string;
beforeAll(async () => {
  t = await createTestApp();
  hostId = (await insertHost(t.db)).id;
});
afterAll(() => t.close());

const HOUR = 3600_000;
const MADRID = { latitude: 40.42, longitude: -3.69 };
/** A point `km` north of the full run's meeting point. */
const north = (km: number) => ({ latitude: MADRID.latitude + km / 111.2, longitude: MADRID.longitude });

const run = (
  hoursAhead: number,
  values: Parameters<typeof insertRun>[2] extends infer V ? Partial<V> : never = {},
) =>
  insertRun(t.db, hostId, {
    startsAt: new Date(Date.now() + hoursAhead * HOUR),
    paceSecondsPerKm: 330,
    maxParticipants: 10,
    ...MADRID,
    ...values,
  });
const group = (position: number, name: string, paceSecondsPerKm: number) => ({
  position,
  name,
  paceSecondsPerKm,
  distanceKm: null,
  maxParticipants: 5,
  leader: null,
});
const alternatives = async (id: number) => {
  const response = await t.app.inject({ url: `/api/events/${id}/alternatives` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RunAlternatives>().items.map((item) => item.id);
};

describe('GET /api/events/:id/alternatives', () => {
  it('suggests up to three upcoming runs with room, within 3 days, 10 km and 45 s/km, nearest first', async () => {
    const full = await run(48, { maxParticipants: 1 });
    await insertRegistration(t.db, full.id, await insertUser(t.db));

    const closest = await run(60, { ...north(0.5), paceSecondsPerKm: 360 });
    const near = await run(24, north(2));
    // Its own pace is too slow, one of its groups is not.
    const grouped = await run(40, { ...north(1), paceSecondsPerKm: 420 });
    await addRunGroups(t.db, grouped.id, [
      {
        position: 0,
        name: 'Steady',
        paceSecondsPerKm: 350,
        distanceKm: null,
        maxParticipants: 5,
        leader: null,
      },
    ]);
    const unlocated = await run(50, { latitude: null, longitude: null });
    // Left out: too far away, too far in time, too fast, full, hidden, started.
    await run(48, north(20));
    await run(48 + 4 * 24, north(1));
    await run(48, { ...north(1), paceSecondsPerKm: 270 });
    const alsoFull = await run(48, { ...north(0.2), maxParticipants: 1 });
    await insertRegistration(t.db, alsoFull.id, await insertUser(t.db));
    await run(48, { ...north(0.1), hiddenAt: new Date() });
    await run(-1, north(0.1));

    expect(await alternatives(full.id)).toEqual([closest.id, grouped.id, near.id]);
    // With two of them full, the run without a pin comes last.
    for (const id of [closest.id, grouped.id]) {
      for (let i = 0; i < 10; i++) await insertRegistration(t.db, id, await insertUser(t.db));
    }
    // `grouped` is full in all but its group's total (5): the run's own maximum still decides.
    expect(await alternatives(full.id)).toEqual([near.id, unlocated.id]);
  });

  it("compares a run with groups by its groups' paces, not the one its form kept", async () => {
    // Days after the other tests' runs, which it would otherwise be like. Its form kept 6:00 (the default); its
    // groups run at 4:45 and 5:00, and so do the runners it turns away.
    const full = await run(400, { ...north(50), paceSecondsPerKm: 360, maxParticipants: 1 });
    await addRunGroups(t.db, full.id, [group(0, 'Fast', 285), group(1, 'Tempo', 300)]);
    await insertRegistration(t.db, full.id, await insertUser(t.db));
    const atFast = await run(400, { ...north(50.1), paceSecondsPerKm: 290 });
    // Its own 6:00 was the full run's kept pace, and is no group's.
    await run(400, { ...north(50.2), paceSecondsPerKm: 360 });
    // Matched by its own kept pace (4:50) only: its one group runs at 6:30.
    const keptOnly = await run(400, { ...north(50.3), paceSecondsPerKm: 290 });
    await addRunGroups(t.db, keptOnly.id, [group(0, 'Easy', 390)]);
    expect(await alternatives(full.id)).toEqual([atFast.id]);
  });

  it('counts both ends of the 3 days, before the run as after it', async () => {
    const startsAt = new Date(Date.now() + 100 * HOUR);
    // Far from the other tests' runs and slower, so that none of theirs is like it (not even one without a pin).
    const alone = { paceSecondsPerKm: 600 };
    const full = await run(0, { ...north(200), ...alone, startsAt, maxParticipants: 1 });
    await insertRegistration(t.db, full.id, await insertUser(t.db));
    const at = (hours: number, km: number, ms = 0) =>
      run(0, { ...north(200 + km), ...alone, startsAt: new Date(startsAt.getTime() + hours * HOUR + ms) });
    const earliest = await at(-72, 1);
    const latest = await at(72, 2);
    await at(-72, 0.5, -1);
    await at(72, 0.5, 1);
    expect(await alternatives(full.id)).toEqual([earliest.id, latest.id]);
  });

  it('suggests nothing while the run has room, and answers 404 for an unknown run', async () => {
    const open = await run(48, { maxParticipants: 5 });
    await run(50, north(1));
    expect(await alternatives(open.id)).toEqual([]);
    expect((await t.app.inject({ url: '/api/events/999999/alternatives' })).statusCode).toBe(404);
  });
});
