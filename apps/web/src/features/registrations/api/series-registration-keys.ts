// Under the 'registrations' root (lib/query-keys.ts), so one invalidation of it refreshes these too; kept out of
// that file, which every page loads first (decision 014).

/** Whether the runner joined every week of a series, and the series joined (My Runs: docs/decisions/053). */
export const seriesRegistrationKeys = {
  joined: (seriesId: number) => ['registrations', 'me', 'series', seriesId] as const,
  mine: ['registrations', 'me', 'series-list'] as const,
};
