import { useEffect } from 'react';
import { t } from '@/lib/i18n';
import { useServerTitle } from '@/lib/server-render';

/** Sets the tab title for a page: '{title} | RunTogether', or the app's own title without one. */
export function useDocumentTitle(title?: string) {
  useServerTitle(title);
  useEffect(() => {
    document.title = title ? `${title} | RunTogether` : t('core.app.title');
  }, [title]);
}
