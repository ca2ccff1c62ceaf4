import { useEffect } from 'react';
import { useNavigate, useSearchParams, type MetaArgs } from 'react-router';
import { pageMeta } from '@/app/page-meta';

/**
 * Where the service worker sends a page it has not kept when there is no network (decision 037): this page,
 * kept by the worker and naming no one, hydrates as itself, then moves to the page asked for (`to`), which the
 * app draws from what the worker kept. The offline banner says why it may be incomplete. Without a page of this
 * site to go to (opened by hand, or `to` names another site), it moves to the home page rather than stay empty.
 */
export function Component() {
  const to = useSearchParams()[0].get('to');
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to && /^\/(?![/\\])/.test(to) ? to : '/', { replace: true });
  }, [to, navigate]);
  return null;
}

export const meta = (args: MetaArgs) => pageMeta(args, { noindex: true });

// The same for every visitor: the worker's copy must answer a navigation whatever its language header says
// (the Cache API honours Vary).
export const headers = () => ({ vary: 'Accept-Encoding' });

export default Component;
