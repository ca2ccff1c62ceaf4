import { useEffect } from 'react';
import { useNavigate, useSearchParams, type MetaArgs } from 'react-router';
import { pageMeta } from '@/app/page-meta';

/**
 * Where the service worker sends a page it has not kept when there is no network (decision 037): this page,
 * kept by the worker and naming no one, hydrates as itself, then moves to the page asked for (`to`), which the
 * app draws from what the worker kept. The offline banner says why it may be incomplete.
 */
export function Component() {
  const to = useSearchParams()[0].get('to');
  const navigate = useNavigate();
  useEffect(() => {
    // Only a path of this site.
    if (to && /^\/(?![/\\])/.test(to)) void navigate(to, { replace: true });
  }, [to, navigate]);
  return null;
}

export const meta = (args: MetaArgs) => pageMeta(args, { noindex: true });

// The same for every visitor: the worker's copy must answer a navigation whatever its language header says
// (the Cache API honours Vary).
export const headers = () => ({ vary: 'Accept-Encoding' });

export default Component;
