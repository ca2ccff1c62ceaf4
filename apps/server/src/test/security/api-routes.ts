import type { App } from '../../app';

/**
 * Every API route the app serves, as 'METHOD /api/path/:param', read from Fastify's own route tree so a route
 * added later shows up here without anyone remembering to list it. HEAD is Fastify's automatic twin of GET.
 */
export function apiRoutes(app: App): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const prefixes: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)(?:[└├]── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && path.startsWith('/api/')) routes.push(`${method} ${path}`);
    }
  }
  if (routes.length === 0) throw new Error(`no API routes found in:\n${tree}`);
  return [...new Set(routes)].sort();
}
