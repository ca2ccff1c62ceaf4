// Serves the built React app from apps/web/dist; pages go to the page responder (server rendering), or without
// one to index.html, the fallback for client-side routes.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface StaticSpaOptions {
  webDistDir: string;
  /** Answers a page request (modules/pages: server rendering); without it, index.html serves every page. */
  respond?: ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | null;
}

// Vite puts content-hashed files in assets/: a new build gets new names, so they may be cached forever.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Other files (favicon, robots.txt, images in public/) keep their names across builds.
const SHORT = 'public, max-age=3600';
// index.html names the current hashed bundle, so browsers must revalidate it every time.
const NO_CACHE = 'no-cache';

const notForTheSpa = /^\/(api|files|assets)(\/|$)/;

export async function staticSpaPlugin(app: FastifyInstance, { webDistDir, respond }: StaticSpaOptions) {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(
      `No web build at ${webDistDir}: serving the API only. Run \`npm run build\` to serve the app.`,
    );
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send('RunTogether API is running. The web app is not built yet: run `npm run build`, then restart.'),
    );
    return;
  }

  await app.register(fastifyStatic, {
    root: webDistDir,
    // One route per built file, found at start-up; everything else reaches the fallback below.
    wildcard: false,
    index: false,
    // The build writes brotli and gzip copies of its scripts and stylesheets (apps/web/scripts/precompress-
    // assets.mjs): sent as they are, at a better ratio than compressing on the fly could afford.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const relative = path
        .relative(webDistDir, filePath)
        .split(path.sep)
        .join('/')
        .replace(/\.(br|gz)$/, '');
      const policy =
        // The service worker and its manifests (one per language) must be checked on every visit, so an update
        // reaches everyone.
        ['index.html', 'sw.js'].includes(relative) || /^manifest(\.[a-z]{2})?\.webmanifest$/.test(relative)
          ? NO_CACHE
          : relative.startsWith('assets/')
            ? IMMUTABLE
            : SHORT;
      reply.header('cache-control', policy);
    },
  });

  const sendIndex =
    respond ??
    ((_request: FastifyRequest, reply: FastifyReply) =>
      reply.header('cache-control', NO_CACHE).sendFile('index.html'));

  app.get('/', { schema: { hide: true } }, sendIndex);
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (notForTheSpa.test(pathname) || !wantsHtml(request, pathname)) return reply.callNotFound();
    return sendIndex(request, reply);
  });
}

/**
 * Browser navigations ask for text/html. A request for a missing script or image must stay a 404: answering
 * it with index.html would hide the error behind a confusing MIME-type failure.
 */
function wantsHtml(request: FastifyRequest, pathname: string): boolean {
  const accept = request.headers.accept ?? '*/*';
  if (accept.includes('text/html')) return true;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return accept.includes('*/*') && !lastSegment.includes('.');
}
