import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetIntlWarmUp, warmUpIntl } from './intl-warm-up';

// Its effect (a page's first formatter at under 3 ms) is measured in Chromium, BENCHMARKS.md. Here: a page whose
// worker cannot start or never answers still hydrates, only without the head start.
describe('warmUpIntl', () => {
  afterEach(() => {
    resetIntlWarmUp();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resolves at once when workers cannot start (a browser without them, a policy that forbids them)', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('blocked', 'SecurityError');
        }
      },
    );
    await expect(warmUpIntl('en', 60_000)).resolves.toBeUndefined();
  });

  it('resolves after its wait when the worker never answers, and stops the worker', async () => {
    vi.useFakeTimers();
    const terminated: string[] = [];
    const posted: unknown[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        onmessage: (() => void) | null = null;
        postMessage(data: unknown) {
          posted.push(data);
        }
        terminate() {
          terminated.push('terminated');
        }
      },
    );
    let resolved = false;
    void warmUpIntl('es', 1000).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(resolved).toBe(false);
    expect(posted).toEqual(['es']);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
    expect(terminated).toEqual(['terminated']);
  });

  it('resolves as soon as the worker answers', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'Worker',
      class {
        onmessage: (() => void) | null = null;
        postMessage() {
          queueMicrotask(() => this.onmessage?.());
        }
        terminate() {}
      },
    );
    let resolved = false;
    const first = warmUpIntl('en', 1000);
    void first.then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
    // One worker per page load: the app's later call waits on the entry's.
    expect(warmUpIntl('en', 1000)).toBe(first);
  });
});
