import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** Served over HTTPS (PUBLIC_URL is https): enables HSTS and upgrade-insecure-requests. */
  https: boolean;
  /** Where else uploaded images are loaded from (the S3 bucket or its CDN), as origins. */
  imageOrigins?: string[];
}

// Each answer's CSP nonce, made when its header is written and kept with the response it belongs to.
const nonces = new WeakMap<ServerResponse, string>();
function nonceOf(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) nonces.set(response, (nonce = randomBytes(16).toString('base64')));
  return nonce;
}

/** The nonce this answer's Content-Security-Policy allows inline scripts with (modules/pages). */
export const cspNonce = (reply: FastifyReply) => nonceOf(reply.raw);

/** The routes that answer with pages (plugins/static-spa.ts): a missing file under them is a 404 page too. */
const PAGE_ROUTES = new Set(['/', '/*']);

// helmet itself, built once: @fastify/helmet rebuilt the middleware (parsing every CSP directive) on each
// request, about 5 % of the CPU of a cached read.
// eslint-disable-next-line @typescript-eslint/require-await -- a Fastify plugin is async or takes a callback
async function registerSecurityHeaders(
  app: FastifyInstance,
  { https, imageOrigins = [] }: SecurityHeadersOptions,
) {
  const headersWith = (
    scriptSrc: (string | ((request: IncomingMessage, response: ServerResponse) => string))[],
  ) =>
    helmet({
      // The SPA loads only its own bundle; inline styles stay allowed for the UI library's positioning styles.
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc,
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
          connectSrc: ["'self'"],
          fontSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // On plain http (local use) upgrading would break every request.
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      hsts: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    });
  // A page's framework writes a few inline scripts (its data, its start): each page's own nonce allows them.
  // Every other answer (the API, files, uploads) allows no inline script at all, and needs no nonce.
  const pageHeaders = headersWith(["'self'", (_request, response) => `'nonce-${nonceOf(response)}'`]);
  const otherHeaders = headersWith(["'self'"]);
  app.addHook('onRequest', (request, reply, done) => {
    const setHeaders = PAGE_ROUTES.has(request.routeOptions.url ?? '') ? pageHeaders : otherHeaders;
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}

/** Security headers on every response (helmet): CSP for the SPA, nosniff, referrer policy, HSTS on HTTPS. */
export const securityHeadersPlugin = fp(registerSecurityHeaders, { name: 'security-headers' });
