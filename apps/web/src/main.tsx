import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { routeModules as route } from '@/app/router';
import { loadMessages } from '@/lib/i18n';
import { readServerState } from '@/lib/server-state';
import { createSessionStore } from '@/lib/session-store';
import './index.css';

// zod's `jitless` (what z.config({ jitless: true }) sets), set without importing zod, which is not on the boot
// path: otherwise zod probes `new Function` once, and our CSP (no 'unsafe-eval') reports a violation.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A page the server rendered (decision 030) is hydrated with the session it was drawn for; the others (the
// signed-in areas) are drawn here from scratch.
const serverState = readServerState();

// The first Intl formatter of a page load is slow (ICU loads the language's data and the time zones: 20–30 ms
// on a phone, ×4 in Lighthouse), and the first render makes several (dates, the viewer's zone, plurals). Made
// here, one per task, while the catalogue is on its way, they are no longer part of hydrating the page; the
// formatters the page then makes are cheap. Nothing is kept: it is ICU's own caches that are warmed.
const lang = document.documentElement.lang || 'en';
for (const warmUp of [
  () => new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' }),
  () => Intl.DateTimeFormat().resolvedOptions(),
  () => new Intl.PluralRules(lang),
  () => new Intl.NumberFormat(lang),
])
  setTimeout(warmUp);
// Find Runs and a run's page ask for their chunks now, beside the catalogue, not once hydrating reaches them:
// Vite's preload helper adds a <link rel="modulepreload"> per chunk (about 40 for a run page, 2–3 ms each in
// Lighthouse's 4× slowdown), in this early task instead of in the middle of hydration. The router's own import
// then finds them loading.
const runsPath = serverState && /^\/runs(\/\d+)?$/.exec(location.pathname);
if (runsPath) void (runsPath[1] ? route.run() : route.runs());
// The page's words come first (decision 038): the catalogue the server named, fetched as data, not code.
void loadMessages(document).then(() => {
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

// The service worker (issue 19) starts after the page has loaded, in production builds only (a worker in
// development would serve stale modules).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('@/app/service-worker').then(({ startServiceWorker }) => startServiceWorker());
  });
}
