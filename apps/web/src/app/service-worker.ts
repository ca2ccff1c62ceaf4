// The installable app's service worker (decision 037), registered once the page is up: the worker
// and workbox-window are in no page's first-load budget.
import { registerSW } from 'virtual:pwa-register';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n';

export function startServiceWorker(): void {
  // A page drawn offline starts from the worker's offline page, which names no one, and asks for the session
  // (app/routes/offline.tsx): the worker keeps this answer for it (rt-api, emptied at log-out).
  if ('serviceWorker' in navigator && navigator.serviceWorker.controller)
    void fetch('/api/auth/me', { credentials: 'same-origin' }).catch(() => undefined);
  const update = registerSW({
    onNeedRefresh() {
      toast.info(t('core.app.newVersion'), {
        duration: Number.POSITIVE_INFINITY,
        action: { label: t('core.app.reload'), onClick: () => void update(true) },
      });
    },
  });
}
