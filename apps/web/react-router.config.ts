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
} satisfies Config;
