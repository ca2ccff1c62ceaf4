import type { User } from '@runtogether/shared/users/user.schemas';

/**
 * Where the session also lives once the query library has loaded (its `meQueryKey` entry): features that sign
 * a user in or change their profile write it there, and the store follows.
 */
export interface SessionCache {
  /** The cached user, null when signed out, undefined when the cache does not know. */
  read: () => User | null | undefined;
  write: (user: User | null) => void;
  subscribe: (onChange: () => void) => () => void;
  /** Forgets every cached answer except the session's (after a logout). */
  clearOthers: () => void;
}

export interface SessionStore {
  /** The signed-in user, null for a visitor, undefined while the first check runs. */
  get: () => User | null | undefined;
  set: (user: User | null) => void;
  subscribe: (onChange: () => void) => () => void;
  /** Asks the server once, unless the session is already known. */
  load: (check: () => Promise<User | null>) => void;
  /** Keeps the store and `cache` in step (both ways until the returned function is called). */
  connect: (cache: SessionCache) => () => void;
  clearCache: () => void;
}

/**
 * The session outside the query library, so the shell renders without it (decision 014). `initial` is a user
 * already known, e.g. from a test's seeded cache.
 */
export function createSessionStore(initial?: User | null): SessionStore {
  let user = initial;
  let cache: SessionCache | null = null;
  let checking = false;
  const listeners = new Set<() => void>();

  const set = (next: User | null) => {
    if (next === user) return;
    user = next;
    if (cache && cache.read() !== next) cache.write(next);
    listeners.forEach((listener) => listener());
  };

  return {
    get: () => user,
    set,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load(check) {
      if (checking || user !== undefined) return;
      checking = true;
      // The answer is for the first check only: a login or logout meanwhile wins.
      const settle = (answer: User | null) => user === undefined && set(answer);
      check().then(settle, () => settle(null));
    },
    connect(next) {
      cache = next;
      const cached = next.read();
      if (cached !== undefined) set(cached);
      else if (user !== undefined) next.write(user);
      const unsubscribe = next.subscribe(() => {
        const current = next.read();
        if (current !== undefined) set(current);
      });
      // The store keeps writing to (and clearing) the last cache: the app has one query client for good.
      return unsubscribe;
    },
    clearCache: () => cache?.clearOthers(),
  };
}
