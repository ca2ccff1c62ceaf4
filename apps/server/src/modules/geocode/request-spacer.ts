// The global timer (not node:timers/promises) so tests can drive the clock with fake timers.
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spaces outgoing requests at least `minIntervalMs` apart, first come first served: each caller reserves the
 * next free slot. A caller that would wait longer than it can afford gets no slot and nothing is reserved.
 */
export function createRequestSpacer(minIntervalMs: number) {
  let nextFreeAt = 0;
  return {
    /** Waits for a slot; false (at once) when the slot is further away than `maxWaitMs`. */
    async waitForSlot(maxWaitMs: number): Promise<boolean> {
      const now = Date.now();
      const at = Math.max(now, nextFreeAt);
      if (at - now > maxWaitMs) return false;
      nextFreeAt = at + minIntervalMs;
      if (at > now) await sleep(at - now);
      return true;
    },
  };
}
