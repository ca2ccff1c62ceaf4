// PostgreSQL's CPU time beside the server's (server-process.ts). On a small machine the database shares the
// cores with the API and the load generator, so an endpoint's rate and tail depend on both (BENCHMARKS.md).
import fs from 'node:fs';
import { cpuTimeMs } from './server-process';

/** CPU time so far (ms) of every process on this machine with this command name; null when there is none. */
export function cpuOfProcessesNamed(name: string): number | null {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return null;
  }
  let total: number | null = null;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let command: string;
    try {
      command = fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
    } catch {
      continue; // it ended while we looked
    }
    const ms = command === name ? cpuTimeMs(Number(entry)) : null;
    if (ms !== null) total = (total ?? 0) + ms;
  }
  return total;
}

/**
 * Reads PostgreSQL's CPU (all its processes: backends, WAL writer, autovacuum) when the database is on this
 * machine; null for a remote server, whose processes are not ours to see, and for PGlite, which runs in the
 * server's own process and is counted in its CPU.
 */
export function localPostgresCpu(databaseUrl: string | null): (() => number | null) | null {
  if (!databaseUrl) return null;
  const host = new URL(databaseUrl).hostname;
  return ['', 'localhost', '127.0.0.1', '[::1]'].includes(host)
    ? () => cpuOfProcessesNamed('postgres')
    : null;
}
