// Share cards through the real app and storage drivers: decoded PNGs, content-addressed URLs, one render per card.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageDriver } from '../../plugins/storage-driver';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import { insertHost, insertRun, insertSession, insertUser } from '../../test/factories';
import { startS3Fixture, type S3Fixture } from '../../test/s3-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import satori from 'satori';
import { cardFonts, drawableText } from './card-fonts';
import { box } from './render-card';
import { cardWhen } from './run-card';
import { shareCardsRoutes } from './share-cards.routes';
import { ensureBusinessShareCard, ensureRunShareCard, type ShareCardDeps } from './share-cards.service';

const DAY = 86_400_000;

/** The routes, unless app.ts already registers them. */
async function createAppWithCards(config: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(config);
  if (!t.app.hasRoute({ method: 'GET', url: '/api/events/:id/share-card.png' })) {
    await t.app.register(shareCardsRoutes, { prefix: '/api', config: t.config });
  }
  return t;
}

/** The app's driver with a count of writes; a new one starts with an empty memory of known cards. */
function counting(storage: StorageDriver) {
  const driver = {
    ...storage,
    puts: 0,
    put: (key: string, body: Buffer, type: string) => {
      driver.puts += 1;
      return storage.put(key, body, type);
    },
  };
  return driver;
}

const photo = (background: string) =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background } })
    .webp()
    .toBuffer();

/** WCAG relative luminance of an sRGB pixel. */
function luminance([r, g, b]: number[]) {
  const linear = (c = 0) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}
const contrastWithWhite = (pixel: number[]) => 1.05 / (luminance(pixel) + 0.05);

async function decode(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => [
    ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
  ];
  let white = 0;
  for (let i = 0; i < data.length; i += 3) {
    if ((data[i] ?? 0) > 235 && (data[i + 1] ?? 0) > 235 && (data[i + 2] ?? 0) > 235) white += 1;
  }
  return { pixel, whiteShare: white / (info.width * info.height) };
}

describe('share cards on the filesystem driver', () => {
  let t: TestApp;
  let deps: ShareCardDeps;
  let host: Awaited<ReturnType<typeof insertHost>>;
  beforeAll(async () => {
    t = await createAppWithCards();
    deps = { db: t.db, storage: t.app.storage, publicUrl: t.config.publicUrl };
    host = await insertHost(t.db, { name: 'Marta', businessName: 'Retiro Running Co.' });
  });
  afterAll(() => t.close());

  /** The card's bytes as a browser gets them: from its URL, served by the app under /files/. */
  async function download(url: string) {
    expect(url.startsWith(`${t.config.publicUrl}/files/share-cards/`), url).toBe(true);
    const response = await t.app.inject({ url: new URL(url).pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    return response.rawPayload;
  }

  it('draws a 1200×630 PNG with the text on it, once, however many ask at the same time', async () => {
    const run = await insertRun(t.db, host.id, {
      title: 'Sunday Long Run',
      startsAt: new Date('2031-11-28T08:00:00Z'),
      timezone: 'Europe/Madrid',
      distanceKm: 10,
      paceSecondsPerKm: 330,
    });
    const storage = counting(t.app.storage);
    const mine = { ...deps, storage };
    const [first, second] = await Promise.all([
      ensureRunShareCard(mine, run.id),
      ensureRunShareCard(mine, run.id),
    ]);
    expect(first).not.toBeNull();
    expect(second).toEqual(first);
    expect(first?.url).toMatch(new RegExp(`/files/share-cards/run-${run.id}-[0-9a-f]{16}\\.png$`));
    expect(first).toMatchObject({ width: 1200, height: 630 });
    // The run's own zone: 08:00 UTC is 09:00 in Madrid.
    expect(first?.alt).toBe(
      'Sunday Long Run: Fri 28 Nov · 09:00, 10 km at 5:30 min/km, hosted by Retiro Running Co. on RunTogether',
    );
    expect(await ensureRunShareCard(mine, run.id)).toEqual(first);
    expect(storage.puts).toBe(1);

    const png = await download(first?.url ?? '');
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    const stats = await sharp(png).stats();
    expect(stats.channels.every((channel) => channel.stdev > 0)).toBe(true);
    // Only text is white on the brand background: at least ~1 % of the card is lettering.
    const { pixel, whiteShare } = await decode(png);
    expect(whiteShare).toBeGreaterThan(0.01);
    // Brand orange behind it (#c2410c, darkened towards the bottom), never lighter than 4.5:1 against white.
    const background = pixel(1100, 300);
    expect(background[0]).toBeGreaterThan((background[1] ?? 0) + 80);
    expect(contrastWithWhite(background)).toBeGreaterThanOrEqual(4.5);
  });

  it("for a page's head, names the route until the card is stored, and never draws it", async () => {
    const run = await insertRun(t.db, host.id, {
      title: 'Page first',
      startsAt: new Date(Date.now() + 2 * DAY),
    });
    const storage = counting(t.app.storage);
    const mine = { ...deps, storage };
    const before = await ensureRunShareCard(mine, run.id, 'page');
    expect(before?.url).toBe(`${t.config.publicUrl}/api/events/${run.id}/share-card.png`);
    expect(before).toMatchObject({ width: 1200, height: 630 });
    expect(storage.puts).toBe(0);
    // A preview client follows the route: the card is drawn then, and pages name it from then on.
    const redirect = await t.app.inject({ url: `/api/events/${run.id}/share-card.png` });
    expect(redirect.statusCode).toBe(302);
    const after = await ensureRunShareCard(mine, run.id, 'page');
    expect(after?.url).toBe(redirect.headers.location);
    expect(after?.url).toMatch(/\/files\/share-cards\/run-/);
    expect(storage.puts).toBe(0);
    expect(await ensureRunShareCard(mine, 999_999, 'page')).toBeNull();
  });

  it('finds a card another instance stored without drawing it again', async () => {
    const run = await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + DAY) });
    const card = await ensureRunShareCard(deps, run.id);
    // Another driver object, as another instance has: the storage answers that the card is there.
    const storage = counting(t.app.storage);
    expect(await ensureRunShareCard({ ...deps, storage }, run.id)).toEqual(card);
    expect(storage.puts).toBe(0);
  });

  it('is a new card under a new URL when the host changes the title; the route redirects to the current one', async () => {
    const run = await insertRun(t.db, host.id, {
      title: 'Easy Tuesday',
      startsAt: new Date(Date.now() + DAY),
    });
    const before = await t.app.inject({ url: `/api/events/${run.id}/share-card.png` });
    expect(before.statusCode).toBe(302);
    const oldUrl = before.headers.location ?? '';
    expect(oldUrl).toBe((await ensureRunShareCard(deps, run.id))?.url);

    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/${run.id}`,
      headers: {
        cookie: `${SESSION_COOKIE}=${await insertSession(t.db, host.id)}`,
        origin: t.config.publicUrl,
      },
      payload: { title: 'Easy Tuesday, now with hills' },
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const after = await t.app.inject({ url: `/api/events/${run.id}/share-card.png` });
    expect(after.statusCode).toBe(302);
    expect(after.headers.location).not.toBe(oldUrl);
    expect((await ensureRunShareCard(deps, run.id))?.alt).toMatch(/^Easy Tuesday, now with hills: /);
    // Both stay valid: a page already shared keeps its picture.
    expect((await sharp(await download(oldUrl)).metadata()).width).toBe(1200);
    expect((await sharp(await download(after.headers.location ?? '')).metadata()).width).toBe(1200);
  });

  it("is drawn on the run's uploaded photo behind a veil dark enough for white text", async () => {
    // The worst case for white text: a white photo.
    const key = 'events/event-white-0123456789abcdef.webp';
    await t.app.storage.put(key, await photo('#ffffff'), 'image/webp');
    const withPhoto = await insertRun(t.db, host.id, {
      startsAt: new Date(Date.now() + DAY),
      imageUrl: t.app.storage.publicUrl(key),
    });
    const { pixel } = await decode(await download((await ensureRunShareCard(deps, withPhoto.id))?.url ?? ''));
    for (const [x, y] of [
      [600, 10],
      [1100, 300],
      [600, 620],
    ] as const) {
      const p = pixel(x, y);
      // Grey (the photo under the veil), not the brand colour.
      expect(Math.max(...p) - Math.min(...p), `${x},${y}`).toBeLessThan(8);
      expect(contrastWithWhite(p), `${x},${y}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('falls back to the brand background for a missing photo or a stock picture', async () => {
    for (const imageUrl of ['/files/events/event-999-0123456789abcdef.webp', '/images/stock/run-city.svg']) {
      const run = await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + DAY), imageUrl });
      const { pixel } = await decode(await download((await ensureRunShareCard(deps, run.id))?.url ?? ''));
      const p = pixel(1100, 300);
      expect(p[0], imageUrl).toBeGreaterThan((p[1] ?? 0) + 80);
    }
  });

  it('answers null for an unknown run, and the route 404 like other routes', async () => {
    expect(await ensureRunShareCard(deps, 2_000_000_000)).toBeNull();
    expect(await ensureRunShareCard(deps, 0)).toBeNull();
    const missing = await t.app.inject({ url: '/api/events/2000000000/share-card.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Run not found' } });
    expect((await t.app.inject({ url: '/api/events/abc/share-card.png' })).statusCode).toBe(400);
  });

  it("draws a business's card with its logo; runners and unknown ids have none", async () => {
    const logoKey = 'profiles/user-logo-0123456789abcdef.webp';
    await t.app.storage.put(logoKey, await photo('#0ea5e9'), 'image/webp');
    const business = await insertHost(t.db, {
      businessName: 'Casa de Campo Runners',
      businessLocation: 'Madrid',
      profileImageUrl: t.app.storage.publicUrl(logoKey),
    });
    const card = await ensureBusinessShareCard(deps, business.id);
    expect(card).toMatchObject({
      width: 1200,
      height: 630,
      alt: 'Casa de Campo Runners, Madrid: group runs on RunTogether',
    });
    expect(card?.url).toMatch(new RegExp(`/files/share-cards/business-${business.id}-[0-9a-f]{16}\\.png$`));
    const png = await download(card?.url ?? '');
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    // The logo's sky blue is on the card.
    const { pixel, whiteShare } = await decode(png);
    const logo = pixel(64 + 84, 630 - 64 - 200);
    expect(logo[2]).toBeGreaterThan((logo[0] ?? 0) + 100);
    expect(whiteShare).toBeGreaterThan(0.01);

    const route = await t.app.inject({ url: `/api/businesses/${business.id}/share-card.png` });
    expect([route.statusCode, route.headers.location]).toEqual([302, card?.url]);

    const runner = await insertUser(t.db);
    expect(await ensureBusinessShareCard(deps, runner.id)).toBeNull();
    expect(await ensureBusinessShareCard(deps, 'not-a-uuid')).toBeNull();
    const missing = await t.app.inject({ url: `/api/businesses/${runner.id}/share-card.png` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: { code: string } }>().error.code).toBe('NOT_FOUND');
  });

  it('documents the routes in the API docs', async () => {
    const docs = await t.app.inject({ url: '/api/docs/json' });
    const paths = docs.json<{ paths: Record<string, unknown> }>().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/events/{id}/share-card.png', '/api/businesses/{id}/share-card.png']),
    );
  });
});

describe('share cards on the S3 driver', () => {
  let fixture: S3Fixture;
  let t: TestApp;
  beforeAll(async () => {
    fixture = await startS3Fixture('rt-cards');
    t = await createAppWithCards({ config: { s3: fixture.config } });
  });
  afterAll(async () => {
    await t.close();
    await fixture.close();
  });

  it('reads the photo from the bucket, stores the card there, and finds it again with HEAD', async () => {
    const host = await insertHost(t.db);
    const key = 'events/event-1-0123456789abcdef.webp';
    await t.app.storage.put(key, await photo('#16a34a'), 'image/webp');
    const run = await insertRun(t.db, host.id, {
      startsAt: new Date(Date.now() + DAY),
      imageUrl: t.app.storage.publicUrl(key),
    });
    const storage = counting(t.app.storage);
    const deps = { db: t.db, storage, publicUrl: t.config.publicUrl };
    const card = await ensureRunShareCard(deps, run.id);
    // Already absolute: the bucket's own address.
    expect(card?.url.startsWith(`${fixture.config.endpoint}/rt-cards/share-cards/run-${run.id}-`)).toBe(true);
    const fetched = await fetch(card?.url ?? '');
    expect(fetched.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await fetched.arrayBuffer());
    expect((await sharp(png).metadata()).width).toBe(1200);
    // Green photo under the veil, not the brand orange.
    const p = (await decode(png)).pixel(1100, 300);
    expect(p[1]).toBeGreaterThan(p[0] ?? 0);

    const fresh = counting(t.app.storage);
    expect(await ensureRunShareCard({ ...deps, storage: fresh }, run.id)).toEqual(card);
    expect([storage.puts, fresh.puts]).toEqual([1, 0]);
    expect(await t.app.storage.exists('share-cards/missing.png')).toBe(false);
    expect(await t.app.storage.read('share-cards/missing.png')).toBeNull();
  });
});

describe('card text', () => {
  it('leaves out what the fonts cannot draw rather than drawing empty boxes', () => {
    expect(drawableText('🏃‍♀️ Łódź  10K ☕️ 日本')).toBe('Łódź 10K');
  });

  it("loads another script's font only for a text that has its letters, once per combination", async () => {
    const families = async (text: string) => [...new Set((await cardFonts(text)).map((font) => font.name))];
    expect(await families('Sunday Long Run · 10K — Café')).toEqual(['Inter']);
    expect(await families('Łódź Жизнь')).toEqual(['Inter', 'Inter cyrillic', 'Inter latin-ext']);
    expect((await cardFonts('Run 5K')).length).toBe(3);
    // The same array, so satori's parse of it is reused.
    expect(await cardFonts('Run 5K')).toBe(await cardFonts('Long run'));
  });

  it('draws letters of another script with its font', async () => {
    const svg = async (fontsFor: string) =>
      satori(box({ display: 'flex', fontFamily: 'Inter', fontSize: 64 }, 'Жизнь'), {
        width: 400,
        height: 100,
        fonts: await cardFonts(fontsFor),
      });
    // The fonts the text asks for draw it as more fonts would; latin alone has no glyphs for these letters.
    expect(await svg('Жизнь')).toBe(await svg('Жизнь Ωμέγα Łódź Tiếng'));
    expect(await svg('Жизнь')).not.toBe(await svg('Life'));
  });

  it("writes the run's local date and time short", () => {
    expect(cardWhen('2026-11-28', '09:00')).toBe('Sat 28 Nov · 09:00');
  });
});
