import { describe, expect, it } from 'vitest';
import {
  distanceBucket,
  distanceBucketRange,
  formatDistance,
  formatPace,
  formatRunPace,
  paceCategory,
  paceCategorySecondsRange,
  spotsLeft,
} from './run.rules';

describe('paceCategory (docs/product.md §4, pace category)', () => {
  it.each([
    [12, 'beginner'],
    [6, 'beginner'],
    [5.99, 'intermediate'],
    [5, 'intermediate'],
    [4.99, 'advanced'],
    [3, 'advanced'],
  ] as const)('%s min/km is %s', (pace, category) => {
    expect(paceCategory(pace)).toBe(category);
  });

  it('agrees with the seconds ranges used by SQL filters', () => {
    for (let seconds = 180; seconds <= 720; seconds++) {
      const category = paceCategory(seconds / 60);
      const [min, max] = paceCategorySecondsRange(category);
      expect(min === null || seconds >= min).toBe(true);
      expect(max === null || seconds < max).toBe(true);
    }
  });
});

describe('distanceBucket (docs/product.md §9)', () => {
  it.each([
    [1, 'short'],
    [5, 'short'],
    [5.1, 'medium'],
    [10, 'medium'],
    [10.1, 'long'],
    [42.2, 'long'],
  ] as const)('%s km is %s', (km, bucket) => {
    expect(distanceBucket(km)).toBe(bucket);
  });

  it('agrees with the km ranges used by SQL filters', () => {
    for (let tenths = 10; tenths <= 500; tenths++) {
      const km = tenths / 10;
      const [min, max] = distanceBucketRange(distanceBucket(km));
      expect(min === null || km > min).toBe(true);
      expect(max === null || km <= max).toBe(true);
    }
  });
});

describe('formatPace', () => {
  it.each([
    [5, '5:00'],
    [5.5, '5:30'],
    [6 + 1 / 6, '6:10'],
    [4.75, '4:45'],
    [12, '12:00'],
    [5.999, '6:00'],
  ])('%s → %s', (pace, text) => {
    expect(formatPace(pace)).toBe(text);
  });
});

describe('spotsLeft', () => {
  it('is Unlimited without a maximum (absent, null or 0)', () => {
    expect(spotsLeft(undefined, 3)).toBe('Unlimited');
    expect(spotsLeft(null, 3)).toBe('Unlimited');
    expect(spotsLeft(0, 3)).toBe('Unlimited');
  });
  it('is maximum minus participants, never negative', () => {
    expect(spotsLeft(20, 3)).toBe(17);
    expect(spotsLeft(20, 20)).toBe(0);
    expect(spotsLeft(20, 25)).toBe(0);
  });
});

describe('formatDistance', () => {
  it('drops decimals for whole km and keeps one otherwise', () => {
    expect(formatDistance(5)).toBe('5');
    expect(formatDistance(21.0975)).toBe('21.1');
  });
});

describe('formatRunPace', () => {
  it("writes a run's own pace, or a run with groups' range fastest to slowest, never the pace it kept", () => {
    expect(formatRunPace({ pace: 5.5, groups: [] })).toBe('5:30');
    expect(formatRunPace({ pace: 6, groups: [{ pace: 5.5 }, { pace: 4.75 }, { pace: 6.5 }] })).toBe(
      '4:45–6:30',
    );
    expect(formatRunPace({ pace: 6, groups: [{ pace: 5.5 }, { pace: 5.5 }] })).toBe('5:30');
  });
});
