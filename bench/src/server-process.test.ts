import { describe, expect, it } from 'vitest';
import { cpuTimeMs } from './server-process';

describe('cpuTimeMs', () => {
  it("reads a process's CPU time from /proc, and it grows as the process works", () => {
    const before = cpuTimeMs(process.pid);
    expect(before).toBeGreaterThan(0);
    const until = performance.now() + 200;
    let spin = 0;
    while (performance.now() < until) spin += Math.sqrt(spin + 1);
    const after = cpuTimeMs(process.pid)!;
    expect(spin).toBeGreaterThan(0);
    // 200 ms of work on the clock; at least 50 ms of it counted as this process's CPU even on a busy machine.
    expect(after - before!).toBeGreaterThanOrEqual(50);
  });

  it('answers null for a process that is not there', () => {
    expect(cpuTimeMs(2 ** 22 + 1)).toBeNull();
    expect(cpuTimeMs(undefined)).toBeNull();
  });
});
