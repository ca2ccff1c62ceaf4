// The installable app's service worker (decision 037), registered once the page is up: the worker
// and workbox-window are in no page's first-load budget.
import { registerSW } from 'virtual:pwa-register';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n';

export function startServiceWorker(): void {
  const update = registerSW({
    onNeedRefresh() {
      toast.info(t('core.app.newVersion'), {
        duration: Number.POSITIVE_INFINITY,
        action: { label: t('core.app.reload'), onClick: () => void update(true) },
      });
    },
  });
}
