// Error answers in the visitor's language. Messages and field messages that are catalogue keys are
// translated by the one error handler; the English stays word for word what it was.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeRunner, logIn, post } from '../test/accounts';
import { insertHost, insertRun } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const spanish = { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' };
type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } };
const badSignup = { role: 'runner', name: 'L', email: 'nope', password: '12345' };

describe('validation errors', () => {
  it("say a schema's limit as a sentence naming the field, never in zod's words, in both languages", async () => {
    const signup = {
      role: 'runner',
      name: 'N'.repeat(101),
      email: 'runner@example.test',
      password: 'x'.repeat(6),
    };
    const english = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signup });
    const inSpanish = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: spanish,
      payload: signup,
    });
    expect(english.json<ErrorAnswer>().error.fields).toEqual({
      name: 'The name can be at most 100 characters.',
    });
    expect(inSpanish.json<ErrorAnswer>().error.fields).toEqual({
      name: 'El nombre puede tener como máximo 100 caracteres.',
    });
    expect(english.json<ErrorAnswer>().error.message).toBe(
      'Invalid body: name (The name can be at most 100 characters.)',
    );
  });

  it('tell an API client the values a field takes, and that an object goes where a list was sent', async () => {
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: spanish,
      payload: { ...badSignup, role: 'admin' },
    });
    expect(role.json<ErrorAnswer>().error.fields).toEqual({
      role: 'El rol tiene que ser uno de estos valores: runner, business.',
    });
    const runner = await activeRunner(t.app);
    const { browser } = await logIn(t.app, runner.email);
    const host = await insertHost(t.db);
    const run = await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + 86_400_000) });
    const answers = await post(t.app, `/api/events/${run.id}/registrations`, { answers: [1, 2] }, browser);
    expect(answers.json<ErrorAnswer>().error.fields?.answers).toBe(
      'The answers must be an object of names and values.',
    );
    const answer = await post(
      t.app,
      `/api/events/${run.id}/registrations`,
      { answers: { q1: [1] } },
      browser,
    );
    expect(answer.json<ErrorAnswer>().error.fields?.['answers.q1']).toBe(
      'This field must be text or true or false.',
    );
    const report = await post(
      t.app,
      '/api/reports',
      { targetType: 'planet', targetId: [1], reason: 'x' },
      browser,
    );
    expect(report.json<ErrorAnswer>().error.fields).toEqual({
      targetType: 'This field must be one of: run, business, post, user.',
      targetId: 'This field must be text or a number.',
      reason: 'This field must be one of: spam, inappropriate, unsafe, other.',
    });
  });

  it('say what a body that is no object, or a field of the wrong type, must be', async () => {
    for (const payload of ['null', '[]', '"x"', '1']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(answer.statusCode, payload).toBe(400);
      expect(answer.json<ErrorAnswer>().error.message, payload).toBe('Send the data as a JSON object.');
    }
    const typed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...badSignup, name: 42 },
    });
    expect(typed.json<ErrorAnswer>().error.fields?.name).toBe('The name must be text.');
  });

  it('name each field in Spanish for a Spanish browser, summary included', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: spanish,
      payload: badSignup,
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json<ErrorAnswer>();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({
      name: 'El nombre debe tener al menos 2 caracteres',
      email: 'Introduce un correo válido',
      password: 'La contraseña debe tener al menos 6 caracteres',
    });
    expect(error.message).toBe(
      'Datos no válidos en el cuerpo de la petición: name (El nombre debe tener al menos 2 caracteres), ' +
        'email (Introduce un correo válido), password (La contraseña debe tener al menos 6 caracteres)',
    );
  });

  it('stay in English, word for word, without a language or for one we do not speak', async () => {
    for (const headers of [{}, { 'accept-language': 'fr-FR,fr;q=0.9' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers,
        payload: badSignup,
      });
      expect(response.json<ErrorAnswer>().error).toEqual({
        code: 'VALIDATION_FAILED',
        message:
          'Invalid body: name (Name must be at least 2 characters), email (Please enter a valid email), ' +
          'password (Password must be at least 6 characters)',
        fields: {
          name: 'Name must be at least 2 characters',
          email: 'Please enter a valid email',
          password: 'Password must be at least 6 characters',
        },
      });
    }
  });

  it('answer a malformed map area in Spanish', async () => {
    const response = await t.app.inject({ url: '/api/events?bbox=1,2,3', headers: spanish });
    expect(response.statusCode).toBe(400);
    const bbox = "Debe ser 'minLng,minLat,maxLng,maxLat' en grados, con cada mínimo por debajo de su máximo";
    expect(response.json<ErrorAnswer>().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: `Datos no válidos en la consulta: bbox (${bbox})`,
      fields: { bbox },
    });
  });

  it('answer a bad cursor in the same shape, in either language', async () => {
    const english = await t.app.inject({ url: '/api/events?cursor=nonsense' });
    expect(english.json<ErrorAnswer>().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Invalid query: cursor (This cursor is not valid; start again from the first page)',
      fields: { cursor: 'This cursor is not valid; start again from the first page' },
    });
    const inSpanish = await t.app.inject({ url: '/api/events?cursor=nonsense', headers: spanish });
    expect(inSpanish.json<ErrorAnswer>().error.fields).toEqual({
      cursor: 'Este cursor no es válido; vuelve a empezar desde la primera página',
    });
  });
});

describe('not found', () => {
  it('says an unknown run is not found in Spanish, and in English for French', async () => {
    const es = await t.app.inject({ url: '/api/events/987654', headers: spanish });
    expect(es.statusCode).toBe(404);
    expect(es.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Quedada no encontrada' } });

    const fr = await t.app.inject({ url: '/api/events/987654', headers: { 'accept-language': 'fr' } });
    expect(fr.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Run not found' } });
  });

  it('tells an anonymous caller of an account route it is not signed in, in its language', async () => {
    for (const url of ['/api/business/dashboard', '/api/me/export', '/api/business/participants.csv']) {
      const es = await t.app.inject({ url, headers: spanish });
      expect(es.statusCode, url).toBe(401);
      expect(es.json(), url).toEqual({ error: { code: 'UNAUTHORIZED', message: 'No has iniciado sesión' } });
    }
    // A run's participants are not a registration: the plain words, not "You must be logged in to register".
    const csv = await t.app.inject({ url: '/api/events/1/participants.csv' });
    expect(csv.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Not signed in' } });
  });

  it('answers unknown API routes in the language asked for', async () => {
    const es = await t.app.inject({ url: '/api/nope', headers: spanish });
    expect(es.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Ruta no encontrada' } });
    const en = await t.app.inject({ url: '/api/nope', headers: { 'accept-language': 'en-GB' } });
    expect(en.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Route not found' } });
    const method = await t.app.inject({ method: 'PATCH', url: '/api/health', headers: spanish });
    expect(method.json()).toEqual({
      error: { code: 'METHOD_NOT_ALLOWED', message: 'Esta dirección no admite PATCH; admite GET, HEAD.' },
    });
  });
});

describe('bodies the server cannot read', () => {
  const post = (payload: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });

  it('say so in our words and the request language, not the framework English', async () => {
    const json = { 'content-type': 'application/json' };
    const broken = await post('{"email":', { ...json, ...spanish });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'El cuerpo de la petición no es JSON válido.' },
    });
    expect((await post('', json)).json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
    });
    const text = await post('<email/>', { 'content-type': 'application/xml' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This address does not accept this content type.' },
    });
  });
});

describe('errors before any route', () => {
  it('answer an over-long address by the browser language', async () => {
    const url = `/api/events/${'A'.repeat(500)}`;
    const es = await t.app.inject({ method: 'DELETE', url, headers: spanish });
    expect(es.statusCode).toBe(414);
    expect(es.json()).toEqual({
      error: { code: 'URI_TOO_LONG', message: 'La dirección es demasiado larga.' },
    });
    const en = await t.app.inject({ method: 'DELETE', url });
    expect(en.json()).toEqual({ error: { code: 'URI_TOO_LONG', message: 'The address is too long.' } });
  });
});

describe('requests that are not HTTP', () => {
  /** Writes raw bytes to the listening server and reads its whole answer (it closes the connection). */
  const raw = (port: number, bytes: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });

  it('get the one error shape: a broken method or header, and headers past the limit', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

    for (const request of [
      'FOO BAR /api/health HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nBroken header\r\n\r\n',
    ]) {
      const answer = await raw(port, request);
      expect(answer, request).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(answer).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
      expect(bodyOf(answer)).toEqual({
        error: { code: 'BAD_REQUEST', message: 'The request could not be read: it is not valid HTTP.' },
      });
    }
    const huge = await raw(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(huge)).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' },
    });
  });
});
