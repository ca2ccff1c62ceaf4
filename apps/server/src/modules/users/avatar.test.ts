import fs from 'node:fs';
import path from 'node:path';
import { authApiMessages } from '@runtogether/shared/auth/auth.schemas';
import {
  IMAGE_MAX_BYTES,
  imageDimensionsMessage,
  imageMessages,
} from '@runtogether/shared/images/image.rules';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { insertSession, insertUser } from '../../test/factories';
import { multipartBody, type FilePart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import { pngClaiming } from '../../test/images';
import { english } from '../../test/english';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function browserOf(user: { id: string }) {
  return {
    cookie: `${SESSION_COOKIE}=${await insertSession(t.db, user.id)}`,
    origin: 'http://localhost:3000',
  };
}
async function upload(userId: string, headers: Record<string, string>, ...parts: FilePart[]) {
  const body = multipartBody(...parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/users/${userId}/avatar`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}
const uploadedFile = (url: string) => path.join(t.config.dataDir, 'uploads', url.replace(/^\/files\//, ''));
const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { message: string } }>().error.message;

/** An 800×400 photo taken with the phone turned (EXIF orientation 6) and a GPS position in its EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 800, height: 400, channels: 3, background: '#f97316' } })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1' } })
    .jpeg()
    .toBuffer();

const GPS_IFD_TAG = Buffer.from([0x25, 0x88]);

describe('POST /api/users/:id/avatar', () => {
  it('re-encodes a photo upright, without EXIF or GPS, at most 512 px, and serves it under /files', async () => {
    const runner = await insertUser(t.db);
    const photo = await phonePhoto();
    const original = await sharp(photo).metadata();
    expect(original.orientation).toBe(6);
    expect(original.exif?.includes(GPS_IFD_TAG)).toBe(true);

    const response = await upload(runner.id, await browserOf(runner), {
      filename: 'holiday.jpg',
      contentType: 'image/jpeg',
      data: photo,
    });
    expect(response.statusCode).toBe(200);
    const { profileImageUrl } = response.json<{ profileImageUrl: string }>();
    expect(profileImageUrl).toMatch(new RegExp(`^/files/profiles/user-${runner.id}-[0-9a-f]{16}\\.webp$`));

    const stored = await sharp(fs.readFileSync(uploadedFile(profileImageUrl))).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 256, height: 512 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();

    const [row] = await t.db.select().from(users).where(eq(users.id, runner.id));
    expect(row?.profileImageUrl).toBe(profileImageUrl);

    const served = await t.app.inject({ url: profileImageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(fs.readFileSync(uploadedFile(profileImageUrl)))).toBe(true);
  });

  it('accepts a PNG whatever its file name, and removes the previous avatar', async () => {
    const runner = await insertUser(t.db);
    const headers = await browserOf(runner);
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#0ea5e9' } })
      .png()
      .toBuffer();
    const first = await upload(runner.id, headers, {
      filename: 'me.gif',
      contentType: 'text/plain',
      data: png,
    });
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json<{ profileImageUrl: string }>().profileImageUrl;

    const second = await upload(runner.id, headers, {
      filename: 'me.png',
      contentType: 'image/png',
      data: png,
    });
    const secondUrl = second.json<{ profileImageUrl: string }>().profileImageUrl;
    expect(secondUrl).not.toBe(firstUrl);
    expect(fs.existsSync(uploadedFile(firstUrl))).toBe(false);
    expect((await t.app.inject({ url: firstUrl })).statusCode).toBe(404);
    expect(await sharp(fs.readFileSync(uploadedFile(secondUrl))).metadata()).toMatchObject({ width: 64 });
  });

  it('refuses what is not a raster image: text, SVG, a broken image', async () => {
    const runner = await insertUser(t.db);
    const headers = await browserOf(runner);
    const jpeg = await phonePhoto();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const files: FilePart[] = [
      { filename: 'notes.png', contentType: 'image/png', data: Buffer.from('just some text, not a picture') },
      { filename: 'logo.svg', contentType: 'image/svg+xml', data: svg },
      { filename: 'cut.jpg', contentType: 'image/jpeg', data: jpeg.subarray(0, 200) },
    ];
    for (const file of files) {
      const response = await upload(runner.id, headers, file);
      expect(response.statusCode, file.filename).toBe(400);
      expect(errorOf(response), file.filename).toBe(english(imageMessages.notImage));
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, runner.id));
    expect(row?.profileImageUrl).toBeNull();
  });

  it('refuses a body without the file field, or not multipart at all', async () => {
    const runner = await insertUser(t.db);
    const headers = await browserOf(runner);
    const png = await pngClaiming(1, 1);
    const misnamed = await upload(runner.id, headers, {
      field: 'avatar',
      filename: 'a.png',
      contentType: 'image/png',
      data: png,
    });
    expect(misnamed.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/users/${runner.id}/avatar`,
      payload: { file: 'x' },
      headers,
    });
    expect(json.statusCode).toBe(400);
    expect(errorOf(json)).toBe(english(imageMessages.notImage));
  });

  it('refuses more than 5 MB with 413', async () => {
    const runner = await insertUser(t.db);
    const response = await upload(runner.id, await browserOf(runner), {
      filename: 'big.jpg',
      contentType: 'image/jpeg',
      data: Buffer.alloc(IMAGE_MAX_BYTES + 1, 0xff),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      error: { code: 'PAYLOAD_TOO_LARGE', message: english(imageMessages.tooLarge) },
    });
  });

  it('refuses an image of more than 40 megapixels before decoding it', async () => {
    const runner = await insertUser(t.db);
    const response = await upload(runner.id, await browserOf(runner), {
      filename: 'huge.png',
      contentType: 'image/png',
      data: await pngClaiming(10_000, 5_000),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(english(imageDimensionsMessage));
  });

  it('lets only the signed-in user change their own avatar', async () => {
    const owner = await insertUser(t.db);
    const other = await insertUser(t.db);
    const file = { filename: 'a.png', contentType: 'image/png', data: await pngClaiming(1, 1) };
    expect((await upload(owner.id, {}, file)).statusCode).toBe(401);
    const forbidden = await upload(owner.id, await browserOf(other), file);
    expect(forbidden.statusCode).toBe(403);
    expect(errorOf(forbidden)).toBe(english(authApiMessages.ownProfileOnly));
    const crossSite = await upload(owner.id, { cookie: (await browserOf(owner)).cookie }, file);
    expect(crossSite.statusCode).toBe(403);
    expect(errorOf(crossSite)).toBe(english(authApiMessages.crossSite));
  });
});

describe('GET /files/*', () => {
  it('serves nothing outside the uploads folder and lists no folders', async () => {
    fs.writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'top secret');
    fs.mkdirSync(path.join(t.config.dataDir, 'uploads', 'profiles'), { recursive: true });
    for (const url of [
      '/files/../secret.txt',
      '/files/%2e%2e/secret.txt',
      '/files/profiles/..%2f..%2fsecret.txt',
      '/files/..%5csecret.txt',
      '/files/profiles/',
      '/files/',
    ]) {
      const response = await t.app.inject({ url });
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain('top secret');
    }
  });
});
