import { describe, expect, it } from 'vitest';
import { createRunDetailsCache, type RegistrationRun } from './run-details-cache';

const details = (title: string) =>
  ({ run: { title }, version: '0:0:0', ics: new Map() }) as unknown as RegistrationRun;

describe('the run details kept for registering', () => {
  it('reads a run once while its copy is young, then again', async () => {
    let clock = 0;
    const cache = createRunDetailsCache({ ttlMs: 1000, now: () => clock });
    let reads = 0;
    const load = () => Promise.resolve(details(`read ${++reads}`));
    // Concurrent misses share one read.
    const [a, b] = await Promise.all([cache.get(1, load), cache.get(1, load)]);
    expect(a).toBe(b);
    expect(reads).toBe(1);
    clock = 999;
    expect((await cache.get(1, load))?.run.title).toBe('read 1');
    clock = 1000;
    expect((await cache.get(1, load))?.run.title).toBe('read 2');
    cache.forget(1);
    expect((await cache.get(1, load))?.run.title).toBe('read 3');
  });

  it('keeps no answer for a run that does not exist, nor a failed read', async () => {
    const cache = createRunDetailsCache();
    await expect(cache.get(7, () => Promise.resolve(undefined))).resolves.toBeUndefined();
    await expect(cache.get(7, () => Promise.reject(new Error('database away')))).rejects.toThrow('away');
    expect((await cache.get(7, () => Promise.resolve(details('there now'))))?.run.title).toBe('there now');
  });

  it('holds at most its maximum of runs, dropping the oldest first', async () => {
    const cache = createRunDetailsCache({ maxEntries: 2 });
    let reads = 0;
    const load = () => Promise.resolve(details(`read ${++reads}`));
    await cache.get(1, load);
    await cache.get(2, load);
    await cache.get(3, load);
    expect(reads).toBe(3);
    await cache.get(3, load);
    await cache.get(2, load);
    expect(reads).toBe(3);
    await cache.get(1, load);
    expect(reads).toBe(4);
  });
});
