import { AppError } from '@runtogether/shared/errors/app-error';
import { describe, expect, it } from 'vitest';
import {
  createQueryClient,
  GC_TIME_MS,
  invalidateRunViews,
  RETRY_DELAY_MS,
  shouldRetry,
  STALE_TIME_MS,
} from './query-client';

describe('query client', () => {
  it('keeps queries fresh 10 minutes and cached 30, retrying 5 s apart', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(STALE_TIME_MS);
    expect(STALE_TIME_MS).toBe(600_000);
    expect(defaults?.gcTime).toBe(GC_TIME_MS);
    expect(GC_TIME_MS).toBe(1_800_000);
    expect(defaults?.retryDelay).toBe(RETRY_DELAY_MS);
    expect(RETRY_DELAY_MS).toBe(5000);
  });

  it('retries network and server errors at most twice', () => {
    const network = new AppError('NETWORK', 'offline', 0);
    const server = new AppError('INTERNAL', 'boom', 500);
    expect(shouldRetry(0, network)).toBe(true);
    expect(shouldRetry(1, server)).toBe(true);
    expect(shouldRetry(2, server)).toBe(false);
  });

  it('never retries a 429 or another client error', () => {
    expect(shouldRetry(0, new AppError('RATE_LIMITED', 'slow down', 429))).toBe(false);
    expect(shouldRetry(0, new AppError('NOT_FOUND', 'gone', 404))).toBe(false);
    expect(shouldRetry(0, new AppError('UNAUTHORIZED', 'who?', 401))).toBe(false);
  });
});

describe('invalidateRunViews', () => {
  it('marks every view that shows runs stale, and nothing else', async () => {
    const client = createQueryClient();
    const keys = [['runs', 'list'], ['registrations', 'mine', 7], ['business', 'dashboard', 'h-1'], ['me']];
    for (const key of keys) client.setQueryData(key, { cached: true });
    await invalidateRunViews(client);
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, true, false]);
  });
});
