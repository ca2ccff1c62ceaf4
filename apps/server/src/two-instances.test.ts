// Two real server processes on one PostgreSQL database, one Redis and one bucket, as behind a load balancer: what one
// instance does holds on the other. Needs DATABASE_URL and TEST_REDIS_URL (both set by .ci/run).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openPostgres, type DatabaseHandle } from './db/client';
import { follows, mailOutbox, registrations, scheduledJobs } from './db/schema';
import { hashPassword } from './lib/password';
import { followJobs } from './modules/follows/follow-digest.service';
import { cleanUpJobs } from './modules/scheduler/clean-up-jobs';
import { runnerSignup } from './test/accounts';
import { insertHost, insertRun, insertSession, insertUser } from './test/factories';
import { startServerProcess, type ServerProcess } from './test/server-process';
import { startS3Fixture, type S3Fixture } from './test/s3-fixture';
import { startSmtpSink, type SmtpSink } from './test/smtp-sink';
import { createPostgresDatabase, type TestDatabase } from './test/test-database';
import { testRedisUrl } from './test/redis';

const adminUrl = inject('databaseUrl');
const redisUrl = testRedisUrl();
const missing = [!adminUrl && 'DATABASE_URL', !redisUrl && 'TEST_REDIS_URL'].filter(Boolean);
if (missing.length > 0) {
  console.warn(`${missing.join(' and ')} not set: skipping the two-instance tests (two server processes)`);
}

const PASSWORD = 'correct horse';
const PUBLIC_URL = 'http://localhost:3000';

describe.skipIf(missing.length > 0)('two server processes on one database, one Redis and one bucket', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let sink: SmtpSink;
  let s3: S3Fixture;
  let dataDir: string;
  let one: ServerProcess;
  let two: ServerProcess;

  beforeAll(async () => {
    database = await createPostgresDatabase(adminUrl ?? '');
    sink = await startSmtpSink();
    s3 = await startS3Fixture();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rt-two-'));
    const shared = {
      NODE_ENV: 'production',
      DATABASE_URL: database.databaseUrl ?? '',
      REDIS_URL: redisUrl ?? '',
      // This run's own keys: counters of earlier runs on the same Redis must not count here.
      REDIS_KEY_PREFIX: `rt-two-${randomBytes(4).toString('hex')}:`,
      SMTP_URL: sink.url,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL,
      SEED_DEMO: 'false',
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint ?? '',
      S3_ACCESS_KEY_ID: s3.config.accessKeyId ?? '',
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey ?? '',
      S3_FORCE_PATH_STYLE: 'true',
    };
    // Both start at once: they race for the migration lock and for the clean-up jobs.
    const started = await Promise.allSettled(
      ['one', 'two'].map((name) => startServerProcess({ ...shared, DATA_DIR: path.join(dataDir, name) })),
    );
    const running = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = started.find((s) => s.status === 'rejected');
    if (failed || running.length !== 2) {
      await Promise.all(running.map((server) => server.stop()));
      throw failed?.reason ?? new Error('a server did not start');
    }
    [one, two] = running as [ServerProcess, ServerProcess];
    handle = openPostgres(database.databaseUrl ?? '');
  }, 120_000);

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await handle?.close();
    await sink?.close();
    await s3?.close();
    await database?.drop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  const call = (server: ServerProcess, method: string, url: string, body?: unknown, token?: string) =>
    fetch(`${server.url}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('never registers more runners than the run has places, with sign-ups split across both', async () => {
    const db = handle.db;
    const host = await insertHost(db);
    const places = 5;
    const run = await insertRun(db, host.id, {
      startsAt: new Date(Date.now() + 48 * 3600_000),
      maxParticipants: places,
    });
    const runners = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        const user = await insertUser(db);
        return { i, email: user.email, token: await insertSession(db, user.id) };
      }),
    );
    const answers = await Promise.all(
      runners.map(({ i, email, token }) =>
        call(
          i % 2 ? two : one,
          'POST',
          `/api/events/${run.id}/registrations`,
          {
            name: `Runner ${i}`,
            email,
            pace: 5.5,
          },
          token,
        ),
      ),
    );
    const bodies = await Promise.all(answers.map((a) => a.json() as Promise<{ status?: string }>));
    expect(answers.map((a) => a.status)).toEqual(runners.map(() => 201));
    expect(bodies.filter((b) => b.status === 'confirmed')).toHaveLength(places);
    const confirmed = await db
      .select()
      .from(registrations)
      .where(and(eq(registrations.eventId, run.id), eq(registrations.status, 'confirmed')));
    expect(confirmed).toHaveLength(places);
  });

  it('holds a rate limit reached through one instance on the other', async () => {
    const email = `limited-${randomBytes(3).toString('hex')}@example.test`;
    // Three verification e-mails per address in 15 minutes (AUTH_LIMITS.resendPerAddress).
    for (const server of [one, two, one]) {
      expect((await call(server, 'POST', '/api/auth/resend-verification', { email })).status).toBe(200);
    }
    expect((await call(two, 'POST', '/api/auth/resend-verification', { email })).status).toBe(429);
    expect((await call(one, 'POST', '/api/auth/resend-verification', { email })).status).toBe(429);
  });

  it('accepts a session made on one instance on the other, and a log-out on either ends it on both', async () => {
    const user = await insertUser(handle.db, { passwordHash: await hashPassword(PASSWORD) });
    const login = await call(one, 'POST', '/api/auth/login', { email: user.email, password: PASSWORD });
    expect(login.status).toBe(200);
    const { authToken } = (await login.json()) as { authToken: string };

    const me = await call(two, 'GET', '/api/auth/me', undefined, authToken);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { id: string } | null }).user?.id).toBe(user.id);

    expect((await call(two, 'POST', '/api/auth/logout', {}, authToken)).status).toBeLessThan(300);
    const after = await call(one, 'GET', '/api/auth/me', undefined, authToken);
    expect(((await after.json()) as { user: unknown }).user).toBeNull();
  });

  it('shows an image uploaded through one instance through the other, from the shared bucket', async () => {
    const user = await insertUser(handle.db);
    const token = await insertSession(handle.db, user.id);
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#f97316' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${one.url}/api/users/${user.id}/avatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);

    const profile = await call(two, 'GET', `/api/users/${user.id}`);
    const { profileImageUrl } = (await profile.json()) as { profileImageUrl: string };
    expect(profileImageUrl.startsWith(`${s3.config.endpoint}/${s3.config.bucket}/`)).toBe(true);
    expect((await fetch(profileImageUrl)).status).toBe(200);
  });

  it('delivers each queued e-mail once, whichever worker takes it', async () => {
    const emails: string[] = [];
    for (let i = 0; i < 12; i++) {
      const input = runnerSignup();
      emails.push(input.email);
      const answer = await call(i % 2 ? two : one, 'POST', '/api/auth/signup', input);
      expect(answer.status).toBe(201);
    }
    // Both instances' workers poll the outbox every second; wait until neither has anything left.
    const deadline = Date.now() + 60_000;
    const undelivered = () =>
      handle.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(inArray(mailOutbox.status, ['pending', 'sending']));
    while ((await undelivered()).length > 0 && Date.now() < deadline) await sleep(200);
    expect(await undelivered()).toEqual([]);

    const rows = await handle.db.select().from(mailOutbox);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    // Every message in the outbox reached the SMTP server once: as many messages as rows, none twice.
    expect(sink.received).toHaveLength(rows.length);
    const recipients = sink.recipients();
    for (const email of emails) expect(recipients.filter((to) => to === email)).toHaveLength(1);
  });

  it('ran each start-up clean-up once although both instances started together', async () => {
    const jobs = await handle.db.select().from(scheduledJobs);
    // Every job the app schedules ran once (whatever modules add them), the clean-ups and the digest among them.
    expect(jobs.map((job) => [job.name, job.runCount, job.lastError])).toEqual(
      jobs.map((job) => [job.name, 1, null]),
    );
    const names = jobs.map((job) => job.name);
    for (const job of [...cleanUpJobs, ...followJobs({ publicUrl: PUBLIC_URL })])
      expect(names).toContain(job.name);
  });

  // After the start-up test above: this one runs the digest job again.
  it('sends a follower one digest of a new run, whichever instance runs the job, and not again that day', async () => {
    const db = handle.db;
    const host = await insertHost(db, { businessName: 'Two Instances Club' });
    const runner = await insertUser(db);
    const token = await insertSession(db, runner.id);
    expect((await call(one, 'PUT', `/api/businesses/${host.id}/follow`, undefined, token)).status).toBe(200);
    await insertRun(db, host.id, { startsAt: new Date(Date.now() + 3 * 86_400_000), title: 'Digest run' });

    const job = 'send-follow-digests';
    const runCount = async () =>
      (await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, job)))[0]?.runCount ?? 0;
    /** Makes the job due at once; both instances poll and one of them takes it. */
    const runAgain = async () => {
      const before = await runCount();
      await db
        .update(scheduledJobs)
        .set({ nextRunAt: sql`now() - interval '1 second'` })
        .where(eq(scheduledJobs.name, job));
      const deadline = Date.now() + 60_000;
      while ((await runCount()) === before && Date.now() < deadline) await sleep(200);
      expect(await runCount()).toBe(before + 1);
    };
    const digests = () => db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, runner.email));

    await runAgain();
    // The count goes up when an instance claims the job, before the digest is queued: wait for the mail itself.
    const sent = async () => {
      const rows = await digests();
      return rows.length > 0 && rows.every((m) => m.status === 'sent');
    };
    const deadline = Date.now() + 30_000;
    while (!(await sent()) && Date.now() < deadline) await sleep(200);
    await runAgain();
    const rows = await digests();
    expect(rows.map((m) => [m.subject, m.status])).toEqual([['New run from Two Instances Club', 'sent']]);
    expect(sink.recipients().filter((to) => to === runner.email)).toHaveLength(1);
    const [follow] = await db.select().from(follows).where(eq(follows.runnerId, runner.id));
    expect(follow?.lastDigestAt).toBeInstanceOf(Date);
  }, 150_000);
});
