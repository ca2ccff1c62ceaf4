import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cpuOfProcessesNamed, localPostgresCpu } from './database-cpu';
import { cpuTimeMs } from './server-process';

describe('cpuOfProcessesNamed', () => {
  it("adds up the CPU of every process with a command's name, this one included", () => {
    const name = fs.readFileSync('/proc/self/comm', 'utf8').trim();
    const own = cpuTimeMs(process.pid)!;
    expect(cpuOfProcessesNamed(name)).toBeGreaterThanOrEqual(own);
  });

  it('answers null when no process has that name', () => {
    expect(cpuOfProcessesNamed('no-such-command-rt')).toBeNull();
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
