import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cpuBetween, cpuOfProcessesNamed, localPostgresCpu } from './database-cpu';
import { cpuTimeMs } from './server-process';

describe('cpuOfProcessesNamed', () => {
  it('finds every process with a command name, this one with its own CPU time', () => {
    const name = fs.readFileSync('/proc/self/comm', 'utf8').trim();
    const own = cpuTimeMs(process.pid)!;
    const snapshot = cpuOfProcessesNamed(name)!;
    expect(snapshot.get(process.pid)).toBeGreaterThanOrEqual(own);
  });

  it('answers null when no process has that name', () => {
    expect(cpuOfProcessesNamed('no-such-command-rt')).toBeNull();
  });
});

describe('cpuBetween', () => {
  it('adds what each process used, counts a new one whole, and does not subtract one that ended', () => {
    const before = new Map([
      [10, 500],
      [11, 900], // a connection closed as idle before the second reading
    ]);
    const after = new Map([
      [10, 650],
      [12, 40], // a connection opened during the load
    ]);
    expect(cpuBetween(before, after)).toBe(190);
  });

  it('counts a reused process id as a new process', () => {
    expect(cpuBetween(new Map([[10, 900]]), new Map([[10, 30]]))).toBe(30);
  });
});

describe('localPostgresCpu', () => {
  it('reads only a database on this machine', () => {
    expect(localPostgresCpu(null)).toBeNull();
    expect(localPostgresCpu('postgres://postgres@db.example.com:5432/test')).toBeNull();
    for (const url of [
      'postgres://postgres@127.0.0.1:5432/test',
      'postgres://postgres@localhost/test',
      'postgres://postgres@[::1]:5432/test',
      'postgres:///test?host=/var/run/postgresql',
    ]) {
      expect(localPostgresCpu(url)).toBeTypeOf('function');
    }
  });
});
