import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/render';
import { createSessionStore, type SessionCache } from './session-store';

/** A cache like the query client's session entry, with its own listeners. */
function fakeCache(initial?: ReturnType<typeof testUser> | null) {
  let value = initial;
  const listeners = new Set<() => void>();
  const cleared: string[] = [];
  const cache: SessionCache = {
    read: () => value,
    write: (user) => {
      value = user;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clearOthers: () => cleared.push('others'),
  };
  return { cache, cleared };
}

describe('createSessionStore', () => {
  it('asks once, and keeps the answer', async () => {
    const store = createSessionStore();
    let asked = 0;
    const check = () => {
      asked += 1;
      return Promise.resolve(testUser());
    };
    store.load(check);
    store.load(check);
    expect(store.get()).toBeUndefined();
    await Promise.resolve();
    expect(store.get()).toEqual(testUser());
    store.load(check);
    expect(asked).toBe(1);
  });

  it('counts a failed check as signed out, and lets a sign-in during the check win', async () => {
    const failing = createSessionStore();
    failing.load(() => Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve));
    expect(failing.get()).toBeNull();

    const store = createSessionStore();
    let answer: (user: null) => void = () => {};
    store.load(() => new Promise((resolve) => (answer = resolve)));
    store.set(testUser({ name: 'Signed in meanwhile' }));
    answer(null);
    await Promise.resolve();
    expect(store.get()?.name).toBe('Signed in meanwhile');
  });

  it('takes the cache’s user when connected, then follows its writes and writes back its own', () => {
    const { cache, cleared } = fakeCache(testUser());
    const store = createSessionStore();
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.get()));
    const disconnect = store.connect(cache);
    expect(store.get()).toEqual(testUser());

    cache.write(testUser({ name: 'Renamed' }));
    expect(store.get()?.name).toBe('Renamed');

    store.set(null);
    store.clearCache();
    expect(cache.read()).toBeNull();
    expect(cleared).toEqual(['others']);

    disconnect();
    cache.write(testUser());
    expect(store.get()).toBeNull();
    expect(seen).toHaveLength(3);
  });

  it('gives a connected empty cache the user it already knows', () => {
    const { cache } = fakeCache();
    createSessionStore(testUser()).connect(cache);
    expect(cache.read()).toEqual(testUser());
  });
});
