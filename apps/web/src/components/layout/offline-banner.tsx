import { WifiOff } from 'lucide-react';
import { useOnline } from '@/lib/online';

export const OFFLINE_MESSAGE =
  "You're offline. Runs you've opened are still here; registering and other changes need the network.";

/** Under the navigation bar while the device has no network (issue 19). */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
      <p className="mx-auto flex max-w-6xl items-center gap-2">
        <WifiOff aria-hidden="true" className="size-4 shrink-0" />
        {OFFLINE_MESSAGE}
      </p>
    </div>
  );
}
