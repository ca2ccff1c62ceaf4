/**
 * A page's first Intl date or number formatter costs 40–100 ms of a phone's main thread (×4 under Lighthouse):
 * ICU loads its data and the language's patterns. Those are kept per process, not per thread, so a worker
 * that makes one formatter of each kind first leaves the page's own formatters costing under a millisecond.
 * Resolves once the worker is done, or after `waitMs` (no workers, a failing one): the page then pays the
 * cost itself, as before. One worker per page load: later calls get the first call's promise.
 */
let warming: Promise<void> | undefined;
export function warmUpIntl(lang: string, waitMs = 1000): Promise<void> {
  return (warming ??= new Promise((resolve) => {
    let worker: Worker | undefined;
    const done = () => {
      clearTimeout(timer);
      worker?.terminate();
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    try {
      worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url));
      worker.onmessage = done;
      worker.onerror = done;
      worker.postMessage(lang);
    } catch {
      done();
    }
  }));
}

/** Tests: forget the page load's worker. */
export function resetIntlWarmUp() {
  warming = undefined;
}
