import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { isDatabaseUp } from './health.service';

describe('isDatabaseUp', () => {
  it('gives up on a database that does not answer in time', async () => {
    // A stand-in whose query never settles: the one way to simulate a hung connection deterministically.
    const hung = { execute: () => new Promise(() => {}) } as unknown as Database;
    const started = Date.now();
    await expect(isDatabaseUp(hung, 50)).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
