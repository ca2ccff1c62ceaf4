import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  IMAGE_MAX_BYTES,
  imageDimensionsMessage,
  imageMessages,
} from '@runtogether/shared/images/image.rules';
import {
  POST_CONTENT_MAX,
  POST_TITLE_MAX,
  postMessages,
  type BusinessPost,
  type CreatePostResponse,
  type PostList,
} from '@runtogether/shared/posts/post.schemas';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessPosts, postImages } from '../../db/schema';
import { insertHost, insertSession, insertUser } from '../../test/factories';
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

interface ImageFile {
  filename: string;
  contentType: string;
  data: Buffer;
  field?: string;
}

/** A multipart/form-data body as a browser's FormData sends it: text fields, then files. */
function formBody(fields: Record<string, string>, files: ImageFile[] = []) {
  const boundary = `----runtogether${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'images'}"; ` +
          `filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function createPost(
  businessId: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: ImageFile[] = [],
) {
  const body = formBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/posts`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const deletePost = (id: number | string, headers: Record<string, string>) =>
  t.app.inject({ method: 'DELETE', url: `/api/business_posts/${id}`, headers });
const listPosts = (businessId: string, query = '') =>
  t.app.inject({ url: `/api/businesses/${businessId}/posts${query}` });
const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;
const uploadedFile = (url: string) => path.join(t.config.dataDir, 'uploads', url.replace(/^\/files\//, ''));
const postsOf = (businessId: string) =>
  t.db.select().from(businessPosts).where(eq(businessPosts.businessId, businessId));

/** An 800×400 photo taken with the phone turned (EXIF orientation 6) and a GPS position in its EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 800, height: 400, channels: 3, background: '#f97316' } })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1' } })
    .jpeg()
    .toBuffer();
const GPS_IFD_TAG = Buffer.from([0x25, 0x88]);

const bigPng = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer();

const text = (filename: string): ImageFile => ({
  filename,
  contentType: 'image/png',
  data: Buffer.from('just some text, not a picture'),
});

describe('POST /api/businesses/:id/posts', () => {
  it('saves the post with the good images and reports the bad one', async () => {
    const host = await insertHost(t.db);
    const response = await createPost(
      host.id,
      await browserOf(host),
      { title: '  New route on Saturday ', content: 'Line one\r\nLine two' },
      [
        { filename: 'holiday.jpg', contentType: 'image/jpeg', data: await phonePhoto() },
        text('notes.png'),
        { filename: 'banner.png', contentType: 'image/png', data: await bigPng() },
      ],
    );
    expect(response.statusCode).toBe(201);
    const { post, failedImages } = response.json<CreatePostResponse>();
    expect(failedImages).toEqual([{ name: 'notes.png', message: english(imageMessages.notImage) }]);
    expect(post).toMatchObject({
      businessId: host.id,
      title: 'New route on Saturday',
      content: 'Line one\nLine two',
    });
    expect(Date.parse(post.createdAt)).not.toBeNaN();
    expect(post.images.map((image) => image.name)).toEqual(['holiday.jpg', 'banner.png']);
    for (const image of post.images) {
      expect(image.url).toMatch(new RegExp(`^/files/posts/post-${post.id}-[0-9a-f]{16}\\.webp$`));
    }

    // Stored re-encoded: upright, no EXIF (so no GPS), bounded to 1600 px.
    const [photo, banner] = post.images;
    const photoMeta = await sharp(fs.readFileSync(uploadedFile(photo?.url ?? ''))).metadata();
    expect(photoMeta).toMatchObject({ format: 'webp', width: 400, height: 800 });
    expect(photoMeta.exif).toBeUndefined();
    expect(photoMeta.orientation).toBeUndefined();
    const bannerMeta = await sharp(fs.readFileSync(uploadedFile(banner?.url ?? ''))).metadata();
    expect(bannerMeta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect((await t.app.inject({ url: photo?.url ?? '' })).statusCode).toBe(200);

    const rows = await t.db.select().from(postImages).where(eq(postImages.postId, post.id));
    expect(rows.map((row) => row.url).sort()).toEqual(post.images.map((image) => image.url).sort());
    expect(await postsOf(host.id)).toHaveLength(1);
  });

  it('keeps the original GPS out even though the upload had it', async () => {
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif?.includes(GPS_IFD_TAG)).toBe(true);
    const host = await insertHost(t.db);
    const response = await createPost(host.id, await browserOf(host), { title: 'T', content: 'C' }, [
      { filename: 'gps.jpg', contentType: 'image/jpeg', data: photo },
    ]);
    const url = response.json<CreatePostResponse>().post.images[0]?.url ?? '';
    expect(fs.readFileSync(uploadedFile(url)).includes(GPS_IFD_TAG)).toBe(false);
  });

  it('reports images over 5 MB or 40 megapixels, and still saves the post', async () => {
    const host = await insertHost(t.db);
    const response = await createPost(host.id, await browserOf(host), { title: 'Big ones', content: 'C' }, [
      { filename: 'huge.jpg', contentType: 'image/jpeg', data: Buffer.alloc(IMAGE_MAX_BYTES + 1, 0xff) },
      { filename: 'wide.png', contentType: 'image/png', data: await pngClaiming(10_000, 5_000) },
      { filename: 'ok.jpg', contentType: 'image/jpeg', data: await phonePhoto() },
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json<CreatePostResponse>();
    expect(body.failedImages).toEqual([
      { name: 'huge.jpg', message: english(imageMessages.tooLarge) },
      { name: 'wide.png', message: english(imageDimensionsMessage) },
    ]);
    expect(body.post.images.map((image) => image.name)).toEqual(['ok.jpg']);
  });

  it('saves a post without images', async () => {
    const host = await insertHost(t.db);
    const response = await createPost(host.id, await browserOf(host), { title: 'Plain', content: 'Words' });
    expect(response.statusCode).toBe(201);
    expect(response.json<CreatePostResponse>()).toMatchObject({
      post: { title: 'Plain', images: [] },
      failedImages: [],
    });
  });

  it('refuses more than 6 images and saves nothing', async () => {
    const host = await insertHost(t.db);
    const photo = await phonePhoto();
    const files = Array.from({ length: 7 }, (_, i) => ({
      filename: `p${i}.jpg`,
      contentType: 'image/jpeg',
      data: photo,
    }));
    const response = await createPost(host.id, await browserOf(host), { title: 'T', content: 'C' }, files);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(english(postMessages.tooManyImages));
    expect(await postsOf(host.id)).toHaveLength(0);
  });

  it('refuses a file or a text field the form does not take, and saves nothing', async () => {
    const host = await insertHost(t.db);
    const headers = await browserOf(host);
    const photo = { filename: 'p.jpg', contentType: 'image/jpeg', data: await phonePhoto() };
    const misnamed = await createPost(host.id, headers, { title: 'T', content: 'C' }, [
      { ...photo, field: 'image' },
    ]);
    expect(misnamed.statusCode).toBe(400);
    expect(errorOf(misnamed)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: "These fields can't be sent here: image.",
    });
    const extra = await createPost(host.id, headers, { title: 'T', content: 'C', pinned: 'true' }, [photo]);
    expect(errorOf(extra).message).toBe("These fields can't be sent here: pinned.");
    expect(await postsOf(host.id)).toHaveLength(0);
  });

  it("answers the spec's texts for a missing or too long title or content", async () => {
    const host = await insertHost(t.db);
    const headers = await browserOf(host);
    const cases: [Record<string, string>, string, Record<string, string>][] = [
      [
        { content: 'Only content' },
        english(postMessages.required),
        { title: english(postMessages.required) },
      ],
      [
        { title: 'Only title', content: '   ' },
        english(postMessages.required),
        { content: english(postMessages.required) },
      ],
      [
        {},
        english(postMessages.required),
        { title: english(postMessages.required), content: english(postMessages.required) },
      ],
      [
        { title: 'x'.repeat(POST_TITLE_MAX + 1), content: 'C' },
        english(postMessages.titleTooLong),
        { title: english(postMessages.titleTooLong) },
      ],
      [
        { title: 'T', content: 'é'.repeat(POST_CONTENT_MAX + 1) },
        english(postMessages.contentTooLong),
        { content: english(postMessages.contentTooLong) },
      ],
      [
        { title: 'T', content: 'x'.repeat(100_000) },
        english(postMessages.contentTooLong),
        { content: english(postMessages.contentTooLong) },
      ],
    ];
    for (const [fields, message, fieldErrors] of cases) {
      const response = await createPost(host.id, headers, fields);
      expect(response.statusCode, JSON.stringify(fields).slice(0, 60)).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', message, fields: fieldErrors });
    }
    const exact = await createPost(host.id, headers, {
      title: 'x'.repeat(POST_TITLE_MAX),
      content: 'y'.repeat(POST_CONTENT_MAX),
    });
    expect(exact.statusCode).toBe(201);

    const json = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${host.id}/posts`,
      payload: { title: 'T', content: 'C' },
      headers,
    });
    expect(json.statusCode).toBe(400);
    expect(await postsOf(host.id)).toHaveLength(1);
  });

  it('lets only the business itself post', async () => {
    const owner = await insertHost(t.db);
    const otherBusiness = await insertHost(t.db);
    const runner = await insertUser(t.db);
    const fields = { title: 'Hello', content: 'World' };
    const files = [{ filename: 'a.jpg', contentType: 'image/jpeg', data: await phonePhoto() }];

    const storedFiles = () => {
      const dir = path.join(t.config.dataDir, 'uploads', 'posts');
      return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
    };
    const before = storedFiles();

    expect((await createPost(owner.id, {}, fields, files)).statusCode).toBe(401);
    for (const [actor, target] of [
      [runner, owner],
      [otherBusiness, owner],
      // A runner's own id is no business profile to post on.
      [runner, runner],
    ] as const) {
      const response = await createPost(target.id, await browserOf(actor), fields, files);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).message).toBe(english(postMessages.notAuthorizedCreate));
    }
    expect(await postsOf(owner.id)).toHaveLength(0);
    expect(storedFiles()).toBe(before);

    const allowed = await createPost(owner.id, await browserOf(owner), fields, files);
    expect(allowed.statusCode).toBe(201);
    expect(await postsOf(owner.id)).toHaveLength(1);
  });

  it('removes the stored images when the post cannot be written', async () => {
    const host = await insertHost(t.db);
    // Take the id the next post will get, so writing that post fails on its primary key.
    const [next] = await t.db
      .select({ id: sql<number>`nextval(pg_get_serial_sequence('business_posts', 'id'))`.mapWith(Number) })
      .from(sql`(select 1) as one`);
    const blockedId = (next?.id ?? 0) + 1;
    await t.db
      .insert(businessPosts)
      .overridingSystemValue()
      .values({ id: blockedId, businessId: host.id, title: 'Squatter', content: 'C' });

    const response = await createPost(host.id, await browserOf(host), { title: 'T', content: 'C' }, [
      { filename: 'a.jpg', contentType: 'image/jpeg', data: await phonePhoto() },
      { filename: 'b.png', contentType: 'image/png', data: await bigPng() },
    ]);
    expect(response.statusCode).toBe(500);
    const dir = path.join(t.config.dataDir, 'uploads', 'posts');
    const left = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    expect(left.filter((name) => name.startsWith(`post-${blockedId}-`))).toEqual([]);
    expect(await postsOf(host.id)).toHaveLength(1);
  });
});

describe('GET /api/businesses/:id/posts', () => {
  it('pages the posts newest first, with their images, and never mixes businesses', async () => {
    const host = await insertHost(t.db);
    const other = await insertHost(t.db);
    const base = Date.parse('2026-03-01T10:00:00.000Z');
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    // Two posts share a creation instant: the id breaks the tie, so paging neither skips nor repeats.
    const rows = await t.db
      .insert(businessPosts)
      .values([
        { businessId: host.id, title: 'Oldest', content: 'a', createdAt: at(0) },
        { businessId: host.id, title: 'Twin A', content: 'b', createdAt: at(5) },
        { businessId: host.id, title: 'Twin B', content: 'c', createdAt: at(5) },
        { businessId: host.id, title: 'Newest', content: 'd', createdAt: at(10) },
        // Within one millisecond, as PostgreSQL's clock writes them: the cursor must keep the microseconds.
        {
          businessId: host.id,
          title: 'Micro 1',
          content: 'f',
          createdAt: sql`'2026-03-01T09:00:00.000300Z'`,
        },
        {
          businessId: host.id,
          title: 'Micro 2',
          content: 'g',
          createdAt: sql`'2026-03-01T09:00:00.000600Z'`,
        },
        { businessId: other.id, title: 'Elsewhere', content: 'e', createdAt: at(20) },
      ])
      .returning();
    const twinA = rows[1];
    if (!twinA) throw new Error('no rows');
    await t.db.insert(postImages).values([
      { postId: twinA.id, url: '/files/posts/a1.webp', name: 'a1.jpg', altText: 'First' },
      { postId: twinA.id, url: '/files/posts/a2.webp', name: 'a2.jpg' },
    ]);

    const titles: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await listPosts(host.id, `?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      const page: PostList = response.json<PostList>();
      titles.push(...page.items.map((post) => post.title));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(titles).toEqual(['Newest', 'Twin B', 'Twin A', 'Oldest', 'Micro 2', 'Micro 1']);
    expect(pages).toBe(6);

    const all = (await listPosts(host.id)).json<PostList>();
    const withImages = all.items.find((post) => post.title === 'Twin A');
    expect(withImages?.images).toEqual([
      expect.objectContaining({ url: '/files/posts/a1.webp', name: 'a1.jpg', altText: 'First' }),
      expect.objectContaining({ url: '/files/posts/a2.webp', name: 'a2.jpg', altText: null }),
    ]);
    expect(all.items.find((post) => post.title === 'Newest')?.images).toEqual([]);
    expect(all.items[0]?.createdAt).toBe(at(10).toISOString());
    expect(all.nextCursor).toBeNull();
  });

  it('answers 404 for what is not a business and 400 for a forged cursor', async () => {
    const runner = await insertUser(t.db);
    const inactive = await insertHost(t.db, { isActive: false });
    for (const id of [runner.id, inactive.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await listPosts(id);
      expect(response.statusCode, id).toBe(404);
      expect(errorOf(response).message).toBe(english(postMessages.businessNotFound));
    }
    const host = await insertHost(t.db);
    expect((await listPosts(host.id)).json<PostList>()).toEqual({ items: [], nextCursor: null });
    expect((await listPosts(host.id, '?cursor=bm9wZQ')).statusCode).toBe(400);
    const yearZero = Buffer.from(JSON.stringify(['0000-01-01T00:00:00.000000Z', 2])).toString('base64url');
    expect((await listPosts(host.id, `?cursor=${yearZero}`)).statusCode).toBe(400);
    expect((await listPosts(host.id, '?limit=0')).statusCode).toBe(400);
  });
});

describe('DELETE /api/business_posts/:id', () => {
  async function postWithImages(host: { id: string }) {
    const response = await createPost(host.id, await browserOf(host), { title: 'Bye', content: 'soon' }, [
      { filename: 'a.jpg', contentType: 'image/jpeg', data: await phonePhoto() },
      { filename: 'b.png', contentType: 'image/png', data: await bigPng() },
    ]);
    expect(response.statusCode).toBe(201);
    return response.json<CreatePostResponse>().post;
  }

  it('lets only the business that posted delete, and removes the image files', async () => {
    const owner = await insertHost(t.db);
    const otherBusiness = await insertHost(t.db);
    const runner = await insertUser(t.db);
    const post: BusinessPost = await postWithImages(owner);
    const files = post.images.map((image) => uploadedFile(image.url));
    expect(files.every((file) => fs.existsSync(file))).toBe(true);

    expect((await deletePost(post.id, {})).statusCode).toBe(401);
    for (const actor of [runner, otherBusiness]) {
      const response = await deletePost(post.id, await browserOf(actor));
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).message).toBe(english(postMessages.notAuthorizedDelete));
    }
    expect(await postsOf(owner.id)).toHaveLength(1);
    expect(files.every((file) => fs.existsSync(file))).toBe(true);

    const headers = await browserOf(owner);
    const deleted = await deletePost(post.id, headers);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await postsOf(owner.id)).toHaveLength(0);
    expect(await t.db.select().from(postImages).where(eq(postImages.postId, post.id))).toEqual([]);
    expect(files.some((file) => fs.existsSync(file))).toBe(false);

    const again = await deletePost(post.id, headers);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe(english(postMessages.postNotFound));
  });

  it('answers 404 for unknown ids and 400 for ids that are not numbers', async () => {
    const host = await insertHost(t.db);
    const headers = await browserOf(host);
    expect((await deletePost(2147483647, headers)).statusCode).toBe(404);
    expect((await deletePost('99999999999', headers)).statusCode).toBe(404);
    expect((await deletePost('abc', headers)).statusCode).toBe(400);
  });
});
