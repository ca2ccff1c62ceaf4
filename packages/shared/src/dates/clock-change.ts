import { DAY_MS, timeInZone, zonedToInstant, zoneOffsetMinutes } from './date.rules';

/** 'HH:MM' of a wall clock kept as UTC milliseconds. */
const wallTime = (ms: number) => new Date(ms).toISOString().slice(11, 16);

/**
 * What zonedToInstant (the reading the server saves a run with) does to a time the clocks skip or pass twice that
 * day, for the form to tell the host (docs/decisions/045, "A time that does not exist"): a skipped time gives the
 * clocks' jump (`from` → `to`) and the time the run starts at instead; a time passed twice gives 'twice' (the run
 * starts at the first); any other time, null. Its own file: only the run form needs it.
 */
export function clockChangeAt(
  dateKey: string,
  time: string,
  timeZone: string,
): { from: string; to: string; startsAt: string } | 'twice' | null {
  const start = zonedToInstant(dateKey, time, timeZone).getTime();
  const offset = (ms: number) => zoneOffsetMinutes(new Date(ms), timeZone);
  // A zone changes its offset at most once within a day either side (zonedToInstant's premise too).
  const before = offset(start - DAY_MS);
  const after = offset(start + DAY_MS);
  const startsAt = timeInZone(new Date(start), timeZone);
  if (startsAt === time)
    // The first of two readings: the same wall clock comes again, `before − after` minutes later.
    return before > after && offset(start) === before && offset(start + (before - after) * 60000) === after
      ? 'twice'
      : null;
  // Skipped: the clocks changed in the `after − before` minutes up to the start; halve that to the minute.
  let [lo, hi] = [start - (after - before) * 60000, start];
  while (hi - lo > 60000) {
    const mid = lo + Math.floor((hi - lo) / 120000) * 60000;
    if (offset(mid) === after) hi = mid;
    else lo = mid;
  }
  return { from: wallTime(hi + before * 60000), to: wallTime(hi + after * 60000), startsAt };
}
