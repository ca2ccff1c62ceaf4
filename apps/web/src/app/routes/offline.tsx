import type { MetaArgs } from 'react-router';
import { pageMeta } from '@/app/page-meta';

/**
 * The page the service worker answers offline for a page it has not kept (decision 037): a document of the app
 * with an empty main part. Once started, the app draws the page that was asked for, from what the worker has
 * kept, and the offline banner says why it may be incomplete.
 */
export function Component() {
  return null;
}

export const meta = (args: MetaArgs) => pageMeta(args, { noindex: true });

export default Component;
