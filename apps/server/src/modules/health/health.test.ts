import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('GET /api/health says the process is up', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready reports the database, then 503 once it is gone', async () => {
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up' });

    await t.app.database.close();

    const unavailable = await t.app.inject({ url: '/api/ready' });
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json()).toEqual({ status: 'unavailable', database: 'down' });
    // Liveness does not depend on the database.
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
