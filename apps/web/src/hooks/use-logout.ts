import { use, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { logout, SessionContext, signOutState } from '@/lib/auth';

/** Signs out: the session is dropped on the server, then from memory and the query cache, then home. */
export function useLogout() {
  const session = use(SessionContext);
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  const mutate = () => {
    setPending(true);
    logout()
      .then(async () => {
        session?.set(null);
        // Nothing of the previous user may linger in the cache.
        session?.clearCache();
        toast.success('Logged out successfully!');
        await navigate(paths.home.getHref(), { state: signOutState });
      })
      .catch((error: Error) => toast.error(error.message))
      .finally(() => setPending(false));
  };
  return { isPending, mutate };
}
