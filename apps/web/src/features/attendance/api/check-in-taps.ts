/**
 * The check-in screen's taps of one run (present, absent, back) share one queue: taken offline, they wait and
 * are sent one after the other in the order they were made once the phone is back online, so "present, then
 * back" (or a mistaken tap undone) reaches the server as the host did it (docs/decisions/055, 057).
 */
export const checkInTapsScope = (runId: number) => ({ id: `check-in-taps:${runId}` });
