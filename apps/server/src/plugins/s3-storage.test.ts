// The S3 driver against s3rver, a local S3-compatible server (see docs/decisions/021): images uploaded through
// the API are public at their URL in the bucket, and go when replaced or deleted.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { imageVariantWidths, variantName } from '@runtogether/shared/images/image-variants';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type S3Config } from '../config';
import { findServerRoot } from '../package-root';
import { insertHost, insertRun, insertSession, insertUser } from '../test/factories';
import { multipartBody } from '../test/multipart';
import { startS3Fixture, type S3Fixture } from '../test/s3-fixture';
import { createTestApp, type TestApp } from '../test/test-app';
import { SESSION_COOKIE } from './session-cookie';
import { defaultS3PublicUrl, s3ImageOrigin } from './s3-public-url';

const BUCKET = 'rt-images';
let fixture: S3Fixture;
let s3: S3Config;
let t: TestApp;

beforeAll(async () => {
  fixture = await startS3Fixture(BUCKET);
  s3 = fixture.config;
  t = await createTestApp({ config: { s3 } });
});
afterAll(async () => {
  await t.close();
  await fixture.close();
});

const photo = (background: string) =>
  sharp({ create: { width: 600, height: 400, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function upload(url: string, cookie: string, data: Buffer) {
  const body = multipartBody({ filename: 'photo.jpg', contentType: 'image/jpeg', data });
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { cookie, origin: 'http://localhost:3000', ...body.headers },
  });
}
const cookieOf = async (userId: string) => `${SESSION_COOKIE}=${await insertSession(t.db, userId)}`;

describe('with S3_BUCKET', () => {
  it('stores an avatar in the bucket, public at its URL; a new avatar removes the old object', async () => {
    const user = await insertUser(t.db);
    const cookie = await cookieOf(user.id);
    const first = await upload(`/api/users/${user.id}/avatar`, cookie, await photo('#f97316'));
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json<{ profileImageUrl: string }>().profileImageUrl;
    expect(firstUrl.startsWith(`${s3.endpoint}/${BUCKET}/`)).toBe(true);

    // Fetched as a browser would: straight from the storage server, not through the app.
    const fetched = await fetch(firstUrl);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/webp');
    expect(fetched.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await fetched.arrayBuffer())).metadata()).format).toBe('webp');
    // Nothing was written to the local uploads folder.
    await expect(fs.readdir(path.join(t.config.dataDir, 'uploads'))).rejects.toThrow();

    const second = await upload(`/api/users/${user.id}/avatar`, cookie, await photo('#0ea5e9'));
    expect(second.statusCode, second.body).toBe(200);
    const secondUrl = second.json<{ profileImageUrl: string }>().profileImageUrl;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await fetch(secondUrl)).status).toBe(200);
    expect((await fetch(firstUrl)).status).toBe(404);
  });

  it("stores a run's image in the bucket and deletes it with the run", async () => {
    const host = await insertHost(t.db);
    const run = await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + 86_400_000) });
    const cookie = await cookieOf(host.id);
    const uploaded = await upload(`/api/events/${run.id}/image`, cookie, await photo('#22c55e'));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { imageUrl } = uploaded.json<{ imageUrl: string }>();
    expect(imageUrl).toMatch(
      new RegExp(`^${s3.endpoint}/${BUCKET}/events/event-${run.id}-[0-9a-f]{16}\\.webp$`),
    );
    expect((await fetch(imageUrl)).status).toBe(200);
    // Its smaller copies (decision 015) sit beside it in the bucket.
    const variants = imageVariantWidths.run.map((width) => variantName(imageUrl, width));
    for (const url of variants) expect((await fetch(url)).status).toBe(200);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${run.id}`,
      headers: { cookie, origin: 'http://localhost:3000' },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await fetch(imageUrl)).status).toBe(404);
    for (const url of variants) expect((await fetch(url)).status).toBe(404);
  });

  it("lets the web app's pages load images from the bucket (Content-Security-Policy)", async () => {
    const csp = (await t.app.inject({ url: '/api/health' })).headers['content-security-policy'];
    expect(String(csp)).toMatch(
      new RegExp(`img-src 'self' data: blob: ${s3.endpoint ?? 'missing'} [^;]+(;|$)`),
    );
    expect(s3ImageOrigin({ ...s3, publicUrl: 'https://cdn.example.com/images' })).toBe(
      'https://cdn.example.com',
    );
    expect(s3ImageOrigin(null)).toBeNull();
  });

  it('refuses to start when the bucket cannot be reached', async () => {
    await expect(createTestApp({ config: { s3: { ...s3, bucket: 'no-such-bucket' } } })).rejects.toThrow(
      /S3 bucket no-such-bucket is not reachable/,
    );
  });
});

describe('without S3_BUCKET', () => {
  it('never loads the AWS SDK: no module of the server imports it up front', async () => {
    // This process loaded the SDK for the tests above: a fresh one records every @aws-sdk/ import while the
    // whole server's module graph loads.
    const probe = `
      import { registerHooks } from 'node:module';
      const seen = new Set();
      registerHooks({
        resolve(specifier, context, next) {
          if (specifier.startsWith('@aws-sdk/')) seen.add(specifier);
          return next(specifier, context);
        },
      });
      await import(${JSON.stringify(pathToFileURL(path.join(findServerRoot(), 'src/app.ts')).href)});
      console.log(JSON.stringify([...seen]));
    `;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', probe],
      { cwd: findServerRoot() },
    );
    expect(JSON.parse(stdout.trim().split('\n').at(-1) ?? 'null')).toEqual([]);
  }, 60_000);
});

describe('S3 configuration', () => {
  const env = { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32) };

  it('is off without S3_BUCKET, and on with it', () => {
    expect(loadConfig(env).s3).toBeNull();
    expect(
      loadConfig({
        ...env,
        S3_BUCKET: 'images',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://cdn.example.com/',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'images',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.example.com',
      forcePathStyle: true,
    });
  });

  it('refuses half a configuration in one line, without echoing the secret', () => {
    const attempt = (extra: Record<string, string>) => {
      try {
        loadConfig({ ...env, ...extra });
      } catch (error) {
        if (error instanceof ConfigError) return error.message;
      }
      return 'no error';
    };
    expect(attempt({ S3_ENDPOINT: 'http://minio:9000' })).toBe(
      'Invalid configuration: S3_ENDPOINT is set but S3_BUCKET is not',
    );
    expect(attempt({ S3_BUCKET: 'images', S3_SECRET_ACCESS_KEY: 'hunter2' })).toMatch(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(attempt({ S3_BUCKET: 'Not A Bucket' })).toMatch(
      /^Invalid configuration: S3_BUCKET must be a bucket name/,
    );
    expect(attempt({ S3_BUCKET: 'images', S3_SECRET_ACCESS_KEY: 'hunter2' })).not.toContain('hunter2');
  });

  it('serves from the bucket address unless S3_PUBLIC_URL says otherwise', () => {
    const base = { bucket: 'images', region: 'eu-west-1' };
    expect(defaultS3PublicUrl({ ...base, endpoint: null, forcePathStyle: false })).toBe(
      'https://images.s3.eu-west-1.amazonaws.com',
    );
    expect(defaultS3PublicUrl({ ...base, endpoint: 'http://minio:9000', forcePathStyle: true })).toBe(
      'http://minio:9000/images',
    );
    expect(defaultS3PublicUrl({ ...base, endpoint: 'https://r2.example.com', forcePathStyle: false })).toBe(
      'https://images.r2.example.com',
    );
  });
});
