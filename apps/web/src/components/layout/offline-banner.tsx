import { WifiOff } from 'lucide-react';
import { t } from '@/lib/i18n';

/**
 * Under the navigation bar while the device has no network. The layout loads it only then: its code
 * is precached by the service worker, so it arrives offline and costs no page anything online.
 */
export function OfflineBanner() {
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
      <p className="mx-auto flex max-w-6xl items-center gap-2">
        <WifiOff aria-hidden="true" className="size-4 shrink-0" />
        {t('core.app.offline')}
      </p>
    </div>
  );
}
