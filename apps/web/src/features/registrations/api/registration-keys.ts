import type { MyRegistrationsQuery } from '@runtogether/shared/registrations/registration.schemas';

// Spec §9: registrations are stale after 2 minutes; a runner's own changes refresh them at once anyway.
export const REGISTRATIONS_STALE_TIME_MS = 2 * 60 * 1000;

/** Every query of this feature lives under 'registrations', so one invalidation refreshes them all. */
export const registrationKeys = {
  all: ['registrations'] as const,
  mine: (runId: number) => ['registrations', 'me', 'run', runId] as const,
  myList: (scope: MyRegistrationsQuery['scope'], limit: number) =>
    ['registrations', 'me', 'list', scope, limit] as const,
  participants: (runId: number | null) => ['registrations', 'participants', runId] as const,
};
