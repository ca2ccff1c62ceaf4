// The installable app's service worker (issue 19, decision 037), registered once the page is up: the worker
// and workbox-window are in no page's first-load budget.
import { registerSW } from 'virtual:pwa-register';
import { toast } from '@/components/ui/toast';

export const NEW_VERSION_MESSAGE = 'New version available — reload';

export function startServiceWorker(): void {
  const update = registerSW({
    onNeedRefresh() {
      toast.info(NEW_VERSION_MESSAGE, {
        duration: Number.POSITIVE_INFINITY,
        action: { label: 'Reload', onClick: () => void update(true) },
      });
    },
  });
}
