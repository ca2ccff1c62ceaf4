// The database failing under the server (decision 018): connections killed mid-request and mid-transaction,
// the server unreachable or silent, statements stuck on a lock. The API answers 503 with a clear message,
// never hangs, keeps no half-written data, and recovers on its own; /api/ready says which state it is in.
// PostgreSQL only: the embedded database has no connections or network to lose.
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../app';
import { UNAVAILABLE_MESSAGE } from '../plugins/errors';
import { cancelFor, insertRunners, registerFor, type Runner } from '../test/crowd';
import { insertHost, insertRun } from '../test/factories';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { createTestApp, type TestApp } from '../test/test-app';
import { APPLICATION_NAME } from './client';
import { isDatabaseUnavailable } from './errors';
import { mailOutbox, registrations } from './schema';

const databaseUrl = inject('databaseUrl');

type Reply = Awaited<ReturnType<typeof registerFor>>;

/** A 503 as the client must see it: the clear message, a retry hint, no internals. */
function expectUnavailable(response: Reply) {
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE } });
  expect(response.headers['retry-after']).toBe('5');
}

describe('on either database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('tells a database that is gone from a query that is wrong', async () => {
    const wrong = await t.db.execute(sql`select no_such_column from events`).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(wrong)).toBe(false);

    await t.app.database.close();
    const gone = await t.db.execute(sql`select 1`).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(gone)).toBe(true);
    expectUnavailable(await t.app.inject({ url: '/api/events' }));
  });
});

if (databaseUrl) {
  let t: TestApp;
  // Two sessions of our own: one holds locks, one watches and terminates (pg_stat_activity is a snapshot
  // frozen for the length of a transaction, so the watcher must not be the one inside it).
  let admin: pg.Client;
  let locker: pg.Client;
  let hostId: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = new pg.Client({ connectionString: t.config.databaseUrl ?? '' });
    locker = new pg.Client({ connectionString: t.config.databaseUrl ?? '' });
    await Promise.all([admin.connect(), locker.connect()]);
    hostId = (await insertHost(t.db)).id;
  });
  afterAll(async () => {
    await Promise.all([admin.end(), locker.end()]);
    await t.close();
  });

  const newRun = (maxParticipants: number | null) =>
    insertRun(t.db, hostId, { startsAt: new Date(Date.now() + 48 * 3600_000), maxParticipants });

  /** What another session holding the run's row lock looks like to the app: registrations wait for it. */
  const lockRun = async (runId: number) => {
    await locker.query('begin');
    await locker.query('select id from events where id = $1 for update', [runId]);
    return () => locker.query('rollback');
  };

  /** The app's backends in this database, from pg_stat_activity. */
  const appBackends = async (waitingOnLock = false) => {
    const result = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity
        where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()
          and ($2::boolean is false or wait_event_type = 'Lock')`,
      [APPLICATION_NAME, waitingOnLock],
    );
    return result.rows.map((row) => row.pid);
  };

  /** Polls until `count` app backends wait on a lock; the test's own timeout bounds it. */
  async function waitForLockWaiters(count: number) {
    while ((await appBackends(true)).length < count) await new Promise((r) => setTimeout(r, 20));
  }

  const terminateAppBackends = async () => {
    const pids = await appBackends();
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
    return pids.length;
  };

  /** Registration rows must agree with what the clients were told: one row per 201, none for a failure. */
  async function expectRowsMatchAnswers(runId: number, answers: Map<Runner, Reply>) {
    const rows = await t.db.select().from(registrations).where(eq(registrations.eventId, runId));
    const created = [...answers].filter(([, r]) => r.statusCode === 201);
    expect(rows.map((r) => r.runnerId).sort()).toEqual(created.map(([runner]) => runner.id).sort());
    expect(rows.map((r) => r.id).sort()).toEqual(created.map(([, r]) => r.json<{ id: number }>().id).sort());
    // The registration mail was queued in the same transaction: one per committed registration, no orphans.
    const mails = await t.db
      .select({ to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.toAddress,
          [...answers.keys()].map((runner) => runner.email),
        ),
      );
    expect(mails.map((m) => m.to).sort()).toEqual(created.map(([runner]) => runner.email).sort());
    return rows;
  }

  describe('backends terminated by the database administrator', () => {
    it('inside registration transactions: 503 for those, nothing half-written, the next try succeeds', async () => {
      const run = await newRun(3);
      const crowd = await insertRunners(t.db, 6);
      const release = await lockRun(run.id);
      // The pool holds 10 connections: all six requests are inside their transaction, waiting for the lock.
      const pending = crowd.map((runner) => registerFor(t.app, run.id, runner));
      await waitForLockWaiters(crowd.length);
      expect(await terminateAppBackends()).toBeGreaterThanOrEqual(crowd.length);
      await release();

      const responses = await Promise.all(pending);
      for (const response of responses) expectUnavailable(response);
      expect(await t.db.select().from(registrations).where(eq(registrations.eventId, run.id))).toEqual([]);

      // Recovered without a restart: the pool dropped the dead connections and opens new ones.
      const again = await Promise.all(crowd.map((runner) => registerFor(t.app, run.id, runner)));
      expect(again.map((r) => r.statusCode)).toEqual(crowd.map(() => 201));
      const rows = await expectRowsMatchAnswers(
        run.id,
        new Map(crowd.map((runner, i) => [runner, again[i] as Reply])),
      );
      expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(3);
      expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    });

    it('while a stream of reads and writes runs: every answer is a success or a clear 503, then all succeed', async () => {
      const run = await newRun(10);
      const crowd = await insertRunners(t.db, 60);
      const answers = new Map<Runner, Reply>();
      let killed = 0;
      const kills = (async () => {
        for (let i = 0; i < 5; i++) {
          await waitForActivity();
          killed += await terminateAppBackends();
        }
      })();
      const outcomes: Reply[] = [];
      // Four clients in parallel, each registering its share and reading the run in between.
      await Promise.all(
        [0, 1, 2, 3].map(async (lane) => {
          for (const runner of crowd.filter((_, i) => i % 4 === lane)) {
            const response = await registerFor(t.app, run.id, runner);
            answers.set(runner, response);
            outcomes.push(response, await t.app.inject({ url: `/api/events/${run.id}` }));
          }
        }),
      );
      await kills;
      expect(killed).toBeGreaterThan(0);
      for (const response of outcomes) {
        if (response.statusCode !== 503) expect([200, 201]).toContain(response.statusCode);
        else expectUnavailable(response);
      }
      await expectRowsMatchAnswers(run.id, answers);
      const [counted] = await t.db
        .select({ confirmed: sql<number>`count(*)::int` })
        .from(registrations)
        .where(and(eq(registrations.eventId, run.id), eq(registrations.status, 'confirmed')));
      expect(counted?.confirmed).toBeLessThanOrEqual(10);

      // Whoever got a 503 succeeds on the next try.
      const retried = [...answers].filter(([, r]) => r.statusCode === 503).map(([runner]) => runner);
      for (const runner of retried) expect((await registerFor(t.app, run.id, runner)).statusCode).toBe(201);
      expect(await t.db.select().from(registrations).where(eq(registrations.eventId, run.id))).toHaveLength(
        60,
      );
    });

    /** Waits until some app backend is busy, so the termination lands mid-request. */
    async function waitForActivity() {
      for (;;) {
        const result = await admin.query(
          `select 1 from pg_stat_activity
            where datname = current_database() and application_name = $1 and state = 'active'`,
          [APPLICATION_NAME],
        );
        if (result.rowCount) return;
        await new Promise((r) => setTimeout(r, 5));
      }
    }
  });

  describe('a statement that waits too long', () => {
    let impatient: App;
    beforeAll(async () => {
      impatient = await buildApp({ ...t.config, databaseStatementTimeoutMs: 300 }, { logger: false });
    });
    afterAll(() => impatient.close());

    it('is cancelled by the statement timeout: 503 instead of a hang, and no row', async () => {
      const run = await newRun(5);
      const [runner] = await insertRunners(t.db, 1);
      if (!runner) throw new Error('no runner');
      const release = await lockRun(run.id);
      try {
        expectUnavailable(await registerFor(impatient, run.id, runner));
      } finally {
        await release();
      }
      expect(await t.db.select().from(registrations).where(eq(registrations.eventId, run.id))).toEqual([]);
      expect((await registerFor(impatient, run.id, runner)).statusCode).toBe(201);
    });
  });

  describe('DATABASE_POOL_SIZE', () => {
    let small: App;
    beforeAll(async () => {
      small = await buildApp(
        { ...t.config, databasePoolSize: 2, databasePoolWaitMs: 300 },
        { logger: false },
      );
    });
    afterAll(() => small.close());

    it('caps the connections of an instance; a request finding none free in time gets 503', async () => {
      const run = await newRun(10);
      const crowd = await insertRunners(t.db, 5);
      const release = await lockRun(run.id);
      const settled: Reply[] = [];
      const pending = crowd.map((runner) =>
        registerFor(small, run.id, runner).then((response) => {
          settled.push(response);
          return response;
        }),
      );
      // Two requests hold the two connections, waiting for the lock; the other three cannot get one.
      while (settled.length < 3) await new Promise((r) => setTimeout(r, 20));
      for (const response of settled) expectUnavailable(response);
      await waitForLockWaiters(2);
      expect(await appBackends(true)).toHaveLength(2);
      await release();
      const statuses = (await Promise.all(pending)).map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    });
  });

  describe('the database server unreachable behind a proxy', () => {
    let proxy: TcpProxy;
    let app: App;
    beforeAll(async () => {
      const target = new URL(t.config.databaseUrl ?? '');
      proxy = await startTcpProxy(Number(target.port || 5432), target.hostname);
      target.port = String(proxy.port);
      app = await buildApp(
        {
          ...t.config,
          databaseUrl: target.toString(),
          databaseStatementTimeoutMs: 1000,
          databaseConnectTimeoutMs: 1000,
          databasePoolWaitMs: 1000,
          // One connection: a connection leaked by a failure would block every later request.
          databasePoolSize: 1,
        },
        { logger: false },
      );
    });
    afterAll(async () => {
      await proxy.stop();
      await app.close();
    });

    // Its length is the sum of the deliberate timeouts below (a silent network waits each one out), which a
    // loaded CI machine stretches past the default 30 s: a generous bound, not a timing assertion.
    it('answers 503 while it is down, /api/ready says so, and both recover when it is back', async () => {
      const run = await newRun(5);
      const crowd = await insertRunners(t.db, 4);
      const [first, second, third, fourth] = crowd as [Runner, Runner, Runner, Runner];
      expect((await registerFor(app, run.id, first)).statusCode).toBe(201);

      await proxy.stop();
      expectUnavailable(await registerFor(app, run.id, second));
      expectUnavailable(await cancelFor(app, run.id, first));
      expectUnavailable(await app.inject({ url: `/api/events/${run.id}` }));
      const ready = await app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'down' });
      // The mail worker's round fails quietly and leaves the outbox for later.
      await expect(app.mail.flush()).resolves.toBeUndefined();
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);

      await proxy.start();
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
      expect((await registerFor(app, run.id, second)).statusCode).toBe(201);
      expect((await cancelFor(app, run.id, first)).statusCode).toBe(204);
      await app.mail.flush();

      // A network that goes silent: requests still end, with 503, once the timeouts run out.
      proxy.pause();
      // A transaction whose BEGIN gets no answer on the pooled connection (Drizzle's own transaction code kept
      // that connection checked out forever: with one connection, every later request would fail).
      await expect(app.db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow();
      const silent = await Promise.all([
        registerFor(app, run.id, third),
        app.inject({ url: `/api/events/${run.id}` }),
      ]);
      for (const response of silent) expectUnavailable(response);
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(503);
      // The answers held back arrive late; connections that timed out must not hand them to a new query.
      proxy.resume();
      expect((await registerFor(app, run.id, fourth)).statusCode).toBe(201);
      await expect(app.db.transaction((tx) => tx.execute(sql`select 1`))).resolves.toBeTruthy();
      const detail = await app.inject({ url: `/api/events/${run.id}` });
      expect(detail.statusCode).toBe(200);
      expect(detail.json<{ id: number; currentParticipants: number }>()).toMatchObject({
        id: run.id,
        currentParticipants: 2,
      });

      const rows = await t.db.select().from(registrations).where(eq(registrations.eventId, run.id));
      expect(rows.map((r) => r.runnerId).sort()).toEqual([second.id, fourth.id].sort());
    }, 120_000);
  });
}
