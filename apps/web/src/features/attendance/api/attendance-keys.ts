// The attendance feature's query keys, kept out of lib/query-keys.ts, which every page loads first (decision 014).
export const attendanceKeys = {
  all: ['attendance'] as const,
  /** A run's check-in screen (its host). */
  run: (runId: number | null) => ['attendance', 'run', runId] as const,
  /** A run's join code for walk-up guests (its host). */
  joinCode: (runId: number) => ['attendance', 'join-code', runId] as const,
  /** A runner's attendance figures. */
  stats: (userId: string | null) => ['attendance', 'stats', userId] as const,
};
