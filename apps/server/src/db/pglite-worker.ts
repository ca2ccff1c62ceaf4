// The embedded database's own thread (decision 029): PGlite runs its queries here, so the HTTP work on the main
// thread and the queries use both cores. Self-contained on purpose: Node runs this file as is (type stripping
// in development and tests, bundled as dist/pglite-worker.js in production), so it imports only packages.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';

/** A request from the main thread (pglite-thread.ts); `id` pairs it with its answer. */
type Request =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' };

if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread');
const port = parentPort;

const identity = (value: string) => value;
// Dates, timestamps and intervals stay strings as Drizzle's PGlite driver asks (its parsers are functions,
// which cannot cross threads, so the same set is applied here).
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (oid) => [oid, identity],
  ),
);

interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean) => void;
  settled: Promise<unknown>;
}
const transactions = new Map<number, OpenTransaction>();
const SHARED_BUFFERS = '32MB';
let nextTransaction = 1;

// PostgreSQL's 128 MB of shared buffers (initdb's default) live inside PGlite's WebAssembly memory, which grows
// as pages are read and never shrinks; the operating system caches the data files as well. 32 MB, as PGlite's
// maintainers suggest for a small footprint, keeps the embedded server's memory at rest lower (decision 059).
const db = new PGlite((workerData as { dir: string }).dir, {
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
});

/**
 * DatabaseError's fields (code, constraint, detail…) do not survive structured cloning, so its plain values are
 * copied; the query, its parameters and options (functions) stay here.
 */
function serializeError(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value) && key !== 'query') fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

function answer(id: number, outcome: { result: unknown } | { error: unknown }) {
  try {
    port.postMessage({ id, ...('error' in outcome ? { error: serializeError(outcome.error) } : outcome) });
  } catch (error) {
    // A value that cannot cross threads must still answer, or the request would wait forever.
    port.postMessage({ id, error: serializeError(error) });
  }
}

async function begin(): Promise<number> {
  const txId = nextTransaction++;
  let finish!: (commit: boolean) => void;
  const decided = new Promise<void>((resolve, reject) => {
    finish = (commit) => (commit ? resolve() : reject(new Error('rolled back')));
  });
  let opened!: () => void;
  const isOpen = new Promise<void>((resolve) => (opened = resolve));
  // PGlite commits when the callback returns and rolls back when it throws; other queries wait meanwhile.
  const settled = db
    .transaction(async (tx) => {
      transactions.set(txId, { tx, finish, settled });
      opened();
      await decided;
    })
    .finally(() => transactions.delete(txId));
  await Promise.race([isOpen, settled]);
  return txId;
}

async function handle(request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
      if (!target) throw new Error('The transaction is no longer open');
      return target.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
    }
    case 'begin':
      return begin();
    case 'commit':
    case 'rollback': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('The transaction is no longer open');
      open.finish(request.op === 'commit');
      if (request.op === 'commit') await open.settled;
      else await open.settled.catch(() => {});
      return null;
    }
    case 'close':
      await db.close();
      return null;
  }
}

port.on('message', (request: Request) => {
  handle(request).then(
    (result) => answer(request.id, { result }),
    (error: unknown) => answer(request.id, { error }),
  );
});

db.waitReady.then(
  () => port.postMessage({ ready: true }),
  (error: unknown) => port.postMessage({ ready: false, error: serializeError(error) }),
);
