// No zod here: a run page needs these rules in the browser, and zod's schemas are built only where a form or an
// answer is checked (run.schemas.ts holds the enums' schemas).
export const paceCategories = ['beginner', 'intermediate', 'advanced'] as const;
export type PaceCategory = (typeof paceCategories)[number];

export const distanceBuckets = ['short', 'medium', 'long'] as const;
export type DistanceBucket = (typeof distanceBuckets)[number];

export const PACE_MIN = 3;
export const PACE_MAX = 12;
export const DISTANCE_MIN = 1;
export const DISTANCE_MAX = 50;
export const MAX_PARTICIPANTS_MIN = 1;
export const MAX_PARTICIPANTS_MAX = 1000;
export const DEFAULT_MAX_PARTICIPANTS = 20;
/** A run (and every run of a series) falls at most this many days after today in its zone (docs/decisions/045). */
export const RUN_HORIZON_DAYS = 730;

/**
 * docs/product.md §4 "Pace category", one rule used by badge, filter and server alike:
 * 6:00 min/km or slower is beginner, 5:00–5:59 intermediate, faster than 5:00 advanced.
 */
export function paceCategory(paceMinPerKm: number): PaceCategory {
  if (paceMinPerKm >= 6) return 'beginner';
  if (paceMinPerKm >= 5) return 'intermediate';
  return 'advanced';
}

/** Pace bounds in seconds per km for a category, [min, max) with null for open ends (for SQL filters). */
export function paceCategorySecondsRange(category: PaceCategory): [number | null, number | null] {
  switch (category) {
    case 'advanced':
      return [null, 300];
    case 'intermediate':
      return [300, 360];
    case 'beginner':
      return [360, null];
  }
}

/** docs/product.md §9: short up to 5 km, medium over 5 up to 10, long over 10. */
export function distanceBucket(km: number): DistanceBucket {
  if (km <= 5) return 'short';
  if (km <= 10) return 'medium';
  return 'long';
}

/** Distance bounds in km for a bucket, (min, max] with null for open ends. */
export function distanceBucketRange(bucket: DistanceBucket): [number | null, number | null] {
  switch (bucket) {
    case 'short':
      return [null, 5];
    case 'medium':
      return [5, 10];
    case 'long':
      return [10, null];
  }
}

export const paceSecondsToMinutes = (seconds: number) => seconds / 60;
export const paceMinutesToSeconds = (minutes: number) => Math.round(minutes * 60);

/** Pace as min:sec, e.g. 5.5 → '5:30'. Rounds to the nearest second. */
export function formatPace(paceMinPerKm: number): string {
  const total = Math.round(paceMinPerKm * 60);
  const min = Math.floor(total / 60);
  const sec = total % 60;
  return `${min}:${String(sec).padStart(2, '0')}`;
}

/**
 * The pace a run is described by, min:sec: its own ("5:30"), or a run with groups' range, fastest to slowest
 * ("4:45–6:30"). A run with groups is run at their paces, never at the one its form kept, which is shown nowhere
 * (docs/decisions/052).
 */
export const formatRunPace = (run: { pace: number; groups: readonly { pace: number }[] }): string =>
  formatPaceRange(run.groups.length ? run.groups.map((group) => group.pace) : [run.pace]);

/** Paces (minutes per km) as min:sec, fastest to slowest: '4:45–6:30', or '5:30' when they are all one. */
export function formatPaceRange(paces: readonly number[]): string {
  const [from, to] = [formatPace(Math.min(...paces)), formatPace(Math.max(...paces))];
  return from === to ? from : `${from}–${to}`;
}

/** Remaining capacity, or 'Unlimited' when the run has no maximum (absent or 0). Never below 0. */
export function spotsLeft(
  maxParticipants: number | null | undefined,
  currentParticipants: number,
): number | 'Unlimited' {
  if (!maxParticipants) return 'Unlimited';
  return Math.max(0, maxParticipants - currentParticipants);
}

/** Display form of a distance: whole km without decimals, otherwise one decimal. */
export const formatDistance = (km: number) => (Number.isInteger(km) ? `${km}` : km.toFixed(1));
