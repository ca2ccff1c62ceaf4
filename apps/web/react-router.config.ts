import type { Config } from '@react-router/dev/config';

// The web app on React Router's framework mode (docs/decisions/062): the framework renders every page on the
// server inside our Fastify process (apps/server/src/modules/pages), then hydrates it in the browser.
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
  // Every page knows every route from its first load (one cached file): a page drawn offline from the service
  // worker's copy must find the route asked for without asking the server (decision 037).
  routeDiscovery: { mode: 'initial' },
  // One chunk per route module, not one per export: a page loads its routes' modules whole anyway, and the
  // split's extra chunks cost every page 0.1–0.3 KB of imports and manifest (decision 062, last section).
  splitRouteModules: false,
} satisfies Config;
