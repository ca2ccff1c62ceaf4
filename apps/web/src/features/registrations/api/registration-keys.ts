import { queryKeys } from '@/lib/query-keys';

// docs/product.md §9: registrations are stale after 2 minutes; a runner's own changes refresh them at once anyway.
export const REGISTRATIONS_STALE_TIME_MS = 2 * 60 * 1000;

/** Every query of this feature lives under 'registrations', so one invalidation refreshes them all. */
export const registrationKeys = queryKeys.registrations;

/** The runner's usual pace: under the 'registrations' root, so registering (which moves it) refreshes it too. */
export const usualPaceKey = ['registrations', 'me', 'usual-pace'] as const;
