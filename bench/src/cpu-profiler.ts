// One endpoint's CPU profile: the server runs with `--inspect`, and the bench starts and stops V8's sampling
// profiler around that endpoint's measurement through the inspector protocol (Profiler.start / Profiler.stop).
// `--cpu-prof` profiles the whole process instead: the static route measured just before each endpoint, the
// start-up and the quiet end all land in one file, and the static route's answers outweigh a slow endpoint's.

/** The inspector's address in what a node started with `--inspect=host:0` prints to stderr. */
export function inspectorUrlIn(output: string): string | null {
  return /Debugger listening on (ws:\/\/\S+)/.exec(output)?.[1] ?? null;
}

export interface Profiler {
  start(): Promise<void>;
  /** The samples since start, as a `.cpuprofile` (Chrome DevTools and speedscope open it). */
  stop(): Promise<unknown>;
  close(): void;
}

export async function connectProfiler(url: string): Promise<Profiler> {
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error(`no inspector at ${url}`)), { once: true });
  });
  let nextId = 1;
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
    };
    const call = message.id === undefined ? undefined : waiting.get(message.id);
    if (!call || message.id === undefined) return;
    waiting.delete(message.id);
    if (message.error) call.reject(new Error(message.error.message));
    else call.resolve(message.result);
  });
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });

  await send('Profiler.enable');
  return {
    start: async () => {
      await send('Profiler.start');
    },
    stop: async () => ((await send('Profiler.stop')) as { profile: unknown }).profile,
    close: () => socket.close(),
  };
}
