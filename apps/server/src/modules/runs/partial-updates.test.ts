// A PATCH changes what it names and nothing else (docs/product.md §5 "Edit run"): a property over the real
// server and database, for a one-off change and for "this and following" runs of a weekly series.
import { dateKeyInZone } from '@runtogether/shared/dates/date.rules';
import type { RunCreateInput, RunUpdate } from '@runtogether/shared/runs/run-bodies.schemas';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import type { Series } from '@runtogether/shared/series/series.schemas';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import { insertHost, insertSession } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const host = await insertHost(t.db, { businessName: 'Partial Runners' });
  headers = {
    cookie: `${SESSION_COOKIE}=${await insertSession(t.db, host.id)}`,
    origin: 'http://localhost:3000',
  };
});
afterAll(() => t.close());

const DAY = 86_400_000;
const dayFromNow = (days: number) => dateKeyInZone(new Date(Date.now() + days * DAY), 'Europe/Madrid');

/** What a run's answer says of the fields a host sets. */
const INPUT_FIELDS = [
  'title',
  'description',
  'date',
  'time',
  'timezone',
  'location',
  'address',
  'distance',
  'pace',
  'maxParticipants',
  'tags',
  'whatsappGroupLink',
  'latitude',
  'longitude',
] as const;
type InputField = (typeof INPUT_FIELDS)[number];

const text = (min: number, max: number) =>
  fc
    .stringMatching(new RegExp(`^[A-Za-z][A-Za-z ]{${min - 1},${max - 1}}[A-Za-z]$`))
    .filter((s) => s.length >= min);

type Change = { fields: InputField[]; patch: RunUpdate };
const changeOf = (fields: InputField[], patch: RunUpdate): Change => ({ fields, patch });

/** One field's new value; latitude and longitude travel together (both or none), and the zone follows them. */
const change: fc.Arbitrary<Change> = fc.oneof(
  text(3, 60).map((title) => changeOf(['title'], { title })),
  text(10, 80).map((description) => changeOf(['description'], { description })),
  fc.integer({ min: 2, max: 40 }).map((d) => changeOf(['date'], { date: dayFromNow(d) })),
  fc.constantFrom('06:00', '07:45', '19:00', '21:30').map((time) => changeOf(['time'], { time })),
  // A run's zone is its pin's (decision 048): a new zone comes with a pin in it.
  fc
    .constantFrom(
      { timezone: 'Europe/Madrid', latitude: 40.4, longitude: -3.71 },
      { timezone: 'America/New_York', latitude: 40.71, longitude: -74.0 },
      { timezone: 'Asia/Tokyo', latitude: 35.68, longitude: 139.69 },
      { timezone: 'Europe/London', latitude: 51.5, longitude: -0.12 },
    )
    .map((pinned) => changeOf(['timezone', 'latitude', 'longitude'], pinned)),
  text(3, 40).map((location) => changeOf(['location'], { location })),
  text(5, 60).map((address) => changeOf(['address'], { address })),
  fc.integer({ min: 1, max: 50 }).map((distance) => changeOf(['distance'], { distance })),
  fc.integer({ min: 30, max: 120 }).map((p) => changeOf(['pace'], { pace: p / 10 })),
  fc
    .option(fc.integer({ min: 1, max: 1000 }), { nil: null })
    .map((maxParticipants) => changeOf(['maxParticipants'], { maxParticipants })),
  fc
    .uniqueArray(text(2, 12), { maxLength: 4, comparator: (a, b) => a.toLowerCase() === b.toLowerCase() })
    .map((tags) => changeOf(['tags'], { tags })),
  fc
    .constantFrom('https://chat.whatsapp.com/new', null)
    .map((whatsappGroupLink) => changeOf(['whatsappGroupLink'], { whatsappGroupLink })),
  fc
    .tuple(fc.integer({ min: -80, max: 80 }), fc.integer({ min: -170, max: 170 }))
    .map(([latitude, longitude]) => changeOf(['latitude', 'longitude', 'timezone'], { latitude, longitude })),
);

const seriesRuns = async (seriesId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/series/${seriesId}` })).json<Series>().upcomingRuns;

const runsById = async (ids: number[]) =>
  Promise.all(
    ids.map(async (id) => (await t.app.inject({ method: 'GET', url: `/api/events/${id}` })).json<Run>()),
  );

const inputOf = (run: Run, except: InputField[]) =>
  Object.fromEntries(INPUT_FIELDS.filter((f) => !except.includes(f)).map((f) => [f, run[f]]));

describe('PATCH /api/events/:id', () => {
  it('keeps every field it leaves out, on the run and on the later runs of its series', async () => {
    const body: RunCreateInput = {
      title: 'Tuesday Tempo',
      description: 'Tempo intervals along the river, every week.',
      date: dayFromNow(3),
      time: '19:00',
      timezone: 'Europe/Madrid',
      location: 'Madrid Río',
      address: 'Puente de Toledo, Madrid',
      distance: 8,
      pace: 5,
      maxParticipants: 30,
      tags: ['tempo', 'river'],
      whatsappGroupLink: 'https://chat.whatsapp.com/tempo',
      latitude: 40.4,
      longitude: -3.71,
      repeat: { everyWeeks: 1, count: 3 },
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/events', headers, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    // A "this and following" change from a later run splits the series (decision 034), so the runs are followed
    // by id, not by the series they started in.
    const runIds = (await seriesRuns(created.json<Run>().seriesId ?? 0)).map((run) => run.id);
    expect(runIds).toHaveLength(3);

    await fc.assert(
      fc.asyncProperty(
        change,
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom('this', 'following'),
        async ({ fields, patch }, index, scope) => {
          const before = await runsById(runIds);
          const target = before[index];
          if (!target) throw new Error('a run went missing');
          const response = await t.app.inject({
            method: 'PATCH',
            url: `/api/events/${target.id}?scope=${scope}`,
            headers,
            payload: patch,
          });
          expect(response.statusCode, response.body).toBe(200);
          const after = new Map((await runsById(runIds)).map((run) => [run.id, run]));
          for (const old of before) {
            const run = after.get(old.id) as Run;
            // "This and following" reaches the runs of its series from this one on (by start).
            const touched =
              scope === 'following'
                ? old.seriesId === target.seriesId && old.startsAt >= target.startsAt
                : old.id === target.id;
            const kept = touched ? fields : [];
            expect(inputOf(run, kept), `run ${old.id} after ${JSON.stringify(patch)}`).toEqual(
              inputOf(old, kept),
            );
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);
});
