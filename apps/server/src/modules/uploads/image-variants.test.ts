import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { imageVariantWidths, variantName } from '@runtogether/shared/images/image-variants';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesystemStorage } from '../../plugins/filesystem-storage';
import type { StorageDriver } from '../../plugins/storage-driver';
import { insertHost, insertRun, insertSession } from '../../test/factories';
import { multipartBody } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import { reencodeImage } from './image-upload';
import { deleteImage, storeImage } from './image-variants';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0ea5e9' } })
    .jpeg()
    .toBuffer();

describe('storeImage / deleteImage', () => {
  let root: string;
  let storage: StorageDriver;
  const puts: { key: string; contentType: string }[] = [];
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'image-variants-'));
    const disk = filesystemStorage(root);
    // The real driver, with a note of every write.
    storage = {
      ...disk,
      put: (key, body, type) => (puts.push({ key, contentType: type }), disk.put(key, body, type)),
    };
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const widthOf = async (key: string) =>
    (await sharp(fs.readFileSync(path.join(root, key))).metadata()).width;

  it('writes the image and one WebP per width of its kind, each as image/webp', async () => {
    const image = await reencodeImage(await photo(2000, 1500), { maxWidth: 1600, maxHeight: 1600 });
    const key = 'events/event-1-0123456789abcdef.webp';
    await storeImage(storage, key, image, 'run');
    const keys = [key, ...imageVariantWidths.run.map((w) => variantName(key, w))];
    expect(puts.map((p) => p.key)).toEqual(keys);
    expect(new Set(puts.map((p) => p.contentType))).toEqual(new Set(['image/webp']));
    expect(await Promise.all(keys.map(widthOf))).toEqual([1600, 400, 800, 1200]);
    const meta = await sharp(fs.readFileSync(path.join(root, variantName(key, 400)))).metadata();
    expect([meta.format, meta.height]).toEqual(['webp', 300]);

    await deleteImage(storage, key, 'run');
    expect(keys.filter((k) => fs.existsSync(path.join(root, k)))).toEqual([]);
  });

  it('never enlarges: widths past a narrow image get copies of its own width', async () => {
    const image = await reencodeImage(await photo(100, 100), { maxWidth: 512, maxHeight: 512 });
    const key = 'profiles/user-u-0123456789abcdef.webp';
    await storeImage(storage, key, image, 'avatar');
    expect(await Promise.all(imageVariantWidths.avatar.map((w) => widthOf(variantName(key, w))))).toEqual([
      64, 100, 100,
    ]);
  });

  it('removes what it wrote when a write fails', async () => {
    const image = await reencodeImage(await photo(900, 600), { maxWidth: 1600, maxHeight: 1600 });
    const disk = filesystemStorage(root);
    let writes = 0;
    const failing: StorageDriver = {
      ...disk,
      put: async (key, body, type) => {
        if (++writes === 3) throw new Error('disk full');
        await disk.put(key, body, type);
      },
    };
    const key = 'posts/post-9-0123456789abcdef.webp';
    await expect(storeImage(failing, key, image, 'post')).rejects.toThrow('disk full');
    expect(fs.existsSync(path.join(root, key))).toBe(false);
    expect(fs.existsSync(path.join(root, variantName(key, 400)))).toBe(false);
  });
});

describe('a run image through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores the variants, and replacing or deleting the run removes them', async () => {
    const host = await insertHost(t.db);
    const run = await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + 86_400_000) });
    const headers = {
      cookie: `${SESSION_COOKIE}=${await insertSession(t.db, host.id)}`,
      origin: 'http://localhost:3000',
    };
    const upload = async (data: Buffer) => {
      const body = multipartBody({ filename: 'photo.jpg', contentType: 'image/jpeg', data });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/events/${run.id}/image`,
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ imageUrl: string }>().imageUrl;
    };
    const filesOf = (url: string) =>
      [url, ...imageVariantWidths.run.map((w) => variantName(url, w))].map((u) =>
        path.join(t.config.dataDir, 'uploads', u.replace(/^\/files\//, '')),
      );

    const first = filesOf(await upload(await photo(1000, 750)));
    expect(first.map((f) => fs.existsSync(f))).toEqual([true, true, true, true]);
    const served = await t.app.inject({
      url: first[1]!.replace(path.join(t.config.dataDir, 'uploads'), '/files'),
    });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);

    const second = filesOf(await upload(await photo(1000, 750)));
    expect(first.some((f) => fs.existsSync(f))).toBe(false);
    expect(second.every((f) => fs.existsSync(f))).toBe(true);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/events/${run.id}`, headers });
    expect(deleted.statusCode).toBe(204);
    expect(second.some((f) => fs.existsSync(f))).toBe(false);
  });
});
