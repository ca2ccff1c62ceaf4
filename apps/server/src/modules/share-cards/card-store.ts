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

// Per storage driver (one per app; tests run several apps in one process): the cards being drawn, so concurrent
// asks for one card draw it once. Whether a card is stored is asked of the storage each time (a stat on disk, a
// HEAD on S3): no answer is kept in memory outside lib/memory-cache.ts (docs/decisions/026).
const making = new WeakMap<StorageDriver, Map<string, Promise<void>>>();

/** Whether `key` is stored, without drawing it. */
export async function isStored(storage: StorageDriver, key: string): Promise<boolean> {
  return storage.exists(key).catch(() => false);
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
  let inFlight = making.get(storage);
  if (!inFlight) {
    inFlight = new Map<string, Promise<void>>();
    making.set(storage, inFlight);
  }
  let job = inFlight.get(key);
  if (!job) {
    job = (async () => {
      // A failed check (S3 answers 403 rather than 404 without s3:ListBucket) just means drawing it again.
      if (!(await isStored(storage, key))) await storage.put(key, await render(), 'image/png');
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, job);
  }
  await job;
}
