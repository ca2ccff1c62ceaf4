// The browser's start (docs/decisions/062): the framework hydrates the page the server drew.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// In a transition, React hydrates in slices the browser can work between, and a tap meanwhile hydrates what it
// touched first (React's own event replay).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

// The installable app's worker (decision 037) registers once the page has loaded (this module may run before or
// after `load`: the framework imports it), in production builds only (a worker in development would serve stale
// modules).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const start = () =>
    void import('@/app/service-worker').then(({ startServiceWorker }) => startServiceWorker());
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
