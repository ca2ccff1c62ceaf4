import { geocodeMessages } from '@runtogether/shared/geo/geocode.messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { geocodeCache } from '../../db/schema';
import { startNominatimFixture, type NominatimFixture } from '../../test/nominatim-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { forgetOldAnswers, searchKey, STALE_ANSWER_KEPT_MS } from './geocode.service';
import { createRequestSpacer } from './request-spacer';
import { english } from '../../test/english';

let t: TestApp;
let upstream: NominatimFixture;
// Long enough for a busy test machine, short enough to keep the timeout test quick.
const TIMEOUT_MS = 1500;

beforeAll(async () => {
  upstream = await startNominatimFixture(
    {
      'calle mayor 1, madrid': {
        lat: '40.4155',
        lon: '-3.7074',
        display_name: 'Calle Mayor 1, Sol, Madrid, España',
      },
      'retiro park': { lat: '40.4153', lon: '-3.6845', display_name: 'Parque del Retiro, Madrid, España' },
      'puerta del sol': { lat: '40.4169', lon: '-3.7035', display_name: 'Puerta del Sol, Madrid, España' },
      slow: { lat: '1', lon: '2', display_name: 'Slow place' },
    },
    {
      '40.4155,-3.7074': { display_name: 'Calle Mayor 1, Sol, Madrid, España' },
      '40.42,-3.68': {
        address: { house_number: '10', road: "Calle de O'Donnell", city: 'Madrid', country: 'España' },
      },
    },
  );
  t = await createTestApp({
    config: { nominatimUrl: upstream.url, geocodeTimeoutMs: TIMEOUT_MS, geocodeMinIntervalMs: 0 },
  });
});
afterAll(async () => {
  await t.close();
  await upstream.close();
});
beforeEach(() => {
  upstream.failWith = null;
  upstream.delayMs = 0;
});

const geocode = (q: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ url: `/api/geocode?q=${encodeURIComponent(q)}`, remoteAddress });
const reverse = (lat: number, lng: number) =>
  t.app.inject({ url: `/api/geocode/reverse?lat=${lat}&lng=${lng}` });
const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string; message: string } }>().error;

describe('GET /api/geocode', () => {
  it('asks Nominatim in its format, identifying itself, and answers the first result', async () => {
    const response = await geocode('Calle Mayor 1, Madrid');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      latitude: 40.4155,
      longitude: -3.7074,
      displayName: 'Calle Mayor 1, Sol, Madrid, España',
      stale: false,
    });
    const sent = upstream.requests.at(-1);
    expect(sent?.url.pathname).toBe('/search');
    expect(Object.fromEntries(sent?.url.searchParams ?? [])).toEqual({
      format: 'json',
      addressdetails: '1',
      q: 'Calle Mayor 1, Madrid',
      limit: '1',
    });
    expect(sent?.userAgent).toBe('RunTogether/0.1 (+http://localhost:3000)');
  });

  it('answers the same question from the cache for an hour, whatever its case and spacing', async () => {
    await geocode('Retiro Park');
    const asked = upstream.requests.length;
    const again = await geocode('  retiro   PARK ');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ latitude: 40.4153, stale: false });
    expect(upstream.requests.length).toBe(asked);
    const [entry] = await t.db
      .select()
      .from(geocodeCache)
      .where(eq(geocodeCache.queryKey, searchKey('retiro park')));
    const hours = ((entry?.expiresAt.getTime() ?? 0) - (entry?.fetchedAt.getTime() ?? 0)) / 3600_000;
    expect(hours).toBe(1);
  });

  it('answers 404 when there is no such place, and remembers that too', async () => {
    const response = await geocode('Nowhere at all 123');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: english(geocodeMessages.notFound) });
    const asked = upstream.requests.length;
    expect((await geocode('nowhere at all 123')).statusCode).toBe(404);
    expect(upstream.requests.length).toBe(asked);
  });

  it('answers 504 when the geocoder is too slow', async () => {
    upstream.delayMs = TIMEOUT_MS + 500;
    const response = await geocode('slow');
    expect(response.statusCode).toBe(504);
    expect(errorOf(response).message).toBe(english(geocodeMessages.timeout));
  });

  it('answers 502 when the geocoder fails and nothing is cached', async () => {
    upstream.failWith = 500;
    const response = await geocode('Some new address 5');
    expect(response.statusCode).toBe(502);
    expect(errorOf(response).message).toBe(
      'Address lookup is unavailable right now. Please try again in a moment.',
    );
  });

  it('serves an expired answer marked stale when the geocoder fails', async () => {
    expect((await geocode('Puerta del Sol')).statusCode).toBe(200);
    await t.db
      .update(geocodeCache)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(geocodeCache.queryKey, searchKey('Puerta del Sol')));
    upstream.failWith = 500;
    const response = await geocode('Puerta del Sol');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      latitude: 40.4169,
      longitude: -3.7035,
      displayName: 'Puerta del Sol, Madrid, España',
      stale: true,
    });
  });

  it('refuses an empty query', async () => {
    expect((await geocode('   ')).statusCode).toBe(400);
  });

  it('limits each IP to 60 look-ups a minute', async () => {
    await geocode('Retiro Park');
    for (let i = 0; i < 60; i++) expect((await geocode('Retiro Park', '192.0.2.60')).statusCode).toBe(200);
    const limited = await geocode('Retiro Park', '192.0.2.60');
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('GET /api/geocode/reverse', () => {
  it("answers Nominatim's display name, or one built from the address parts", async () => {
    expect((await reverse(40.4155, -3.7074)).json()).toEqual({
      displayName: 'Calle Mayor 1, Sol, Madrid, España',
    });
    expect((await reverse(40.42, -3.68)).json()).toEqual({
      displayName: "10 Calle de O'Donnell, Madrid, España",
    });
    const sent = upstream.requests.at(-1);
    expect(sent?.url.pathname).toBe('/reverse');
    expect(Object.fromEntries(sent?.url.searchParams ?? [])).toEqual({
      format: 'json',
      addressdetails: '1',
      lat: '40.42',
      lon: '-3.68',
    });
  });

  it("falls back to 'lat, lng' to 4 decimals when the geocoder fails or knows nothing", async () => {
    upstream.failWith = 503;
    expect((await reverse(41.123456, 2.987654)).json()).toEqual({ displayName: '41.1235, 2.9877' });
    upstream.failWith = null;
    expect((await reverse(-33.5, 151.25)).json()).toEqual({ displayName: '-33.5000, 151.2500' });
  });
});

describe('GET /api/geocode/zone', () => {
  const zone = (lat: number | string, lng: number | string) =>
    t.app.inject({ url: `/api/geocode/zone?lat=${lat}&lng=${lng}` });

  it('answers the time zone at a point without asking the geocoder, even when it is down', async () => {
    upstream.failWith = 503;
    const asked = upstream.requests.length;
    expect((await zone(40.4168, -3.7038)).json()).toEqual({ timezone: 'Europe/Madrid' });
    expect((await zone(-33.8688, 151.2093)).json()).toEqual({ timezone: 'Australia/Sydney' });
    expect((await zone(40.7128, -74.006)).json()).toEqual({ timezone: 'America/New_York' });
    expect(upstream.requests.length).toBe(asked);
  });

  it('refuses a point off the globe', async () => {
    expect((await zone(91, 0)).statusCode).toBe(400);
    expect((await zone(0, 'x')).statusCode).toBe(400);
    // An empty value is missing, not 0 (the Gulf of Guinea).
    expect((await zone('', '')).statusCode).toBe(400);
    expect((await zone('%20', 0)).statusCode).toBe(400);
  });
});

describe('cache clean-up', () => {
  it('forgets answers a week after they expired and keeps younger ones for the stale fallback', async () => {
    const now = new Date();
    const entry = (queryKey: string, expiredMsAgo: number) => ({
      queryKey,
      latitude: 1,
      longitude: 2,
      displayName: queryKey,
      fetchedAt: now,
      expiresAt: new Date(now.getTime() - expiredMsAgo),
    });
    await t.db
      .insert(geocodeCache)
      .values([entry('search:ancient', STALE_ANSWER_KEPT_MS + 1000), entry('search:recent', 1000)]);
    await forgetOldAnswers(t.db, now);
    const keys = (await t.db.select().from(geocodeCache)).map((row) => row.queryKey);
    expect(keys).toContain('search:recent');
    expect(keys).not.toContain('search:ancient');
  });
});

describe('request spacing', () => {
  it('lets requests out at most once per interval, in order', async () => {
    vi.useFakeTimers();
    try {
      const spacer = createRequestSpacer(100);
      const released: number[] = [];
      const waits = [0, 1, 2].map(async (i) => {
        expect(await spacer.waitForSlot(1000)).toBe(true);
        released.push(i);
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(released).toEqual([0]);
      await vi.advanceTimersByTimeAsync(99);
      expect(released).toEqual([0]);
      await vi.advanceTimersByTimeAsync(1);
      expect(released).toEqual([0, 1]);
      await vi.advanceTimersByTimeAsync(99);
      expect(released).toEqual([0, 1]);
      await vi.advanceTimersByTimeAsync(1);
      expect(released).toEqual([0, 1, 2]);
      await Promise.all(waits);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses at once a slot further away than the caller can wait', async () => {
    vi.useFakeTimers();
    try {
      const spacer = createRequestSpacer(1000);
      expect(await spacer.waitForSlot(0)).toBe(true);
      // With the clock frozen, only an answer that needs no waiting can arrive.
      expect(await spacer.waitForSlot(10)).toBe(false);
      // Nothing was reserved: the next slot is still 1000 ms after the first.
      expect(await spacer.waitForSlot(999)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
