import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cpuTimeMs, pausable, whilePaused } from './server-process';

/** A process's state letter from /proc/<pid>/stat: T when stopped; undefined once it is gone. */
const stateOf = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
  } catch {
    return undefined;
  }
};

/** Whether the process is stopped, after waiting up to 2 s for it to be (or not be) as asked. */
async function untilStopped(pid: number, stopped: boolean) {
  const deadline = Date.now() + 2_000;
  while ((stateOf(pid) === 'T') !== stopped && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return stateOf(pid) === 'T';
}

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

describe('whilePaused', () => {
  it('keeps the other build stopped during the measurement and lets it go on after, even when it fails', async () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => child.once('spawn', resolve));
      const pid = child.pid!;
      const other = pausable(child);
      const seen = await whilePaused(other, () => untilStopped(pid, true));
      expect(seen).toBe(true);
      expect(await untilStopped(pid, false)).toBe(false);

      await expect(
        whilePaused(other, async () => {
          await untilStopped(pid, true);
          throw new Error('the load failed');
        }),
      ).rejects.toThrow('the load failed');
      expect(await untilStopped(pid, false)).toBe(false);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('lets the stopped build go on when the bench gets Ctrl-C, so it ends with the bench', async () => {
    // The bench and the build it stopped, as a terminal's Ctrl-C reaches them: SIGINT to both.
    const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rt-paused-')), 'bench.mjs');
    fs.writeFileSync(
      script,
      `import { spawn } from 'node:child_process';
      import { pausable, whilePaused } from ${JSON.stringify(path.join(import.meta.dirname, 'server-process.ts'))};
      const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
      await new Promise((resolve) => other.once('spawn', resolve));
      console.log(other.pid);
      await whilePaused(pausable(other), () => new Promise(() => {}));`,
    );
    const bench = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: path.join(import.meta.dirname, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const pid = Number(
      await new Promise<string>((resolve) => bench.stdout.once('data', (d: Buffer) => resolve(String(d)))),
    );
    try {
      expect(await untilStopped(pid, true)).toBe(true);
      const ended = new Promise((resolve) => bench.once('exit', (_code, signal) => resolve(signal)));
      bench.kill('SIGINT');
      process.kill(pid, 'SIGINT');
      expect(await ended).toBe('SIGINT');
      // It took the Ctrl-C it had pending: gone, or a zombie waiting to be reaped.
      const deadline = Date.now() + 2_000;
      while (!['Z', undefined].includes(stateOf(pid)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(['Z', undefined]).toContain(stateOf(pid));
    } finally {
      bench.kill('SIGKILL');
      if (stateOf(pid) !== undefined) process.kill(pid, 'SIGKILL');
      fs.rmSync(path.dirname(script), { recursive: true, force: true });
    }
  });
});
