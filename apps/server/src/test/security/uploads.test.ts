// ASVS V5 (file handling), on all three upload routes (avatar, run image, post images): what is not a raster
// image is refused with the spec's words, sizes and pixel counts are bounded, and what is stored is a fresh
// re-encoding under a server-made name: no EXIF or GPS, nothing appended by the sender survives.
import {
  IMAGE_MAX_BYTES,
  imageDimensionsMessage,
  imageMessages,
} from '@runtogether/shared/images/image.rules';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipartBody, type FilePart } from '../multipart';
import { textForm, useWorld } from './world';
import { pngClaiming } from '../images';
import { english } from '../english';

const env = useWorld();

interface Outcome {
  status: number;
  /** The refusal's message (for a post: the failed image's message). */
  message?: string;
  /** The stored image's URL when accepted. */
  url?: string;
}

/** One file through each upload route, answered the same way whatever the route. */
const routes: Record<string, (file: FilePart) => Promise<Outcome>> = {
  avatar: async (file) => {
    const response = await send(`/api/users/${env.w.owner.userId}/avatar`, { ...file, field: 'file' });
    const body = response.json<{ profileImageUrl?: string; error?: { message: string } }>();
    return { status: response.statusCode, message: body.error?.message, url: body.profileImageUrl };
  },
  runImage: async (file) => {
    const response = await send(`/api/events/${env.w.runId}/image`, { ...file, field: 'file' });
    const body = response.json<{ imageUrl?: string; error?: { message: string } }>();
    return { status: response.statusCode, message: body.error?.message, url: body.imageUrl };
  },
  postImage: async (file) => {
    const response = await send(
      `/api/businesses/${env.w.owner.userId}/posts`,
      { ...file, field: 'images' },
      true,
    );
    const body = response.json<{
      post?: { images: { url: string }[] };
      failedImages?: { message: string }[];
      error?: { message: string };
    }>();
    // A post is saved without the images that fail; the failure is reported per image with the same words.
    const failed = body.failedImages?.[0];
    if (failed)
      return {
        status: failed.message === english(imageMessages.tooLarge) ? 413 : 400,
        message: failed.message,
      };
    return { status: response.statusCode, message: body.error?.message, url: body.post?.images[0]?.url };
  },
};

async function send(url: string, file: FilePart, withText = false) {
  const files = multipartBody(file);
  let payload = files.payload;
  if (withText) {
    const boundary = files.headers['content-type'].split('boundary=')[1] ?? '';
    const text = textForm({ title: 'Photo', content: 'From the upload checks' });
    const fields = text.payload
      .toString('latin1')
      .replaceAll(text.headers['content-type'].split('boundary=')[1] ?? '', boundary)
      .replace(`--${boundary}--\r\n`, '');
    payload = Buffer.concat([Buffer.from(fields, 'latin1'), files.payload]);
  }
  return env.t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...env.w.owner.bearer, ...files.headers },
  });
}

const jpegWithGps = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#f97316' } })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Secret Model' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 25/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '3/1 41/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();

const HOSTILE_TAIL = '<html><script>alert(document.cookie)</script></html>';

describe.each(Object.keys(routes))('uploads through %s', (route) => {
  const upload = (file: FilePart) => (routes[route] as (file: FilePart) => Promise<Outcome>)(file);
  const stored = async (url: string | undefined) => {
    expect(url).toBeDefined();
    const served = await env.t.app.inject({ url: url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-type']).toMatch(/^image\//);
    return served.rawPayload;
  };

  it.each([
    [
      'SVG with a script',
      'logo.svg',
      'image/svg+xml',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>',
      ),
    ],
    ['an HTML page', 'photo.jpg', 'image/jpeg', Buffer.from(`<!doctype html>${HOSTILE_TAIL}`)],
    ['random bytes named .png', 'photo.png', 'image/png', Buffer.from('not a picture at all, only text')],
    [
      'PNG magic bytes with no image behind',
      'photo.png',
      'image/png',
      Buffer.from('\x89PNG\r\n\x1a\n garbage'),
    ],
    [
      'a GIF header on a zip (GIFAR)',
      'photo.gif',
      'image/gif',
      Buffer.from('GIF89a PK\x03\x04 META-INF/MANIFEST.MF'),
    ],
  ])('refuses %s as not an image (400)', async (_label, filename, contentType, data) => {
    expect(await upload({ filename, contentType, data })).toMatchObject({
      status: 400,
      message: english(imageMessages.notImage),
    });
  });

  it('refuses a file over 5 MB with 413 and the spec’s words', async () => {
    const data = Buffer.concat([await jpegWithGps(), Buffer.alloc(IMAGE_MAX_BYTES)]);
    expect(await upload({ filename: 'big.jpg', contentType: 'image/jpeg', data })).toMatchObject({
      status: 413,
      message: english(imageMessages.tooLarge),
    });
  });

  it('refuses a decompression bomb (a small PNG declaring 10000×10000) before decoding it', async () => {
    const data = await pngClaiming(10_000, 10_000);
    expect(data.length).toBeLessThan(100);
    expect(await upload({ filename: 'bomb.png', contentType: 'image/png', data })).toMatchObject({
      status: 400,
      message: english(imageDimensionsMessage),
    });
  });

  it('stores a JPEG with GPS EXIF as a fresh image without any EXIF, under a server-made name', async () => {
    const photo = await jpegWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const outcome = await upload({ filename: '../../../evil.php', contentType: 'image/jpeg', data: photo });
    expect(outcome.status).toBeLessThan(300);
    expect(outcome.url).not.toMatch(/evil|php|\.\./);
    const bytes = await stored(outcome.url);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(bytes.includes(Buffer.from('Secret Model'))).toBe(false);
  });

  it('re-encodes a polyglot (a JPEG with HTML and script appended): nothing appended is stored', async () => {
    const data = Buffer.concat([await jpegWithGps(), Buffer.from(HOSTILE_TAIL)]);
    const outcome = await upload({ filename: 'polyglot.html', contentType: 'text/html', data });
    expect(outcome.status).toBeLessThan(300);
    expect(outcome.url).not.toMatch(/html|polyglot/);
    const bytes = await stored(outcome.url);
    expect(bytes.includes(Buffer.from('<script'))).toBe(false);
    expect(bytes.includes(Buffer.from('<html'))).toBe(false);
  });
});
