// Serves the web app's built files from apps/web/dist/client; pages go to the page responder (modules/pages),
// which has the framework draw them (docs/decisions/062).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface StaticSpaOptions {
  webDistDir: string;
  /** Answers a page request (modules/pages); without it (no web build) the server answers the API only. */
  respond: ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | null;
}

// Vite puts content-hashed files in assets/: a new build gets new names, so they may be cached forever.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Other files (favicon, robots.txt, images in public/) keep their names across builds.
const SHORT = 'public, max-age=3600';
// The service worker and its manifests must be checked on every visit, so an update reaches everyone.
const NO_CACHE = 'no-cache';

const notForTheSpa = /^\/(api|files|assets)(\/|$)/;

export async function staticSpaPlugin(app: FastifyInstance, { webDistDir, respond }: StaticSpaOptions) {
  const root = path.join(webDistDir, 'client');
  if (!respond) {
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

  // In development (web-dev.ts) Vite serves the browser's files, and there may be no build at all.
  if (fs.existsSync(root)) await registerBuiltFiles(app, root);

  app.get('/', { schema: { hide: true } }, respond);
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (notForTheSpa.test(pathname) || !wantsPage(request, pathname)) return reply.callNotFound();
    return respond(request, reply);
  });
}

/**
 * Browser navigations ask for text/html; the framework asks for a page's data as its path with `.data` added.
 * A request for a missing script or image must stay a 404: answering it with a page would hide the error
 * behind a confusing MIME-type failure.
 */
function wantsPage(request: FastifyRequest, pathname: string): boolean {
  if (pathname.endsWith('.data')) return true;
  const accept = request.headers.accept ?? '*/*';
  if (accept.includes('text/html')) return true;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return accept.includes('*/*') && !lastSegment.includes('.');
}

/** The build's own files (client/), each with how long a browser may keep it. */
async function registerBuiltFiles(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    // One route per built file, found at start-up; everything else reaches the fallback below.
    wildcard: false,
    index: false,
    // The build writes brotli and gzip copies of its scripts and stylesheets (apps/web/scripts/precompress-
    // assets.mjs): sent as they are, at a better ratio than compressing on the fly could afford.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const relative = path
        .relative(root, filePath)
        .split(path.sep)
        .join('/')
        .replace(/\.(br|gz)$/, '');
      const policy =
        relative === 'sw.js' || /^manifest(\.[a-z]{2})?\.webmanifest$/.test(relative)
          ? NO_CACHE
          : relative.startsWith('assets/')
            ? IMMUTABLE
            : SHORT;
      reply.header('cache-control', policy);
    },
  });
}
