/** Display helpers of the business pages; `timeZone` is the viewer's unless a test fixes one. */

/** 'YYYY-MM' → a month's short name, e.g. 'Jun'. */
export function shortMonth(monthKey: string, locale = 'en-US'): string {
  return new Date(`${monthKey}-15T12:00:00Z`).toLocaleDateString(locale, { month: 'short', timeZone: 'UTC' });
}

/** 'YYYY-MM' → e.g. 'June 2030', for screen readers. */
export function longMonth(monthKey: string, locale = 'en-US'): string {
  return new Date(`${monthKey}-15T12:00:00Z`).toLocaleDateString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** When a registration was made, e.g. 'May 18, 2030, 7:30 AM'. */
export function formatRegisteredAt(iso: string, timeZone?: string, locale = 'en-US'): string {
  return new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

/** 'N runs organized • M total participants', in the singular where it reads so. */
export function totalsLine(runsOrganized: number, totalParticipants: number): string {
  const runs = `${runsOrganized} ${runsOrganized === 1 ? 'run' : 'runs'} organized`;
  const people = `${totalParticipants} total ${totalParticipants === 1 ? 'participant' : 'participants'}`;
  return `${runs} • ${people}`;
}
