import { useEffect } from 'react';
import { useServerTitle } from '@/lib/server-render';

export const APP_TITLE = 'RunTogether — Find community group runs near you';

/** Sets the tab title for a page: '{title} | RunTogether', or the app's own title without one. */
export function useDocumentTitle(title?: string) {
  useServerTitle(title);
  useEffect(() => {
    document.title = title ? `${title} | RunTogether` : APP_TITLE;
  }, [title]);
}
