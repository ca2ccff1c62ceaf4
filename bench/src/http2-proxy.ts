// The documented deployment (docs/deploy.md) puts a reverse proxy in front of the server that terminates TLS and
// speaks HTTP/2 to browsers. Lighthouse audits the pages through this stand-in for it, so a page is measured as a
// phone receives it: one connection that carries every request at once, not HTTP/1.1's six in a queue (decision
// 058 measured how much that changes for a page that preloads many scripts).
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';

const fixture = (name: string) => fs.readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

/** A connection's own headers: HTTP/2 forbids them (RFC 9113 §8.2.2), and the proxy's hops have their own. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

export interface Http2Proxy {
  /** https://127.0.0.1:<port>: the same paths as the target's. */
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves `target` (an http:// origin) over HTTP/2 with the test certificate of bench/fixtures (for 127.0.0.1 and
 * localhost; the browser is told to accept it). Requests and answers pass as they are, compressed bodies included.
 */
export async function startHttp2Proxy(target: string): Promise<Http2Proxy> {
  const origin = new URL(target);
  const server = http2.createSecureServer(
    { key: fixture('localhost-key.pem'), cert: fixture('localhost-cert.pem') },
    (request, response) => {
      const headers: http.OutgoingHttpHeaders = { host: request.authority };
      for (const [name, value] of Object.entries(request.headers)) {
        if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
      }
      const upstream = http.request(
        { host: origin.hostname, port: origin.port, path: request.url, method: request.method, headers },
        (answer) => {
          const passed = Object.fromEntries(
            Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
          );
          response.writeHead(answer.statusCode ?? 502, passed);
          answer.pipe(response);
        },
      );
      upstream.on('error', (error) => {
        if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
        response.end(`the server behind the proxy did not answer: ${error.message}`);
      });
      request.pipe(upstream);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
