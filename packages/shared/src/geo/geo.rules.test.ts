import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, formatCoordinates, greatCircleKm, isValidLatLng } from './geo.rules';

describe('greatCircleKm', () => {
  it('is 0 for the same point', () => {
    expect(
      greatCircleKm({ latitude: 40.4168, longitude: -3.7038 }, { latitude: 40.4168, longitude: -3.7038 }),
    ).toBe(0);
  });
  it('measures Madrid → Barcelona at about 505 km', () => {
    const km = greatCircleKm(
      { latitude: 40.4168, longitude: -3.7038 },
      { latitude: 41.3874, longitude: 2.1686 },
    );
    expect(km).toBeGreaterThan(500);
    expect(km).toBeLessThan(510);
  });
  it('uses an earth radius of 6371 km (a quarter meridian is πR/2)', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    const km = greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 });
    expect(km).toBeCloseTo((Math.PI * 6371) / 2, 6);
  });
  it('is symmetric', () => {
    const a = { latitude: 40.42, longitude: -3.68 };
    const b = { latitude: 40.45, longitude: -3.7 };
    expect(greatCircleKm(a, b)).toBeCloseTo(greatCircleKm(b, a), 10);
  });
});

describe('coordinates', () => {
  it('formats to 4 decimals', () => {
    expect(formatCoordinates({ latitude: 40.416775, longitude: -3.70379 })).toBe('40.4168, -3.7038');
  });
  it('validates ranges and types', () => {
    expect(isValidLatLng(40.4, -3.7)).toBe(true);
    expect(isValidLatLng(91, 0)).toBe(false);
    expect(isValidLatLng(0, 181)).toBe(false);
    expect(isValidLatLng(Number.NaN, 0)).toBe(false);
    expect(isValidLatLng('40.4', -3.7)).toBe(false);
  });
});
