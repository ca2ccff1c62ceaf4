import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttp2Proxy, type Http2Proxy } from './http2-proxy';

let target: http.Server;
let proxy: Http2Proxy;

beforeAll(async () => {
  // Answers with what it was asked, a compressed-looking body and a header HTTP/2 must not carry.
  target = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.writeHead(request.url === '/missing' ? 404 : 200, {
        'content-type': 'application/json',
        'content-encoding': 'br',
        connection: 'keep-alive',
      });
      response.end(
        JSON.stringify({ method: request.method, url: request.url, host: request.headers.host, body }),
      );
    });
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  proxy = await startHttp2Proxy(`http://127.0.0.1:${(target.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => target.close(resolve));
});

/** One request over HTTP/2, trusting the test certificate as the audited browser is told to. */
async function ask(path: string, method = 'GET', body?: string) {
  const session = http2.connect(proxy.url, { rejectUnauthorized: false });
  try {
    const stream = session.request({ ':path': path, ':method': method });
    if (body) stream.write(body);
    stream.end();
    const headers = await new Promise<http2.IncomingHttpHeaders>((resolve, reject) => {
      stream.on('response', resolve);
      stream.on('error', reject);
    });
    let text = '';
    for await (const chunk of stream) text += (chunk as Buffer).toString();
    return { headers, json: JSON.parse(text) as Record<string, string> };
  } finally {
    session.close();
  }
}

describe('the HTTP/2 proxy Lighthouse audits through', () => {
  it('passes a request and its answer as they are, over TLS and HTTP/2', async () => {
    const { headers, json } = await ask('/runs?near=40.4,-3.7');
    expect(headers[':status']).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(headers.connection).toBeUndefined();
    expect(json).toMatchObject({ method: 'GET', url: '/runs?near=40.4,-3.7' });
    expect(json.host).toMatch(/^127\.0\.0\.1:\d+$/);
  });

  it("keeps the server's status and a request's body", async () => {
    expect((await ask('/missing')).headers[':status']).toBe(404);
    expect((await ask('/api/echo', 'POST', '{"a":1}')).json).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
    });
  });
});
