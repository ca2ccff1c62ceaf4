// Storage keys, checked the same way by every storage driver.

/** Keys are made by the server, never by users; anything else is refused before it reaches a path. */
const safeKey = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

export const isSafeKey = (key: string) => safeKey.test(key) && !key.includes('..');

export function assertSafeKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}
