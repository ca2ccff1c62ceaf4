import { describe, expect, it } from 'vitest';
import { memoryCache } from './memory-cache';

describe('memoryCache', () => {
  it('keeps a value for its TTL by the injected clock, then loads again', async () => {
    let clock = 1_000;
    const cache = memoryCache<number>({ ttlMs: 3_000, max: 10, now: () => clock });
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('k', load)).toBe(1);
    clock += 2_999;
    expect(await cache.get('k', load)).toBe(1);
    clock += 1;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shares one load between concurrent callers and keeps no failure', async () => {
    const cache = memoryCache<number>({ ttlMs: 10_000, max: 10 });
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await Promise.all([1, 2, 3].map(() => cache.get('k', load)))).toEqual([1, 1, 1]);
    await expect(cache.get('f', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('f', load)).toBe(2);
  });

  it('clear() drops what is kept and what is loading: a load it overtook answers its callers but is not kept', async () => {
    const cache = memoryCache<string>({ ttlMs: 10_000, max: 10 });
    let release: (value: string) => void = () => {};
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('before the write');
    expect(await slow).toBe('before the write');
    expect(await cache.get('k', () => Promise.resolve('after the write'))).toBe('after the write');
    cache.set('other', 'kept');
    cache.clear();
    expect(cache.peek('k')).toBeUndefined();
    expect(cache.peek('other')).toBeUndefined();
  });

  it('holds at most `max` values, the least recently used going first', async () => {
    const cache = memoryCache<string>({ ttlMs: 10_000, max: 2 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.peek('a');
    await cache.get('a', () => Promise.resolve('not loaded'));
    cache.set('c', 'C');
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toBe('A');
    expect(cache.peek('c')).toBe('C');
  });

  it('keeps nothing with a TTL of 0', async () => {
    const cache = memoryCache<number>({ ttlMs: 0, max: 10 });
    let loads = 0;
    await cache.get('k', () => Promise.resolve(++loads));
    await cache.get('k', () => Promise.resolve(++loads));
    cache.set('k', 9);
    expect(loads).toBe(2);
    expect(cache.peek('k')).toBeUndefined();
  });
});
