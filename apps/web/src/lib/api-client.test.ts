import { AppError } from '@runtogether/shared/errors/app-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readText, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { createApiClient } from './api-client';

const pingSchema = z.object({ pong: z.boolean() });

describe('api-client', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer((_req, res) => sendJson(res, 200, { pong: true }));
  });
  afterAll(() => server.close());

  it('returns the parsed body of an OK response', async () => {
    const api = createApiClient(server.url);
    await expect(api.get('/api/ping', pingSchema)).resolves.toEqual({ pong: true });
  });

  it('checks the answer with a parser loaded on first use, fetched while the request is in flight', async () => {
    server.handle((_req, res) => sendJson(res, 200, { pong: true }));
    const api = createApiClient(server.url);
    let loads = 0;
    const lazy = () => {
      loads++;
      return Promise.resolve(pingSchema);
    };
    await expect(api.get('/api/ping', lazy)).resolves.toEqual({ pong: true });
    expect(loads).toBe(1);
    server.handle((_req, res) => sendJson(res, 200, { pong: 'yes' }));
    await expect(api.get('/api/ping', lazy)).rejects.toMatchObject({ code: 'INTERNAL', status: 200 });
  });

  it("turns a parser whose chunk does not arrive into a NETWORK AppError, not the browser's import error", async () => {
    server.handle((_req, res) => sendJson(res, 200, { pong: true }));
    const api = createApiClient(server.url);
    const missing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(api.get('/api/ping', missing)).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });

  /** Answers { pong: true } and keeps what the next request sent. */
  function capture() {
    const seen = { body: '', contentType: undefined as string | undefined };
    server.handle((req, res) => {
      seen.contentType = req.headers['content-type'];
      void readText(req).then((text) => {
        seen.body = text;
        sendJson(res, 200, { pong: true });
      });
    });
    return seen;
  }

  it('sends JSON bodies with their content type', async () => {
    const seen = capture();
    const api = createApiClient(server.url);
    await api.post('/api/ping', pingSchema, { body: { hello: 'there' } });
    expect(seen.contentType).toBe('application/json');
    expect(JSON.parse(seen.body)).toEqual({ hello: 'there' });
  });

  it('sends FormData as multipart with the browser-made boundary', async () => {
    const seen = capture();
    const api = createApiClient(server.url);
    const form = new FormData();
    form.append('file', new File(['hello'], 'hello.txt', { type: 'text/plain' }));
    await api.post('/api/ping', pingSchema, { body: form });
    expect(seen.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.body).toContain('filename="hello.txt"');
    expect(seen.body).toContain('hello');
  });

  it('turns an error body into an AppError with its code, message, status and fields', async () => {
    server.handle((_req, res) =>
      sendJson(res, 400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Invalid input',
          fields: { email: 'Please enter a valid email' },
        },
      }),
    );
    const api = createApiClient(server.url);
    const error = await api.get('/api/ping', pingSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Invalid input',
      status: 400,
      fields: { email: 'Please enter a valid email' },
    });
  });

  it('keeps the status of a 429 and a 404', async () => {
    const api = createApiClient(server.url);
    server.handle((_req, res) =>
      sendJson(res, 429, { error: { code: 'RATE_LIMITED', message: 'Slow down' } }),
    );
    await expect(api.get('/api/ping', pingSchema)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
    });
    server.handle((_req, res) =>
      sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Run not found' } }),
    );
    await expect(api.get('/api/ping', pingSchema)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Run not found',
      status: 404,
    });
  });

  it('turns a non-JSON 5xx into an INTERNAL AppError', async () => {
    server.handle((_req, res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    });
    const api = createApiClient(server.url);
    await expect(api.get('/api/ping', pingSchema)).rejects.toMatchObject({ code: 'INTERNAL', status: 502 });
  });

  it('rejects an OK response that breaks the contract', async () => {
    server.handle((_req, res) => sendJson(res, 200, { pong: 'yes' }));
    const api = createApiClient(server.url);
    await expect(api.get('/api/ping', pingSchema)).rejects.toBeInstanceOf(AppError);
  });

  it('turns a failed connection into a NETWORK AppError', async () => {
    const gone = await startTestServer((_req, res) => res.end());
    await gone.close();
    const api = createApiClient(gone.url);
    const error = await api.get('/api/ping', pingSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'NETWORK',
      message: 'Network error. Please check your connection and try again.',
      status: 0,
    });
  });

  it('lets a cancelled request through as a cancellation, not a network error', async () => {
    server.handle(() => {
      // never answers
    });
    const api = createApiClient(server.url);
    const controller = new AbortController();
    const pending = api.get('/api/ping', pingSchema, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(AppError);
    expect((error as Error).name).toBe('AbortError');
  });
});
