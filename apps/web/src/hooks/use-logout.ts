import { use, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { logout, SessionContext, signOutState } from '@/lib/auth';

export interface LogoutCallbacks {
  /** After the session is gone, before the trip home (the caller's toast). */
  onLoggedOut: () => void;
  onError: (error: Error) => void;
}

/** Signs out: the session is dropped on the server, then from memory and the query cache, then home. */
export function useLogout({ onLoggedOut, onError }: LogoutCallbacks) {
  const session = use(SessionContext);
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  const mutate = () => {
    setPending(true);
    logout()
      .then(async () => {
        session?.set(null);
        onLoggedOut();
        await navigate(paths.home.getHref(), { state: signOutState });
        // Nothing of the previous user may linger in the cache. Emptied once the page they were on has gone: a
        // page still on screen would ask for its answers again while home loads, and the service worker would
        // keep them (decision 037).
        session?.clearCache();
        await import('@/lib/offline-cache').then(({ forgetPersonalCaches }) => forgetPersonalCaches());
      })
      .catch(onError)
      .finally(() => setPending(false));
  };
  return { isPending, mutate };
}
