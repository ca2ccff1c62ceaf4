import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { emailVerificationTokens, geocodeCache, scheduledJobs, sessions } from '../../db/schema';
import { insertSession, insertUser } from '../../test/factories';
import { secondConnection } from '../../test/second-connection';
import { createTestApp, type TestApp } from '../../test/test-app';
import { STALE_ANSWER_KEPT_MS } from '../geocode/geocode.service';
import { cleanUpJobs } from './clean-up-jobs';
import { startScheduler, type ScheduledJob, type Scheduler } from './scheduler';

let t: TestApp;
let other: ReturnType<typeof secondConnection>;
beforeAll(async () => {
  t = await createTestApp();
  other = secondConnection(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const silent = { info: () => {}, error: () => {} };
const HOUR = 3_600_000;

/** Jobs that count their runs, per instance. */
function countingJobs(runs: Map<string, string[]>, instance: string, names: string[]): ScheduledJob[] {
  return names.map((name) => ({
    name,
    intervalMs: HOUR,
    run: async () => {
      runs.set(name, [...(runs.get(name) ?? []), instance]);
      // Let the other instance's claim interleave with this run.
      await new Promise((resolve) => setImmediate(resolve));
    },
  }));
}

const makeDue = (db: Database, names: string[]) =>
  db
    .update(scheduledJobs)
    .set({ nextRunAt: sql`now() - interval '1 second'` })
    .where(inArray(scheduledJobs.name, names));

const jobRows = (db: Database, names: string[]) =>
  db.select().from(scheduledJobs).where(inArray(scheduledJobs.name, names));

describe('the scheduler on two instances sharing one database', () => {
  it('runs each due job once per period, whichever instance claims it', async () => {
    const names = ['a', 'b', 'c'].map((n) => `test-${n}-${randomBytes(3).toString('hex')}`);
    const runs = new Map<string, string[]>();
    const one = await startScheduler({
      db: t.db,
      jobs: countingJobs(runs, 'one', names),
      log: silent,
      pollIntervalMs: null,
    });
    const two = await startScheduler({
      db: other.db,
      jobs: countingJobs(runs, 'two', names),
      log: silent,
      pollIntervalMs: null,
    });
    const both = (s: Scheduler[]) => Promise.all(s.map((x) => x.runDue()));
    try {
      const periods = 5;
      for (let period = 1; period <= periods; period++) {
        if (period > 1) await makeDue(t.db, names);
        // Both instances poll at the same moment, twice each.
        const ran = (await both([one, two, two, one])).flat();
        expect(ran.filter((n) => names.includes(n)).length).toBeGreaterThanOrEqual(names.length);
        for (const name of names) expect(runs.get(name)).toHaveLength(period);
        // Not due again until its interval has passed.
        expect((await both([one, two])).flat()).toEqual([]);
      }
      const rows = await jobRows(t.db, names);
      expect(rows.map((r) => r.runCount)).toEqual([periods, periods, periods]);
      for (const row of rows) {
        expect(row.lastError).toBeNull();
        expect(row.nextRunAt.getTime() - (row.lastRunAt?.getTime() ?? 0)).toBe(HOUR);
      }
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  });

  it('adds a job row once however many instances start', async () => {
    const name = `test-start-${randomBytes(3).toString('hex')}`;
    const jobs = [{ name, intervalMs: HOUR, run: () => Promise.resolve() }];
    const started = await Promise.all([
      startScheduler({ db: t.db, jobs, log: silent, pollIntervalMs: null }),
      startScheduler({ db: other.db, jobs, log: silent, pollIntervalMs: null }),
    ]);
    await Promise.all(started.map((s) => s.stop()));
    expect(await jobRows(t.db, [name])).toHaveLength(1);
  });

  it('keeps the error of a failed run, still runs the other jobs, and clears the error after a success', async () => {
    const failing = `test-failing-${randomBytes(3).toString('hex')}`;
    const fine = `test-fine-${randomBytes(3).toString('hex')}`;
    let fail = true;
    let fineRuns = 0;
    const scheduler = await startScheduler({
      db: t.db,
      jobs: [
        {
          name: failing,
          intervalMs: HOUR,
          run: () => (fail ? Promise.reject(new Error('disk on fire')) : Promise.resolve()),
        },
        { name: fine, intervalMs: HOUR, run: () => Promise.resolve(void fineRuns++) },
      ],
      log: silent,
      pollIntervalMs: null,
    });
    try {
      expect(await scheduler.runDue()).toEqual([failing, fine]);
      expect(fineRuns).toBe(1);
      const [failed] = await jobRows(t.db, [failing]);
      expect(failed?.lastError).toBe('disk on fire');
      // Retried at its next time, not at once.
      expect(await scheduler.runDue()).toEqual([]);

      fail = false;
      await makeDue(t.db, [failing]);
      expect(await scheduler.runDue()).toEqual([failing]);
      expect((await jobRows(t.db, [failing]))[0]?.lastError).toBeNull();
    } finally {
      await scheduler.stop();
    }
  });
});

describe("the app's clean-ups", () => {
  it('delete expired sessions, expired verification links and week-old geocode answers, and nothing else', async () => {
    const now = Date.now();
    const user = await insertUser(t.db);
    await insertSession(t.db, user.id, new Date(now + HOUR));
    await insertSession(t.db, user.id, new Date(now - 1000));
    await t.db.insert(emailVerificationTokens).values([
      {
        userId: user.id,
        tokenHash: `live-${randomBytes(4).toString('hex')}`,
        expiresAt: new Date(now + HOUR),
      },
      {
        userId: user.id,
        tokenHash: `old-${randomBytes(4).toString('hex')}`,
        expiresAt: new Date(now - 1000),
      },
    ]);
    const answer = (key: string, expiredMsAgo: number) => ({
      queryKey: key,
      latitude: 1,
      longitude: 2,
      displayName: key,
      fetchedAt: new Date(now - expiredMsAgo - HOUR),
      expiresAt: new Date(now - expiredMsAgo),
    });
    await t.db
      .insert(geocodeCache)
      .values([answer('search:ancient', STALE_ANSWER_KEPT_MS + 60_000), answer('search:stale', 60_000)]);

    // The app's rows were added at start-up, due at once.
    await makeDue(
      t.db,
      cleanUpJobs.map((job) => job.name),
    );
    // Other jobs of the app (the follow digest) are due too; the clean-ups run in their order.
    const ran = await t.app.scheduler.runDue();
    const cleanUps = cleanUpJobs.map((job) => job.name);
    expect(ran.filter((name) => cleanUps.includes(name))).toEqual(cleanUps);

    const sessionRows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(sessionRows).toHaveLength(1);
    expect(sessionRows[0]?.expiresAt.getTime()).toBe(now + HOUR);
    const tokens = await t.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, user.id));
    expect(tokens.map((row) => row.tokenHash.split('-')[0])).toEqual(['live']);
    const keys = (await t.db.select().from(geocodeCache)).map((row) => row.queryKey);
    expect(keys).toContain('search:stale');
    expect(keys).not.toContain('search:ancient');
  });
});
