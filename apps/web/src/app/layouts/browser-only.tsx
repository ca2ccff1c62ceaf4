// The signed-in areas and the pages e-mails link to (docs/decisions/062): drawn in the browser, where the session
// is known, as before the move; the server sends the shell with a spinner, and asks search engines to leave
// them out.
import { Outlet, type MetaArgs } from 'react-router';
import { pageMeta } from '@/app/page-meta';
import { PageSpinner } from '@/components/ui/spinner';

export const headers = () => ({ 'x-robots-tag': 'noindex' });

export const meta = (args: MetaArgs) => pageMeta(args, { noindex: true });

// A client loader that runs while hydrating is the framework's way to draw a route in the browser only.
export const clientLoader = () => null;
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSpinner />;
}

export default function BrowserOnly() {
  return <Outlet />;
}
