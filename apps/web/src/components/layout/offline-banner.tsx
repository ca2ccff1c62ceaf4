import { WifiOff } from 'lucide-react';

export const OFFLINE_MESSAGE =
  "You're offline. Runs you've opened are still here; registering and other changes need the network.";

/**
 * Under the navigation bar while the device has no network (issue 19). The layout loads it only then: its code
 * is precached by the service worker, so it arrives offline and costs no page anything online.
 */
export function OfflineBanner() {
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
      <p className="mx-auto flex max-w-6xl items-center gap-2">
        <WifiOff aria-hidden="true" className="size-4 shrink-0" />
        {OFFLINE_MESSAGE}
      </p>
    </div>
  );
}
