import { EARTH_RADIUS_KM, greatCircleKm, type LatLng } from '@runtogether/shared/geo/geo.rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { greatCircleKmSql } from './great-circle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The distance PostgreSQL computes; both drivers answer { rows }, which the database type cannot say. */
async function sqlKm(a: LatLng, b: LatLng): Promise<number> {
  const result = (await t.db.execute(sql`select ${greatCircleKmSql(a, b)} as km`)) as {
    rows?: { km?: unknown }[];
  };
  return Number(result.rows?.[0]?.km);
}

const madrid = { latitude: 40.4168, longitude: -3.7038 };
const pairs: [string, LatLng, LatLng][] = [
  ['the same point', madrid, madrid],
  ['across a city', madrid, { latitude: 40.4153, longitude: -3.6845 }],
  ['Madrid to Barcelona', madrid, { latitude: 41.3874, longitude: 2.1686 }],
  ['across the antimeridian', { latitude: -16.5, longitude: 179.9 }, { latitude: -17.7, longitude: -178.4 }],
  ['pole to equator', { latitude: 90, longitude: 0 }, { latitude: 0, longitude: 45 }],
  ['antipodes', { latitude: 10, longitude: 20 }, { latitude: -10, longitude: -160 }],
  [
    'southern hemisphere',
    { latitude: -33.8688, longitude: 151.2093 },
    { latitude: -37.8136, longitude: 144.9631 },
  ],
];

describe('great-circle distance', () => {
  it.each(pairs)('SQL and greatCircleKm agree: %s', async (_name, a, b) => {
    expect(await sqlKm(a, b)).toBeCloseTo(greatCircleKm(a, b), 6);
  });

  it('uses the shared Earth radius (half the circumference between antipodes)', async () => {
    const [a, b] = [
      { latitude: 0, longitude: 0 },
      { latitude: 0, longitude: 180 },
    ];
    expect(await sqlKm(a, b)).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
  });
});
