// `npm run bench`: seeds each data set, starts the real server on it, loads every endpoint with autocannon beside
// the static route, checks capacity in the database, prints a Markdown table and writes bench/results/*.json.
// Options (flag or environment): --sizes 1000,100000 (BENCH_SIZES) · --duration 8 seconds per measurement
// (BENCH_DURATION) · --connections 32 (BENCH_CONNECTIONS) · --runner-sessions 2000 · --endpoints register,participants
// (BENCH_ENDPOINTS: only the endpoints whose names start so, and no Lighthouse) · --server-node-options
// '--max-semi-space-size=32' (BENCH_SERVER_NODE_OPTIONS: flags for the server's node) · --profile dir
// (BENCH_PROFILE: a CPU profile of the server during each endpoint's measurement, cpu-profiler.ts) · --before dir
// (BENCH_BEFORE: a checkout of an earlier commit, built; its server is measured beside this one's, endpoint by
// endpoint, each with its own static route, on the same data) · --rest-seconds 240 (BENCH_REST_SECONDS: how long
// the servers rest before their memory is read). DATABASE_URL set →
// PostgreSQL (a database of its own per size, dropped afterwards); unset → PGlite (seeded once per size into
// bench/data and copied for each run).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectProfiler, type Profiler } from './cpu-profiler';
import { cpuBetween, localPostgresCpu } from './database-cpu';
import { measure, type Measurement } from './load';
import {
  comparisonTable,
  endpointWords,
  markdownTable,
  pickEndpoints,
  type BenchResult,
  type EndpointResult,
  type Engine,
  type SizeResult,
} from './report';
import {
  countOversoldRuns,
  countRegistrations,
  prepareFixture,
  resetRegistrationSequence,
  scenarios,
  type Scenario,
} from './scenarios';
import { createPostgresDatabase, openMigrated, repoRoot } from './seed/open-bench-database';
import { isSeeded, seed } from './seed/seed-data';
import { defaultSizes } from './seed/seed-sizes';
import { buildIfStale, startServer, whilePaused, type RunningServer } from './server-process';
import { startHttpsTiles } from './https-tiles';

function option(flag: string, env: string, fallback: string): string {
  const args = process.argv.slice(2);
  const at = args.indexOf(flag);
  return (at >= 0 ? args[at + 1] : undefined) ?? process.env[env] ?? fallback;
}

const sizes = option('--sizes', 'BENCH_SIZES', '1000,100000').split(',').map(Number);
const durationSeconds = Number(option('--duration', 'BENCH_DURATION', '8'));
const connections = Number(option('--connections', 'BENCH_CONNECTIONS', '32'));
const runnerSessions = Number(option('--runner-sessions', 'BENCH_RUNNER_SESSIONS', '2000'));
const askedEndpoints = endpointWords(option('--endpoints', 'BENCH_ENDPOINTS', ''));
const profileDir = option('--profile', 'BENCH_PROFILE', '') || null;
const serverNodeOptions = [
  ...option('--server-node-options', 'BENCH_SERVER_NODE_OPTIONS', '').split(' '),
  // An inspector on a free port: the profiler attaches to it for one endpoint at a time.
  ...(profileDir ? ['--inspect=127.0.0.1:0'] : []),
].filter((flag) => flag !== '');
const beforeRoot = option('--before', 'BENCH_BEFORE', '') || null;
const restSeconds = Number(option('--rest-seconds', 'BENCH_REST_SECONDS', '240'));
const adminUrl = process.env.DATABASE_URL || null;
const engine: Engine = adminUrl ? 'PostgreSQL' : 'PGlite';
const databaseCpu = localPostgresCpu(adminUrl);
const dataRoot = path.join(repoRoot, 'bench/data');
const log = (line: string) => console.log(line);

interface Target {
  databaseUrl: string | null;
  dataDir: string;
  cleanup: () => Promise<void>;
}

/** PostgreSQL: a fresh database seeded now. PGlite: a copy of a data directory seeded once for this size. */
async function prepareTarget(runs: number): Promise<Target> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `rt-bench-${runs}-`));
  const removeWorkDir = () => fs.promises.rm(workDir, { recursive: true, force: true });
  if (adminUrl) {
    const database = await createPostgresDatabase(adminUrl, String(runs));
    await seedInto({ databaseUrl: database.databaseUrl, dataDir: workDir }, runs);
    return {
      databaseUrl: database.databaseUrl,
      dataDir: workDir,
      cleanup: async () => {
        await database.drop();
        await removeWorkDir();
      },
    };
  }
  const template = path.join(dataRoot, `pglite-${runs}`);
  if (!fs.existsSync(path.join(template, 'seeded'))) {
    fs.rmSync(template, { recursive: true, force: true });
    await seedInto({ databaseUrl: null, dataDir: template }, runs);
    fs.writeFileSync(path.join(template, 'seeded'), `${JSON.stringify(defaultSizes(runs))}\n`);
  } else {
    log(`  reusing the PGlite data seeded earlier in ${template}`);
  }
  fs.cpSync(path.join(template, 'db'), path.join(workDir, 'db'), { recursive: true });
  return { databaseUrl: null, dataDir: workDir, cleanup: removeWorkDir };
}

/**
 * Where the before server runs: on PostgreSQL the same database (both servers see the same rows), on PGlite a
 * copy of the data directory (one process per directory), taken once the fixture is in.
 */
function beforeTarget(target: Target): Target {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rt-bench-before-'));
  return {
    databaseUrl: target.databaseUrl,
    dataDir: workDir,
    cleanup: () => fs.promises.rm(workDir, { recursive: true, force: true }),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Both servers' memory (RSS, MB) 3 s after the load and at rest. V8 keeps the heap a load grew until its memory
 * reducer collects with memory in mind; after a burst it judges the allocation rate high and waits for its
 * watchdog, 100 s after the last full collection, checked every 8 s (src/heap/memory-reducer.cc). That
 * collection can come up to half a minute into the rest, so "at rest" is read 240 s after it
 * (BENCH_REST_SECONDS; decision 059).
 */
async function memoryAfterLoad(servers: RunningServer[]) {
  for (const server of servers) await settle(server.baseUrl);
  await sleep(3000);
  const afterLoad = servers.map((server) => server.rssMb());
  await sleep(Math.max(0, restSeconds * 1000 - 3000));
  return { afterLoad, atRest: servers.map((server) => server.rssMb()) };
}

async function seedInto(target: { databaseUrl: string | null; dataDir: string }, runs: number) {
  const handle = await openMigrated(target);
  try {
    if (await isSeeded(handle.db)) return;
    log(`  seeding ${handle.description}`);
    const result = await seed(handle.db, defaultSizes(runs), log);
    log(`  seeded in ${result.seconds.toFixed(0)} s (${result.registrations} registrations)`);
  } finally {
    await handle.close();
  }
}

/**
 * Waits until the server answers the static route promptly again: requests of the previous measurement may still
 * be queued (PGlite runs queries on the server's own thread), and the next ceiling must not pay for them.
 */
async function settle(baseUrl: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    const answered = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered && performance.now() - started < 50) return;
    await sleep(250);
  }
  log('  (the server did not settle within 60 s)');
}

/** With --profile, V8's profiler runs for one endpoint's measurement alone (cpu-profiler.ts). */
async function startProfiling(server: RunningServer): Promise<Profiler> {
  if (!server.inspectorUrl) throw new Error('--profile: the server printed no inspector address');
  const profiler = await connectProfiler(server.inspectorUrl);
  await profiler.start();
  return profiler;
}

async function saveProfile(profiler: Profiler, dir: string, name: string) {
  try {
    const profile = await profiler.stop();
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${name.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(profile));
    log(`    profile: ${file}`);
  } finally {
    profiler.close();
  }
}

async function measureBeside(
  server: RunningServer,
  scenario: Scenario,
  /** The profile's file name with --profile: size, build and endpoint. */
  profileName: string,
): Promise<EndpointResult> {
  const run = (s: Scenario): Promise<Measurement> =>
    measure({ baseUrl: server.baseUrl, connections, durationSeconds, next: s.requests() });
  const health: Scenario = {
    name: 'static',
    kind: 'ceiling',
    requests: () => () => ({ method: 'GET', path: '/api/health' }),
  };
  await settle(server.baseUrl);
  // A second of each first, unmeasured: the server's first requests compile code paths and fill caches.
  await measure({ baseUrl: server.baseUrl, connections, durationSeconds: 1, next: scenario.requests() });
  const ceiling = await run(health);
  const profiler = profileDir ? await startProfiling(server) : null;
  const cpuBefore = server.cpuMs();
  const databaseCpuBefore = databaseCpu?.() ?? null;
  const endpoint = await run(scenario);
  const cpuAfter = server.cpuMs();
  const databaseCpuAfter = databaseCpu?.() ?? null;
  if (profiler && profileDir) await saveProfile(profiler, profileDir, profileName);
  const perRequest = (ms: number | null) =>
    ms === null || endpoint.requests === 0 ? null : ms / endpoint.requests;
  const serverCpuMsPerRequest = perRequest(
    cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
  );
  const databaseCpuMsPerRequest = perRequest(
    databaseCpuBefore && databaseCpuAfter ? cpuBetween(databaseCpuBefore, databaseCpuAfter) : null,
  );
  const cpu =
    (serverCpuMsPerRequest === null ? '' : `, server CPU ${serverCpuMsPerRequest.toFixed(2)} ms/req`) +
    (databaseCpuMsPerRequest === null ? '' : `, PostgreSQL CPU ${databaseCpuMsPerRequest.toFixed(2)} ms/req`);
  const codes = Object.entries(endpoint.statusCodes)
    .map(([code, n]) => `${code}×${n}`)
    .join(' ');
  log(
    `  ${scenario.name}: ${endpoint.requestsPerSecond.toFixed(0)} req/s, p50 ${endpoint.p50Ms} ms, p99 ${endpoint.p99Ms} ms${cpu} (static ${ceiling.requestsPerSecond.toFixed(0)} req/s) [${codes}]`,
  );
  return {
    name: scenario.name,
    kind: scenario.kind,
    endpoint,
    ceiling,
    serverCpuMsPerRequest,
    databaseCpuMsPerRequest,
  };
}

/** B's Lighthouse runner (bench/src/lighthouse.ts), when present, against the server of the first data set. */
async function runLighthouseIfPresent(baseUrl: string, runId: number | undefined) {
  const file = path.join(import.meta.dirname, 'lighthouse.ts');
  if (!fs.existsSync(file)) {
    log('  (bench/src/lighthouse.ts is not there yet: no Lighthouse run)');
    return;
  }
  const loaded = (await import(file)) as {
    runLighthouse?: (baseUrl: string, paths: string[]) => Promise<unknown>;
    lighthouseTable?: (results: never) => string;
    lighthouseNotes?: (results: never) => string[];
  };
  const paths = ['/', '/runs', ...(runId === undefined ? [] : [`/runs/${runId}`])];
  try {
    const results = await loaded.runLighthouse?.(baseUrl, paths);
    if (results && loaded.lighthouseTable) log(`\n${loaded.lighthouseTable(results as never)}\n`);
    const notes = results ? (loaded.lighthouseNotes?.(results as never) ?? []) : [];
    for (const line of notes) log(`  ${line}`);
  } catch (error) {
    // The API figures stand on their own; a browser that could not audit a page must not lose them.
    log(`  Lighthouse failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function benchSize(runs: number, withLighthouse: boolean): Promise<SizeResult> {
  log(`\n${runs.toLocaleString('en-US')} runs on ${engine}`);
  const target = await prepareTarget(runs);
  const before = beforeRoot ? beforeTarget(target) : null;
  try {
    const handle = await openMigrated(target);
    const fixture = await prepareFixture(handle.db, runnerSessions).finally(() => handle.close());
    if (before && !before.databaseUrl) {
      // The PGlite copy is taken after the fixture's sessions and target runs are in.
      fs.cpSync(path.join(target.dataDir, 'db'), path.join(before.dataDir, 'db'), { recursive: true });
    }
    const settings = { MAP_TILE_URL: tiles.template };
    const server = await startServer(target, serverNodeOptions, settings);
    const beforeServer =
      before && beforeRoot ? await startServer(before, serverNodeOptions, settings, beforeRoot) : null;
    const endpoints: EndpointResult[] = [];
    const beforeEndpoints: EndpointResult[] = [];
    let memory: SizeResult['memory'];
    try {
      resetRegistrationSequence();
      for (const scenario of pickEndpoints(scenarios(fixture), askedEndpoints)) {
        if (beforeServer) {
          log('  before:');
          beforeEndpoints.push(
            await whilePaused(server, () =>
              measureBeside(beforeServer, scenario, `${runs} before ${scenario.name}`),
            ),
          );
          log('  after:');
        }
        endpoints.push(
          await whilePaused(beforeServer, () => measureBeside(server, scenario, `${runs} ${scenario.name}`)),
        );
      }
      if (withLighthouse) await runLighthouseIfPresent(server.baseUrl, fixture.runIds[0]);
      log(`  memory: waiting ${restSeconds} s for the server${beforeServer ? 's' : ''} to rest`);
      const { afterLoad, atRest } = await memoryAfterLoad(beforeServer ? [server, beforeServer] : [server]);
      memory = {
        rssMb: atRest[0] ?? null,
        beforeRssMb: atRest[1] ?? null,
        rssAfterLoadMb: afterLoad[0] ?? null,
        beforeRssAfterLoadMb: afterLoad[1] ?? null,
      };
      const mb = (value: number | null | undefined) => `${value?.toFixed(0)} MB`;
      log(
        `  memory (RSS) 3 s after the load: ${mb(afterLoad[0])}, at rest: ${mb(atRest[0])}` +
          (beforeServer ? `; before: ${mb(afterLoad[1])}, at rest ${mb(atRest[1])}` : ''),
      );
    } finally {
      await server.stop();
      await beforeServer?.stop();
    }
    const check = await openMigrated(target);
    try {
      const oversoldRuns = await countOversoldRuns(check.db);
      const registrations = await countRegistrations(check.db);
      return {
        runs,
        registrations,
        endpoints,
        oversoldRuns,
        memory,
        ...(beforeServer ? { before: beforeEndpoints } : {}),
      };
    } finally {
      await check.close();
    }
  } finally {
    await target.cleanup();
    await before?.cleanup();
  }
}

buildIfStale();
// A run page shows its meeting point on a map: its tiles come from a local stand-in, as in the end-to-end suite,
// so Lighthouse audits our page and not this machine's lack of a route to OpenStreetMap.
const tiles = await startHttpsTiles();
const started = new Date();
const results: SizeResult[] = [];
// Lighthouse audits the first size's pages, unless only some endpoints were asked for.
const withLighthouse = askedEndpoints.every((word) => word.trim() === '');
try {
  for (const [i, runs] of sizes.entries()) results.push(await benchSize(runs, withLighthouse && i === 0));
} finally {
  await tiles.close();
}
const bench: BenchResult = {
  date: started.toISOString(),
  engine,
  node: process.version,
  cpus: os.cpus().length,
  connections,
  durationSeconds,
  sizes: results,
};
const table = [markdownTable(bench), ...(beforeRoot ? ['', comparisonTable(bench)] : [])].join('\n');
console.log(
  `\n${engine}, Node ${bench.node}, ${bench.cpus} CPUs, ${connections} connections, ${durationSeconds} s per measurement, ${bench.date}\n`,
);
console.log(table);
fs.mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
const file = path.join(
  repoRoot,
  'bench/results',
  `${engine.toLowerCase()}-${bench.date.replace(/[:.]/g, '-')}.json`,
);
fs.writeFileSync(file, `${JSON.stringify({ ...bench, table }, null, 2)}\n`);
console.log(`\nWritten to ${path.relative(repoRoot, file)}`);
