/**
 * Asks for what a registered run needs offline (its page, its data and the runner's registration) so the
 * service worker keeps a copy (decision 037): My Runs calls it for the runs still to come. A failure only
 * means one run fewer offline.
 */
export function keepRunsForOffline(runIds: readonly number[]): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  for (const id of runIds) {
    const requests: [string, HeadersInit][] = [
      [`/runs/${id}`, { accept: 'text/html' }],
      [`/api/events/${id}`, {}],
      [`/api/events/${id}/registrations/me`, {}],
    ];
    for (const [url, headers] of requests) {
      void fetch(url, { credentials: 'same-origin', headers }).catch(() => undefined);
    }
  }
}
