// PostgreSQL's CPU time beside the server's (server-process.ts). On a small machine the database shares the
// cores with the API and the load generator, so an endpoint's rate and tail depend on both (BENCHMARKS.md).
import fs from 'node:fs';
import { cpuTimeMs } from './server-process';

/** CPU time so far (ms) of each process with one command name, by process id. */
export type CpuSnapshot = Map<number, number>;

/** The processes on this machine with this command name and their CPU so far; null when there is none. */
export function cpuOfProcessesNamed(name: string): CpuSnapshot | null {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return null;
  }
  const snapshot: CpuSnapshot = new Map();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let command: string;
    try {
      command = fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
    } catch {
      continue; // it ended while we looked
    }
    const ms = command === name ? cpuTimeMs(Number(entry)) : null;
    if (ms !== null) snapshot.set(Number(entry), ms);
  }
  return snapshot.size > 0 ? snapshot : null;
}

/**
 * The CPU the processes used between two snapshots. Per process, not as two totals: PostgreSQL ends a
 * connection the server's pool closed as idle, and its earlier CPU must not count as negative work. A process
 * that started in between counts whole; one that ended in between is left out (the pool ends only idle
 * connections, which did little meanwhile).
 */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): number {
  let total = 0;
  for (const [pid, ms] of after) {
    const earlier = before.get(pid) ?? 0;
    // Less than before: the id now names another process, which started in between.
    total += earlier <= ms ? ms - earlier : ms;
  }
  return total;
}

/**
 * Reads PostgreSQL's processes (backends, WAL writer, autovacuum) when the database is on this machine; null for
 * a remote server, whose processes are not ours to see, and for PGlite, which runs in the server's own process
 * and is counted in its CPU.
 */
export function localPostgresCpu(databaseUrl: string | null): (() => CpuSnapshot | null) | null {
  if (!databaseUrl) return null;
  const host = new URL(databaseUrl).hostname;
  return ['', 'localhost', '127.0.0.1', '[::1]'].includes(host)
    ? () => cpuOfProcessesNamed('postgres')
    : null;
}
