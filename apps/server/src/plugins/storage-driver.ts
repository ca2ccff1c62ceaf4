// The contract every storage driver keeps (filesystem-storage.ts, s3-storage.ts), apart from the plugin that
// picks one (storage.ts), so drivers, /files/ and modules depend on it and not on each other.

export interface StorageDriver {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Whether an object is stored under the key (made-once files such as share cards check before making). */
  exists(key: string): Promise<boolean>;
  /** The stored bytes, or null when nothing is stored under the key. */
  read(key: string): Promise<Buffer | null>;
  /** The URL a browser loads the object from. */
  publicUrl(key: string): string;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** The key behind a URL this driver handed out, or null for any other URL (a stock image, another host). */
  keyFromUrl(url: string): string | null;
}

/** Where the filesystem driver's files are served (uploaded-files.ts). */
export const FILES_PREFIX = '/files/';

// Stored names are never reused (each upload gets a new random name, a replaced image a new URL), so a file's
// bytes never change under its name: browsers and CDNs may keep it for a year without asking again.
export const UPLOADED_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Keys are made by the server, never by users; anything else is refused before it reaches a path. */
const safeKey = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

export const isSafeKey = (key: string) => safeKey.test(key) && !key.includes('..');

export function assertSafeKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}
