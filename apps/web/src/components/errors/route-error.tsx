import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/** Shown when a page throws or its code cannot be loaded (often a new deploy): offer a reload. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Something went wrong</h1>
      <p className="mt-4 text-slate-600">
        This page could not be shown. Reloading usually fixes it.
        {detail && <span className="mt-2 block text-sm text-slate-500">{detail}</span>}
      </p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </div>
  );
}
