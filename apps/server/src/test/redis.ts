// Redis for the tests about several instances: TEST_REDIS_URL (set by .ci/run), or none and those tests skip.
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';

export const testRedisUrl = () => inject('redisUrl');

/** Printed once per file that skips, so a run without Redis says what it did not check. */
export function announceSkipWithoutRedis(what: string) {
  if (!testRedisUrl()) console.warn(`TEST_REDIS_URL is not set: skipping ${what}`);
}

/** Keys of one test apart from every other test and run sharing the server. */
export const uniqueRedisPrefix = () => `rt-test:${randomBytes(4).toString('hex')}:`;
