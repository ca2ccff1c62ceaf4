// ASVS V3 (web frontend security): the documents the browser renders carry a Content-Security-Policy that allows
// no eval'd script, no inline script but the framework's own (each answer's nonce marks them) and no framing, and
// every response says nosniff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { pageEcho, writeWebBuild } from '../web-build';

const build = writeWebBuild();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { webDistDir: build.dir } });
});
afterAll(async () => {
  await t.close();
  build.remove();
});

const html = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

/** The policy as directive → sources. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/** The sources that govern scripts: script-src, or default-src when there is none. */
const scriptSources = (policy: Map<string, string[]>) =>
  policy.get('script-src') ?? policy.get('default-src');

describe('document responses', () => {
  it.each(['/', '/runs/42', '/business/profile', '/no-such-page'])(
    '%s: a CSP without eval or un-nonced inline script, no framing, no plugins, no foreign base or form targets',
    async (url) => {
      const response = await html(url);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const policy = directives(response.headers['content-security-policy']);
      const scripts = scriptSources(policy);
      expect(scripts).toBeDefined();
      expect(scripts?.filter((source) => !source.startsWith("'nonce-"))).toEqual(["'self'"]);
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts).not.toContain('*');
      expect(scripts?.some((source) => /^(https?:|data:|blob:)$/.test(source))).toBe(false);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );
});

describe("the CSP's nonce", () => {
  const nonceOf = (header: string | string[] | number | undefined) => {
    const nonces = (scriptSources(directives(header)) ?? []).filter((source) => source.startsWith("'nonce-"));
    expect(nonces).toHaveLength(1);
    return /^'nonce-(.+)'$/.exec(nonces[0]!)![1]!;
  };

  it('is the one handed to the page, which marks its inline scripts with it', async () => {
    const response = await html('/runs/42');
    const nonce = nonceOf(response.headers['content-security-policy']);
    expect(pageEcho(response.body).nonce).toBe(nonce);
    expect(response.body).toContain(`<script nonce="${nonce}">`);
  });

  it('is new for every answer and unguessable: 16 random bytes', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const response = await html('/');
      const nonce = nonceOf(response.headers['content-security-policy']);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      expect(pageEcho(response.body).nonce).toBe(nonce);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(5);
  });

  it('is only for pages: the API and files allow no inline script at all', async () => {
    for (const url of ['/api/health', '/api/events', '/files/nothing.webp']) {
      const response = await t.app.inject({ url });
      expect(scriptSources(directives(response.headers['content-security-policy'])), url).toEqual(["'self'"]);
    }
  });

  it('makes every copy of a page new, so a page carries no ETag to revalidate against', async () => {
    const response = await html('/runs/42');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeUndefined();
    expect((await t.app.inject({ url: '/api/events' })).headers.etag).toBeDefined();
  });
});

describe('pages under the public read cache', () => {
  it('draws every anonymous page afresh: a kept copy would carry a nonce the next policy refuses', async () => {
    const cached = await createTestApp({ config: { webDistDir: build.dir, publicCacheTtlMs: 60_000 } });
    try {
      for (let i = 0; i < 2; i += 1) {
        const response = await cached.app.inject({ url: '/runs/42', headers: { accept: 'text/html' } });
        const policy = scriptSources(directives(response.headers['content-security-policy']));
        expect(policy).toContain(`'nonce-${pageEcho(response.body).nonce}'`);
      }
    } finally {
      await cached.close();
    }
  });
});

describe('every response', () => {
  it.each(['/api/health', '/api/events', '/api/no-such-route', '/files/nothing.webp'])(
    '%s says nosniff and may not be framed',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(directives(response.headers['content-security-policy']).get('frame-ancestors')).toEqual([
        "'none'",
      ]);
    },
  );

  it('sends no HSTS on plain http (it would pin a local install to https), and no server banner', async () => {
    const response = await html('/');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers.server).toBeUndefined();
  });
});

describe('over HTTPS', () => {
  it('adds HSTS and upgrade-insecure-requests', async () => {
    const secure = await createTestApp({
      config: { webDistDir: build.dir, publicUrl: 'https://runs.example.test' },
    });
    try {
      const response = await secure.app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(directives(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(
        true,
      );
    } finally {
      await secure.close();
    }
  });
});
