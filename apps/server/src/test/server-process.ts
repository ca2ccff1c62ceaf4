// A real server process (tsx src/main.ts, as `npm run dev` runs it, without the watcher), for tests about
// several instances: its own PID, event loop, connection pools and memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { findServerRoot } from '../package-root';

export interface ServerProcess {
  readonly url: string;
  /** Everything it printed, for the failure message of a test. */
  output(): string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

const STARTED = /RunTogether is running at (http:\/\/\S+)/;

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: findServerRoot(),
    // Only what the server needs: the test runner's own variables (DATABASE_URL…) must not leak in.
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = once(child, 'exit');
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = STARTED.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(([code]) =>
      reject(new Error(`the server exited (${String(code)}) before listening:\n${output}`)),
    );
  });
  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
