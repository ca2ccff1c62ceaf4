// The server as a real process (src/main.ts through tsx), for what only a process shows: signals, a crash,
// a restart on the same DATA_DIR.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { findServerRoot } from '../package-root';

export interface ChildServer {
  readonly process: ChildProcess;
  readonly url: string;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves once the output contains `text`. */
  waitForOutput(text: string): Promise<void>;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const READY_LINE = /RunTogether is running at (http:\/\/\S+)/;

export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const root = findServerRoot();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/main.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: '0',
      SEED_DEMO: 'false',
      SESSION_SECRET: 'child-server-test-secret-0123456789abcdef',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const waiter of waiters.filter((w) => output.includes(w.text))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  const waitForOutput = (text: string) =>
    output.includes(text)
      ? Promise.resolve()
      : Promise.race([
          new Promise<void>((resolve) => waiters.push({ text, resolve })),
          exited.then(({ code, signal }) => {
            throw new Error(`the server exited (${code ?? signal}) before printing "${text}":\n${output}`);
          }),
        ]);

  await waitForOutput('RunTogether is running at');
  const url = READY_LINE.exec(output)?.[1];
  if (!url) throw new Error(`no address in the server's output:\n${output}`);
  return { process: child, url, output: () => output, waitForOutput, exited };
}

export interface JsonResponse {
  status: number;
  body: string;
}

/** One request on a connection of its own (no keep-alive), so refusals and resets show as errors. */
export function requestOnce(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<JsonResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        agent: false,
        headers: {
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
