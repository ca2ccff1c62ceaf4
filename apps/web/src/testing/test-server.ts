import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface TestServer {
  url: string;
  /** Requests seen so far, as 'METHOD /path?query'. */
  requests: string[];
  /** Replaces the handler for the following requests. */
  handle: (handler: Handler) => void;
  close: () => Promise<void>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** A real HTTP server on a free local port, so the api-client is tested over the wire. */
export async function startTestServer(initial: Handler): Promise<TestServer> {
  let handler = initial;
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

interface JsdomGlobal {
  jsdom: { reconfigure(options: { url: string }): void };
}

/** Moves the jsdom page to `origin`, so the app's same-origin API calls reach a test server. */
export function setPageOrigin(origin: string) {
  (globalThis as unknown as JsdomGlobal).jsdom.reconfigure({ url: `${origin}/` });
}

/** The request's body as text. */
export function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

/** The request's body, parsed as JSON (undefined when empty). */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readText(req);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** A 204 with no body. */
export function sendNoContent(res: ServerResponse) {
  res.writeHead(204);
  res.end();
}

/** A test server for a form that posts to one route: it keeps the JSON bodies sent there and answers them. */
export interface OneRouteServer {
  /** The bodies the route received, in order. */
  bodies: unknown[];
  /** How the route answers from now on (204 until told otherwise, and again after `reset`). */
  answer: (send: (res: ServerResponse) => void) => void;
  reset: () => void;
  close: () => Promise<void>;
}

/**
 * Starts a test server where `route` ('PUT /api/me/password') answers as told and anything else is a 404, and
 * points the page at it.
 */
export async function startOneRouteServer(route: string): Promise<OneRouteServer> {
  const bodies: unknown[] = [];
  let answer: (res: ServerResponse) => void = sendNoContent;
  const server = await startTestServer((req, res) => {
    void readJson(req).then((body) => {
      if (`${req.method} ${req.url}` !== route) {
        sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
        return;
      }
      bodies.push(body);
      answer(res);
    });
  });
  setPageOrigin(server.url);
  return {
    bodies,
    answer: (send) => {
      answer = send;
    },
    reset: () => {
      bodies.length = 0;
      answer = sendNoContent;
    },
    close: server.close,
  };
}
