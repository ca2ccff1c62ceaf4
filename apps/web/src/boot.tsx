// The app itself, started by main.tsx once the server's page is on screen.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { routeModules as route } from '@/app/router';
import { loadMessages } from '@/lib/i18n';
import { warmUpIntl } from '@/lib/intl-warm-up';
import { readServerState } from '@/lib/server-state';
import { createSessionStore } from '@/lib/session-store';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A page the server rendered (decision 030) is hydrated with the session it was drawn for; the others (the
// signed-in areas) are drawn here from scratch.
const serverState = readServerState();

// Find Runs and a run's page ask for their chunks now, beside the catalogue, not once hydrating reaches them: the
// browser fetches each chunk's imports as it arrives (there is no preload helper, vite.config.ts), so the page's
// chunks are on their way while the words load. The router's own import then finds them loading.
const runsPath = serverState && /^\/runs(\/\d+)?$/.exec(location.pathname);
// Hydrating waits for it: the page then hydrates in one pass, not the shell first and its content later.
const routeChunk = runsPath ? (runsPath[1] ? route.run() : route.runs()).catch(() => undefined) : undefined;
// The page's words come first (decision 038): the catalogue the server named, fetched as data, not code.
void Promise.all([
  loadMessages(document),
  warmUpIntl(document.documentElement.lang || 'en'),
  routeChunk,
]).then(() => {
  const app = (
    <StrictMode>
      <App session={serverState ? createSessionStore(serverState.user) : undefined} />
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser every few milliseconds (a transition's hydration
  // lane is time-sliced, the default one is not): the shell no longer hydrates in one long task, and a tap
  // meanwhile hydrates what it touched first. The server's HTML stays on screen throughout.
  if (serverState) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
});

// The service worker starts with the app (main.tsx starts it after `load`, or at a first tap), in
// production builds only (a worker in development would serve stale modules).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void import('@/app/service-worker').then(({ startServiceWorker }) => startServiceWorker());
}
