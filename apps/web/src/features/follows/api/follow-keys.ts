/**
 * The follows feature's query keys (the rule: lib/query-keys.ts). Every one lives under 'follows', so one
 * invalidation after (un)following refreshes them all.
 */
export const followKeys = {
  all: ['follows'] as const,
  /** A host's follower count and whether the viewer follows it. */
  state: (businessId: string) => ['follows', 'state', businessId] as const,
  /** The runner's home: upcoming runs of the hosts they follow. */
  runs: (limit: number) => ['follows', 'runs', limit] as const,
};
