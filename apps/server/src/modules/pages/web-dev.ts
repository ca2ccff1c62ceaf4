// Development only (`npm run dev`, WEB_DEV=true): the pages are drawn from the web app's sources, which Vite
// compiles on demand, and Vite serves the browser's modules with hot reload from this same server. This is React
// Router's custom-server pattern (docs/decisions/062); Fastify runs Vite's middlewares through @fastify/middie.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { WebServer } from './pages';

export async function webFromSources(
  app: FastifyInstance,
  webRoot: string,
): Promise<() => Promise<WebServer>> {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
  ]);
  const vite = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    // Hot reload's websocket on this server's own port, which the Content-Security-Policy allows ('self').
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());
  // Loaded again on each page: Vite answers from its cache until a source changes.
  return () => vite.ssrLoadModule('/src/server.ts') as Promise<WebServer>;
}
