// The real server (the built bundle, as `npm start` runs it) in a child process on loopback.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inspectorUrlIn } from './cpu-profiler';
import { repoRoot } from './seed/open-bench-database';

export interface RunningServer {
  baseUrl: string;
  /** The server's resident memory now (RSS, MB), read from /proc; null where there is no /proc. */
  rssMb(): number | null;
  /** CPU time the server's process has used so far (user + system, ms), from /proc; null where there is none. */
  cpuMs(): number | null;
  /** The inspector's address when the server was started with `--inspect=127.0.0.1:0` (cpu-profiler.ts). */
  inspectorUrl: string | null;
  /**
   * Stops the process (SIGSTOP) while the other build is measured, so its background work (its mail worker polls
   * the shared outbox) takes neither the cores nor the rows; resume() lets it go on.
   */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

/** Stops a process where it is (SIGSTOP) and lets it go on (SIGCONT). */
export function pausable(child: ChildProcess): Pick<RunningServer, 'pause' | 'resume'> {
  return { pause: () => void child.kill('SIGSTOP'), resume: () => void child.kill('SIGCONT') };
}

/**
 * Runs a measurement of one build while the other is stopped, and lets the other go on however it ends. A
 * stopped process keeps Ctrl-C pending, so on SIGINT or SIGTERM the bench lets it go on (to take the signal
 * too) and then ends as the signal would have ended it.
 */
export async function whilePaused<T>(
  other: Pick<RunningServer, 'pause' | 'resume'> | null,
  measurement: () => Promise<T>,
): Promise<T> {
  if (!other) return measurement();
  const onSignal = (signal: NodeJS.Signals) => {
    other.resume();
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
  other.pause();
  try {
    return await measurement();
  } finally {
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
    other.resume();
  }
}

/**
 * The environment settings and node flags the checkout's server starts with (`"start": "NAME=value node <flags>
 * dist/main.js"` in apps/server's package.json), so each build runs as its own `npm start` runs it
 * (docs/decisions/051 and 059).
 */
function startCommand(root: string): { env: Record<string, string>; flags: string[] } {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8')) as {
    scripts?: { start?: string };
  };
  const words = (pkg.scripts?.start ?? '').split(/\s+/);
  const node = words.indexOf('node');
  const env = Object.fromEntries(
    words.slice(0, Math.max(node, 0)).flatMap((word) => {
      const at = word.indexOf('=');
      return at > 0 ? [[word.slice(0, at), word.slice(at + 1)]] : [];
    }),
  );
  return { env, flags: words.filter((word, i) => i > node && word.startsWith('--')) };
}

/** VmRSS of a process, in MB (Linux). */
function residentMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

/** A process's CPU time so far (utime + stime of /proc/<pid>/stat, in ms; Linux counts in 1/100 s). */
export function cpuTimeMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th of them.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}

/** Builds the server and web app when a source is newer than the build (scripts/ensure-built.mjs). */
export function buildIfStale() {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/ensure-built.mjs')], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the build failed; see the output above');
}

export async function startServer(
  target: {
    databaseUrl: string | null;
    dataDir: string;
    seedDemo?: boolean;
  },
  /** Flags for the server's node, e.g. --cpu-prof. */
  nodeOptions: string[] = [],
  /** More settings for the server, e.g. MAP_TILE_URL. */
  settings: Record<string, string> = {},
  /** The checkout whose build runs: this one, or an earlier commit's for a before/after comparison. */
  root = repoRoot,
) {
  const start = startCommand(root);
  const flags = [...start.flags, ...nodeOptions];
  const child = spawn(process.execPath, [...flags, path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      ...start.env,
      ...settings,
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? '',
      SEED_DEMO: target.seedDemo ? 'true' : 'false',
      LOG_LEVEL: 'warn',
      // The load comes from one address; each request names its own client (X-Forwarded-For), so per-IP rate
      // limits apply per simulated client as they would in production, instead of refusing the benchmark.
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Passed on as it comes; read only for the inspector's address, which node prints before the server starts.
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    if (errors.length < 10_000) errors += chunk.toString();
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error('the server did not start within 180 s')), 180_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /RunTogether is running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with code ${code} before listening`));
    });
  });
  child.stdout.resume();
  return {
    baseUrl,
    rssMb: () => residentMb(child.pid),
    cpuMs: () => cpuTimeMs(child.pid),
    inspectorUrl: inspectorUrlIn(errors),
    ...pausable(child),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  } satisfies RunningServer;
}
