import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { connectProfiler, inspectorUrlIn } from './cpu-profiler';

// A node that works in named turns and says "turn" after each, with an inspector on a free port.
const busyChild = `
function spinForTheProfiler() { const until = performance.now() + 5; let x = 0; while (performance.now() < until) x += Math.sqrt(x + 1); return x; }
setInterval(() => { spinForTheProfiler(); process.stdout.write('turn\\n'); }, 1);
`;

interface CpuProfile {
  nodes: { callFrame: { functionName: string } }[];
  samples: number[];
}

describe('the CPU profiler', () => {
  it('finds the inspector address in what node prints', () => {
    const output =
      'Debugger listening on ws://127.0.0.1:40123/0f4c-9a\nFor help, see: https://nodejs.org/en/docs/inspector\n';
    expect(inspectorUrlIn(output)).toBe('ws://127.0.0.1:40123/0f4c-9a');
    expect(inspectorUrlIn('RunTogether is running at http://127.0.0.1:3000')).toBeNull();
  });

  it("profiles another node process between start and stop, with its functions' names", async () => {
    const child = spawn(process.execPath, ['--inspect=127.0.0.1:0', '-e', busyChild], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve) => {
        let output = '';
        child.stderr.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const found = inspectorUrlIn(output);
          if (found) resolve(found);
        });
      });
      const profiler = await connectProfiler(url);
      await profiler.start();
      // Twenty of the child's turns inside the profile, counted from its output rather than waited for.
      await new Promise<void>((resolve) => {
        let turns = 0;
        child.stdout.on('data', (chunk: Buffer) => {
          turns += chunk.toString().split('turn').length - 1;
          if (turns >= 20) resolve();
        });
      });
      const profile = (await profiler.stop()) as CpuProfile;
      profiler.close();

      expect(profile.samples.length).toBeGreaterThan(0);
      const names = profile.nodes.map((node) => node.callFrame.functionName);
      expect(names).toContain('spinForTheProfiler');
    } finally {
      child.kill();
    }
  });
});
