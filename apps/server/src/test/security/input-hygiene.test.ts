// What the fuzzing suite found, pinned down: NUL characters (which PostgreSQL text cannot hold) and over-long
// path parameters are refused with a 4xx in the usual error shape, never a 500 or an echo of the input.
import { describe, expect, it } from 'vitest';
import { DIRECTION_OVERRIDE_MESSAGE, NESTING_MESSAGE, NUL_MESSAGE } from '../../plugins/input-hygiene';
import { multipartBody } from '../multipart';
import { smallPng, textForm, useWorld } from './world';

const env = useWorld();

const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string; message: string } }>().error;

describe('NUL characters', () => {
  it('are refused in a query, a JSON body (values and keys) and a path parameter', async () => {
    const responses = await Promise.all([
      env.t.app.inject({ url: '/api/geocode?q=%00' }),
      env.t.app.inject({ url: '/api/events?cursor=a%00b' }),
      env.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a\u0000@example.test', password: 'x' },
      }),
      env.t.app.inject({
        method: 'PATCH',
        url: `/api/users/${env.w.runner.userId}`,
        headers: env.w.runner.bearer,
        payload: { name: 'Rosa\u0000' },
      }),
      env.t.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        payload: JSON.parse('{"email":"a@example.test","k\\u0000":1}') as object,
      }),
      env.t.app.inject({ url: '/api/users/abc%00def' }),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'VALIDATION_FAILED', message: NUL_MESSAGE });
    }
  });

  it('are told apart from direction overrides, refused with their own message, while right-to-left isolates pass', async () => {
    const rename = (name: string) =>
      env.t.app.inject({
        method: 'PATCH',
        url: `/api/users/${env.w.runner.userId}`,
        headers: env.w.runner.bearer,
        payload: { name },
      });
    for (const name of ['Retiro\u202Eyaw', 'Retiro\u202Dyaw']) {
      const response = await rename(name);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'VALIDATION_FAILED', message: DIRECTION_OVERRIDE_MESSAGE });
    }
    const spanish = await env.t.app.inject({
      url: '/api/events?cursor=a%E2%80%AEb',
      headers: { 'accept-language': 'es' },
    });
    expect(errorOf(spanish).message).toMatch(
      /^El texto no debe contener caracteres que fuerzan la dirección/,
    );
    const arabic = await rename('Club \u2067نادي\u2069');
    expect(arabic.statusCode).toBe(200);
  });

  it('are told apart from a body nested absurdly deep, which is refused with its own message', async () => {
    let title: unknown = 'x';
    for (let i = 0; i < 40; i++) title = [title];
    const response = await env.t.app.inject({
      method: 'PATCH',
      url: `/api/users/${env.w.runner.userId}`,
      headers: env.w.runner.bearer,
      payload: { name: title },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'VALIDATION_FAILED', message: NESTING_MESSAGE });
  });

  it('in a post’s text fields or an image’s file name do not break posting', async () => {
    const post = (title: string) => {
      const form = textForm({ title, content: 'There' });
      return env.t.app.inject({
        method: 'POST',
        url: `/api/businesses/${env.w.owner.userId}/posts`,
        headers: { ...env.w.owner.bearer, ...form.headers },
        payload: form.payload,
      });
    };
    const reversed = await post('Hi\u202Ethere');
    expect(errorOf(reversed)).toEqual({ code: 'VALIDATION_FAILED', message: DIRECTION_OVERRIDE_MESSAGE });
    const title = await post('Hi\u0000');
    expect(title.statusCode).toBe(400);

    const form = multipartBody({
      field: 'images',
      filename: 'a\u0000b.png',
      contentType: 'image/png',
      data: await smallPng(),
    });
    const text = textForm({ title: 'Hello', content: 'With a picture' });
    const boundary = form.headers['content-type'].split('boundary=')[1] ?? '';
    const fields = text.payload
      .toString('latin1')
      .replaceAll(text.headers['content-type'].split('boundary=')[1] ?? '', boundary)
      .replace(`--${boundary}--\r\n`, '');
    const named = await env.t.app.inject({
      method: 'POST',
      url: `/api/businesses/${env.w.owner.userId}/posts`,
      headers: { ...env.w.owner.bearer, ...form.headers },
      payload: Buffer.concat([Buffer.from(fields, 'latin1'), form.payload]),
    });
    expect(named.statusCode).toBeLessThan(500);
    expect(named.body).not.toContain('\u0000');
  });
});

describe('over-long path parameters', () => {
  it('answer 414 in the usual error shape without echoing the address', async () => {
    const response = await env.t.app.inject({ method: 'DELETE', url: `/api/events/${'A'.repeat(500)}` });
    expect(response.statusCode).toBe(414);
    expect(errorOf(response)).toEqual({ code: 'URI_TOO_LONG', message: 'The address is too long.' });
    expect(response.body).not.toContain('AAAA');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('broken multipart bodies', () => {
  it('are a 400 on every upload route, not a server error', async () => {
    const png = await smallPng();
    const whole = multipartBody({ filename: 'a.png', contentType: 'image/png', data: png });
    const cut = whole.payload.subarray(0, whole.payload.length - 40);
    const post = textForm({ title: 'Hello', content: 'Cut short' });
    const urls = [
      { url: `/api/users/${env.w.owner.userId}/avatar`, payload: cut, headers: whole.headers },
      { url: `/api/events/${env.w.runId}/image`, payload: cut, headers: whole.headers },
      {
        url: `/api/businesses/${env.w.owner.userId}/posts`,
        payload: post.payload.subarray(0, post.payload.length - 10),
        headers: post.headers,
      },
    ];
    for (const { url, payload, headers } of urls) {
      const response = await env.t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...env.w.owner.bearer, ...headers },
      });
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response).code, url).toBe('VALIDATION_FAILED');
    }
  });
});
