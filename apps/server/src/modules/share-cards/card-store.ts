// Cards are content-addressed: the key is a hash of everything drawn, so a card is made once, never changes under
// its name (served immutable like every stored file), and an edit to what it shows is a new key and URL.
import { createHash } from 'node:crypto';
import type { StorageDriver } from '../../plugins/storage-driver';

/** Bump when the drawing changes, so every card is made again under new keys. */
export const LAYOUT_VERSION = 1;

/** `share-cards/<name>-<first 16 hex digits of sha256(layout version, inputs)>.png` */
export function cardKey(name: string, inputs: object): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([LAYOUT_VERSION, inputs]))
    .digest('hex')
    .slice(0, 16);
  return `share-cards/${name}-${hash}.png`;
}

// Per storage driver (one per app; tests run several apps in one process). Known keys skip the exists() round
// trip; the set is only a shortcut, so it is simply emptied when it grows large.
const MAX_KNOWN_KEYS = 10_000;
const knownKeys = new WeakMap<StorageDriver, Set<string>>();
const making = new WeakMap<StorageDriver, Map<string, Promise<void>>>();

function perDriver<T>(map: WeakMap<StorageDriver, T>, storage: StorageDriver, create: () => T): T {
  let value = map.get(storage);
  if (!value) {
    value = create();
    map.set(storage, value);
  }
  return value;
}

/** Whether `key` is stored, without drawing it: remembered once found. */
export async function isStored(storage: StorageDriver, key: string): Promise<boolean> {
  const known = perDriver(knownKeys, storage, () => new Set<string>());
  if (known.has(key)) return true;
  if (!(await storage.exists(key).catch(() => false))) return false;
  if (known.size >= MAX_KNOWN_KEYS) known.clear();
  known.add(key);
  return true;
}

/**
 * Makes sure `key` is stored, calling `render` only when it is not. Concurrent calls for one key share one
 * render; two instances may both render a new card, which is harmless as they write the same bytes.
 */
export async function ensureStored(
  storage: StorageDriver,
  key: string,
  render: () => Promise<Buffer>,
): Promise<void> {
  const known = perDriver(knownKeys, storage, () => new Set<string>());
  if (known.has(key)) return;
  const inFlight = perDriver(making, storage, () => new Map<string, Promise<void>>());
  let job = inFlight.get(key);
  if (!job) {
    job = (async () => {
      // A failed check (S3 answers 403 rather than 404 without s3:ListBucket) just means drawing it again.
      const stored = await storage.exists(key).catch(() => false);
      if (!stored) await storage.put(key, await render(), 'image/png');
      if (known.size >= MAX_KNOWN_KEYS) known.clear();
      known.add(key);
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, job);
  }
  await job;
}
