import { AppError } from '@runtogether/shared/errors/app-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_ERROR_MESSAGE } from './plugins/errors';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Test-only routes, added before the app is ready like any module's routes.
  t.app.get('/api/test/crash', () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  t.app.get('/api/test/conflict', () => {
    throw new AppError('CONFLICT', 'Already registered', 409);
  });
  t.app.post('/api/test/echo', (request) => ({ received: request.body }));
});
afterAll(() => t.close());

describe('security headers', () => {
  it('are sent on API responses and 404s alike', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const response = await t.app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      // Plain http in tests: upgrading requests would break a local install.
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('request ids', () => {
  it('generates one per request and echoes it', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a safe incoming id and replaces an unsafe one', async () => {
    const kept = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc');
    const replaced = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'x'.repeat(65) },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const injected = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'a b"c' } });
    expect(injected.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('errors', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/nope' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Route not found' } });
    }
  });

  it('answers an API address asked with a method it does not take with 405 and the methods it does', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/events?limit=5' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, POST');
    expect(response.json()).toEqual({
      error: {
        code: 'METHOD_NOT_ALLOWED',
        message: 'This address does not take DELETE; it takes GET, HEAD, POST.',
      },
    });
    const health = await t.app.inject({ method: 'PUT', url: '/api/health' });
    expect(health.statusCode).toBe(405);
    expect(health.headers.allow).toBe('GET, HEAD');
    const run = await t.app.inject({ method: 'PUT', url: '/api/events/123/registrations' });
    expect(run.statusCode).toBe(405);
    expect(run.headers.allow).toContain('POST');
  });

  it('turns a schema validation failure into 400 with per-field messages', async () => {
    const response = await t.app.inject({ url: '/api/events?limit=abc' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{
      error: { code: string; message: string; fields: Record<string, string> };
    }>();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toMatch(/^Invalid query: limit \(.+\)$/);
    expect(Object.keys(body.error.fields)).toEqual(['limit']);
  });

  it('serialises an AppError with its own status', async () => {
    const response = await t.app.inject({ url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'CONFLICT', message: 'Already registered' } });
  });

  it('never leaks the message of an unexpected error', async () => {
    const response = await t.app.inject({ url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: INTERNAL_ERROR_MESSAGE } });
    expect(response.body).not.toContain('secret');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers malformed and oversized bodies with 400 and 413', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ error: { code: string } }>().error.code).toBe('BAD_REQUEST');

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json<{ error: { code: string } }>().error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('API docs', () => {
  it('publishes the OpenAPI document with the routes and their schemas', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/ready',
        '/api/events',
        '/api/events/{id}',
        '/api/auth/me',
      ]),
    );
    expect(Object.keys(doc.paths).some((p) => p.includes('*'))).toBe(false);
  });

  it('lists 400 for every route that reads a parameter or a body, as GET /api/events/abc answers it', async () => {
    const asked = await t.app.inject({ url: '/api/events/abc' });
    expect(asked.statusCode).toBe(400);
    type Operation = { parameters?: unknown[]; requestBody?: unknown; responses: Record<string, unknown> };
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const without400 = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => (op.parameters?.length ?? 0) > 0 || op.requestBody !== undefined)
        .filter(([, op]) => !('400' in op.responses))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(without400).toEqual([]);
    expect(doc.paths['/api/events/{id}']?.get?.responses['400']).toBeDefined();
  });
});

describe('without a web build', () => {
  it('still starts and says how to build the app', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('npm run build');
  });
});
