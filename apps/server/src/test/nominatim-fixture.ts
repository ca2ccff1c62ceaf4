// A local stand-in for Nominatim that answers in its JSON format, so tests never call the public service.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FixturePlace {
  lat: string;
  lon: string;
  display_name: string;
}

export interface NominatimFixture {
  url: string;
  /** Every request received, in order. */
  requests: { url: URL; userAgent: string | undefined }[];
  /** Answer every request with this status instead (e.g. 500). */
  failWith: number | null;
  /** Wait this long before answering. */
  delayMs: number;
  close(): Promise<void>;
}

export async function startNominatimFixture(
  places: Record<string, FixturePlace>,
  reverse: Record<string, { display_name?: string; address?: Record<string, string> }> = {},
): Promise<NominatimFixture> {
  const fixture: NominatimFixture = {
    url: '',
    requests: [],
    failWith: null,
    delayMs: 0,
    close: () => Promise.resolve(),
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    fixture.requests.push({ url, userAgent: request.headers['user-agent'] });
    const answer = () => {
      if (fixture.failWith !== null) {
        response.writeHead(fixture.failWith).end('upstream trouble');
        return;
      }
      let body: unknown;
      if (url.pathname === '/search') {
        // Own keys only: a query such as "__proto__" must not find Object.prototype.
        const query = (url.searchParams.get('q') ?? '').toLowerCase();
        const place = Object.hasOwn(places, query) ? places[query] : undefined;
        body = place ? [{ place_id: 1, ...place }] : [];
      } else if (url.pathname === '/reverse') {
        const point = `${url.searchParams.get('lat')},${url.searchParams.get('lon')}`;
        body = (Object.hasOwn(reverse, point) ? reverse[point] : undefined) ?? { error: 'Unable to geocode' };
      } else {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (fixture.delayMs > 0) setTimeout(answer, fixture.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fixture.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fixture.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fixture;
}
