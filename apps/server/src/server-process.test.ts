// The server as a process (decision 019): SIGTERM under load finishes what is in flight, refuses new
// connections and exits 0 within SHUTDOWN_TIMEOUT_MS; SIGKILL mid-stream loses no acknowledged registration,
// and the restart takes over the embedded database's stale lock.
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './db/client';
import { registrations } from './db/schema';
import { findServerRoot } from './package-root';
import { UNAVAILABLE_MESSAGE } from './plugins/errors';
import { requestOnce, startChildServer, type ChildServer } from './test/child-server';
import { insertRunners, type Runner } from './test/crowd';
import { insertHost, insertRun } from './test/factories';
import { createTestApp } from './test/test-app';
import { createPostgresDatabase } from './test/test-database';

const adminUrl = inject('databaseUrl');
const PROCESS_TEST_TIMEOUT_MS = 120_000;
const REGISTRATION = JSON.stringify({ name: 'Runner', email: 'runner@example.test', pace: 6 });

const registrationId = (body: string) => (JSON.parse(body) as { id: number }).id;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanups.splice(0).reverse()) await cleanUp();
});

/** A migrated database (the suite's driver, or forced embedded) with one run and `count` signed-in runners. */
async function prepare(count: number, embedded = false) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rt-process-'));
  cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  const postgres = adminUrl && !embedded ? await createPostgresDatabase(adminUrl) : null;
  if (postgres) cleanups.push(postgres.drop);
  const databaseUrl = postgres?.databaseUrl ?? null;
  const open = () => openDatabase({ databaseUrl, dataDir });

  const handle = await open();
  await handle.migrate(path.join(findServerRoot(), 'drizzle'));
  const host = await insertHost(handle.db);
  const run = await insertRun(handle.db, host.id, {
    startsAt: new Date(Date.now() + 48 * 3600_000),
    maxParticipants: 10,
  });
  const crowd = await insertRunners(handle.db, count);
  await handle.close();

  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  /** The run's registration ids, read after the server is gone. */
  const storedIds = async () => {
    const reader = await open();
    try {
      const rows = await reader.db.select().from(registrations).where(eq(registrations.eventId, run.id));
      return rows.map((row) => row.id).sort((a, b) => a - b);
    } finally {
      await reader.close();
    }
  };
  return { env, runId: run.id, crowd, storedIds };
}

async function start(env: Record<string, string>) {
  const server = await startChildServer(env);
  cleanups.push(async () => {
    if (server.process.exitCode === null && server.process.signalCode === null)
      server.process.kill('SIGKILL');
    await server.exited;
  });
  return server;
}

const register = (server: ChildServer, runId: number, runner: Runner, requestId?: string) =>
  requestOnce(`${server.url}/api/events/${runId}/registrations`, {
    method: 'POST',
    headers: { ...runner.auth, ...(requestId ? { 'x-request-id': requestId } : {}) },
    body: REGISTRATION,
  });

/** A registration whose body is only half sent: in flight until `finish()`. */
function halfSentRegistration(server: ChildServer, runId: number, runner: Runner, requestId: string) {
  const body = Buffer.from(REGISTRATION);
  let resolveResponse: (r: { status: number; body: string }) => void = () => {};
  let rejectResponse: (e: unknown) => void = () => {};
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    resolveResponse = resolve;
    rejectResponse = reject;
  });
  const request = http.request(
    `${server.url}/api/events/${runId}/registrations`,
    {
      method: 'POST',
      agent: false,
      headers: {
        ...runner.auth,
        'x-request-id': requestId,
        'content-type': 'application/json',
        'content-length': String(body.length),
      },
    },
    (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolveResponse({ status: res.statusCode ?? 0, body: text }));
    },
  );
  request.on('error', rejectResponse);
  // Awaited by the test; a test failing before that must not add an unhandled rejection on top.
  response.catch(() => {});
  request.write(body.subarray(0, 10));
  return { response, finish: () => request.end(body.subarray(10)), abandon: () => request.destroy() };
}

/** Resolves with the error code of a fresh connection attempt, or 'connected'. */
const tryConnect = (url: string) =>
  new Promise<string>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });

/** Runs `lanes` clients that register runners one after another until `shouldStop()`; keeps every outcome. */
function registrationStream(
  server: ChildServer,
  runId: number,
  crowd: Runner[],
  lanes: number,
  shouldStop: () => boolean,
) {
  const outcomes: { runner: Runner; status: number | null; id: number | null; body?: string }[] = [];
  let next = 0;
  const lane = async () => {
    while (!shouldStop() && next < crowd.length) {
      const runner = crowd[next++] as Runner;
      try {
        const response = await register(server, runId, runner);
        const id = response.status === 201 ? registrationId(response.body) : null;
        outcomes.push({ runner, status: response.status, id, body: response.body });
      } catch {
        outcomes.push({ runner, status: null, id: null });
      }
    }
  };
  const done = Promise.all(Array.from({ length: lanes }, lane));
  return { outcomes, done };
}

describe('SIGTERM under load', () => {
  it('answers a request arriving during the close with our 503 and closes its connection', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const closing = t.app.close();
    const response = await t.app.inject({ url: '/api/health' });
    await closing;
    expect(response.statusCode).toBe(503);
    expect(response.headers.connection).toBe('close');
    expect(response.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE },
    });
  });

  it(
    'finishes the requests in flight, refuses new connections and exits 0',
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async () => {
      const { env, runId, crowd, storedIds } = await prepare(200);
      const server = await start(env);
      const [first, second, ...rest] = crowd as [Runner, Runner, ...Runner[]];
      const inFlight = [halfSentRegistration(server, runId, first, 'inflight-1')];
      inFlight.push(halfSentRegistration(server, runId, second, 'inflight-2'));
      await server.waitForOutput('"reqId":"inflight-1"');
      await server.waitForOutput('"reqId":"inflight-2"');

      let signalled = false;
      const stream = registrationStream(server, runId, rest, 6, () => signalled);
      // Let the stream get going so the signal lands among running requests.
      while (stream.outcomes.length < 20) await new Promise((r) => setTimeout(r, 10));
      server.process.kill('SIGTERM');
      signalled = true;
      await server.waitForOutput('SIGTERM received');
      // The listening socket closes once the mail worker has stopped (a moment); from then on, refused.
      while ((await tryConnect(server.url)) !== 'ECONNREFUSED') await new Promise((r) => setTimeout(r, 10));

      for (const request of inFlight) request.finish();
      const answers = await Promise.all(inFlight.map((request) => request.response));
      expect(answers.map((a) => a.status)).toEqual([201, 201]);
      await stream.done;
      expect(await server.exited).toEqual({ code: 0, signal: null });

      // Whatever the stream got back is a success or an explicit refusal, never a failure of ours.
      for (const outcome of stream.outcomes) {
        expect([201, 503, null]).toContain(outcome.status);
        if (outcome.status === 503) expect(outcome.body).toContain('"code":"SERVICE_UNAVAILABLE"');
      }
      const acknowledged = [
        ...answers.map((a) => registrationId(a.body)),
        ...stream.outcomes.flatMap((o) => (o.id === null ? [] : [o.id])),
      ].sort((a, b) => a - b);
      expect(await storedIds()).toEqual(acknowledged);
    },
  );

  it(
    'gives up on a request that never finishes after SHUTDOWN_TIMEOUT_MS and exits 1',
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async () => {
      const { env, runId, crowd } = await prepare(1);
      const server = await start({ ...env, SHUTDOWN_TIMEOUT_MS: '500' });
      const stuck = halfSentRegistration(server, runId, crowd[0] as Runner, 'stuck-1');
      await server.waitForOutput('"reqId":"stuck-1"');
      server.process.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 1, signal: null });
      expect(server.output()).toContain('shutdown took longer than 500 ms');
      stuck.abandon();
    },
  );
});

// The embedded database is the one a crash can damage: PostgreSQL's durability is PostgreSQL's.
if (!adminUrl) {
  describe('SIGKILL during a stream of registrations (embedded database)', () => {
    it(
      'restarts on the same DATA_DIR, despite the stale lock, with every acknowledged registration',
      { timeout: PROCESS_TEST_TIMEOUT_MS },
      async () => {
        const { env, runId, crowd, storedIds } = await prepare(300, true);
        const server = await start(env);
        let killed = false;
        const stream = registrationStream(server, runId, crowd, 6, () => killed);
        while (stream.outcomes.filter((o) => o.status === 201).length < 40) {
          await new Promise((r) => setTimeout(r, 5));
        }
        server.process.kill('SIGKILL');
        killed = true;
        await server.exited;
        await stream.done;
        const lock = path.join(env.DATA_DIR ?? '', 'db', 'runtogether.lock');
        expect(await fs.readFile(lock, 'utf8')).toBe(String(server.process.pid));

        const restarted = await start(env);
        const ready = await requestOnce(`${restarted.url}/api/ready`);
        expect(ready.status).toBe(200);
        // The restarted server works: one more registration goes through.
        const last = crowd.at(-1) as Runner;
        expect((await register(restarted, runId, last)).status).toBe(201);
        restarted.process.kill('SIGTERM');
        expect((await restarted.exited).code).toBe(0);

        const acknowledged = stream.outcomes.flatMap((o) => (o.id === null ? [] : [o.id]));
        const stored = await storedIds();
        for (const id of acknowledged) expect(stored).toContain(id);
        // At most the requests cut off mid-way may have committed without their answer arriving.
        expect(stored.length).toBeLessThanOrEqual(acknowledged.length + 6 + 1);
      },
    );
  });
}
