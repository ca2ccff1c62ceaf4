// Pace groups on a run (docs/decisions/052): set on create and edit, validated, answered with their counts,
// carried across a weekly series, found by the pace filter.
import { dateKeyInZone } from '@runtogether/shared/dates/date.rules';
import type { RunInput } from '@runtogether/shared/runs/run-input.schemas';
import { runGroupMessages, type RunGroupInput } from '@runtogether/shared/runs/run-groups.schemas';
import type { Run, RunList } from '@runtogether/shared/runs/run.schemas';
import type { Series } from '@runtogether/shared/series/series.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRunners, type Runner } from '../../test/crowd';
import { insertHost, insertSession } from '../../test/factories';
import { english } from '../../test/english';
import { createTestApp, type TestApp } from '../../test/test-app';
import { extendAllSeries } from '../series/series.service';

let t: TestApp;
let host: Record<string, string>;
let otherHost: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  host = { authorization: `Bearer ${await insertSession(t.db, (await insertHost(t.db)).id)}` };
  otherHost = { authorization: `Bearer ${await insertSession(t.db, (await insertHost(t.db)).id)}` };
});
afterAll(() => t.close());

const DAY = 86_400_000;
const THREE: RunGroupInput[] = [
  { name: 'Fast', pace: 4.75, distance: 12, maxParticipants: 2, leader: 'Ana' },
  { name: 'Steady', pace: 5.5, maxParticipants: 3 },
  { name: 'Easy', pace: 6.5, maxParticipants: 4, leader: '' },
];

function runInput(overrides: Partial<RunInput> = {}): RunInput {
  return {
    title: 'Tuesday club run',
    description: 'Three pace groups around the park.',
    date: dateKeyInZone(new Date(Date.now() + 7 * DAY), 'Europe/Madrid'),
    time: '19:00',
    timezone: 'Europe/Madrid',
    location: 'Retiro Park',
    address: 'Puerta de Alcalá, Madrid',
    distance: 10,
    pace: 5.5,
    maxParticipants: 20,
    latitude: 40.42,
    longitude: -3.69,
    groups: THREE,
    ...overrides,
  };
}

const create = (body: unknown, headers = host) =>
  t.app.inject({ method: 'POST', url: '/api/events', headers, payload: body as object });
const patch = (id: number, body: unknown, headers = host, query = '') =>
  t.app.inject({ method: 'PATCH', url: `/api/events/${id}${query}`, headers, payload: body as object });
const fieldsOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { fields?: Record<string, string> } }>().error.fields ?? {};
const register = (runId: number, runner: Runner, groupId?: number, pace = 6) =>
  t.app.inject({
    method: 'POST',
    url: `/api/events/${runId}/registrations`,
    headers: runner.auth,
    payload: { name: 'Runner', email: 'runner@example.test', pace, ...(groupId ? { groupId } : {}) },
  });

describe('a run with pace groups', () => {
  it('is created with its groups, answers them in order with counts, and its maximum is their total', async () => {
    const response = await create(runInput());
    expect(response.statusCode, response.body).toBe(201);
    const run = response.json<Run>();
    expect(run.groups.map(({ id: _id, ...group }) => group)).toEqual([
      {
        name: 'Fast',
        pace: 4.75,
        distance: 12,
        maxParticipants: 2,
        currentParticipants: 0,
        waitlistCount: 0,
        leader: 'Ana',
      },
      {
        name: 'Steady',
        pace: 5.5,
        distance: null,
        maxParticipants: 3,
        currentParticipants: 0,
        waitlistCount: 0,
        leader: null,
      },
      {
        name: 'Easy',
        pace: 6.5,
        distance: null,
        maxParticipants: 4,
        currentParticipants: 0,
        waitlistCount: 0,
        leader: null,
      },
    ]);
    expect(run.maxParticipants).toBe(9);
    expect(run.currentParticipants).toBe(0);

    const [runner] = await insertRunners(t.db, 1);
    if (!runner) throw new Error('one runner expected');
    expect((await register(run.id, runner, run.groups[1]?.id)).statusCode).toBe(201);
    const again = (await t.app.inject({ url: `/api/events/${run.id}` })).json<Run>();
    expect(again.groups.map((g) => g.currentParticipants)).toEqual([0, 1, 0]);
    expect(again.currentParticipants).toBe(1);
  });

  it('has no maximum when one group has no limit', async () => {
    const run = (
      await create(
        runInput({
          groups: [
            { name: 'Fast', pace: 5 },
            { name: 'Easy', pace: 6, maxParticipants: 5 },
          ],
        }),
      )
    ).json<Run>();
    expect(run.maxParticipants).toBeNull();
    expect(run.groups[0]?.maxParticipants).toBeNull();
  });

  it('answers [] for a run without groups, which keeps its own maximum', async () => {
    const { groups: _none, ...body } = runInput();
    const run = (await create(body)).json<Run>();
    expect(run.groups).toEqual([]);
    expect(run.maxParticipants).toBe(20);
  });

  it('refuses bad groups with 400 naming the field', async () => {
    const cases: [unknown[], string, string][] = [
      [[{ name: '', pace: 5 }], 'groups.0.name', runGroupMessages.name],
      [[{ name: 'x'.repeat(41), pace: 5 }], 'groups.0.name', runGroupMessages.name],
      [[{ name: 'Fast', pace: 2.5 }], 'groups.0.pace', runGroupMessages.pace],
      [[{ name: 'Fast', pace: 5, distance: 0 }], 'groups.0.distance', runGroupMessages.distance],
      [
        [{ name: 'Fast', pace: 5, maxParticipants: 0 }],
        'groups.0.maxParticipants',
        runGroupMessages.maxParticipants,
      ],
      [[{ name: 'Fast', pace: 5, leader: 'x'.repeat(61) }], 'groups.0.leader', runGroupMessages.leader],
      [Array.from({ length: 7 }, (_, i) => ({ name: `G${i}`, pace: 5 })), 'groups', runGroupMessages.count],
      [
        [
          { name: 'Fast', pace: 5 },
          { name: 'fast', pace: 6 },
        ],
        'groups',
        runGroupMessages.sameName,
      ],
      [[{ name: 'Fast', pace: 5, colour: 'red' }], 'groups.0', ''],
    ];
    for (const [groups, field, message] of cases) {
      const response = await create(runInput({ groups: groups as RunGroupInput[] }));
      expect(response.statusCode, JSON.stringify(groups)).toBe(400);
      const fields = fieldsOf(response);
      expect(
        Object.keys(fields).some((key) => key.startsWith(field)),
        JSON.stringify(fields),
      ).toBe(true);
      if (message) expect(Object.values(fields)).toContain(english(message));
    }
    // An API client sends minutes per km, and is told so (the run form says min:sec, its own input).
    const slow = fieldsOf(await create(runInput({ groups: [{ name: 'Fast', pace: 12.5 }] })));
    expect(slow['groups.0.pace']).toBe(
      "A group's pace must be between 3:00 and 12:00 min/km, given in minutes per km (5.5 is 5:30).",
    );
  });

  it('is edited by its host: a group keeps its runners by id, new ones are added, empty ones removed', async () => {
    const run = (await create(runInput())).json<Run>();
    const [fast, steady] = run.groups;
    if (!fast || !steady) throw new Error('groups expected');
    const [runner] = await insertRunners(t.db, 1);
    if (!runner) throw new Error('one runner expected');
    await register(run.id, runner, steady.id);

    expect((await patch(run.id, { groups: [] }, otherHost)).statusCode).toBe(403);

    const edited = await patch(run.id, {
      groups: [
        { id: steady.id, name: 'Steady 5:30', pace: 5.5, maxParticipants: 5, leader: 'Luis' },
        { name: 'Walk-run', pace: 8, maxParticipants: 6 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json<Run>();
    expect(after.groups.map((g) => [g.name, g.leader, g.currentParticipants])).toEqual([
      ['Steady 5:30', 'Luis', 1],
      ['Walk-run', null, 0],
    ]);
    expect(after.groups[0]?.id).toBe(steady.id);
    expect(after.groups.some((g) => g.id === fast.id)).toBe(false);
    expect(after.maxParticipants).toBe(11);

    // A maximum sent alone does not undo the groups' total.
    expect((await patch(run.id, { maxParticipants: 50 })).json<Run>().maxParticipants).toBe(11);
  });

  it('refuses to drop a group with runners, or to lower its maximum below them (409)', async () => {
    const run = (await create(runInput())).json<Run>();
    const crowd = await insertRunners(t.db, 2);
    for (const runner of crowd) await register(run.id, runner, run.groups[2]?.id);
    const dropped = await patch(run.id, { groups: THREE.slice(0, 2) });
    expect(dropped.statusCode, dropped.body).toBe(409);
    expect(fieldsOf(dropped).groups).toBe(english(runGroupMessages.groupHasRunners));
    const lowered = await patch(run.id, {
      groups: [...THREE.slice(0, 2), { ...THREE[2], id: run.groups[2]?.id, maxParticipants: 1 }],
    });
    expect(lowered.statusCode).toBe(409);
    expect(Object.keys(fieldsOf(lowered))).toEqual(['groups.2.maxParticipants']);
    expect((await t.app.inject({ url: `/api/events/${run.id}` })).json<Run>().groups).toHaveLength(3);
  });

  it('puts the runners of a run that gets groups in the group nearest their pace', async () => {
    const { groups: _none, ...body } = runInput();
    const run = (await create(body)).json<Run>();
    const [runner] = await insertRunners(t.db, 1);
    if (!runner) throw new Error('one runner expected');
    await register(run.id, runner, undefined, 6.3);
    const edited = (await patch(run.id, { groups: THREE })).json<Run>();
    expect(edited.groups.map((g) => g.currentParticipants)).toEqual([0, 0, 1]);
  });

  it('carries its groups across a weekly series, and an edit with scope=following to the later runs', async () => {
    const response = await create({ ...runInput(), repeat: { everyWeeks: 1, count: 3 } });
    expect(response.statusCode, response.body).toBe(201);
    const first = response.json<Run>();
    const series = (await t.app.inject({ url: `/api/series/${first.seriesId}` })).json<Series>();
    expect(series.upcomingRuns).toHaveLength(3);
    for (const run of series.upcomingRuns) {
      expect(run.groups.map((g) => g.name)).toEqual(['Fast', 'Steady', 'Easy']);
      expect(run.maxParticipants).toBe(9);
    }
    const ids = new Set(series.upcomingRuns.flatMap((run) => run.groups.map((g) => g.id)));
    expect(ids.size).toBe(9);

    // scope=following renames a group on this run and the later ones, matching them by name.
    const renamed = await patch(
      first.id,
      { groups: THREE.map((g, i) => ({ ...g, id: first.groups[i]?.id, leader: 'Marta' })) },
      host,
      '?scope=following',
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const later = (await t.app.inject({ url: `/api/series/${first.seriesId}` })).json<Series>();
    for (const run of later.upcomingRuns)
      expect(run.groups.map((g) => g.leader)).toEqual(['Marta', 'Marta', 'Marta']);
  });

  it('gives the runs the daily job adds to a series the groups of the run before them', async () => {
    const first = (await create({ ...runInput(), repeat: { everyWeeks: 1, count: 20 } })).json<Run>();
    const before = (await t.app.inject({ url: `/api/series/${first.seriesId}` })).json<Series>().upcomingRuns;
    expect(await extendAllSeries(t.db, new Date(Date.now() + 28 * DAY))).toBeGreaterThan(0);
    const after = (await t.app.inject({ url: `/api/series/${first.seriesId}` })).json<Series>().upcomingRuns;
    expect(after.length).toBeGreaterThan(before.length);
    const added = after.at(-1);
    expect(added?.groups.map((g) => [g.name, g.pace, g.maxParticipants])).toEqual([
      ['Fast', 4.75, 2],
      ['Steady', 5.5, 3],
      ['Easy', 6.5, 4],
    ]);
  });

  it('is found by the pace filter through its groups only, not the pace the form kept', async () => {
    // The form's own pace (6:00, beginner, its default) stays on a run with groups but is shown nowhere: the
    // groups are advanced (4:45) and intermediate (5:30), so a beginner looking for a run does not get it.
    const groups = THREE.slice(0, 2);
    const run = (await create(runInput({ title: 'Filter by group', pace: 6, groups }))).json<Run>();
    const { groups: _none, ...body } = runInput({ title: 'No groups', pace: 6 });
    const plain = (await create(body)).json<Run>();
    const list = async (pace: string) =>
      (await t.app.inject({ url: `/api/events?pace=${pace}&limit=100` }))
        .json<RunList>()
        .items.map((r) => r.id);
    expect(await list('advanced')).toContain(run.id);
    expect(await list('intermediate')).toContain(run.id);
    expect(await list('beginner')).not.toContain(run.id);
    expect(await list('beginner')).toContain(plain.id);
    expect(await list('advanced,intermediate')).not.toContain(plain.id);
    expect(await list('beginner,advanced')).toEqual(expect.arrayContaining([run.id, plain.id]));
  });
});
