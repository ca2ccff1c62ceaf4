import type { FastifyRequest } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const changesState = (method: string) => STATE_CHANGING.has(method);

/**
 * Whether a request comes from our own pages: its Origin (or, failing that, its Referer) is PUBLIC_URL's
 * origin or names the host the request was sent to. Browsers set both headers themselves; another site's
 * page cannot forge them. A missing or opaque ('null') origin is not ours.
 */
export function isSameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (!source) return false;
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return false;
  }
  return url.origin === publicOrigin || (url.host !== '' && url.host === request.headers.host);
}
