import { useEffect } from 'react';
import { t } from '@/lib/i18n';

/**
 * Sets the tab title as the page changes: '{title} | RunTogether', or the app's own title without one. The
 * server's HTML has it from the route's `meta` (app/page-meta.ts).
 */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | RunTogether` : t('core.app.title');
  }, [title]);
}
