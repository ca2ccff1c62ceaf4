// The main thread's side of the embedded database's own thread (decision 029): the two methods Drizzle's PGlite
// driver calls (query, transaction), each a message to pglite-worker.ts and its answer.
import { Worker } from 'node:worker_threads';

interface QueryOptions {
  rowMode?: 'array' | 'object';
}
interface Results {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
interface Queryable {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
}
/** What Drizzle's PGlite driver needs of a client; PGlite itself has the same shape. */
export interface PgliteClient extends Queryable {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type Answer = { id: number; result?: unknown; error?: Record<string, unknown> };

/** Source in development and tests (run by Node's type stripping), the bundled file next to dist/main.js. */
const workerFile = new URL(
  import.meta.url.endsWith('.ts') ? './pglite-worker.ts' : './pglite-worker.js',
  import.meta.url,
);

/** Starts PGlite on its own thread over the data directory and resolves once it is ready. */
export async function openPgliteThread(dir: string): Promise<PgliteClient> {
  // The thread's own heap: a young generation of Node 20's size, not one sized by the machine (decision 051).
  const worker = new Worker(workerFile, {
    workerData: { dir },
    resourceLimits: { maxYoungGenerationSizeMb: 48 },
  });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let closedBecause: Error | null = null;

  const fail = (error: Error) => {
    closedBecause ??= error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on('error', (error: Error) =>
    fail(new Error(`PGlite is closed: its thread failed (${error.message})`)),
  );
  worker.on('exit', () => fail(new Error('PGlite is closed')));

  await new Promise<void>((resolve, reject) => {
    worker.once('message', (message: { ready: boolean; error?: Record<string, unknown> }) => {
      if (message.ready) resolve();
      else reject(toError(message.error ?? {}));
    });
    worker.once('exit', () => reject(closedBecause ?? new Error('PGlite is closed')));
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  worker.on('message', (answer: Answer) => {
    const entry = waiting.get(answer.id);
    if (!entry) return;
    waiting.delete(answer.id);
    if (answer.error) entry.reject(toError(answer.error));
    else entry.resolve(answer.result);
  });

  const call = <T>(request: Record<string, unknown>): Promise<T> => {
    if (closedBecause) return Promise.reject(closedBecause);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };
  const queryOn =
    (tx?: number) =>
    (sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
      call<Results>({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object', tx });

  let closing: Promise<void> | undefined;
  return {
    query: queryOn(),
    async transaction(work) {
      const tx = await call<number>({ op: 'begin' });
      let result;
      try {
        result = await work({ query: queryOn(tx) });
      } catch (error) {
        await call({ op: 'rollback', tx }).catch(() => {});
        throw error;
      }
      await call({ op: 'commit', tx });
      return result;
    },
    close: () =>
      (closing ??= (async () => {
        if (!closedBecause) await call({ op: 'close' }).catch(() => {});
        await worker.terminate();
      })()),
  };
}

/** An error from the database thread with its fields (code, constraint, detail) as PGlite gave them. */
function toError(fields: Record<string, unknown>): Error {
  const { message, ...rest } = fields;
  return Object.assign(new Error(String(message)), rest);
}
